import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal } from '../../../../config/test-utils';
import '../../i18n';
import { CompanyRegistrationModal } from './CompanyRegistrationModal';
import { acceptNotice, fillCompany, group, textbox, type } from './test-support';
import { registroOrganizacion, registroOrganizacionDocumentos } from '@dapcon/contract/auth';
import { poblacion } from '@dapcon/contract/referencia';
import { mockAnswer, mockEndpoint, mockError, mockRequests, type MockRequest } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import type { HttpHandler } from 'msw';

const user = userEvent.setup();
const SERVER_MESSAGE = 'El registro se ha realizado correctamente. Ya puede iniciar sesión.';

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function openModal(handlers: HttpHandler[] = []) {
  mockServer.use(...handlers);
  const calls: readonly MockRequest[] = mockRequests();
  const onClose = vi.fn();
  renderWithPortal(<CompanyRegistrationModal open onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Registro de empresa' });
  // The reference lists have arrived.
  await within(dialog).findByRole('option', { name: 'Asociación' });
  return { calls, onClose, dialog };
}

/** A valid company: B12345674, Barcelona 08001, type empresa, size micro. */
const fillValid = () => fillCompany({ cif: 'B12345674', tamanio: 'Microempresa' });

const REGISTERED = { token_docs: 'tok-123', org_cif: 'B12345674' };

describe('CompanyRegistrationModal', () => {
  it('shows the required messages under the fields, and only asks the server what it alone knows', async () => {
    const { calls } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('El documento es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('La dirección es obligatoria.')).toBeInTheDocument();
    // Rules between fields (Spain needs the postal code) show on the first submit too.
    expect(screen.getByText('El código postal es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('Ha de aceptar la veracidad de los datos')).toBeInTheDocument();
    expect(screen.getByText('Ha de aceptar los términos y condiciones')).toBeInTheDocument();
    expect(screen.getByText('Ha de aceptar la protección de datos')).toBeInTheDocument();
    expect(textbox(/^CIF/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/auth')).map((c) => c.path)).toEqual(['/api/auth/registroOrganizacion']));
    expect(reported).toEqual([]);
  });

  it('shows a CIF registered already beside the other errors, on the first submit', async () => {
    await openModal([
      mockEndpoint(
        registroOrganizacion,
        () => {
          throw mockError(422, 'Los datos enviados no son válidos.', { usuario: ['El documento ya está registrado.'], org_direccion: ['La dirección es obligatoria.'] });
        },
        { validate: false },
      ),
    ]);
    type(textbox(/^CIF/), 'A08612343');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('El documento ya está registrado.')).toBeInTheDocument();
    expect(screen.getByText('La dirección es obligatoria.')).toBeInTheDocument();
    expect(textbox(/^CIF/)).toHaveAccessibleDescription('El documento ya está registrado.');
  });

  it('speaks Catalan: its messages under the fields, and the lists asked for in Catalan (locale 2)', async () => {
    const calls = mockRequests();
    renderWithPortal(<CompanyRegistrationModal open onClose={vi.fn()} />, { lang: 'ca' });
    const dialog = await screen.findByRole('dialog', { name: "Registre d'empresa" });
    // The lists in Catalan: the mock API answers each in the locale asked for.
    await within(dialog).findByRole('option', { name: 'Associació' });
    await user.click(within(dialog).getByRole('button', { name: 'Següent' }));
    expect(await screen.findByText('El document és obligatori.')).toBeInTheDocument();
    expect(screen.getByText("L'adreça és obligatòria.")).toBeInTheDocument();
    expect(screen.getByText('El codi postal és obligatori.')).toBeInTheDocument();
    expect(screen.getByText("Heu d'acceptar la veracitat de les dades")).toBeInTheDocument();
    expect(screen.queryByText(/obligatorio|obligatoria/)).not.toBeInTheDocument();
    const lists = calls.find((c) => c.path === '/api/parametros_generales');
    expect(lists?.body).toEqual([
      { param: 'tipo_empresa', locale: 2, active: true },
      { param: 'tamanio_empresa', locale: 2, active: true },
      { param: 'tamanio_asociacion', locale: 2, active: true },
    ]);
    expect(screen.getByText('Seleccionar imatge')).toBeInTheDocument();
  });

  it('switches to person mode for a DNI', async () => {
    await openModal();
    expect(textbox(/^Razón social/)).toBeInTheDocument();
    type(textbox(/^CIF/), '12345678Z');
    expect(await screen.findByRole('textbox', { name: /^Apellidos/ })).toBeInTheDocument();
    expect(within(group('Empresa')).getByRole('textbox', { name: /^Nombre/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Razón social/ })).not.toBeInTheDocument();
    type(textbox(/^CIF/), 'B12345674');
    expect(await screen.findByRole('textbox', { name: /^Razón social/ })).toBeInTheDocument();
  });

  it('fills town and province from the postal code, and clears them when the lookup fails', async () => {
    await openModal();
    const town = screen.getByRole('combobox', { name: /^Población/ });
    expect(town).toBeDisabled();
    type(textbox(/^Código postal/), '08001');
    await waitFor(() => expect(town).toHaveValue('Barcelona'));
    expect(textbox(/^Provincia/)).toHaveValue('Barcelona');
    type(textbox(/^Código postal/), '99999');
    await waitFor(() => expect(textbox(/^Provincia/)).toHaveValue(''));
    expect(town).toHaveValue('');
    expect(town).toBeDisabled();
  });

  it('asks for each postal code once, a code with no towns included', async () => {
    const { calls } = await openModal();
    const lookups = () => calls.filter((c) => c.path.startsWith('/api/poblacion')).map((c) => c.path);
    for (const cp of ['99999', '999999', '99999', '0800', '08001', '99999', '08001']) type(textbox(/^Código postal/), cp);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Población/ })).toHaveValue('Barcelona'));
    expect(textbox(/^Provincia/)).toHaveValue('Barcelona');
    expect(lookups()).toEqual(['/api/poblacion?cp=99999', '/api/poblacion?cp=08001']);
  });

  it('asks again for a postal code whose lookup failed for want of a connection', async () => {
    let answers = 0;
    const { calls } = await openModal([
      mockEndpoint(poblacion, () => {
        if (++answers === 1) throw mockError(500, 'Se ha producido un error en el servidor.');
        return [{ poblacion: 'Girona', provincia: 'Girona' }];
      }),
    ]);
    type(textbox(/^Código postal/), '17001');
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/poblacion')).length).toBeGreaterThan(0));
    type(textbox(/^Código postal/), '1700');
    type(textbox(/^Código postal/), '17001');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Población/ })).toHaveValue('Girona'));
  });

  it('asks for free-text region and city outside Spain', async () => {
    await openModal();
    type(screen.getByRole('combobox', { name: /^País/ }), '2');
    expect(await screen.findByRole('textbox', { name: /^Región/ })).toBeInTheDocument();
    expect(textbox(/^Ciudad/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Población/ })).not.toBeInTheDocument();
  });

  it('offers the size list of the chosen type as radio buttons (each text whole), and resets the size when the type changes', async () => {
    await openModal();
    const tipo = screen.getByRole('combobox', { name: /^Tipo de empresa/ });
    const tamanio = screen.getByRole('radiogroup', { name: 'Tamaño de empresa' });
    expect(within(tamanio).queryAllByRole('radio')).toHaveLength(0);
    type(tipo, 'empresa');
    const micro = await within(tamanio).findByRole('radio', { name: 'Microempresa' });
    await user.click(micro);
    expect(micro).toBeChecked();
    type(tipo, 'asociacion');
    expect(await within(tamanio).findByRole('radio', { name: 'Asociación pequeña' })).not.toBeChecked();
    expect(within(tamanio).queryByRole('radio', { name: 'Microempresa' })).not.toBeInTheDocument();
    expect(within(tamanio).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('ticks the terms only when their notice is accepted', async () => {
    await openModal();
    const terms = screen.getByRole('checkbox', { name: /términos y condiciones/ });
    await user.click(terms);
    const notice = await screen.findByRole('dialog', { name: 'Términos y condiciones' });
    expect(within(notice).getAllByText(/CAATEEB/).length).toBeGreaterThan(0);
    await user.click(within(notice).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Términos y condiciones' })).not.toBeInTheDocument());
    expect(terms).not.toBeChecked();

    await acceptNotice(/términos y condiciones/, 'Términos y condiciones');
    expect(terms).toBeChecked();
  });

  it('sends the company as multipart and moves to the accreditation step on 201', async () => {
    const { calls, onClose } = await openModal([mockEndpoint(registroOrganizacion, () => mockAnswer(REGISTERED, { message: SERVER_MESSAGE }))]);
    await fillValid();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('checkbox', { name: 'Dispone de certificado ISO 14001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeInTheDocument();

    const sent = calls.find((c) => c.path === '/api/auth/registroOrganizacion');
    expect(sent?.method).toBe('POST');
    const form = sent?.form;
    expect(form?.get('usuario')).toBe('B12345674');
    expect(form?.get('es_persona')).toBe('0');
    expect(form?.get('org_nombre')).toBe('Áridos del Vallès, S.L.');
    expect(form?.get('org_pais')).toBe('1');
    expect(form?.get('org_poblacion')).toBe('Barcelona');
    expect(form?.get('org_provincia')).toBe('Barcelona');
    expect(form?.get('org_tipo')).toBe('empresa');
    expect(form?.get('org_tamanio')).toBe('micro');
    expect(form?.get('org_manif_terminos_condiciones')).toBe('1');
    expect(reported).toEqual([]);

    // Nothing to attach: Finalizar just closes with the server's message.
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.path.endsWith('/documentos'))).toEqual([]);
    expect(reported).toEqual([{ kind: 'success', message: SERVER_MESSAGE }]);
  });

  it('leaves the success text to the shell when the server gives no message', async () => {
    const { onClose } = await openModal([mockEndpoint(registroOrganizacion, () => mockAnswer(REGISTERED, { message: '' }))]);
    await fillValid();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(reported).toEqual([{ kind: 'success', message: undefined }]);
  });

  it('closed at the accreditation step, tells the company its account exists', async () => {
    const { onClose } = await openModal([mockEndpoint(registroOrganizacion, () => mockAnswer(REGISTERED, { message: SERVER_MESSAGE }))]);
    await fillValid();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('checkbox', { name: 'Dispone de certificado ISO 14001' });
    const dialog = screen.getByRole('dialog', { name: 'Registro de empresa' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
    expect(reported).toEqual([
      {
        kind: 'success',
        message:
          'La cuenta de la empresa ya está creada y puede iniciar sesión ahora. Los documentos de acreditación (ISO 14001, EMAS) podrá añadirlos más adelante desde Mis datos.',
      },
    ]);
  });

  it('closed at the data step, says nothing', async () => {
    const { onClose, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
    expect(reported).toEqual([]);
  });

  it("puts the server's 422 errors under their fields", async () => {
    await openModal([
      mockEndpoint(registroOrganizacion, () => {
        throw mockError(422, 'Los datos enviados no son válidos.', { usuario: ['El documento ya está registrado.'] });
      }),
    ]);
    await fillValid();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('El documento ya está registrado.')).toBeInTheDocument();
    expect(textbox(/^CIF/)).toHaveAccessibleDescription('El documento ya está registrado.');
    expect(reported).toEqual([]);
  });

  it('asks for the document of a ticked box, uploads it on Finalizar and closes with success', async () => {
    const { calls, onClose } = await openModal([
      mockEndpoint(registroOrganizacion, () => mockAnswer(REGISTERED, { message: SERVER_MESSAGE })),
      mockEndpoint(registroOrganizacionDocumentos, () => ({ org_cif: 'B12345674', type: 'iso14001' as const })),
    ]);
    await fillValid();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Dispone de certificado ISO 14001' }));
    expect(await screen.findByText('Es necesario adjuntar el documento acreditativo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(calls.filter((c) => c.path.endsWith('/documentos'))).toEqual([]);

    const pdf = new File(['%PDF-1.4'], 'iso14001.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Certificado ISO 14001/), pdf);
    await waitFor(() => expect(screen.queryByText('Es necesario adjuntar el documento acreditativo')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const upload = calls.find((c) => c.path === '/api/auth/registroOrganizacion/documentos')?.form;
    expect(upload?.get('token_docs')).toBe('tok-123');
    expect(upload?.get('org_cif')).toBe('B12345674');
    expect(upload?.get('type')).toBe('iso14001');
    expect((upload?.get('documento') as File | null)?.name).toBe('iso14001.pdf');
    expect(reported).toEqual([{ kind: 'success', message: SERVER_MESSAGE }]);
  });
});
