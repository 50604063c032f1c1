// The send-email modal of a content on the mock API (mocks/src/contenidos-comunicaciones.ts): pre-filled
// from the template, the company types only with profile 5, the contract's messages, the server's 422
// under the profiles with nothing typed lost, and a mailing that closes the modal with the API's message.
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import { CONTENIDOS_MSG, enviarEmailContenido, plantillaEmailContenido, subirImagenEditor } from '@dapcon/contract/contenidos';
import { mockEndpoint, mockError, mockRequests, MOCK_CONTENIDOS } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { EnviarEmailModal } from './EnviarEmailModal';

const SLOW = { timeout: 30_000 };
const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const contenido = (predicate: (c: (typeof MOCK_CONTENIDOS)[number]) => boolean) => {
  const found = MOCK_CONTENIDOS.find(predicate);
  if (!found) throw new Error('no such content in the mock API');
  return found;
};
/** A content for consultants and verifiers only. */
const SIN_EMPRESAS = contenido((c) => !c.perfiles.includes(5));
/** A content for associations only. */
const ASOCIACIONES = contenido((c) => c.perfiles.join() === '5' && c.tipos_empresa.join() === 'asociacion');

/** The modal as a list opens it: open, and closed by its own buttons. */
function Host({ id, titulo }: { id: number; titulo: string }) {
  const [open, setOpen] = useState(true);
  return <EnviarEmailModal open={open} contenidoId={id} titulo={titulo} onClose={() => setOpen(false)} />;
}

async function open(c: { id: number; titulo: string }, lang: 'es' | 'ca' = 'es') {
  await signInAs('admin_ares');
  const user = userEvent.setup();
  renderWithPortal(<Host id={c.id} titulo={c.titulo} />, { lang });
  const dialog = await screen.findByRole('dialog', { name: lang === 'es' ? 'Enviar email' : 'Enviar correu' }, SLOW);
  // Loaded: the form, and the editor with the template's message.
  await within(dialog).findByRole('form', {}, SLOW);
  await within(dialog).findAllByRole('textbox', { name: lang === 'es' ? /^Mensaje/ : /^Missatge/ }, SLOW);
  return { user, dialog };
}

const perfiles = (dialog: HTMLElement, name = /^Perfiles/) => within(dialog).getByRole('group', { name });
const tipos = (dialog: HTMLElement, name = /^Tipos de empresa/) => within(dialog).queryByRole('group', { name });
/** The subject and message in one language. */
const version = (dialog: HTMLElement, name = 'En castellano') => within(dialog).getByRole('group', { name });
const VACIA = { perfil: [], tipo_empresa: [], plantilla: { asunto: '', template: '' }, plantillas: { es: { asunto: '', template: '' }, ca: { asunto: '', template: '' } } };

