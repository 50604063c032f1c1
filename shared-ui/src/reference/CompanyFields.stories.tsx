import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Stack } from '@chakra-ui/react';
import * as v from 'valibot';
import { CompanyData, CompanyType, PAIS_ESPANA, type CompanyDataForm, type CompanyTypeForm } from '@dapcon/contract/core';
import { startMockApi } from '@dapcon/mocks/browser';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { ContractForm, useContractForm } from '../form/kit';
import { CompanyFields, type CompanyBilling } from './CompanyFields';

/** A company form with the type and size (the registration's, the administration's): the contract core's company form. */
const WithTipo = v.intersect([CompanyData, CompanyType]);

const EMPTY: CompanyDataForm & CompanyTypeForm = {
  org_direccion: '',
  org_codigo_postal: '',
  org_poblacion: '',
  org_provincia: '',
  org_pais: String(PAIS_ESPANA),
  org_email: '',
  org_telefono: '',
  org_web: '',
  persona_contacto_nombre: '',
  persona_contacto_cargo: '',
  persona_contacto_telefono: '',
  persona_contacto_email: '',
  contacto_facturacion_nombre: '',
  contacto_facturacion_email: '',
  contacto_facturacion_telefono: '',
  org_tipo: '',
  org_tamanio: '',
  logo: null,
};

/** A company form with the sections every company form shares; `readOnlyBilling`: the company's own (CompanyData, no type and size). */
function CompanyForm({ readOnlyBilling }: { readOnlyBilling?: CompanyBilling }) {
  const form = useContractForm(readOnlyBilling ? CompanyData : WithTipo, { defaultValues: EMPTY, submit: async () => undefined });
  return (
    <ContractForm form={form} aria-label="Empresa">
      <Stack gap="6" maxW="820px">
        <CompanyFields readOnlyBilling={readOnlyBilling} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          Guardar
        </Button>
      </Stack>
    </ContractForm>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Forms/CompanyFields',
  component: CompanyForm,
  parameters: componentDocs({
    use: "A company's data sections, as every company form shows them (the registration, the company's own data, the administration's page): address, contact, contact person, billing contact, billing data. Inside a contract form; the fields' names are the form's (`names`).",
    do: [
      "Use it wherever a company's data is edited: the sections, rules and texts stay the same everywhere.",
      "Pass `readOnlyBilling` on the company's own page: the type and size set its fee, which only the administration changes.",
    ],
    dont: [
      "Rebuild a section by hand on a screen: add what is missing here.",
      "Let a company change its type or size.",
    ],
    accessibility: [
      "Each section is a `<fieldset>` named by its title.",
      "The sizes are radio buttons in a `radiogroup` named by its label (their long texts show whole); arrows move between them.",
      "Every field is named by its label; the errors are linked to their fields, and a refused form focuses the first one.",
    ],
    states: {
      empty: 'Empty',
      loading: { none: "its lists fill in when the reference data answers (a moment, on the mock API); no story holds them back." },
      error: 'Refused',
      disabled: { none: "the type and size are shown read-only instead (ReadOnlyBilling); the size is disabled until a type is chosen (Empty)." },
      longText: { none: "its labels are its own; long values are the inputs' (see TextInput's LongText)." },
    },
    texts: ['company', 'address'],
  }),
  // The address and the type and size lists read the reference data: the mock API answers them.
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
} satisfies Meta<typeof CompanyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: address, contact, contact person, billing contact, billing data (a size list per type). */
export const Empty: Story = {};

/** 'Guardar' with nothing filled in: the contract's messages under the fields. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('El cargo es obligatorio.')).toBeVisible();
  },
};

/** The company's own data: its type and size shown read-only (they set its fee: the administration changes them). */
export const ReadOnlyBilling: Story = {
  args: { readOnlyBilling: { tipo: 'empresa', tamanio: 'micro' } },
};

/** The same in Catalan. */
export const ReadOnlyBillingCatalan: Story = {
  args: { readOnlyBilling: { tipo: 'empresa', tamanio: 'micro' } },
  decorators: [inLanguage('ca')],
};

/** In Catalan: the sections' texts and the contract's messages. */
export const Catalan: Story = {
  decorators: [inLanguage('ca')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('El càrrec és obligatori.')).toBeVisible();
  },
};
