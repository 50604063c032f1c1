import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import { CONTENIDOS_MESSAGES, CONTENIDOS_MSG, plantillaShow, plantillasList, plantillaUpdate } from '@dapcon/contract/contenidos';
import { mockEndpoint, mockError, mockRequests, MOCK_PLANTILLAS } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import { PlantillasPage } from './PlantillasPage';
import { escapeHtml } from '@dapcon/contract/contenidos';
import { conEjemplos, documentoVistaPrevia, variablesDesconocidas } from './preview';

let user: ReturnType<typeof userEvent.setup>;
let reported: FeedbackEvent[];
beforeEach(async () => {
  user = userEvent.setup();
  await signInAs('admin_ares', { sub: '1' });
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const SLOW = { timeout: 30_000 };
const RECUPERACION_ES = MOCK_PLANTILLAS[0];
const RECUPERACION_CA = MOCK_PLANTILLAS[1];
if (!RECUPERACION_ES || !RECUPERACION_CA) throw new Error('the mock API has no templates');

function open(search = '', lang: 'es' | 'ca' = 'es') {
  renderWithPortal(<AreaRoutes routes={[{ path: '/plantillas-mensajes', title: 'Plantillas', element: <PlantillasPage /> }]} />, {
    route: `/plantillas-mensajes${search}`,
    lang,
  });
}

/** The API's answer to a subject with a variable the template does not have. */
const refusesVariable = () =>
  mockEndpoint(plantillaUpdate, () => {
    throw mockError(422, MSG.datosInvalidos, { asunto: [CONTENIDOS_MSG.variableDesconocida] });
  });

const field = (name: RegExp) => screen.getByRole('textbox', { name });
/** The writing area of the body, once the editor has loaded. */
const body = async (name: RegExp = /^Contenido del correo/) => screen.findByRole('textbox', { name }, SLOW);
const previewFrame = (name = 'Vista previa del correo') => screen.getByTitle(name);

/** Selects the whole document of the editor, as Ctrl+A would. */
function selectAll(area: HTMLElement) {
  act(() => {
    area.focus();
    const range = document.createRange();
    range.selectNodeContents(area);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
  });
}

describe('the preview', () => {
  const variables = RECUPERACION_ES.variables;

  it('replaces each variable the template has by its sample, escaped in the HTML; others stay as written', () => {
    expect(conEjemplos('Hola, {{nombre}}: {{ minutos }} minutos, {{otra}}', variables)).toBe('Hola, Construcciones Garraf & Hijos, S.L.: 60 minutos, {{otra}}');
    expect(conEjemplos('<p>Hola, {{nombre}}:</p>', variables, { html: true })).toBe('<p>Hola, Construcciones Garraf &amp; Hijos, S.L.:</p>');
    expect(escapeHtml(`<img src=x onerror="a('b')">`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;');
    expect(variablesDesconocidas(['{{nombre}} {{desconocida}}', '<p>{{enlace}}{{otra}}{{desconocida}}</p>'], variables)).toEqual(['desconocida', 'otra']);
    const doc = documentoVistaPrevia('<p><a href="{{enlace}}">Entrar</a> {{enlace}}</p>', variables, 'ca');
    expect(doc).toContain('<html lang="ca">');
    expect(doc).toContain('<p><a href="https://portal.dapcon.example/restablecer-password?token=3f9a1c7e">Entrar</a> https://portal.dapcon.example/restablecer-password?token=3f9a1c7e</p>');
  });
});

describe('PlantillasPage (/plantillas-mensajes)', () => {
  it('lists the templates by name, each language with its description and its badge; none open yet', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Plantillas' }, SLOW)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Plantillas de correo' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(MOCK_PLANTILLAS.length), SLOW);
    expect(within(nav).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['bienvenida_usuario', 'dapcon_enviada', 'incidencia_nueva', 'restablecer_password']);
    const grupo = within(within(nav).getByRole('group', { name: 'restablecer_password' }));
    expect(grupo.getAllByRole('link').map((a) => a.textContent)).toEqual(['Recuperación de la contraseñaES', 'Recuperació de la contrasenyaCA']);
    expect(screen.getByText('Elija una plantilla de la lista para editarla.')).toBeInTheDocument();
    expect(sent(plantillaShow)).toHaveLength(0);
  });

  it('choosing one puts its id in the URL and loads it into the form, with its variables and the preview', async () => {
    open();
    await user.click(await screen.findByRole('link', { name: /^Recuperación de la contraseña/ }, SLOW));
    expect(currentLocation()).toBe(`/plantillas-mensajes?id=${RECUPERACION_ES.pe_id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Recuperación de la contraseña' }, SLOW)).toBeInTheDocument();
    expect(sent(plantillaShow).map((r) => r.path)).toEqual([`/api/plantillas/${RECUPERACION_ES.pe_id}`]);
    expect(screen.getByRole('link', { name: /^Recuperación de la contraseña/ })).toHaveAttribute('aria-current', 'page');
    expect(field(/^Nombre/)).toHaveValue('restablecer_password');
    expect(field(/^Nombre/)).toHaveAttribute('readonly');
    expect(field(/^Descripción/)).toHaveValue('Recuperación de la contraseña');
    expect(field(/^Remitente/)).toHaveValue('DAPcon');
    expect(field(/^Email del remitente/)).toHaveValue('no-responder@dapcon.example');
    expect(field(/^Asunto/)).toHaveValue('DAPcon: restablecimiento de la contraseña');
    expect(within(await body()).getByText('Hola, {{nombre}}:')).toBeInTheDocument();
    // The variables, as written in the texts, with what they hold.
    const variables = within(screen.getByTestId('plantilla-variables'));
    expect(variables.getAllByRole('listitem').map((li) => li.querySelector('code')?.textContent)).toEqual(['{{nombre}}', '{{enlace}}', '{{minutos}}']);
    expect(variables.getByText('Minutos que el enlace es válido')).toBeInTheDocument();
    // The preview: the samples in place of the variables.
    expect(screen.getByTestId('vista-previa-asunto')).toHaveTextContent('DAPcon: restablecimiento de la contraseña');
    const frame = previewFrame();
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hola, Construcciones Garraf &amp; Hijos, S.L.:</p>');
    expect(frame.getAttribute('srcdoc')).toContain('válido durante 60 minutos');
    expect(frame.getAttribute('srcdoc')).toContain('<a href="https://portal.dapcon.example/restablecer-password?token=3f9a1c7e">Restablecer la contraseña</a>');
    expect(frame.getAttribute('srcdoc')).not.toContain('{{');
  });

  it('a reload keeps the template of the URL', async () => {
    open(`?id=${RECUPERACION_CA.pe_id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Recuperació de la contrasenya' }, SLOW)).toBeInTheDocument();
    expect(field(/^Asunto/)).toHaveValue('DAPcon: restabliment de la contrasenya');
    expect(await screen.findByRole('link', { name: /^Recuperació de la contrasenya/ }, SLOW)).toHaveAttribute('aria-current', 'page');
  });

  it('the preview follows the subject as it is typed, and names a variable the template does not have', async () => {
    open(`?id=${RECUPERACION_ES.pe_id}`);
    const asunto = await screen.findByRole('textbox', { name: /^Asunto/ }, SLOW);
    await user.clear(asunto);
    await user.type(asunto, 'Para {{{{nombre}}: {{{{minutos}} min {{{{desconocida}}');
    await waitFor(() => expect(screen.getByTestId('vista-previa-asunto')).toHaveTextContent('Para Construcciones Garraf & Hijos, S.L.: 60 min {{desconocida}}'));
    expect(screen.getByTestId('vista-previa-desconocidas')).toHaveTextContent('Variables que esta plantilla no tiene: {{desconocida}}');
  });

  it('Guardar sends PUT /plantillas with the form and shows the spec’s message', async () => {
    open(`?id=${RECUPERACION_ES.pe_id}`);
    const asunto = await screen.findByRole('textbox', { name: /^Asunto/ }, SLOW);
    await user.clear(asunto);
    await user.type(asunto, 'DAPcon: su nueva contraseña');
    await user.clear(field(/^Remitente/));
    await user.type(field(/^Remitente/), 'Programa DAPcon');
    // The body through the editor: the whole text in bold.
    selectAll(await body());
    fireEvent.click(screen.getByRole('button', { name: 'Negrita' }));
    await waitFor(() => expect(previewFrame().getAttribute('srcdoc')).toContain('<p><strong>Hola, Construcciones Garraf &amp; Hijos, S.L.:</strong></p>'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: MSG.operacionCorrecta }]), SLOW);
    expect(MSG.operacionCorrecta).toBe('Los datos han sido guardados correctamente');
    const html = RECUPERACION_ES.pe_html
      .replace('<a href="{{enlace}}">Restablecer la contraseña</a>', '<a target="_blank" rel="noopener noreferrer" href="{{enlace}}"><strong>Restablecer la contraseña</strong></a>')
      .replace(/<p>([^<]+)<\/p>/g, '<p><strong>$1</strong></p>');
    expect(sent(plantillaUpdate).map((r) => r.body)).toEqual([
      {
        id: RECUPERACION_ES.pe_id,
        nombre: 'restablecer_password',
        descripcion: 'Recuperación de la contraseña',
        remitente: 'Programa DAPcon',
        remitente_email: 'no-responder@dapcon.example',
        asunto: 'DAPcon: su nueva contraseña',
        html,
      },
    ]);
    // The list is asked again, with the saved texts.
    await waitFor(() => expect(sent(plantillasList).length).toBeGreaterThan(1), SLOW);
  });

  it('a variable the template does not have: the server’s 422 under the subject', async () => {
    // The refusal is the API's (Contenidos.api.test.tsx); here, its answer.
    mockServer.use(refusesVariable());
    open(`?id=${RECUPERACION_ES.pe_id}`);
    const asunto = await screen.findByRole('textbox', { name: /^Asunto/ }, SLOW);
    await user.type(asunto, ' {{{{desconocida}}');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(CONTENIDOS_MSG.variableDesconocida, {}, SLOW)).toBeInTheDocument();
    expect(asunto).toHaveAttribute('aria-invalid', 'true');
    expect(asunto).toHaveAccessibleDescription(CONTENIDOS_MSG.variableDesconocida);
    expect(sent(plantillaUpdate)).toHaveLength(1);
    expect(reported).toEqual([]);
  });

  it('a 422 about the body lands under the editor; required fields say so before anything is sent', async () => {
    mockServer.use(
      mockEndpoint(plantillaUpdate, () => {
        throw mockError(422, MSG.datosInvalidos, { html: [CONTENIDOS_MSG.variableDesconocida] });
      }),
    );
    open(`?id=${RECUPERACION_ES.pe_id}`);
    const area = await body();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(CONTENIDOS_MSG.variableDesconocida, {}, SLOW)).toBeInTheDocument();
    expect(area).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field(/^Descripción/));
    await user.clear(field(/^Email del remitente/));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MSG.descripcionObligatoria)).toBeInTheDocument();
    expect(screen.getByText(CONTENIDOS_MSG.remitenteEmailObligatorio)).toBeInTheDocument();
    expect(sent(plantillaUpdate)).toHaveLength(1);
  });

  it('copies a variable as it is written in the texts', async () => {
    open(`?id=${RECUPERACION_ES.pe_id}`);
    await user.click(await screen.findByRole('button', { name: 'Copiar {{enlace}}' }, SLOW));
    expect(await navigator.clipboard.readText()).toBe('{{enlace}}');
    expect(screen.getByText('Copiada: {{enlace}}')).toBeInTheDocument();
  });

  it('a template that is not there is said on the page', async () => {
    open('?id=999');
    expect(await screen.findByText('No hay ninguna plantilla con el id 999.', {}, SLOW)).toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it('the API down: the list says so with Reintentar, and the shell’s modal tells the error', async () => {
    mockServer.use(
      mockEndpoint(plantillasList, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    );
    open();
    expect(await screen.findByText('No se pudo cargar la info', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ kind: 'error', status: 500 })]));
    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(MOCK_PLANTILLAS.length), SLOW);
  });

  it('speaks Catalan: the labels, the preview and the contract’s messages', async () => {
    mockServer.use(refusesVariable());
    open(`?id=${RECUPERACION_CA.pe_id}`, 'ca');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plantilles' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Plantilles de correu' })).toBeInTheDocument();
    const asunto = await screen.findByRole('textbox', { name: /^Assumpte/ }, SLOW);
    for (const name of [/^Nom/, /^Descripció/, /^Remitent/, /^Correu electrònic del remitent/]) expect(field(name)).toBeInTheDocument();
    expect(await body(/^Contingut del correu/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Variables' })).toBeInTheDocument();
    expect(screen.getByText("Minuts que l'enllaç és vàlid")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Previsualització' })).toBeInTheDocument();
    expect(previewFrame('Previsualització del correu').getAttribute('srcdoc')).toContain('<html lang="ca">');
    await user.type(asunto, ' {{{{desconocida}}');
    await user.click(screen.getByRole('button', { name: 'Desar' }));
    expect(await screen.findByText(CONTENIDOS_MESSAGES.variableDesconocida.ca, {}, SLOW)).toBeInTheDocument();
    await user.clear(asunto);
    await user.click(screen.getByRole('button', { name: 'Desar' }));
    expect(await screen.findByText(CONTENIDOS_MESSAGES.asuntoObligatorio.ca)).toBeInTheDocument();
  });
});
