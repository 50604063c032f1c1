import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  crossFieldRules,
  formAccepted,
  formId,
  MSG,
  optionalText,
  optionalUpload,
  PAIS_ESPANA,
  requiredText,
  spanishAddressRules,
  UPLOAD_RULES,
} from '@dapcon/contract/core';
import { poblacion } from '@dapcon/contract/core';
import { mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { ApiError, feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal } from '../../../../config/test-utils';
import { Button } from '@chakra-ui/react';
import { CheckboxControl, CheckboxGroupControl, ContractForm, PasswordControl, SelectControl, TextControl, useContractForm } from './index';
import { AddressFields } from './AddressFields';
import { ImageControl } from '../../image/ImageControl';

const Persona = v.pipe(
  v.object({
    nombre: requiredText(MSG.nombreObligatorio),
    clave: requiredText(MSG.passwordObligatoria),
    tipo: requiredText(MSG.valorNoValido),
    acepto: formAccepted(MSG.valorNoValido),
    direccion: requiredText(MSG.direccionObligatoria),
    pais: formId(MSG.paisObligatorio, MSG.paisNoValido),
    cp: optionalText(10),
    poblacion: optionalText(),
    provincia: optionalText(),
    logo: optionalUpload(UPLOAD_RULES.logo),
    oculto: optionalText(),
  }),
  crossFieldRules(spanishAddressRules({ pais: 'pais', codigoPostal: 'cp', poblacion: 'poblacion', provincia: 'provincia' })),
);
type PersonaOut = v.InferOutput<typeof Persona>;

const EMPTY = { nombre: '', clave: '', tipo: '', acepto: false, direccion: '', pais: String(PAIS_ESPANA), cp: '', poblacion: '', provincia: '', logo: null, oculto: '' };

function Form({ submit }: { submit: (values: PersonaOut) => Promise<void> }) {
  const form = useContractForm(Persona, { defaultValues: EMPTY, submit });
  return (
    <ContractForm form={form} aria-label="Persona">
      <TextControl name="nombre" label="Nombre" required />
      <PasswordControl name="clave" label="Clave" required />
      <SelectControl name="tipo" label="Tipo" placeholder="Elija" options={[{ value: 'a', label: 'Uno' }]} required />
      <CheckboxControl name="acepto" label="Acepto" />
      <AddressFields names={{ direccion: 'direccion', pais: 'pais', codigoPostal: 'cp', poblacion: 'poblacion', provincia: 'provincia' }} />
      <ImageControl name="logo" label="Logo" />
      <Button type="submit">Enviar</Button>
    </ContractForm>
  );
}

const user = userEvent.setup();
const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function renderForm(submit = vi.fn(async () => {}), lang: 'es' | 'ca' = 'es') {
  renderWithPortal(<Form submit={submit} />, { lang });
  // The countries have arrived from the (mock) API.
  await screen.findByRole('option', { name: lang === 'ca' ? 'França' : 'Francia' });
  return submit;
}

async function fillValid() {
  change(screen.getByRole('textbox', { name: /^Nombre/ }), '  Marta ');
  change(screen.getByLabelText(/^Clave/, { selector: 'input' }), 'secreta');
  change(screen.getByRole('combobox', { name: /^Tipo/ }), 'a');
  await user.click(screen.getByRole('checkbox', { name: 'Acepto' }));
  change(screen.getByRole('textbox', { name: /^Dirección/ }), 'Carrer Major 1');
  change(screen.getByRole('textbox', { name: /^Código postal/ }), '08001');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Población/ })).toHaveValue('Barcelona'));
}

describe('the form kit', () => {
  it("shows the contract's messages under the fields, rules between fields included, and sends nothing", async () => {
    const submit = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(MSG.nombreObligatorio)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveAccessibleDescription(MSG.nombreObligatorio);
    expect(screen.getByText(MSG.passwordObligatoria)).toBeInTheDocument();
    expect(screen.getByText(MSG.direccionObligatoria)).toBeInTheDocument();
    expect(screen.getByText(MSG.codigoPostalObligatorio)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it("hands the schema's output (trimmed, typed) to submit", async () => {
    const submit = await renderForm();
    await fillValid();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ nombre: 'Marta', clave: 'secreta', tipo: 'a', acepto: true, pais: 1, cp: '08001', poblacion: 'Barcelona', provincia: 'Barcelona' }),
    );
  });

  it('puts a 422 under the field it names, focused, with nothing for the modal', async () => {
    const onScreen = await renderForm(
      vi.fn(async () => {
        throw new ApiError(422, MSG.datosInvalidos, { nombre: ['El nombre ya existe.'] });
      }),
    );
    await fillValid();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El nombre ya existe.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveFocus();
    expect(reported).toEqual([]);
    expect(onScreen).toHaveBeenCalledTimes(1);
  });

  it("sends a 422 about fields not on screen, and any other API error, to the shell's modal", async () => {
    let error = new ApiError(422, MSG.datosInvalidos, { oculto: ['Mal.'] });
    await renderForm(
      vi.fn(async () => {
        throw error;
      }),
    );
    await fillValid();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 422, message: MSG.datosInvalidos, errors: { oculto: ['Mal.'] } }]));
    error = new ApiError(500, MSG.errorServidor);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(reported).toHaveLength(2));
    expect(reported[1]).toMatchObject({ kind: 'error', status: 500, message: MSG.errorServidor });
  });

  it('speaks Catalan: labels of the address block and the messages under the fields', async () => {
    await renderForm(undefined, 'ca');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText("L'adreça és obligatòria.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Codi postal/ })).toBeInTheDocument();
    expect(screen.getByText('El nom és obligatori.')).toBeInTheDocument();
  });

  it("refuses a file the logo's upload rule refuses, with the rule's message", async () => {
    await renderForm();
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Logo'), new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(MSG.logoTipoNoValido)).toBeInTheDocument();
  });
});