describe('EnviarEmailModal', () => {
  it("starts from the template: the content's profiles, the subject and the message; no company types without profile 5", async () => {
    const { dialog } = await open(SIN_EMPRESAS);
    expect(sent(plantillaEmailContenido).map((r) => r.path)).toEqual([`/api/contenidos-web/plantilla-email/${SIN_EMPRESAS.id}`]);
    expect(within(dialog).getByTestId('contenido-enviado')).toHaveTextContent(SIN_EMPRESAS.titulo);
    const grupo = perfiles(dialog);
    expect(within(grupo).getByRole('checkbox', { name: 'Consultores' })).toBeChecked();
    expect(within(grupo).getByRole('checkbox', { name: 'Verificadores' })).toBeChecked();
    expect(within(grupo).getByRole('checkbox', { name: 'Empresas' })).not.toBeChecked();
    expect(tipos(dialog)).toBeNull();
    expect(within(version(dialog)).getByRole('textbox', { name: /^Asunto/ })).toHaveValue(`DAPcon: ${SIN_EMPRESAS.titulo}`);
    expect(within(within(version(dialog)).getByRole('textbox', { name: /^Mensaje/ })).getByText(SIN_EMPRESAS.titulo)).toBeInTheDocument();
    expect(within(version(dialog)).getByRole('textbox', { name: /^Mensaje/ })).toHaveTextContent('Leer más en el portal DAPcon');
    // The Catalan version, from the Catalan template (each recipient gets its language's).
    const catalan = version(dialog, 'En catalán');
    expect(within(catalan).getByText('Para quienes usan el portal en catalán.')).toBeInTheDocument();
    expect(within(catalan).getByRole('textbox', { name: /^Asunto/ })).toHaveValue(`DAPcon: ${SIN_EMPRESAS.titulo}`);
    expect(within(catalan).getByRole('textbox', { name: /^Mensaje/ })).toHaveTextContent('Llegir-ne més al portal DAPcon');
    // The editor uploads its images (its image button is there).
    expect(within(version(dialog)).getByRole('button', { name: 'Insertar imagen' })).toBeInTheDocument();
    expect(sent(subirImagenEditor)).toHaveLength(0);
  });

  it('shows the company types only while profile 5 is ticked, keeping those ticked', async () => {
    const { user, dialog } = await open(ASOCIACIONES);
    const grupo = tipos(dialog);
    expect(grupo).not.toBeNull();
    await waitFor(() => expect(within(grupo as HTMLElement).getByRole('checkbox', { name: 'Asociación' })).toBeChecked(), SLOW);
    expect(within(grupo as HTMLElement).getByRole('checkbox', { name: 'Empresa' })).not.toBeChecked();

    await user.click(within(perfiles(dialog)).getByRole('checkbox', { name: 'Empresas' }));
    expect(tipos(dialog)).toBeNull();
    await user.click(within(perfiles(dialog)).getByRole('checkbox', { name: 'Consultores' }));
    await user.click(within(perfiles(dialog)).getByRole('checkbox', { name: 'Empresas' }));
    const otra = tipos(dialog) as HTMLElement;
    expect(within(otra).getByRole('checkbox', { name: 'Asociación' })).toBeChecked();
    await user.click(within(otra).getByRole('checkbox', { name: 'Empresa' }));

    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent(enviarEmailContenido)).toHaveLength(1), SLOW);
    // In the options' order (the folder's), whatever order they were ticked in.
    expect(sent(enviarEmailContenido)[0]?.body).toEqual(expect.objectContaining({ perfil: [3, 5], tipo_empresa: ['empresa', 'asociacion'], contenido_web_id: ASOCIACIONES.id }));
  });

  it('the company types are not sent once profile 5 is unticked', async () => {
    const { user, dialog } = await open(ASOCIACIONES);
    await user.click(within(perfiles(dialog)).getByRole('checkbox', { name: 'Empresas' }));
    await user.click(within(perfiles(dialog)).getByRole('checkbox', { name: 'Verificadores' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent(enviarEmailContenido)).toHaveLength(1), SLOW);
    expect(sent(enviarEmailContenido)[0]?.body).toEqual(expect.objectContaining({ perfil: [4], tipo_empresa: [] }));
  });

  it("an empty form shows the spec's messages under the fields and sends nothing", async () => {
    mockServer.use(mockEndpoint(plantillaEmailContenido, () => VACIA));
    const { user, dialog } = await open(SIN_EMPRESAS);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(version(dialog)).findByText('Ingrese un asunto', {}, SLOW)).toBeInTheDocument();
    expect(within(version(dialog)).getByText('Ingrese un Mensaje')).toBeInTheDocument();
    expect(within(version(dialog, 'En catalán')).getByText('Ingrese un asunto')).toBeInTheDocument();
    expect(within(perfiles(dialog)).getByText(CONTENIDOS_MSG.perfilContenidoObligatorio)).toBeInTheDocument();
    expect(within(version(dialog)).getByRole('textbox', { name: /^Asunto/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sent(enviarEmailContenido)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Enviar email' })).toBeInTheDocument();
  });

  it('the messages in Catalan', async () => {
    mockServer.use(mockEndpoint(plantillaEmailContenido, () => VACIA));
    const { user, dialog } = await open(SIN_EMPRESAS, 'ca');
    expect(within(perfiles(dialog, /^Perfils/)).getByRole('checkbox', { name: 'Empreses' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(version(dialog, 'En català')).findByText('Introduïu un assumpte', {}, SLOW)).toBeInTheDocument();
    expect(within(version(dialog, 'En castellà')).getByText('Introduïu un missatge')).toBeInTheDocument();
    expect(within(version(dialog, 'En català')).getByText('Per a qui fa servir el portal en català.')).toBeInTheDocument();
    expect(within(dialog).getByText('Seleccioneu almenys un perfil')).toBeInTheDocument();
  });

  it("the server's refusal shows under the profiles, the modal stays open and keeps what was typed", async () => {
    mockServer.use(
      mockEndpoint(enviarEmailContenido, () => {
        throw mockError(422, MSG.datosInvalidos, { perfil: [CONTENIDOS_MSG.comunicacionSinDestinatarios] });
      }),
    );
    const { user, dialog } = await open(SIN_EMPRESAS);
    const asunto = within(version(dialog)).getByRole('textbox', { name: /^Asunto/ });
    await user.clear(asunto);
    await user.type(asunto, 'Aviso a los verificadores');
    await user.click(within(perfiles(dialog)).getByRole('checkbox', { name: 'Consultores' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(perfiles(dialog)).findByText('Ningún usuario activo tiene los perfiles y tipos de empresa elegidos.', {}, SLOW)).toBeInTheDocument();
    expect(within(version(dialog)).getByRole('textbox', { name: /^Asunto/ })).toHaveValue('Aviso a los verificadores');
    expect(within(perfiles(dialog)).getByRole('checkbox', { name: 'Consultores' })).not.toBeChecked();
    expect(within(perfiles(dialog)).getByRole('checkbox', { name: 'Verificadores' })).toBeChecked();
    expect(reported).toEqual([]);
  });

  it("a mailing is sent with the content's id, closes the modal and shows the API's message", async () => {
    const { user, dialog } = await open(SIN_EMPRESAS);
    const asunto = within(version(dialog)).getByRole('textbox', { name: /^Asunto/ });
    await user.clear(asunto);
    await user.type(asunto, 'Jornada: inscripciones abiertas');
    const asuntoCa = within(version(dialog, 'En catalán')).getByRole('textbox', { name: /^Asunto/ });
    await user.clear(asuntoCa);
    await user.type(asuntoCa, 'Jornada: inscripcions obertes');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enviar email' })).toBeNull(), SLOW);
    expect(reported).toEqual([{ kind: 'success', message: CONTENIDOS_MSG.comunicacionEnviada }]);
    const [peticion] = sent(enviarEmailContenido);
    expect(peticion?.body).toEqual({
      perfil: [3, 4],
      tipo_empresa: [],
      asunto: 'Jornada: inscripciones abiertas',
      mensaje: expect.stringContaining('Leer más en el portal DAPcon'),
      asunto_ca: 'Jornada: inscripcions obertes',
      mensaje_ca: expect.stringContaining('Llegir-ne més al portal DAPcon'),
      contenido_web_id: SIN_EMPRESAS.id,
    });
  });
});
