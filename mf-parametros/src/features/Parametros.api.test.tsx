// mf-parametros on the real API (issue 34, item 4: one back end; config/real-api.ts): what the
// languages' and the maintenance screens change, and what the server refuses, are the API's, checked
// on what it stored (`api.sql`, the public reads) and on what the screens read back. The plain tests
// beside each screen keep what it does with the mock's fixtures and the requests it sends.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MANTENIMIENTO_MSG } from '@dapcon/contract/sistema';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { withRealApi } from '../../../config/real-api';
import { renderWithPortal } from '../../../config/test-utils';
import { IdiomasPage } from './idiomas/IdiomasPage';
import { MantenimientoPage } from './mantenimiento/MantenimientoPage';
import { RcpModal } from './rcps/RcpModal';

// The test DOM has no canvas: the maintenance page's chart is drawn by a stand-in.
vi.mock('react-chartjs-2', () => ({ Chart: () => <canvas data-testid="disco-canvas" /> }));

const api = withRealApi();
const ADMIN = '46127839M';
const SLOW = { timeout: 30_000 };

let reported: FeedbackEvent[];
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

/** The active languages' codes, as every per-language form reads them (`GET /idiomas`). */
const activos = async () => ((await api.inject({ method: 'GET', url: '/api/idiomas', usuario: ADMIN })).body as { data: Array<{ idioma: string }> }).data.map((i) => i.idioma);

describe('the languages on the real API', () => {
  const table = () => screen.getByRole('table', { name: 'Idiomas del portal' });
  const rowOf = (nombre: string) =>
    within(table())
      .getAllByRole('row')
      .find((row) => within(row).queryAllByRole('cell')[1]?.textContent?.startsWith(nombre)) as HTMLElement;

  it('a new language is stored and every per-language form has it; a code already taken is refused', async () => {
    await api.signIn(ADMIN);
    renderWithPortal(<AreaRoutes routes={[{ path: '/idiomas', title: 'Idiomas', element: <IdiomasPage /> }]} />, { route: '/idiomas' });
    await waitFor(() => expect(rowOf('English')).toBeDefined(), SLOW);
    await user.click(screen.getByRole('button', { name: 'Nuevo idioma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo idioma' }, SLOW);
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Nederlands');
    await user.type(within(dialog).getByRole('textbox', { name: /Código/ }), 'en');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya hay un idioma con ese código.', {}, SLOW)).toBeVisible();
    const codigo = within(dialog).getByRole('textbox', { name: /Código/ });
    await user.clear(codigo);
    await user.type(codigo, 'nl');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Se puede registrar en ECO Platform' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rowOf('Nederlands')).toBeDefined(), SLOW);
    expect(await api.sql("select idioma_nombre, ecoplatform, activo from idiomas where idioma = 'nl'")).toEqual([{ idioma_nombre: 'Nederlands', ecoplatform: true, activo: true }]);
    expect(await activos()).toContain('nl');
    cleanup();

    renderWithPortal(<RcpModal open id={null} onClose={() => {}} onSaved={() => {}} />);
    const rcp = await screen.findByRole('dialog', { name: 'Nuevo RCP' }, SLOW);
    await waitFor(async () => expect((await within(rcp).findAllByRole('tab')).map((tab) => tab.textContent)).toContain('Nederlands'), SLOW);
  });

  it('a language deactivated leaves GET /idiomas, and comes back when activated; language 1 cannot be', async () => {
    await api.signIn(ADMIN);
    renderWithPortal(<AreaRoutes routes={[{ path: '/idiomas', title: 'Idiomas', element: <IdiomasPage /> }]} />, { route: '/idiomas' });
    await waitFor(() => expect(rowOf('English')).toBeDefined(), SLOW);
    await user.click(within(rowOf('English')).getByRole('button', { name: 'Desactivar English' }));
    await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(within(rowOf('English')).getByTestId('estado-idioma')).toHaveTextContent('Inactivo'), SLOW);
    expect(await activos()).not.toContain('en');
    await user.click(within(rowOf('English')).getByRole('button', { name: 'Activar English' }));
    await waitFor(() => expect(within(rowOf('English')).getByTestId('estado-idioma')).toHaveTextContent('Activo'), SLOW);
    expect(await activos()).toContain('en');

    const primero = await api.inject({ method: 'PATCH', url: '/api/idiomas/1', usuario: ADMIN, body: { idioma_nombre: 'Español', idioma: 'es', ecoplatform: true, activo: false } });
    expect(primero.status).toBe(409);
    expect(await api.sql('select activo from idiomas where id = 1')).toEqual([{ activo: true }]);
  });
});

describe('/maintenance on the real API', () => {
  const section = (id: string) => screen.getByTestId(`mantenimiento-${id}`);
  const figure = (id: string, term: string) => section(id).querySelector(`dd[data-term="${term}"]`)?.textContent;
  const estado = async () => (await api.inject({ method: 'GET', url: '/api/mantenimiento/estado' })).body as { data: { activo: boolean; mensaje: string } };

  async function open() {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({}) as unknown as CanvasRenderingContext2D);
    renderWithPortal(<AreaRoutes routes={[{ path: '/maintenance', title: 'Mantenimiento', element: <MantenimientoPage /> }]} />, { route: '/maintenance' });
    await screen.findByTestId('mantenimiento-modo', {}, SLOW);
  }

  it('the switch is stored with its message and who changed it, and the public state follows; then off', async () => {
    await api.signIn(ADMIN);
    await open();
    const form = within(section('modo'));
    await user.click(form.getByRole('checkbox', { name: 'Portal en mantenimiento' }));
    await user.type(form.getByRole('textbox', { name: 'Mensaje para los usuarios' }), 'Volvemos a las 14:00.');
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: MANTENIMIENTO_MSG.mantenimientoActivado }), SLOW);
    await waitFor(() => expect(screen.getByTestId('mantenimiento-estado')).toHaveTextContent('Activado'), SLOW);
    expect(await within(section('modo')).findByText(/^Último cambio: .*, por Montserrat Puig Ferrer \(46127839M\)\.$/, {}, SLOW)).toBeVisible();
    expect((await estado()).data).toEqual({ activo: true, mensaje: 'Volvemos a las 14:00.' });

    await user.click(within(section('modo')).getByRole('checkbox', { name: 'Portal en mantenimiento' }));
    await user.click(within(section('modo')).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('mantenimiento-estado')).toHaveTextContent('Desactivado'), SLOW);
    expect((await estado()).data.activo).toBe(false);
  });

  it('the failed e-mails go back to the queue: none failed read again', async () => {
    for (const [i, destinatario] of ['antonio.nunez@buzon-lleno.es', 'contacte@aillamentsmontseny.es'].entries()) {
      await api.sql(
        `insert into correos (plantilla, destinatario, asunto, texto, html, estado, error, intentos, created_at)
         values ('registro_cuenta', '${destinatario}', 'DAPcon: su registro', '', '', 'error', '550 Mailbox unavailable', 3, '2026-11-1${i}T10:00:00Z')`,
      );
    }
    await api.signIn(ADMIN);
    await open();
    await waitFor(() => expect(figure('correos', 'Fallidos')).toBe('2'), SLOW);
    await user.click(within(section('correos')).getByRole('button', { name: 'Reenviar fallidos' }));
    await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: MANTENIMIENTO_MSG.correosReenviados }), SLOW);
    await waitFor(() => expect(figure('correos', 'Fallidos')).toBe('0'), SLOW);
    expect(await api.sql("select count(*)::int as fallidos from correos where estado = 'error'")).toEqual([{ fallidos: 0 }]);
  });
});
