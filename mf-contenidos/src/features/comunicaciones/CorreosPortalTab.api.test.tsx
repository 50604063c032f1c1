// 'Correos del portal' (/comunicaciones?tab=correos) on the real API (issue 34, item 4: one back end;
// config/real-api.ts): the search, the state filter, the sorts and the refusal are the API's, on five
// e-mails of the portal written into the outbox (`correos`, no mailing's) of the 'test' seed, which
// has none: three delivered, two refused by the mail server (none waiting: the queue would take it).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import { CONTENIDOS_MSG, correosPortalList } from '@dapcon/contract/contenidos';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { withRealApi } from '../../../../config/real-api';
import { currentLocation, renderWithPortal } from '../../../../config/test-utils';
import { ComunicacionesPage } from './ComunicacionesPage';

const api = withRealApi();
const ADMIN = '46127839M';
const SLOW = { timeout: 30_000 };

/** The e-mails written, oldest first: [template, address, subject, day, state, the server's reason]. */
const CORREOS = [
  ['registro_cuenta', 'info@ceramiquesvalles.es', 'DAPcon: su registro en el portal', '2026-11-02T10:20:00Z', 'enviado', null],
  ['restablecer_password', 'laura.martinez@consultoria-acv.es', 'DAPcon: restablecimiento de la contraseña', '2026-11-05T16:42:00Z', 'enviado', null],
  ['dapcon_enviada', 'jordi.puig@verificacions.cat', 'DAPcon 0123: enviada a verificación', '2026-11-09T08:05:00Z', 'enviado', null],
  ['bienvenida_usuario', 'antonio.nunez@buzon-lleno.es', 'DAPcon: bienvenido/a al portal, elija su contraseña', '2026-11-12T11:30:00Z', 'error', '550 5.1.1 Mailbox unavailable'],
  ['dapcon_publicada', 'contacte@aillamentsmontseny.es', 'DAPcon 0098: publicada', '2026-11-18T13:00:00Z', 'error', '552 5.2.2 Mailbox full'],
] as const;
const [REGISTRO, RECUPERACION, ENVIADA, BIENVENIDA, PUBLICADA] = CORREOS.map((c) => c[1]);

const table = () => screen.getByRole('table', { name: 'Correos del portal' });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('data-skeleton') && row.querySelectorAll('td').length > 1);
const emails = () => rows().map((r) => within(r).getAllByRole('cell')[1]?.textContent);
const sent = () =>
  api
    .requests()
    .filter((r) => r.endpoint === correosPortalList.id)
    .map((r) => Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams));

beforeAll(async () => {
  const text = (value: string | null) => (value === null ? 'null' : `'${value}'`);
  for (const [plantilla, destinatario, asunto, dia, estado, error] of CORREOS) {
    await api.sql(
      `insert into correos (plantilla, destinatario, asunto, texto, html, estado, error, intentos, created_at, sent_at)
       values ('${plantilla}', '${destinatario}', '${asunto}', '', '', '${estado}', ${text(error)}, ${estado === 'error' ? 3 : 1}, '${dia}', ${estado === 'enviado' ? `'${dia}'` : 'null'})`,
    );
  }
}, 60_000);

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(route = '/comunicaciones?tab=correos') {
  const user = userEvent.setup();
  renderWithPortal(<AreaRoutes routes={[{ path: '/comunicaciones', title: 'Comunicaciones', element: <ComunicacionesPage /> }]} />, { route });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
  return user;
}

describe("'Correos del portal' on the real API", () => {
  it('lists them newest first, and by state: the failed first, ties by id, both ways', async () => {
    await api.signIn(ADMIN);
    const user = await open();
    expect(emails()).toEqual([PUBLICADA, BIENVENIDA, ENVIADA, RECUPERACION, REGISTRO]);
    await user.click(within(table()).getByRole('button', { name: /^Estado/ }));
    await waitFor(() => expect(currentLocation()).toBe('/comunicaciones?tab=correos&order_by=estado+asc'), SLOW);
    await waitFor(() => expect(emails()).toEqual([BIENVENIDA, PUBLICADA, REGISTRO, RECUPERACION, ENVIADA]), SLOW);
    expect(rows()[0]).toHaveTextContent('Error');
    await user.click(within(table()).getByRole('button', { name: /^Estado/ }));
    await waitFor(() => expect(emails()).toEqual([ENVIADA, RECUPERACION, REGISTRO, PUBLICADA, BIENVENIDA]), SLOW);
  });

  it('searches the address or the subject, accents and case ignored, and filters by state', async () => {
    await api.signIn(ADMIN);
    const user = await open();
    const form = screen.getByRole('form', { name: 'Filtros' });
    const search = within(form).getByRole('textbox', { name: 'Destinatario o asunto' });
    await user.type(search, 'CONTRASENA');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(emails()).toEqual([BIENVENIDA, RECUPERACION]), SLOW);

    await user.clear(search);
    await user.type(search, 'verificacions.CAT');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(emails()).toEqual([ENVIADA]), SLOW);

    await user.clear(search);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'Error');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(emails()).toEqual([PUBLICADA, BIENVENIDA]), SLOW);
    expect(sent().at(-1)).toEqual({ estado: 'error', order_by: 'created_at desc', page: '1' });
  });

  it('a search that finds nothing says so', async () => {
    await api.signIn(ADMIN);
    renderWithPortal(<AreaRoutes routes={[{ path: '/comunicaciones', title: 'Comunicaciones', element: <ComunicacionesPage /> }]} />, {
      route: '/comunicaciones?tab=correos&magic=nada-de-nada',
    });
    expect(await screen.findByText('No hay ningún correo del portal', {}, SLOW)).toBeInTheDocument();
  });

  it("'Reenviar' puts a failed e-mail back in the queue; one no longer failed is refused with the 409", async () => {
    await api.signIn(ADMIN);
    const user = await open('/comunicaciones?tab=correos&estado=error');
    const fila = () => rows().find((r) => r.textContent?.includes(BIENVENIDA ?? '?')) as HTMLElement;
    await waitFor(() => expect(emails()).toEqual([PUBLICADA, BIENVENIDA]), SLOW);
    await user.click(within(fila()).getByRole('button', { name: /^Reenviar/ }));
    await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: CONTENIDOS_MSG.correoReenviado }]), SLOW);
    const [resent] = await api.sql<{ estado: string; reenvios: number }>(`select estado, reenvios from correos where destinatario = '${BIENVENIDA}'`);
    expect(resent?.reenvios).toBe(1);
    expect(resent?.estado).not.toBe('error');
    const [enviado] = await api.sql<{ id: number }>(`select id from correos where destinatario = '${REGISTRO}'`);
    const again = await api.inject({ method: 'PATCH', url: `/api/comunicaciones/admin/correos/${enviado?.id}/reenviar`, usuario: ADMIN });
    expect(again).toMatchObject({ status: 409, body: { message: CONTENIDOS_MSG.correoNoReenviable } });
  });

  it('is the administration’s: a consultant gets the 403 in the shell’s error modal', async () => {
    await api.signIn('47815236F');
    renderWithPortal(<AreaRoutes routes={[{ path: '/comunicaciones', title: 'Comunicaciones', element: <ComunicacionesPage /> }]} />, { route: '/comunicaciones?tab=correos' });
    expect(await screen.findByText('No se pudo cargar la info', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ kind: 'error', status: 403, message: MSG.sinPermiso })]));
  });
});
