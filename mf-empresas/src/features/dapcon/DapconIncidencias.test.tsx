// The record page's documents, renewal chain, incidents and payment slot on the mock API: a PDF
// checked before it is sent, the uploads sent and what the page says of them, downloads, the shared
// documents once outside the tabs, the chain of three, the incidents of each language (open, reply,
// resolve) as each role sees them, the requests sent and what the page says. What an upload stores, a
// correction's entry in the open incident's thread and in the history, and what opening, answering,
// resolving and reopening an incident change, and which incidents a language's tab holds (the mock
// answers the threads it keeps under each declaration and language), are the real API's:
// DapconAcciones.api.test.tsx.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDay } from '@dapcon/contract/core';
import { crearIncidencia, descargarDocumentoDapcon, incidenciasDapcon, resolverIncidencia, responderIncidencia, subirDocumentoDapcon } from '@dapcon/contract/dapcon';
import { MOCK_DAPCON_IDS, MOCK_EMPRESAS, mockRequests } from '@dapcon/mocks';
import { feedback, type FeedbackEvent, type Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { DapconDetail } from './DapconDetail';

// The file dialog's filter off, as a user who picks 'All files' can.
const user = userEvent.setup({ applyAccept: false });
const EMPRESA = MOCK_EMPRESAS[0] as (typeof MOCK_EMPRESAS)[number];
const USUARIO = { organizacion: EMPRESA.org_cif, consultor: '47815236F', verificador: '39284756C', admin_ares: '46127839M' } as const;

const mount: RemotePanelMount = ({ remote, module, props }) => <output aria-label="panel">{`${remote}/${module} ${JSON.stringify(props)}`}</output>;

// A transition is a request and a re-render or two: on a busy machine that may take more than the default second.

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);

async function open(id: number, role: keyof typeof USUARIO = 'organizacion', idioma = 1, lang: 'es' | 'ca' = 'es', host = true) {
  await signInAs(role as Role, { usuario: USUARIO[role], nombre: 'Elena', apellidos: 'Navarro Roca' });
  const routes = <AreaRoutes routes={[{ path: '/dapcon/:id/:languageId', title: 'Ficha DAPcon', element: <DapconDetail /> }]} />;
  renderWithPortal(host ? <RemotePanelHost mount={mount}>{routes}</RemotePanelHost> : routes, { route: `/dapcon/${id}/${idioma}`, lang });
  await screen.findByTestId('dapcon-cabecera', {}, { timeout: 30_000 });
}

const panel = () => screen.getByRole('tabpanel');
const pdf = (name: string) => new File(['%PDF-1.4 dap'], name, { type: 'application/pdf' });

