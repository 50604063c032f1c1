// The record page's actions bar on fixtures (docs/dapcon-lifecycle.md): the buttons of the record's
// `acciones`, the modals' own checks, each transition's request, what the page says of a success, the
// API's refusals from fixed answers (403 and 409 in the shell's modal, 422 under the field), the
// renewal's and deletion's navigation, and the buttons waiting while a request is out. What the API
// allows, refuses and changes is the real API's: DapconAcciones.api.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { calendarDay, MSG } from '@dapcon/contract/core';
import {
  aceptarDapcon,
  ajustarValidezDapcon,
  caducarDapcon,
  devolverDapcon,
  eliminarDapcon,
  enviarDapcon,
  publicarDapcon,
  renovarDapcon,
  retirarDapcon,
  validoHastaDe,
} from '@dapcon/contract/dapcon';
import { MOCK_DAPCON_IDS, MOCK_EMPRESAS, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent, type Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { DapconDetail } from './DapconDetail';

const user = userEvent.setup();
const EMPRESA = MOCK_EMPRESAS[0] as (typeof MOCK_EMPRESAS)[number];
const CONSULTOR = '47815236F';
const VERIFICADOR = '39284756C';
const ADMIN = '46127839M';

const mount: RemotePanelMount = ({ remote, module, props }) => <output aria-label="panel">{`${remote}/${module} ${JSON.stringify(props)}`}</output>;

// A transition is a request and a re-render or two: on a busy machine that may take more than the default second.

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);

/** Who each role signs in as: the demo company, consultant and verifier of the fixtures, an administrator. */
const USUARIO: Record<'organizacion' | 'consultor' | 'verificador' | 'admin_ares', string> = {
  organizacion: EMPRESA.org_cif,
  consultor: CONSULTOR,
  verificador: VERIFICADOR,
  admin_ares: ADMIN,
};

async function open(id: number, role: keyof typeof USUARIO = 'organizacion', lang: 'es' | 'ca' = 'es', idioma = 1) {
  await signInAs(role as Role, { usuario: USUARIO[role], nombre: 'Quien', apellidos: 'Actúa' });
  renderWithPortal(
    <RemotePanelHost mount={mount}>
      <AreaRoutes
        routes={[
          { path: '/dapcon', title: 'DAPcon', element: <h1>Lista DAPcon</h1> },
          { path: '/dapcon/:id/:languageId', title: 'Ficha DAPcon', element: <DapconDetail /> },
        ]}
      />
    </RemotePanelHost>,
    { route: `/dapcon/${id}/${idioma}`, lang },
  );
  await screen.findByTestId('dapcon-cabecera', {}, { timeout: 30_000 });
}

const bar = () => screen.queryByTestId('dapcon-acciones');
const buttons = () => {
  const group = bar();
  return group ? within(group).getAllByRole('button').map((b) => b.textContent) : [];
};

