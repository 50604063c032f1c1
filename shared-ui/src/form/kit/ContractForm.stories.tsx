import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import * as v from 'valibot';
import { Button, Stack } from '@chakra-ui/react';
import {
  crossFieldRules,
  formAccepted,
  formId,
  MSG,
  newPassword,
  optionalText,
  optionalUpload,
  PAIS_ESPANA,
  passwordConfirmation,
  passwordsMatch,
  requiredEmail,
  requiredText,
  spanishAddressRules,
  UPLOAD_RULES,
} from '@dapcon/contract/core';
import { startMockApi } from '@dapcon/mocks/browser';
import { ApiError } from '@dapcon/shared-sdk';
import { componentDocs } from '../../storybook/componentDocs';
import { inLanguage } from '../../storybook/inLanguage';
import { CheckboxControl, ContractForm, PasswordControl, SelectControl, TextControl, useContractForm } from './index';
import { AddressFields } from './AddressFields';
import { ImageControl } from '../../image/ImageControl';

/** A form of the kind the areas write: people, an address, a password twice, a logo, an acceptance. */
const Alta = v.pipe(
  v.object({
    nombre: requiredText(MSG.nombreObligatorio),
    email: requiredEmail(MSG.correoObligatorio),
    cargo: requiredText(MSG.cargoObligatorio),
    direccion: requiredText(MSG.direccionObligatoria),
    pais: formId(MSG.paisObligatorio, MSG.paisNoValido),
    cp: optionalText(10),
    poblacion: optionalText(),
    provincia: optionalText(),
    password: newPassword(MSG.passwordObligatoria),
    password_confirmation: passwordConfirmation(MSG.passwordConfirmacionObligatoria),
    logo: optionalUpload(UPLOAD_RULES.logo),
    acepto: formAccepted(MSG.valorNoValido),
  }),
  crossFieldRules([
    ...spanishAddressRules({ pais: 'pais', codigoPostal: 'cp', poblacion: 'poblacion', provincia: 'provincia' }),
    passwordsMatch('password', 'password_confirmation'),
  ]),
);

const EMPTY = {
  nombre: '',
  email: '',
  cargo: '',
  direccion: '',
  pais: String(PAIS_ESPANA),
  cp: '',
  poblacion: '',
  provincia: '',
  password: '',
  password_confirmation: '',
  logo: null,
  acepto: false,
};

/** The form; `fails` makes the save answer what a server would refuse. */
function AltaForm({ fails }: { fails?: 'email' | 'server' }) {
  const form = useContractForm(Alta, {
    defaultValues: EMPTY,
    submit: async () => {
      if (fails === 'email') throw new ApiError(422, MSG.datosInvalidos, { email: ['El correo ya está registrado.'] });
      if (fails === 'server') throw new ApiError(500, MSG.errorServidor);
    },
  });
  return (
    <ContractForm form={form} aria-label="Alta">
      <Stack gap="4" maxW="720px">
        <TextControl name="nombre" label="Nombre" required />
        <TextControl name="email" label="Correo electrónico" type="email" required />
        <SelectControl name="cargo" label="Cargo" placeholder="Seleccione" options={[{ value: 'gerente', label: 'Gerente' }, { value: 'tecnico', label: 'Técnico' }]} required />
        <AddressFields names={{ direccion: 'direccion', pais: 'pais', codigoPostal: 'cp', poblacion: 'poblacion', provincia: 'provincia' }} />
        <PasswordControl name="password" label="Contraseña" autoComplete="new-password" required />
        <PasswordControl name="password_confirmation" label="Repita la contraseña" autoComplete="new-password" required />
        <ImageControl name="logo" label="Logo" />
        <CheckboxControl name="acepto" label="Acepto las condiciones" />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={form.formState.isSubmitting}>
          Guardar
        </Button>
      </Stack>
    </ContractForm>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Forms/ContractForm',
  component: AltaForm,
  parameters: componentDocs({
    use: "A form whose rules are the contract's schema (valibot): `useContractForm(schema, …)` and `<ContractForm>`, with the kit's controls inside (`TextControl`, `SelectControl`, `PasswordControl`, `CheckboxControl`, `FileControl`, `ImageControl`, `AddressFields`…). The browser's own validation is off; the contract's messages show under each field, the server's 422 errors under the same fields. The stories show a registration-like form.",
    do: [
      "Write the rules once, in the contract: the API checks the same schema.",
      "Name the form (`aria-label`) when the page holds more than one.",
      "Show the save's wait on the submit button (`loading={form.formState.isSubmitting}`).",
    ],
    dont: [
      "Validate a field again in the screen: add the rule to the schema.",
      "Show the server's field errors in a modal: they land under their fields (the shell's modal keeps the others).",
    ],
    accessibility: [
      "Every control is named by its visible label, its error linked by `aria-describedby`, `aria-invalid` while refused.",
      "A refused form moves the focus to the first field in error.",
      "The address block's labels are the design system's, in the interface language.",
    ],
    states: {
      empty: 'Empty',
      loading: { none: "the save's wait is the submit button's (`loading`); the form itself has none." },
      error: 'Refused',
      disabled: { none: "each control takes `disabled` (see CheckboxGroupControl's and RichTextControl's Disabled)." },
      longText: { none: "the controls' own stories show long labels and values (FormField, TextareaControl)." },
    },
    texts: ['address'],
    textsNote: "The address block's texts (`AddressFields`); the labels and messages of the rest are the owner's and the contract's.",
  }),
  // The address block reads countries and towns: the mock API answers them.
  loaders: [
    async () => {
      await startMockApi();
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof AltaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, Spain by default: the postal code fills town and province (try 08001 or 08002). */
export const Empty: Story = {};

/** 'Guardar' with nothing filled in: every field's message, the rules between fields included. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText(MSG.nombreObligatorio)).toBeVisible();
    await expect(canvas.getByText(MSG.codigoPostalObligatorio)).toBeVisible();
  },
};

/** The server's 422 lands under its field. */
export const ServerFieldError: Story = {
  args: { fails: 'email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nombre/ }), 'Marta Puig');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Correo/ }), 'marta@example.org');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Cargo/ }), 'gerente');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Dirección/ }), 'Carrer Major 1');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Código postal/ }), '08001');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/, { selector: 'input' }), 'secreta-2026');
    await userEvent.type(canvas.getByLabelText(/^Repita/, { selector: 'input' }), 'secreta-2026');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Acepto las condiciones' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('El correo ya está registrado.')).toBeVisible();
  },
};

/** Catalan interface: the kit's labels (address block) and the contract's messages in Catalan. */
export const Catalan: Story = {
  decorators: [inLanguage('ca')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText("L'adreça és obligatòria.")).toBeVisible();
  },
};
