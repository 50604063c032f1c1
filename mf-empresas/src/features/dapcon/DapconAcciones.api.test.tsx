// A declaration's life on the real API (issue 34, item 4: one back end; config/real-api.ts), on the
// 'test' seed: its five declarations of the company A08612343 (1 borrador, 2 en_verificacion with an
// open incident on language 1, 3 verificada, 4 publicada, 5 caducada; RCP 100, Spanish and Catalan),
// by its consultant 47815236F and verifier 39284756C. What the record page offers each part in each
// state, each transition and what the page shows of the record the API answers, the API's refusals
// (the submission's 422 naming the missing documents, the acceptance's 409 while an incident is open,
// the adjustment's 422 under its field), the renewal and the deletion, the documents an upload stores
// (a correction while an incident is open written into its thread and the history), an incident's
// life on the record page (opened, answered, resolved, reopened, the language's state following; each
// language's tab holding its own), and the creation modal's POST, its consultant check and verifiers,
// and the checks only the server makes. Tests that change a seeded declaration come after those that
// read it; others make a declaration of their own through the API's routes. Which part may do what in
// every state is the API's own matrix (api/test/areas/dapcon/ciclo-permisos.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { calendarDay, resolvePath, toDisplayDate } from '@dapcon/contract/core';
import { CONSULTORES_MSG } from '@dapcon/contract/consultores';
import {
  aceptarDapcon,
  ajustarValidezDapcon,
  caducarDapcon,
  crearDapcon,
  crearIncidencia,
  dapcon,
  DAPCON_MSG,
  devolverDapcon,
  eliminarDapcon,
  enviarDapcon,
  incidenciasDapcon,
  publicarDapcon,
  renovarDapcon,
  resolverIncidencia,
  retirarDapcon,
  subirDocumentoDapcon,
  validoHastaDe,
  type DapconDetalle,
} from '@dapcon/contract/dapcon';
import { call, feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { withRealApi } from '../../../../config/real-api';
import { currentLocation, renderWithPortal } from '../../../../config/test-utils';
import '../../i18n';
import { DapconDetail } from './DapconDetail';
import { DapconHome } from './DapconHome';

const api = withRealApi();
const EMPRESA = 'A08612343';
const CONSULTOR = '47815236F';
const VERIFICADOR = '39284756C';
const ADMIN = '46127839M';
/** A consultant of nothing in the seed. */
const OTRO_CONSULTOR = '43091827Q';
const SEED = { borrador: 1, enVerificacion: 2, verificada: 3, publicada: 4, caducada: 5 } as const;
/** RCP 001 v2.1 (Baldosas cerámicas), third in the catalogue: no product sheet; RCP 100 v2.0, the first: with it. */
const RCP_001 = 3;
const RCP_100 = 1;

const user = userEvent.setup();
const mount: RemotePanelMount = ({ remote, module }) => <output aria-label="panel">{`${remote}/${module}`}</output>;

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const sent = (endpoint: { id: string }) => api.requests().filter((r) => r.endpoint === endpoint.id);
const url = (endpoint: { path: string }, id: number) => `/api${resolvePath(endpoint.path, { id })}`;
const pdf = (name: string) => new File(['%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'], name, { type: 'application/pdf' });

/** The declaration as the API answers it to `usuario`. */
async function leer(id: number, usuario = ADMIN): Promise<{ status: number; record: DapconDetalle }> {
  const { status, body } = await api.inject({ method: 'GET', url: url(dapcon, id), usuario });
  return { status, record: (body as { data: DapconDetalle }).data };
}

/** A new draft of the company, in Spanish only, with RCP 001 (its EPD is all a submission asks) unless told, made through the API. */
async function nuevoBorrador(producto: string, rcp = RCP_001): Promise<number> {
  const { status, body } = await api.inject({
    method: 'POST',
    url: `/api${crearDapcon.path}`,
    usuario: EMPRESA,
    body: { Organizaciones_rcp_id: rcp, dv_nombre_producto: producto, nif: CONSULTOR, verificador_nif: VERIFICADOR, Organizaciones_confrm_veracidad_datos: true, idiomas: [{ id: 1, ecoplatform: true }] },
  });
  expect(status).toBe(201);
  return (body as { data: { id: number } }).data.id;
}

/** A new draft with its EPD, submitted by its consultant: in verification. */
async function nuevaEnVerificacion(producto: string): Promise<number> {
  const id = await nuevoBorrador(producto);
  await api.signIn(CONSULTOR);
  await call(subirDocumentoDapcon, { params: { id: String(id) }, body: { tipo: 'dap', idioma_id: 1, documento: pdf('dap-es.pdf') } });
  const enviada = await api.inject({ method: 'PATCH', url: url(enviarDapcon, id), usuario: CONSULTOR });
  expect(enviada.status).toBe(200);
  return id;
}

async function open(id: number, usuario: string, lang: 'es' | 'ca' = 'es', idioma = 1) {
  await api.signIn(usuario);
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

describe('submitting a declaration on the real API', () => {
  it.each([
    {
      lang: 'es',
      boton: 'Enviar a verificación',
      mensaje: 'Los datos enviados no son válidos.',
      errors: {
        'documentos.dap.1': ['Falta el documento DAPcon (Español).'],
        'documentos.dap.2': ['Falta el documento DAPcon (Catalán).'],
        'documentos.ficha_producto': ['Falta la ficha de producto (obligatoria con el RCP 100).'],
      },
      borrador: 'Borrador',
    },
    {
      lang: 'ca',
      boton: 'Enviar a verificació',
      mensaje: 'Les dades enviades no són vàlides.',
      errors: {
        'documentos.dap.1': ['Falta el document DAPcon (Espanyol).'],
        'documentos.dap.2': ['Falta el document DAPcon (Català).'],
        'documentos.ficha_producto': ["Falta la fitxa de producte (obligatòria amb l'RCP 100)."],
      },
      borrador: 'Esborrany',
    },
  ] as const)("shows the API's 422 naming each missing document ($lang), and the declaration stays a draft", async ({ lang, boton, mensaje, errors, borrador }) => {
    await open(SEED.borrador, EMPRESA, lang);
    expect(estado()).toHaveTextContent(borrador);
    await user.click(screen.getByRole('button', { name: boton }));
    await user.click(within(await screen.findByRole('alertdialog', { name: boton })).getByRole('button', { name: boton }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 422, message: mensaje, errors }]));
    expect(sent(enviarDapcon).map((r) => r.path)).toEqual([`/api/dapcon/${SEED.borrador}/enviar`]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(estado()).toHaveTextContent(borrador);
  });

  it('submits a complete draft after confirmation and shows the record the API answered: in verification, nothing more for the company', async () => {
    const id = await nuevoBorrador('Baldosa para enviar');
    await api.signIn(CONSULTOR);
    await call(subirDocumentoDapcon, { params: { id: String(id) }, body: { tipo: 'dap', idioma_id: 1, documento: pdf('dap-es.pdf') } });
    await open(id, EMPRESA);
    await user.click(screen.getByRole('button', { name: 'Enviar a verificación' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Enviar a verificación' })).getByRole('button', { name: 'Enviar a verificación' }));
    await waitFor(() => expect(estado()).toHaveTextContent('En verificación'));
    expect(bar()).not.toBeInTheDocument();
    expect(screen.getAllByTestId('historial-entrada').at(-1)).toHaveTextContent('Envío a verificación');
    expect(reported).toEqual([{ kind: 'success', message: 'DAPcon enviada a verificación.' }]);
    expect((await leer(id)).record.estado).toBe('en_verificacion');
  });
});

describe("the actions bar: what the API allows each part, on the seed's declarations", () => {
  it.each([
    { caso: 'a draft, its company', id: SEED.borrador, usuario: EMPRESA, acciones: ['Enviar a verificación', 'Eliminar'] },
    { caso: 'a draft, its consultant', id: SEED.borrador, usuario: CONSULTOR, acciones: ['Enviar a verificación'] },
    { caso: 'a draft, its verifier', id: SEED.borrador, usuario: VERIFICADOR, acciones: [] },
    { caso: 'in verification, its verifier', id: SEED.enVerificacion, usuario: VERIFICADOR, acciones: ['Devolver', 'Aceptar'] },
    { caso: 'in verification, the administration', id: SEED.enVerificacion, usuario: ADMIN, acciones: ['Devolver'] },
    { caso: 'in verification, its company', id: SEED.enVerificacion, usuario: EMPRESA, acciones: [] },
    { caso: 'verified, the administration', id: SEED.verificada, usuario: ADMIN, acciones: ['Publicar'] },
    { caso: 'verified, its verifier', id: SEED.verificada, usuario: VERIFICADOR, acciones: [] },
    { caso: 'published, the administration', id: SEED.publicada, usuario: ADMIN, acciones: ['Ajustar validez', 'Caducar', 'Renovar', 'Retirar'] },
    { caso: 'published, its company', id: SEED.publicada, usuario: EMPRESA, acciones: ['Renovar'] },
    { caso: 'published, its consultant', id: SEED.publicada, usuario: CONSULTOR, acciones: [] },
    { caso: 'expired, its company', id: SEED.caducada, usuario: EMPRESA, acciones: ['Renovar'] },
    { caso: 'expired, the administration', id: SEED.caducada, usuario: ADMIN, acciones: ['Renovar', 'Retirar'] },
  ] as const)('$caso', async ({ id, usuario, acciones }) => {
    await open(id, usuario);
    expect(buttons()).toEqual(acciones);
    if (acciones.length === 0) expect(bar()).not.toBeInTheDocument();
  });

  it('is no record at all for a consultant who takes no part (404, as for one that does not exist)', async () => {
    await api.signIn(OTRO_CONSULTOR);
    renderWithPortal(<AreaRoutes routes={[{ path: '/dapcon/:id/:languageId', title: 'Ficha DAPcon', element: <DapconDetail /> }]} />, { route: `/dapcon/${SEED.publicada}/1` });
    expect(await screen.findByText('No se ha encontrado la DAPcon.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect((await leer(SEED.publicada, OTRO_CONSULTOR)).status).toBe(404);
  });
});

describe("the seed's incidents on the record page (read before the transitions change them)", () => {
  it("shows a language's own incidents only: none in Catalan, the open one in Spanish with its thread", async () => {
    await open(SEED.enVerificacion, EMPRESA, 'es', 2);
    const panel = () => within(screen.getByRole('tabpanel'));
    expect(await panel().findByText('Sin incidencias en este idioma.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(panel().queryByRole('listitem', { name: 'Unidad funcional' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Catal/ })).not.toHaveTextContent('Con incidencias');
    expect(screen.getByRole('tab', { name: /^Español/ })).toHaveTextContent('Con incidencias');

    await user.click(screen.getByRole('tab', { name: /^Español/ }));
    // The Spanish panel once it shows (a role query leaves the hidden Catalan one out).
    const incidencia = await screen.findByRole('listitem', { name: 'Unidad funcional' }, { timeout: 30_000 });
    expect(panel().getByTestId('documento-dap-1')).toBeInTheDocument();
    expect(within(incidencia).getByTestId('incidencia-estado')).toHaveTextContent('Abierta');
    expect(within(incidencia).getAllByTestId('respuesta').map((r) => r.textContent)).toEqual([expect.stringContaining('La revisamos y subimos una nueva versión esta semana.')]);
    expect(sent(incidenciasDapcon).map((r) => r.path)).toEqual([
      `/api/incidencias/dapcon-incidencias?dapcon_id=${SEED.enVerificacion}&idioma_id=2`,
      `/api/incidencias/dapcon-incidencias?dapcon_id=${SEED.enVerificacion}&idioma_id=1`,
    ]);
  });
});

describe('the transitions on the real API', () => {
  it('returns a declaration with a reason, as its verifier: a draft again, the reason in its history', async () => {
    const id = await nuevaEnVerificacion('Baldosa para devolver');
    await open(id, VERIFICADOR);
    await user.click(screen.getByRole('button', { name: 'Devolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver la DAPcon' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo de la devolución/ }), 'Falta la unidad funcional.');
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    await waitFor(() => expect(estado()).toHaveTextContent('Borrador'));
    expect(sent(devolverDapcon)[0]?.body).toEqual({ motivo: 'Falta la unidad funcional.' });
    expect(screen.getAllByTestId('historial-entrada').at(-1)).toHaveTextContent('Falta la unidad funcional.');
    expect(reported).toEqual([{ kind: 'success', message: 'DAPcon devuelta a borrador.' }]);
  });

  it("refuses the acceptance while an incident is open (the API's 409), and accepts with the report once it is resolved", async () => {
    await open(SEED.enVerificacion, VERIFICADOR);
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Aceptar la DAPcon' });
    await user.upload(within(dialog).getByLabelText(/^Informe de verificación \(PDF\)/), pdf('informe.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 409, message: DAPCON_MSG.incidenciasAbiertas, errors: {} }]));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect((await leer(SEED.enVerificacion)).record.estado).toBe('en_verificacion');

    const incidencia = await screen.findByRole('listitem', { name: 'Unidad funcional' });
    await user.click(within(incidencia).getByRole('button', { name: 'Resolver' }));
    await waitFor(() => expect(sent(resolverIncidencia)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Español/ })).not.toHaveTextContent('Con incidencias'));

    reported.length = 0;
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    dialog = await screen.findByRole('dialog', { name: 'Aceptar la DAPcon' });
    await user.upload(within(dialog).getByLabelText(/^Informe de verificación \(PDF\)/), pdf('informe.pdf'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comentario (opcional)' }), 'Conforme.');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(estado()).toHaveTextContent('Verificada'));
    expect(within(screen.getByTestId('documento-informe_verificacion')).getByText('informe.pdf')).toBeInTheDocument();
    expect(screen.getAllByTestId('historial-entrada').at(-1)).toHaveTextContent('Conforme.');
    expect(reported).toEqual([{ kind: 'success', message: 'DAPcon verificada.' }]);
    expect(sent(aceptarDapcon)).toHaveLength(2);
  });

  it("publishes from today, with the ECO Platform flags asked: the API gives the year's next code and five years' validity", async () => {
    await open(SEED.verificada, ADMIN);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicar la DAPcon' });
    const today = calendarDay(new Date());
    expect(within(dialog).getByLabelText(/^Primer día de validez/)).toHaveValue(today);
    expect(within(dialog).getByRole('checkbox', { name: 'ECO Platform: Español' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'ECO Platform: Catalán' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(estado()).toHaveTextContent('Publicada'));
    const { record } = await leer(SEED.verificada);
    expect(record.dapcon_codigo).toMatch(new RegExp(`^DAPcon-${today.slice(0, 4)}-\\d{4}$`));
    expect(record).toMatchObject({ dapcon_valido_desde: today, dapcon_valido_hasta: validoHastaDe(today) });
    expect(record.idiomas.map((i) => i.inscripcion_ecoplatform)).toEqual([true, true]);
    const cabecera = within(screen.getByTestId('dapcon-cabecera'));
    expect(cabecera.getByText(record.dapcon_codigo ?? '')).toBeInTheDocument();
    expect(cabecera.getByText(`Del ${toDisplayDate(today)} al ${toDisplayDate(validoHastaDe(today))}`)).toBeInTheDocument();
    expect(buttons()).toEqual(['Ajustar validez', 'Caducar', 'Renovar', 'Retirar']);
    expect(sent(publicarDapcon)).toHaveLength(1);
  });

  it.each([
    { lang: 'es', boton: 'Ajustar validez', titulo: 'Ajustar la validez', desde: /^Primer día de validez/, mensaje: 'La validez no puede empezar antes de la fecha de creación de la DAPcon.' },
    { lang: 'ca', boton: 'Ajustar la validesa', titulo: 'Ajustar la validesa', desde: /^Primer dia de validesa/, mensaje: 'La validesa no pot començar abans de la data de creació de la DAPcon.' },
  ] as const)("refuses a validity starting before the creation day ($lang): the API's 422 under the field, nothing changed", async ({ lang, boton, titulo, desde: etiqueta, mensaje }) => {
    // The seed's published one was created on 06/08/2026, 40 days before its validity.
    await open(SEED.publicada, ADMIN, lang);
    await user.click(screen.getByRole('button', { name: boton }));
    const dialog = await screen.findByRole('dialog', { name: titulo });
    const desde = within(dialog).getByLabelText(etiqueta);
    expect(desde).toHaveValue('2026-09-15');
    await user.clear(desde);
    await user.type(desde, '2026-08-05');
    await user.click(within(dialog).getByRole('button', { name: boton }));
    expect(await within(dialog).findByText(mensaje)).toBeInTheDocument();
    expect(desde).toHaveAttribute('aria-invalid', 'true');
    expect(reported).toEqual([]);
    expect(sent(ajustarValidezDapcon)[0]?.body).toMatchObject({ dapcon_valido_desde: '2026-08-05' });
    expect((await leer(SEED.publicada)).record.dapcon_valido_desde).toBe('2026-09-15');
  });

  it('adjusts the validity and the ECO Platform flags of a published declaration', async () => {
    await open(SEED.publicada, ADMIN, 'es', 2);
    expect(screen.getByText('Sin inscripción en ECO Platform')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajustar validez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar la validez' });
    const hasta = within(dialog).getByLabelText(/^Último día de validez/);
    await user.clear(hasta);
    await user.type(hasta, '2032-01-31');
    await user.click(within(dialog).getByRole('checkbox', { name: 'ECO Platform: Catalán' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ajustar validez' }));
    await waitFor(() => expect(within(screen.getByTestId('dapcon-cabecera')).getByText('Del 15/09/2026 al 31/01/2032')).toBeInTheDocument());
    expect(screen.getByText('Inscrita en ECO Platform')).toBeInTheDocument();
    expect(reported).toEqual([{ kind: 'success', message: 'Validez ajustada.' }]);
    expect((await leer(SEED.publicada)).record).toMatchObject({ dapcon_valido_desde: '2026-09-15', dapcon_valido_hasta: '2032-01-31' });
  });

  it('expires a published declaration with the confirmation and a comment: renewal and withdrawal are all that is left', async () => {
    await open(SEED.publicada, ADMIN);
    await user.click(screen.getByRole('button', { name: 'Caducar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como caducada' });
    expect(dialog).toHaveTextContent('¿Realmente desea marcar la DAPcon DAPcon-2026-0001 como caducada?');
    await user.click(within(dialog).getByRole('checkbox', { name: /Confirmo que la DAPcon caduca/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comentario (opcional)' }), 'Producto descatalogado.');
    await user.click(within(dialog).getByRole('button', { name: 'Caducar' }));
    await waitFor(() => expect(estado()).toHaveTextContent('Caducada'));
    expect(sent(caducarDapcon)[0]?.body).toEqual({ confirmacion: true, comentario: 'Producto descatalogado.' });
    expect(buttons()).toEqual(['Renovar', 'Retirar']);
    expect(screen.getAllByTestId('historial-entrada').at(-1)).toHaveTextContent('Producto descatalogado.');
    expect(reported).toEqual([{ kind: 'success', message: 'DAPcon marcada como caducada.' }]);
  });

  it('renews after confirmation and goes to the new draft, which says whom it renews; the renewed one offers no second renewal', async () => {
    await open(SEED.caducada, EMPRESA);
    await user.click(screen.getByRole('button', { name: 'Renovar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Renovar la DAPcon' })).getByRole('button', { name: 'Renovar' }));
    await waitFor(() => expect(currentLocation()).not.toBe(`/dapcon/${SEED.caducada}/1`));
    expect(currentLocation()).toMatch(/^\/dapcon\/\d+\/1$/);
    const nueva = Number(currentLocation()?.split('/')[2]);
    expect(await screen.findByText('Renovado a partir de N° DAPcon-2021-0001', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(estado()).toHaveTextContent('Borrador');
    expect(sent(renovarDapcon)).toHaveLength(1);
    expect(reported).toEqual([{ kind: 'success', message: 'DAPcon renovada.' }]);
    expect((await leer(nueva)).record).toMatchObject({ id_padre: SEED.caducada, secuencia: 2, estado: 'borrador' });
  });

  it('offers the administration no renewal of the declaration renewed already: only its withdrawal', async () => {
    await open(SEED.caducada, ADMIN);
    expect(buttons()).toEqual(['Retirar']);
  });

  it('withdraws the expired declaration with a reason: the record says Retirada, the history holds the reason, nothing is left to do', async () => {
    await open(SEED.caducada, ADMIN);
    await user.click(screen.getByRole('button', { name: 'Retirar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirar la DAPcon' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo de la retirada/ }), 'Los datos no corresponden al producto.');
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    await waitFor(() => expect(estado()).toHaveTextContent('Retirada'));
    expect(sent(retirarDapcon)[0]?.body).toEqual({ motivo: 'Los datos no corresponden al producto.' });
    expect(bar()).not.toBeInTheDocument();
    expect(screen.getAllByTestId('historial-entrada').at(-1)).toHaveTextContent('Los datos no corresponden al producto.');
    expect(reported).toEqual([{ kind: 'success', message: 'DAPcon retirada.' }]);
    expect((await leer(SEED.caducada)).record).toMatchObject({ estado: 'retirada', acciones: [], puede_retirar: false });
  });

  it('deletes a draft never submitted after confirmation, goes back to /dapcon, and the API has it no more', async () => {
    const id = await nuevoBorrador('Baldosa para eliminar');
    await open(id, EMPRESA);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar la DAPcon' })).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(currentLocation()).toBe('/dapcon'));
    expect(sent(eliminarDapcon).map((r) => r.method)).toEqual(['DELETE']);
    expect(reported).toEqual([{ kind: 'success', message: 'DAPcon eliminada.' }]);
    expect((await leer(id)).status).toBe(404);
  });
});

describe('documents on the real API', () => {
  const panel = () => screen.getByRole('tabpanel');

  it('stores an EPD the consultant uploads to a draft: the page shows it, to be replaced from then on', async () => {
    const id = await nuevoBorrador('Baldosa con documento');
    await open(id, CONSULTOR);
    const dap = () => within(panel()).getByTestId('documento-dap-1');
    expect(dap()).toHaveTextContent('Sin documento.');
    await user.upload(within(dap()).getByLabelText(/^Subir: Documento DAPcon/), pdf('dap-baldosa-es.pdf'));
    await waitFor(() => expect(within(dap()).getByText('dap-baldosa-es.pdf')).toBeInTheDocument());
    expect(within(dap()).getByLabelText(/^Sustituir: Documento DAPcon/)).toBeInTheDocument();
    expect(reported).toEqual([{ kind: 'success', message: 'Documento DAPcon (Español): documento guardado.' }]);
    expect((await leer(id)).record.documentos.map((d) => [d.tipo, d.idioma_id, d.nombre])).toEqual([['dap', 1, 'dap-baldosa-es.pdf']]);
  });

  it('stores the product sheet of a draft with RCP 100, among the documents every language shares', async () => {
    const id = await nuevoBorrador('Cemento con ficha', RCP_100);
    await open(id, EMPRESA);
    const comunes = () => within(screen.getByRole('region', { name: 'Documentos de la DAPcon' }));
    await user.upload(comunes().getByLabelText(/^(Subir|Sustituir): Ficha de producto/), pdf('ficha.pdf'));
    await waitFor(() => expect(comunes().getByText('ficha.pdf')).toBeInTheDocument());
    expect((await leer(id)).record.documentos.map((d) => [d.tipo, d.idioma_id, d.nombre])).toEqual([['ficha_producto', null, 'ficha.pdf']]);
  });

  it("writes a correction sent while an incident is open into the incident's thread and the history; the declaration stays in verification", async () => {
    const id = await nuevaEnVerificacion('Baldosa con incidencia');
    const abierta = await api.inject({
      method: 'POST',
      url: `/api${crearIncidencia.path}`,
      usuario: VERIFICADOR,
      body: { dapcon_id: id, idioma_id: 1, titulo: 'Falta el módulo A4', descripcion: 'Añádalo o justifique su exclusión.' },
    });
    expect(abierta.status).toBe(201);
    await open(id, CONSULTOR);
    const dap = () => within(panel()).getByTestId('documento-dap-1');
    expect(within(dap()).getByTestId('documento-correccion')).toBeInTheDocument();
    await user.upload(within(dap()).getByLabelText(/^Sustituir: Documento DAPcon/), pdf('dap-v2.pdf'));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Documento DAPcon (Español): documento sustituido. El verificador lo verá en la incidencia.' }]));
    const incidencia = await within(panel()).findByRole('listitem', { name: 'Falta el módulo A4' });
    expect(await within(incidencia).findByText('Documento corregido — Documento DAPcon (Español): dap-v2.pdf')).toBeInTheDocument();
    expect(screen.getAllByTestId('historial-entrada').at(-1)).toHaveTextContent('Documento corregido');
    const { record } = await leer(id);
    expect(record.estado).toBe('en_verificacion');
    expect(record.documentos.map((d) => d.nombre)).toEqual(['dap-v2.pdf']);
  });
});

describe("a language's incidents on the real API", () => {
  const panel = () => screen.getByRole('tabpanel');
  const tab = () => screen.getByRole('tab', { name: /^Español/ });

  it('opens an incident as the verifier, the language then with incidents; resolving and reopening it moves the language back and forth', async () => {
    const id = await nuevaEnVerificacion('Baldosa para incidencias');
    await open(id, VERIFICADOR);
    expect(tab()).not.toHaveTextContent('Con incidencias');
    await user.click(screen.getByRole('button', { name: 'Nueva incidencia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva incidencia (Español)' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Faltan datos del fabricante');
    await user.type(within(dialog).getByRole('textbox', { name: /^Descripción/ }), 'Añada la dirección de la planta.');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir incidencia' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Incidencia abierta.' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const incidencia = await within(panel()).findByRole('listitem', { name: 'Faltan datos del fabricante' });
    expect(within(incidencia).getByTestId('incidencia-estado')).toHaveTextContent('Abierta');
    await waitFor(() => expect(tab()).toHaveTextContent('Con incidencias'));

    await user.click(within(incidencia).getByRole('button', { name: 'Resolver' }));
    await waitFor(() => expect(within(incidencia).getByTestId('incidencia-estado')).toHaveTextContent('Resuelta'));
    await waitFor(() => expect(tab()).not.toHaveTextContent('Con incidencias'));
    expect(within(incidencia).queryByRole('form')).not.toBeInTheDocument();
    await user.click(within(incidencia).getByRole('button', { name: 'Reabrir' }));
    await waitFor(() => expect(within(incidencia).getByTestId('incidencia-estado')).toHaveTextContent('Abierta'));
    await waitFor(() => expect(tab()).toHaveTextContent('Con incidencias'));
    expect((await leer(id)).record.idiomas.map((i) => i.dapcon_idioma_estado)).toEqual(['con_incidencias']);
  });

  it("answers an open incident as the consultant: the reply joins the thread, with the consultant's name and part", async () => {
    const id = await nuevaEnVerificacion('Baldosa con respuesta');
    const abierta = await api.inject({
      method: 'POST',
      url: `/api${crearIncidencia.path}`,
      usuario: VERIFICADOR,
      body: { dapcon_id: id, idioma_id: 1, titulo: 'Unidad declarada', descripcion: 'No coincide con la del RCP.' },
    });
    expect(abierta.status).toBe(201);
    await open(id, CONSULTOR);
    const incidencia = await within(panel()).findByRole('listitem', { name: 'Unidad declarada' });
    expect(within(incidencia).queryAllByTestId('respuesta')).toHaveLength(0);
    // A consultant answers; only the verifier (and the administration) resolve.
    expect(within(incidencia).queryByRole('button', { name: 'Resolver' })).not.toBeInTheDocument();
    const form = within(incidencia).getByRole('form', { name: 'Responder a «Unidad declarada»' });
    await user.type(within(form).getByRole('textbox', { name: 'Respuesta' }), 'Corregida a 1 m².');
    await user.click(within(form).getByRole('button', { name: 'Responder' }));
    await waitFor(() => expect(within(incidencia).getAllByTestId('respuesta')).toHaveLength(1));
    expect(within(incidencia).getAllByTestId('respuesta')[0]).toHaveTextContent('Laura Martínez Soler · Consultor ACV');
    expect(within(incidencia).getAllByTestId('respuesta')[0]).toHaveTextContent('Corregida a 1 m².');
  });
});

describe('the creation modal on the real API', () => {
  function render() {
    renderWithPortal(
      <AreaRoutes
        routes={[
          { path: '/dapcon', title: 'DAPcon', element: <DapconHome /> },
          { path: '/dapcon/:id/:languageId', title: 'Ficha DAPcon', element: <h1>Ficha</h1> },
        ]}
      />,
      { route: '/dapcon' },
    );
  }

  async function openModal(usuario: string) {
    await api.signIn(usuario);
    render();
    await user.click(await screen.findByRole('button', { name: 'Nueva DAPcon' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    await waitFor(() => expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toContain('RCP 001 · Baldosas cerámicas'), { timeout: 30_000 });
    await within(dialog).findByRole('checkbox', { name: 'English' }, { timeout: 30_000 });
    return within(dialog);
  }

  async function fill(modal: ReturnType<typeof within>, nif = CONSULTOR) {
    await user.selectOptions(modal.getByRole('combobox', { name: /^RCP/ }), 'RCP 001 · Baldosas cerámicas');
    await user.type(modal.getByRole('textbox', { name: /^Nombre del producto/ }), 'Baldosa porcelánica');
    await user.type(modal.getByRole('textbox', { name: /^NIF del Consultor ACV/ }), nif);
    await user.selectOptions(modal.getByRole('combobox', { name: /^Verificador/ }), 'Navarro Roca, Elena');
    await user.click(modal.getByRole('checkbox', { name: /^Confirmo la veracidad/ }));
  }

  it("offers the RCPs in force in the select, by equivalencia (the superseded and the deleted are the API's to leave out)", async () => {
    const modal = await openModal(EMPRESA);
    const rcps = within(modal.getByRole('combobox', { name: /^RCP/ }))
      .getAllByRole('option')
      .map((o) => o.textContent ?? '')
      .filter((o) => o.startsWith('RCP '))
      .map((o) => o.split(' · ')[0]);
    // The 'test' seed's 18 RCPs: 14 in force; RCP 001, 003 and 100 have a superseded version too, RCP 013 is deleted.
    expect(rcps).toEqual(['RCP 001', 'RCP 002', 'RCP 003', 'RCP 004', 'RCP 005', 'RCP 006', 'RCP 007', 'RCP 008', 'RCP 009', 'RCP 010', 'RCP 011', 'RCP 012', 'RCP 014', 'RCP 100']);
  });

  it('creates a draft for the company itself and opens its record; the 201 names the id of its data', async () => {
    const modal = await openModal(EMPRESA);
    await fill(modal);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/dapcon\/\d+\/1$/), { timeout: 30_000 });
    const id = Number(currentLocation()?.split('/')[2]);
    const { record } = await leer(id, EMPRESA);
    expect(record).toMatchObject({ estado: 'borrador', dv_nombre_producto: 'Baldosa porcelánica', empresa: { org_cif: EMPRESA }, consultor: { nif: CONSULTOR }, verificador: { nif: VERIFICADOR } });
    expect(record.historial.map((h) => h.accion)).toEqual(['crear']);

    const res = await call(crearDapcon, {
      body: { Organizaciones_rcp_id: RCP_001, dv_nombre_producto: 'X', nif: CONSULTOR, verificador_nif: VERIFICADOR, Organizaciones_confrm_veracidad_datos: true, idiomas: [{ id: 1, ecoplatform: false }] },
    });
    expect(Number(res.message.split(' = ')[1])).toBe(res.data.id);
  });

  it("shows the API's 422 under the consultant's NIF when it is not a registered consultant", async () => {
    const modal = await openModal(EMPRESA);
    await fill(modal, '12345678Z');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await modal.findByText(CONSULTORES_MSG.consultorNoRegistrado)).toBeInTheDocument();
    expect(sent(crearDapcon)).toHaveLength(1);
    expect(currentLocation()).toBe('/dapcon');
  });

  it("checks the consultant's NIF with the API: a company's CIF is no registered consultant (its 404), the NIF in lower case with separators names her; the verifiers come by surname", async () => {
    // Marc, a consultant of nothing in the seed, verifies too for this test: Elena and he, by surname.
    await api.sql(`update consultores set es_verificador = true where consultor_nif = '${OTRO_CONSULTOR}'`);
    try {
      const modal = await openModal(EMPRESA);
      const verificadores = () => within(modal.getByRole('combobox', { name: /^Verificador/ })).getAllByRole('option').map((o) => o.textContent).filter((o) => o?.includes(', '));
      await waitFor(() => expect(verificadores()).toEqual(['Navarro Roca, Elena', 'Riera Bosch, Marc']), { timeout: 30_000 });
      const nif = modal.getByRole('textbox', { name: /^NIF del Consultor ACV/ });
      await user.type(nif, EMPRESA);
      await user.click(modal.getByRole('button', { name: 'Comprobar' }));
      expect(await modal.findByText(CONSULTORES_MSG.consultorNoRegistrado, {}, { timeout: 30_000 })).toBeInTheDocument();
      await user.clear(nif);
      await user.type(nif, '47.815.236-f');
      await user.click(modal.getByRole('button', { name: 'Comprobar' }));
      expect(await modal.findByText(`${CONSULTORES_MSG.consultorValido}: Laura Martínez Soler`, {}, { timeout: 30_000 })).toBeInTheDocument();
      expect(modal.queryByText(CONSULTORES_MSG.consultorNoRegistrado)).not.toBeInTheDocument();
    } finally {
      await api.sql(`update consultores set es_verificador = false where consultor_nif = '${OTRO_CONSULTOR}'`);
    }
  });

  it('creates for the company an administrator picks with the Buscador de Organizaciones', async () => {
    const modal = await openModal(ADMIN);
    await fill(modal);
    await user.click(modal.getByRole('button', { name: 'Buscar empresa' }));
    const buscador = await screen.findByRole('dialog', { name: 'Buscador de Organizaciones' }, { timeout: 30_000 });
    await user.click(await within(buscador).findByRole('button', { name: 'Seleccionar: Cementos del Llobregat, S.A.' }, { timeout: 30_000 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Buscador de Organizaciones' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/dapcon\/\d+\/1$/), { timeout: 30_000 });
    const { record } = await leer(Number(currentLocation()?.split('/')[2]));
    expect(record).toMatchObject({ estado: 'borrador', empresa: { org_cif: EMPRESA } });
  });
});