describe('the documents of a declaration', () => {
  it("shows each language's EPD in its tab, refuses a file that is not a PDF before sending, and sends a PDF", async () => {
    await open(MOCK_DAPCON_IDS.borrador, 'consultor', 2);
    const dap = () => within(panel()).getByTestId('documento-dap-2');
    expect(dap()).toHaveTextContent('Sin documento.');
    await user.upload(within(dap()).getByLabelText(/^Subir: Documento DAPcon/), new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(await within(dap()).findByText('Solo se admiten archivos pdf.')).toBeInTheDocument();
    expect(sent(subirDocumentoDapcon)).toHaveLength(0);

    await user.upload(within(dap()).getByLabelText(/^Subir: Documento DAPcon/), pdf('dap-cemento-ca.pdf'));
    // Named with its language, not the API's 'OK'.
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Documento DAPcon (Català): documento guardado.' }]));
    const form = sent(subirDocumentoDapcon)[0]?.form;
    expect(form?.get('tipo')).toBe('dap');
    expect(form?.get('idioma_id')).toBe('2');
    expect((form?.get('documento') as File | null)?.name).toBe('dap-cemento-ca.pdf');
  });

  it('downloads a stored document with its date-prefixed name', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await open(MOCK_DAPCON_IDS.borrador);
    await user.click(within(panel()).getByRole('button', { name: 'Descargar dap-cemento-es.pdf' }));
    await waitFor(() => expect(saved).toEqual([`${calendarDay(new Date())}_dap-cemento-es.pdf`]));
    expect(sent(descargarDocumentoDapcon).map((r) => r.path)).toEqual([`/api/dapcon/${MOCK_DAPCON_IDS.borrador}/documentos/11`]);
  });

  it('offers no upload to who may not upload now (a published declaration), and shows the shared documents once, outside the tabs', async () => {
    await open(MOCK_DAPCON_IDS.publicada, 'admin_ares');
    expect(screen.queryByText(/^(Subir|Sustituir):/)).not.toBeInTheDocument();
    const comunes = screen.getByRole('region', { name: 'Documentos de la DAPcon' });
    expect(within(comunes).getByTestId('documento-ficha_producto')).toHaveTextContent('ficha-mortero.pdf');
    expect(within(comunes).getByTestId('documento-informe_verificacion')).toHaveTextContent('informe-verificacion-mortero.pdf');
    expect(within(panel()).queryByTestId('documento-ficha_producto')).not.toBeInTheDocument();
  });

  it("offers the product sheet's upload with an RCP of code 100 only", async () => {
    await open(MOCK_DAPCON_IDS.renovada);
    const comunes = screen.getByRole('region', { name: 'Documentos de la DAPcon' });
    expect(within(comunes).getByLabelText(/^Sustituir: Ficha de producto/)).toBeInTheDocument();
    await user.upload(within(comunes).getByLabelText(/^Sustituir: Ficha de producto/), pdf('ficha-nueva.pdf'));
    await waitFor(() => expect(sent(subirDocumentoDapcon)).toHaveLength(1));
    expect(sent(subirDocumentoDapcon)[0]?.form?.get('tipo')).toBe('ficha_producto');
    expect(sent(subirDocumentoDapcon)[0]?.form?.get('idioma_id')).toBeNull();
  });

  it('has no product sheet with another RCP', async () => {
    await open(MOCK_DAPCON_IDS.borrador);
    expect(screen.queryByRole('region', { name: 'Documentos de la DAPcon' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ficha de producto')).not.toBeInTheDocument();
  });
});

describe('a corrected document while an incident is open (in verification)', () => {
  it.each([
    {
      lang: 'es',
      tab: /^Castellano/,
      otra: /^Català/,
      etiqueta: /^Sustituir: Documento DAPcon/,
      aviso: 'Hay una incidencia abierta: puede enviar aquí el documento corregido. El verificador recibirá un aviso.',
      hecho: 'Documento DAPcon (Castellano): documento sustituido. El verificador lo verá en la incidencia.',
    },
    {
      lang: 'ca',
      tab: /^Castellano/,
      otra: /^Català/,
      etiqueta: /^Substituir: Document DAPcon/,
      aviso: "Hi ha una incidència oberta: podeu enviar aquí el document corregit. El verificador en rebrà un avís.",
      hecho: 'Document DAPcon (Castellano): document substituït. El verificador el veurà a la incidència.',
    },
  ] as const)('lets the consultant send a corrected EPD for the language with the open incident, and says where the verifier sees it ($lang)', async ({ lang, tab, otra, etiqueta, aviso, hecho }) => {
    await open(MOCK_DAPCON_IDS.enVerificacion, 'consultor', 1, lang);
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    const dap = () => within(panel()).getByTestId('documento-dap-1');
    expect(within(dap()).getByTestId('documento-correccion')).toHaveTextContent(aviso);
    await user.upload(within(dap()).getByLabelText(etiqueta), pdf('dap-ladrillo-es-v2.pdf'));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: hecho }]));
    expect(sent(subirDocumentoDapcon)[0]?.form?.get('idioma_id')).toBe('1');
    // What the thread and the history then show is the real API's (DapconAcciones.api.test.tsx).
    // Still in verification; the other language (its incident resolved) takes no document.
    await user.click(screen.getByRole('tab', { name: otra }));
    await waitFor(() => expect(within(panel()).getByTestId('documento-dap-2')).toBeInTheDocument());
    expect(within(within(panel()).getByTestId('documento-dap-2')).queryByLabelText(etiqueta)).not.toBeInTheDocument();
  });

  it('offers the verifier no upload, and the company the product sheet while an incident is open', async () => {
    await open(MOCK_DAPCON_IDS.enVerificacion, 'verificador');
    expect(screen.queryByText(/^(Subir|Sustituir):/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('documento-correccion')).not.toBeInTheDocument();
  });

  it('lets the company replace the product sheet (every language’s) while an incident is open', async () => {
    await open(MOCK_DAPCON_IDS.enVerificacion, 'organizacion');
    const comunes = screen.getByRole('region', { name: 'Documentos de la DAPcon' });
    await user.upload(within(comunes).getByLabelText(/^Sustituir: Ficha de producto/), pdf('ficha-ladrillo-v2.pdf'));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Ficha de producto: documento sustituido. El verificador lo verá en la incidencia.' }]));
    expect(sent(subirDocumentoDapcon)[0]?.form?.get('tipo')).toBe('ficha_producto');
  });
});