describe('the address block', () => {
  it('offers the towns of a postal code with several, and sets the province', async () => {
    await renderForm();
    change(screen.getByRole('textbox', { name: /^Código postal/ }), '08002');
    const town = screen.getByRole('combobox', { name: /^Población/ });
    expect(await within(town).findByRole('option', { name: 'Ciutat Vella' })).toBeInTheDocument();
    expect(town).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Provincia/ })).toHaveValue('Barcelona');
    change(town, 'Ciutat Vella');
    expect(town).toHaveValue('Ciutat Vella');
  });

  it('clears town and province for a code with no towns, and asks for each code once', async () => {
    await renderForm();
    const cp = screen.getByRole('textbox', { name: /^Código postal/ });
    change(cp, '08001');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Población/ })).toHaveValue('Barcelona'));
    change(cp, '99999');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Provincia/ })).toHaveValue(''));
    change(cp, '08001');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Población/ })).toHaveValue('Barcelona'));
    expect(mockRequests().filter((r) => r.endpoint === poblacion.id).map((r) => r.path)).toEqual(['/api/poblacion?cp=08001', '/api/poblacion?cp=99999']);
  });

  it('clears town and province when the lookup fails, and asks again next time', async () => {
    let failing = true;
    mockApi(poblacion, () => {
      if (failing) throw mockError(500, MSG.errorServidor);
      return [{ poblacion: 'Girona', provincia: 'Girona' }];
    });
    await renderForm();
    const cp = screen.getByRole('textbox', { name: /^Código postal/ });
    change(cp, '17001');
    await waitFor(() => expect(mockRequests().some((r) => r.endpoint === poblacion.id)).toBe(true));
    expect(screen.getByRole('textbox', { name: /^Provincia/ })).toHaveValue('');
    failing = false;
    change(cp, '1700');
    change(cp, '17001');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Población/ })).toHaveValue('Girona'));
  });

  it('takes free-text region and city outside Spain', async () => {
    await renderForm();
    change(screen.getByRole('combobox', { name: /^País/ }), '2');
    expect(await screen.findByRole('textbox', { name: /^Región/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Ciudad/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Población/ })).not.toBeInTheDocument();
  });
});

describe('CheckboxGroupControl', () => {
  const Grupo = v.object({
    perfil: v.pipe(v.array(v.number()), v.minLength(1, MSG.valorNoValido)),
  });

  function GrupoForm({ submit }: { submit: (values: v.InferOutput<typeof Grupo>) => Promise<void> }) {
    const form = useContractForm(Grupo, { defaultValues: { perfil: [5] }, submit });
    return (
      <ContractForm form={form} aria-label="Grupo">
        <CheckboxGroupControl
          name="perfil"
          label="Perfiles"
          required
          helperText="Uno o más"
          options={[
            { value: 3, label: 'Consultores' },
            { value: 4, label: 'Verificadores' },
            { value: 5, label: 'Empresas' },
          ]}
        />
        <Button type="submit">Enviar</Button>
      </ContractForm>
    );
  }

  it('keeps the ticked values in the options’ order, and shows the field’s error under the group', async () => {
    const submit = vi.fn(async () => undefined);
    renderWithPortal(<GrupoForm submit={submit} />);
    const group = screen.getByRole('group', { name: /Perfiles/ });
    expect(within(group).getByRole('checkbox', { name: 'Empresas' })).toBeChecked();
    expect(within(group).getByText('Uno o más')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Consultores' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ perfil: [3, 5] }));

    await userEvent.click(within(group).getByRole('checkbox', { name: 'Consultores' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Empresas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await within(group).findByText(MSG.valorNoValido)).toBeInTheDocument();
    expect(within(group).queryByText('Uno o más')).not.toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(group).getByRole('checkbox', { name: 'Consultores' })).toHaveFocus());
  });
});