describe('the actions bar of a declaration', () => {
  it.each([
    { caso: 'a draft, its company', id: MOCK_DAPCON_IDS.borrador, role: 'organizacion', acciones: ['Enviar a verificación', 'Eliminar'] },
    { caso: 'in verification, its verifier', id: MOCK_DAPCON_IDS.enVerificacion, role: 'verificador', acciones: ['Devolver', 'Aceptar'] },
    { caso: 'published, the administration', id: MOCK_DAPCON_IDS.vigente, role: 'admin_ares', acciones: ['Ajustar validez', 'Caducar', 'Renovar', 'Retirar'] },
    { caso: 'expired and renewed, the administration', id: MOCK_DAPCON_IDS.caducada, role: 'admin_ares', acciones: ['Retirar'] },
    { caso: 'published, its company (never withdraws)', id: MOCK_DAPCON_IDS.vigente, role: 'organizacion', acciones: ['Renovar'] },
    { caso: 'withdrawn, the administration', id: MOCK_DAPCON_IDS.retirada, role: 'admin_ares', acciones: [] },
    { caso: 'in verification, its company', id: MOCK_DAPCON_IDS.enVerificacion, role: 'organizacion', acciones: [] },
  ] as const)("shows the record's actions, in order, and no bar without any: $caso", async ({ id, role, acciones }) => {
    await open(id, role);
    expect(buttons()).toEqual(acciones);
    if (acciones.length === 0) expect(bar()).not.toBeInTheDocument();
  });

  it('submits after confirmation only, and says so', async () => {
    await open(MOCK_DAPCON_IDS.renovada);
    await user.click(screen.getByRole('button', { name: 'Enviar a verificación' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Enviar a verificación' });
    expect(sent(enviarDapcon)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Enviar a verificación' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'DAPcon enviada a verificación.' }]));
    expect(sent(enviarDapcon).map((r) => `${r.method} ${r.path}`)).toEqual([`PATCH /api/dapcon/${MOCK_DAPCON_IDS.renovada}/enviar`]);
  });

  it('disables the confirmation while sending, then shows a 403 from the API', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi(enviarDapcon, async () => {
      await gate;
      throw mockError(403, 'No puede realizar esta acción sobre la DAPcon.');
    });
    await open(MOCK_DAPCON_IDS.borrador, 'consultor');
    await user.click(screen.getByRole('button', { name: 'Enviar a verificación' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Enviar a verificación' });
    await user.click(within(confirm).getByRole('button', { name: 'Enviar a verificación' }));
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeDisabled());
    // Behind the modal (hidden from assistive technology while it is open), the bar waits too.
    expect(within(bar() as HTMLElement).getByRole('button', { name: 'Enviar a verificación', hidden: true })).toBeDisabled();
    release();
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 403, message: 'No puede realizar esta acción sobre la DAPcon.', errors: {} }]));
    // The confirmation closes (its exit animation may still hide the page from assistive technology): then the bar is back, enabled.
    await waitFor(() => expect(within(bar() as HTMLElement).getByRole('button', { name: 'Enviar a verificación' })).toBeEnabled());
  });

  it('returns a declaration with a reason (required), as its verifier', async () => {
    await open(MOCK_DAPCON_IDS.enVerificacion, 'verificador');
    await user.click(screen.getByRole('button', { name: 'Devolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver la DAPcon' });
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(await within(dialog).findByText('Indique el motivo de la devolución.')).toBeInTheDocument();
    expect(sent(devolverDapcon)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo de la devolución/ }), 'Falta la unidad funcional.');
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'DAPcon devuelta a borrador.' }]));
    expect(sent(devolverDapcon)[0]?.body).toEqual({ motivo: 'Falta la unidad funcional.' });
  });

  it("asks for the report, sends it with the comment, and shows the API's 409 in the shell's modal", async () => {
    mockApi(aceptarDapcon, () => {
      throw mockError(409, 'Hay incidencias abiertas: resuélvalas antes de aceptar la DAPcon.');
    });
    await open(MOCK_DAPCON_IDS.enVerificacion, 'verificador');
    const pdf = new File(['%PDF-1.4 informe'], 'informe.pdf', { type: 'application/pdf' });
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aceptar la DAPcon' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog).findByText('El informe de verificación es obligatorio.')).toBeInTheDocument();
    expect(sent(aceptarDapcon)).toHaveLength(0);
    await user.upload(within(dialog).getByLabelText(/^Informe de verificación \(PDF\)/), pdf);
    await user.type(within(dialog).getByRole('textbox', { name: 'Comentario (opcional)' }), 'Conforme.');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 409, message: 'Hay incidencias abiertas: resuélvalas antes de aceptar la DAPcon.', errors: {} }]));
    const form = sent(aceptarDapcon).at(-1)?.form;
    expect((form?.get('documento') as File | null)?.name).toBe('informe.pdf');
    expect(form?.get('comentario')).toBe('Conforme.');
  });

  it('says an acceptance is done', async () => {
    await open(MOCK_DAPCON_IDS.enVerificacion, 'verificador');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aceptar la DAPcon' });
    await user.upload(within(dialog).getByLabelText(/^Informe de verificación \(PDF\)/), new File(['%PDF-1.4 informe'], 'informe.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'DAPcon verificada.' }]));
  });

  it('publishes from a first day (today by default) showing the last one, with the ECO Platform flags pre-set from the record, and sends them', async () => {
    await open(MOCK_DAPCON_IDS.verificada, 'admin_ares');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicar la DAPcon' });
    const desde = within(dialog).getByLabelText(/^Primer día de validez/);
    const today = calendarDay(new Date());
    expect(desde).toHaveValue(today);
    expect(within(dialog).getByTestId('ultimo-dia')).toHaveTextContent(validoHastaDe(today).split('-').reverse().join('/'));
    expect(within(dialog).getByRole('checkbox', { name: 'ECO Platform: Castellano' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'ECO Platform: English' })).not.toBeChecked();
    await user.clear(desde);
    await user.type(desde, '2026-04-01');
    expect(within(dialog).getByTestId('ultimo-dia')).toHaveTextContent('Último día de validez: 31/03/2031');
    await user.click(within(dialog).getByRole('checkbox', { name: 'ECO Platform: English' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(sent(publicarDapcon)).toHaveLength(1));
    expect(sent(publicarDapcon)[0]?.body).toEqual({
      dapcon_valido_desde: '2026-04-01',
      idiomas: [
        { id: 1, ecoplatform: true },
        { id: 3, ecoplatform: true },
      ],
    });
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'DAPcon publicada.' }]));
  });

  it("adjusts the validity; any other 422 of the API shows under its field", async () => {
    mockApi(ajustarValidezDapcon, () => {
      throw mockError(422, MSG.datosInvalidos, { dapcon_valido_desde: ['La validez no puede empezar antes de la verificación.'] });
    });
    await open(MOCK_DAPCON_IDS.vigente, 'admin_ares');
    await user.click(screen.getByRole('button', { name: 'Ajustar validez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar la validez' });
    const desde = within(dialog).getByLabelText(/^Primer día de validez/);
    expect(desde).toHaveValue('2024-09-16');
    expect(within(dialog).getByLabelText(/^Último día de validez/)).toHaveValue('2029-09-15');
    await user.clear(desde);
    await user.type(desde, '2024-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Ajustar validez' }));
    expect(await within(dialog).findByText('La validez no puede empezar antes de la verificación.')).toBeInTheDocument();
    expect(desde).toHaveAttribute('aria-invalid', 'true');
    expect(reported).toEqual([]);
    expect(sent(ajustarValidezDapcon)[0]?.body).toMatchObject({ dapcon_valido_desde: '2024-01-01', dapcon_valido_hasta: '2029-09-15' });
  });

  it('expires a published declaration only with the confirmation ticked, with an optional comment', async () => {
    await open(MOCK_DAPCON_IDS.vigente, 'admin_ares');
    await user.click(screen.getByRole('button', { name: 'Caducar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como caducada' });
    expect(dialog).toHaveTextContent('¿Realmente desea marcar la DAPcon DAPcon-2024-0031 como caducada?');
    await user.click(within(dialog).getByRole('button', { name: 'Caducar' }));
    expect(await within(dialog).findByText('Confirme que la DAPcon caduca.')).toBeInTheDocument();
    expect(sent(caducarDapcon)).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: /Confirmo que la DAPcon caduca/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comentario (opcional)' }), 'Producto descatalogado.');
    await user.click(within(dialog).getByRole('button', { name: 'Caducar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'DAPcon marcada como caducada.' }]));
    expect(sent(caducarDapcon)[0]?.body).toEqual({ confirmacion: true, comentario: 'Producto descatalogado.' });
  });

  it('withdraws a published declaration only with a reason, saying what it means, and says so', async () => {
    await open(MOCK_DAPCON_IDS.vigente, 'admin_ares');
    await user.click(screen.getByRole('button', { name: 'Retirar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirar la DAPcon' });
    expect(dialog).toHaveTextContent('La DAPcon DAPcon-2024-0031 se retirará del programa definitivamente');
    expect(dialog).toHaveTextContent('con la fecha, no el motivo');
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    expect(await within(dialog).findByText('Indique el motivo de la retirada.')).toBeInTheDocument();
    expect(sent(retirarDapcon)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo de la retirada/ }), ' Datos de impacto erróneos. ');
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'DAPcon retirada.' }]));
    expect(sent(retirarDapcon).map((r) => [`${r.method} ${r.path}`, r.body])).toEqual([[`PATCH /api/dapcon/${MOCK_DAPCON_IDS.vigente}/retirar`, { motivo: 'Datos de impacto erróneos.' }]]);
  });

  it('shows a withdrawn record: the badge, the withdrawal and its reason in the history, no actions (ES and CA)', async () => {
    await open(MOCK_DAPCON_IDS.retirada, 'admin_ares');
    expect(within(screen.getByTestId('dapcon-cabecera')).getByTestId('estado')).toHaveTextContent('Retirada');
    const entradas = screen.getAllByTestId('historial-entrada');
    expect(entradas.at(-1)).toHaveTextContent('Retirada');
    expect(entradas.at(-1)).toHaveTextContent('Los valores de la tabla de impactos no corresponden al producto fabricado.');
    expect(bar()).not.toBeInTheDocument();
  });

  it('renews after confirmation and goes to the record whose id the API answered', async () => {
    await open(MOCK_DAPCON_IDS.vigente);
    await user.click(screen.getByRole('button', { name: 'Renovar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Renovar la DAPcon' })).getByRole('button', { name: 'Renovar' }));
    // The mock answers its renewal fixture's id.
    await waitFor(() => expect(currentLocation()).toBe(`/dapcon/${MOCK_DAPCON_IDS.renovada}/1`));
    expect(await screen.findByText('Renovado a partir de N° DAPcon-2021-0007', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(sent(renovarDapcon)).toHaveLength(1);
    expect(reported).toEqual([{ kind: 'success', message: 'DAPcon renovada.' }]);
  });

  it('deletes a draft never submitted after confirmation and goes back to /dapcon', async () => {
    await open(MOCK_DAPCON_IDS.borrador);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar la DAPcon' });
    expect(confirm).toHaveTextContent('¿Realmente desea eliminar esta DAPcon y sus documentos?');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(currentLocation()).toBe('/dapcon'));
    expect(sent(eliminarDapcon).map((r) => r.method)).toEqual(['DELETE']);
    expect(reported).toEqual([{ kind: 'success', message: 'DAPcon eliminada.' }]);
  });

  it('speaks Catalan: the buttons, the modal and the API message', async () => {
    await open(MOCK_DAPCON_IDS.enVerificacion, 'verificador', 'ca');
    expect(buttons()).toEqual(['Retornar', 'Acceptar']);
    await user.click(screen.getByRole('button', { name: 'Retornar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retornar la DAPcon' });
    await user.click(within(dialog).getByRole('button', { name: 'Retornar' }));
    expect(await within(dialog).findByText('Indiqueu el motiu de la devolució.')).toBeInTheDocument();
  });

  it('speaks Catalan: the withdrawal, its modal and its message, and a withdrawn record', async () => {
    await open(MOCK_DAPCON_IDS.vigente, 'admin_ares', 'ca');
    expect(buttons()).toContain('Retirar');
    await user.click(screen.getByRole('button', { name: 'Retirar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirar la DAPcon' });
    expect(dialog).toHaveTextContent('La DAPcon DAPcon-2024-0031 es retirarà del programa definitivament');
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    expect(await within(dialog).findByText('Indiqueu el motiu de la retirada.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Motiu de la retirada/ }), 'Dades errònies.');
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'DAPcon retirada.' }]));
  });

  it('speaks Catalan on a withdrawn record: the badge and the history', async () => {
    await open(MOCK_DAPCON_IDS.retirada, 'organizacion', 'ca');
    expect(within(screen.getByTestId('dapcon-cabecera')).getByTestId('estado')).toHaveTextContent('Retirada');
    expect(screen.getAllByTestId('historial-entrada').at(-1)).toHaveTextContent('Retirada');
    expect(bar()).not.toBeInTheDocument();
  });
});