describe('the renewal chain and the payment', () => {
  it('lists the chain of three in order, marks the one shown and links the others', async () => {
    await open(MOCK_DAPCON_IDS.cadenaPublicada);
    const cadena = within(screen.getByRole('region', { name: 'Renovaciones' }));
    const eslabones = cadena.getAllByTestId('eslabon');
    expect(eslabones.map((e) => e.textContent)).toEqual([
      'N.º 1DAPcon-2016-0003CaducadaVálida hasta el 03/04/2021',
      'N.º 2DAPcon-2021-0012 (esta)PublicadaVálida hasta el 31/05/2026',
      'N.º 3Sin códigoBorrador',
    ]);
    expect(eslabones[1]).toHaveAttribute('aria-current', 'page');
    expect(cadena.getByRole('link', { name: 'DAPcon-2016-0003' })).toHaveAttribute('href', `/dapcon/${MOCK_DAPCON_IDS.caducada}/1`);
    expect(cadena.getByRole('link', { name: 'Sin código' })).toHaveAttribute('href', `/dapcon/${MOCK_DAPCON_IDS.cadenaBorrador}/1`);
    expect(cadena.queryByRole('link', { name: /DAPcon-2021-0012/ })).not.toBeInTheDocument();
  });

  it('shows no chain for a declaration never renewed', async () => {
    await open(MOCK_DAPCON_IDS.vigente);
    expect(screen.queryByRole('region', { name: 'Renovaciones' })).not.toBeInTheDocument();
  });

  it("mounts mf-finanzas's payment panel in its slot with the declaration's id", async () => {
    await open(MOCK_DAPCON_IDS.vigente);
    expect(within(screen.getByRole('region', { name: 'Pago' })).getByRole('status', { name: 'panel' })).toHaveTextContent(
      `mf_finanzas/DapconPagoResumen {"dapconId":${MOCK_DAPCON_IDS.vigente}}`,
    );
  });
});

describe("the declaration's entry in the public registry", () => {
  it("mounts mf-registro's panel with the code of a published declaration, and of an expired one", async () => {
    for (const id of [MOCK_DAPCON_IDS.publicada, MOCK_DAPCON_IDS.caducada]) {
      await open(id);
      const codigo = screen.getByTestId('dapcon-cabecera').textContent?.match(/DAPcon-\d{4}-\d{4}/)?.[0];
      expect(codigo, String(id)).toBeTruthy();
      expect(screen.getAllByRole('status', { name: 'panel' }).map((p) => p.textContent)).toContain(`mf_registro/EnlaceRegistro {"codigo":"${codigo}"}`);
      cleanup();
    }
  });

  it('mounts none for a declaration not published yet', async () => {
    for (const id of [MOCK_DAPCON_IDS.borrador, MOCK_DAPCON_IDS.enVerificacion, MOCK_DAPCON_IDS.verificada]) {
      await open(id);
      expect(screen.getAllByRole('status', { name: 'panel' }).map((p) => p.textContent).join()).not.toContain('mf_registro');
      cleanup();
    }
  });
});

