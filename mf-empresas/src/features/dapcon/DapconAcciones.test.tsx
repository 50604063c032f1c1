// The record page's actions bar on the mock API (docs/dapcon-lifecycle.md): exactly the actions the
// API allows the caller now, each transition's request and the page showing the record it answered,
// the API's refusals (409 in the shell's modal, 422 under the field), the renewal's and deletion's
// navigation, and the buttons waiting while a request is out. The submission's 422 for missing
// documents is the real API's: DapconAcciones.api.test.tsx.
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
  resolverIncidencia,
  validoHastaDe,
} from '@dapcon/contract/dapcon';
import { MOCK_DAPCON_IDS, MOCK_EMPRESAS, mockDapcons, mockError, mockRequests } from '@dapcon/mocks';
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
const estado = () => within(screen.getByTestId('dapcon-cabecera')).getByTestId('estado');

describe('the actions bar of a declaration', () => {
  it.each([
    { caso: 'a draft, its company', id: MOCK_DAPCON_IDS.borrador, role: 'organizacion', acciones: ['Enviar a verificación', 'Eliminar'] },
    { caso: 'a draft, its consultant', id: MOCK_DAPCON_IDS.borrador, role: 'consultor', acciones: ['Enviar a verificación'] },
    { caso: 'a draft, its verifier', id: MOCK_DAPCON_IDS.borrador, role: 'verificador', acciones: [] },
    { caso: 'in verification, its verifier', id: MOCK_DAPCON_IDS.enVerificacion, role: 'verificador', acciones: ['Devolver', 'Aceptar'] },
    { caso: 'in verification, the administration', id: MOCK_DAPCON_IDS.enVerificacion, role: 'admin_ares', acciones: ['Devolver'] },
    { caso: 'in verification, its company', id: MOCK_DAPCON_IDS.enVerificacion, role: 'organizacion', acciones: [] },
    { caso: 'verified, the administration', id: MOCK_DAPCON_IDS.verificada, role: 'admin_ares', acciones: ['Publicar'] },
    { caso: 'verified, its verifier', id: MOCK_DAPCON_IDS.verificada, role: 'verificador', acciones: [] },
    { caso: 'published, the administration', id: MOCK_DAPCON_IDS.vigente, role: 'admin_ares', acciones: ['Ajustar validez', 'Caducar', 'Renovar'] },
    { caso: 'published, its company', id: MOCK_DAPCON_IDS.vigente, role: 'organizacion', acciones: ['Renovar'] },
    { caso: 'published, its consultant', id: MOCK_DAPCON_IDS.vigente, role: 'consultor', acciones: [] },
    { caso: 'expired and renewed already, its company', id: MOCK_DAPCON_IDS.caducada, role: 'organizacion', acciones: [] },
  ] as const)('shows exactly what the API allows: $caso', async ({ id, role, acciones }) => {
    await open(id, role);
    expect(buttons()).toEqual(acciones);
    if (acciones.length === 0) expect(bar()).not.toBeInTheDocument();
  });

  it("submits a complete draft after confirmation and shows the record answered: 'En verificación', no more actions for the company", async () => {
    await open(MOCK_DAPCON_IDS.renovada);
    await user.click(screen.getByRole('button', { name: 'Enviar a verificación' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Enviar a verificación' });
    expect(sent(enviarDapcon)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Enviar a verificación' }));
    await waitFor(() => expect(estado()).toHaveTextContent('En verificación'));
    expect(sent(enviarDapcon).map((r) => `${r.method} ${r.path}`)).toEqual([`PATCH /api/dapcon/${MOCK_DAPCON_IDS.renovada}/enviar`]);
    expect(bar()).not.toBeInTheDocument();
    expect(screen.getAllByTestId('historial-entrada').at(-1)).toHaveTextContent('Envío a verificación');
    expect(reported).toEqual([{ kind: 'success', message: 'DAPcon enviada a verificación.' }]);
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
    await waitFor(() => expect(estado()).toHaveTextContent('Borrador'));
    expect(sent(devolverDapcon)[0]?.body).toEqual({ motivo: 'Falta la unidad funcional.' });
    expect(screen.getAllByTestId('historial-entrada').at(-1)).toHaveTextContent('Falta la unidad funcional.');
    expect(reported).toEqual([{ kind: 'success', message: 'DAPcon devuelta a borrador.' }]);
  });

  it('refuses the acceptance while an incident is open (409), and accepts with the report once it is resolved', async () => {
    await open(MOCK_DAPCON_IDS.enVerificacion, 'verificador');
    const pdf = new File(['%PDF-1.4 informe'], 'informe.pdf', { type: 'application/pdf' });
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Aceptar la DAPcon' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog).findByText('El informe de verificación es obligatorio.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText(/^Informe de verificación \(PDF\)/), pdf);
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 409, message: 'Hay incidencias abiertas: resuélvalas antes de aceptar la DAPcon.', errors: {} }]));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    const incidencia = await screen.findByRole('listitem', { name: 'Falta el módulo A4' });
    await user.click(within(incidencia).getByRole('button', { name: 'Resolver' }));
    await waitFor(() => expect(sent(resolverIncidencia)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Castellano/ })).not.toHaveTextContent('Con incidencias'));

    reported.length = 0;
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    dialog = await screen.findByRole('dialog', { name: 'Aceptar la DAPcon' });
    await user.upload(within(dialog).getByLabelText(/^Informe de verificación \(PDF\)/), pdf);
    await user.type(within(dialog).getByRole('textbox', { name: 'Comentario (opcional)' }), 'Conforme.');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(estado()).toHaveTextContent('Verificada'));
    const form = sent(aceptarDapcon).at(-1)?.form;
    expect((form?.get('documento') as File | null)?.name).toBe('informe.pdf');
    expect(form?.get('comentario')).toBe('Conforme.');
    expect(within(screen.getByTestId('documento-informe_verificacion')).getByText('informe.pdf')).toBeInTheDocument();
    expect(reported).toEqual([{ kind: 'success', message: 'DAPcon verificada.' }]);
  });

  it('publishes from a first day (today by default) showing the last one, with the ECO Platform flags pre-set from the record', async () => {
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
    await waitFor(() => expect(estado()).toHaveTextContent('Publicada'));
    expect(sent(publicarDapcon)[0]?.body).toEqual({
      dapcon_valido_desde: '2026-04-01',
      idiomas: [
        { id: 1, ecoplatform: true },
        { id: 3, ecoplatform: true },
      ],
    });
    const cabecera = within(screen.getByTestId('dapcon-cabecera'));
    expect(cabecera.getByText(new RegExp(`^DAPcon-${today.slice(0, 4)}-0001$`))).toBeInTheDocument();
    expect(cabecera.getByText('Del 01/04/2026 al 31/03/2031')).toBeInTheDocument();
    expect(buttons()).toEqual(['Ajustar validez', 'Caducar', 'Renovar']);
  });

  it.each([
    { lang: 'es', boton: 'Ajustar validez', titulo: 'Ajustar la validez', desde: /^Primer día de validez/, hasta: /^Último día de validez/, mensaje: 'La validez no puede empezar antes de la fecha de creación de la DAPcon.' },
    { lang: 'ca', boton: 'Ajustar la validesa', titulo: 'Ajustar la validesa', desde: /^Primer dia de validesa/, hasta: /^Darrer dia de validesa/, mensaje: 'La validesa no pot començar abans de la data de creació de la DAPcon.' },
  ] as const)("refuses a start before the creation day ($lang): the API's 422 shows under the field", async ({ lang, boton, titulo, desde: etiqueta, hasta, mensaje }) => {
    // The fixture was created on 06/05/2024.
    await open(MOCK_DAPCON_IDS.vigente, 'admin_ares', lang);
    await user.click(screen.getByRole('button', { name: boton }));
    const dialog = await screen.findByRole('dialog', { name: titulo });
    const desde = within(dialog).getByLabelText(etiqueta);
    expect(desde).toHaveValue('2024-09-16');
    expect(within(dialog).getByLabelText(hasta)).toHaveValue('2029-09-15');
    await user.clear(desde);
    await user.type(desde, '2024-05-05');
    await user.click(within(dialog).getByRole('button', { name: boton }));
    expect(await within(dialog).findByText(mensaje)).toBeInTheDocument();
    expect(desde).toHaveAttribute('aria-invalid', 'true');
    expect(reported).toEqual([]);
    expect(sent(ajustarValidezDapcon)[0]?.body).toMatchObject({ dapcon_valido_desde: '2024-05-05', dapcon_valido_hasta: '2029-09-15' });
    expect(mockDapcons().find((d) => d.id === MOCK_DAPCON_IDS.vigente)?.dapcon_valido_desde).toBe('2024-09-16');
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

  it('adjusts the validity and the ECO Platform flags of a published declaration', async () => {
    await open(MOCK_DAPCON_IDS.vigente, 'admin_ares', 'es', 2);
    await user.click(screen.getByRole('button', { name: 'Ajustar validez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar la validez' });
    const hasta = within(dialog).getByLabelText(/^Último día de validez/);
    await user.clear(hasta);
    await user.type(hasta, '2030-01-31');
    await user.click(within(dialog).getByRole('checkbox', { name: 'ECO Platform: Català' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ajustar validez' }));
    await waitFor(() => expect(within(screen.getByTestId('dapcon-cabecera')).getByText('Del 16/09/2024 al 31/01/2030')).toBeInTheDocument());
    expect(screen.getByText('Inscrita en ECO Platform')).toBeInTheDocument();
    expect(reported).toEqual([{ kind: 'success', message: 'Validez ajustada.' }]);
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
    await waitFor(() => expect(estado()).toHaveTextContent('Caducada'));
    expect(sent(caducarDapcon)[0]?.body).toEqual({ confirmacion: true, comentario: 'Producto descatalogado.' });
    expect(buttons()).toEqual(['Renovar']);
    expect(reported).toEqual([{ kind: 'success', message: 'DAPcon marcada como caducada.' }]);
  });

  it('renews after confirmation and goes to the new record, which says whom it renews', async () => {
    await open(MOCK_DAPCON_IDS.vigente);
    await user.click(screen.getByRole('button', { name: 'Renovar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Renovar la DAPcon' })).getByRole('button', { name: 'Renovar' }));
    const nueva = mockDapcons().find((d) => d.id_padre === MOCK_DAPCON_IDS.vigente);
    await waitFor(() => expect(currentLocation()).toBe(`/dapcon/${nueva?.id}/1`));
    expect(await screen.findByText('Renovado a partir de N° DAPcon-2024-0031', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(estado()).toHaveTextContent('Borrador');
    expect(sent(renovarDapcon)).toHaveLength(1);
    expect(reported).toEqual([{ kind: 'success', message: 'DAPcon renovada.' }]);
  });

  it('offers no renewal of a declaration renewed already (the API would answer 409)', async () => {
    await open(MOCK_DAPCON_IDS.cadenaPublicada, 'admin_ares');
    expect(buttons()).toEqual(['Ajustar validez', 'Caducar']);
  });

  it('deletes a draft never submitted after confirmation and goes back to /dapcon', async () => {
    await open(MOCK_DAPCON_IDS.borrador);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar la DAPcon' });
    expect(confirm).toHaveTextContent('¿Realmente desea eliminar esta DAPcon y sus documentos?');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(currentLocation()).toBe('/dapcon'));
    expect(sent(eliminarDapcon).map((r) => r.method)).toEqual(['DELETE']);
    expect(mockDapcons().some((d) => d.id === MOCK_DAPCON_IDS.borrador)).toBe(false);
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
});