describe('the incidents of a language', () => {
  it('lists them with their state, description and thread, and the language shows it has open ones', async () => {
    await open(MOCK_DAPCON_IDS.enVerificacion, 'organizacion');
    expect(screen.getByRole('tab', { name: /Castellano/ })).toHaveTextContent('Con incidencias');
    expect(screen.getByRole('tab', { name: /Català/ })).not.toHaveTextContent('Con incidencias');
    const incidencia = await within(panel()).findByRole('listitem', { name: 'Falta el módulo A4' });
    expect(within(incidencia).getByTestId('incidencia-estado')).toHaveTextContent('Abierta');
    expect(incidencia).toHaveTextContent('La tabla de impactos no incluye el transporte a obra (A4).');
    expect(within(incidencia).getAllByTestId('respuesta').map((r) => r.textContent)).toEqual([
      'Laura Martínez Soler · Consultor ACV · 06/02/2026 09:30Lo añadimos en la próxima versión del documento.',
      'Elena Navarro Roca · Verificador · 06/02/2026 13:15De acuerdo, quedo a la espera.',
    ]);
    expect(sent(incidenciasDapcon).map((r) => r.path)).toContain(`/api/incidencias/dapcon-incidencias?dapcon_id=${MOCK_DAPCON_IDS.enVerificacion}&idioma_id=1`);
    // A company answers; it neither opens nor resolves.
    expect(within(incidencia).getByRole('form', { name: 'Responder a «Falta el módulo A4»' })).toBeInTheDocument();
    expect(within(incidencia).queryByRole('button', { name: 'Resolver' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva incidencia' })).not.toBeInTheDocument();
  });

  it("shows another language's incidents in its tab: resolved, without a reply box", async () => {
    await open(MOCK_DAPCON_IDS.enVerificacion, 'organizacion', 2);
    const incidencia = await within(panel()).findByRole('listitem', { name: 'Unitat funcional' });
    expect(within(incidencia).getByTestId('incidencia-estado')).toHaveTextContent('Resuelta');
    expect(within(incidencia).queryByRole('form')).not.toBeInTheDocument();
  });

  it('answers an open incident: the message required, then sent, and the box emptied', async () => {
    await open(MOCK_DAPCON_IDS.enVerificacion, 'consultor');
    const incidencia = await within(panel()).findByRole('listitem', { name: 'Falta el módulo A4' });
    const form = within(incidencia).getByRole('form', { name: 'Responder a «Falta el módulo A4»' });
    await user.click(within(form).getByRole('button', { name: 'Responder' }));
    expect(await within(form).findByText('El mensaje es obligatorio.')).toBeInTheDocument();
    expect(sent(responderIncidencia)).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: 'Respuesta' }), 'Subida la versión 2 con A4.');
    await user.click(within(form).getByRole('button', { name: 'Responder' }));
    await waitFor(() => expect(sent(responderIncidencia)[0]?.body).toEqual({ mensaje: 'Subida la versión 2 con A4.' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Respuesta' })).toHaveValue(''));
  });

  it("offers the verifier 'Resolver' on an open incident, and sends it", async () => {
    await open(MOCK_DAPCON_IDS.enVerificacion, 'verificador');
    const incidencia = await within(panel()).findByRole('listitem', { name: 'Falta el módulo A4' });
    await user.click(within(incidencia).getByRole('button', { name: 'Resolver' }));
    await waitFor(() => expect(sent(resolverIncidencia).map((r) => r.body)).toEqual([{ esta_resuelta: true }]));
  });

  it('opens a new incident on a language: title and description required, then sent, and says so', async () => {
    await open(MOCK_DAPCON_IDS.enVerificacion, 'verificador', 2);
    await user.click(screen.getByRole('button', { name: 'Nueva incidencia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva incidencia (Català)' });
    await user.click(within(dialog).getByRole('button', { name: 'Abrir incidencia' }));
    expect(await within(dialog).findByText('El título es obligatorio.')).toBeInTheDocument();
    expect(within(dialog).getByText('La descripción es obligatoria.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Falten dades del fabricant');
    await user.type(within(dialog).getByRole('textbox', { name: /^Descripción/ }), "Afegiu l'adreça de la planta.");
    await user.click(within(dialog).getByRole('button', { name: 'Abrir incidencia' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Incidencia abierta.' }]));
    expect(sent(crearIncidencia)[0]?.body).toEqual({ dapcon_id: MOCK_DAPCON_IDS.enVerificacion, idioma_id: 2, titulo: 'Falten dades del fabricant', descripcion: "Afegiu l'adreça de la planta." });
  });

  it('speaks Catalan', async () => {
    await open(MOCK_DAPCON_IDS.enVerificacion, 'verificador', 1, 'ca');
    const incidencia = await within(panel()).findByRole('listitem', { name: 'Falta el módulo A4' });
    expect(within(incidencia).getByTestId('incidencia-estado')).toHaveTextContent('Oberta');
    expect(within(incidencia).getByRole('button', { name: 'Resoldre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nova incidència' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Castellano/ })).toHaveTextContent('Amb incidències');
    expect(screen.getByRole('region', { name: 'Documents de la DAPcon' })).toBeInTheDocument();
  });
});
