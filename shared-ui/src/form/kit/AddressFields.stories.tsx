import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import * as v from 'valibot';
import { Button, Stack } from '@chakra-ui/react';
import { crossFieldRules, formId, MSG, optionalText, PAIS_ESPANA, poblacion, requiredText, spanishAddressRules } from '@dapcon/contract/core';
import { delay, mockEndpoint } from '@dapcon/mocks';
import { componentDocs } from '../../storybook/componentDocs';
import { inLanguage } from '../../storybook/inLanguage';
import { withMockApi, type ApiStoryParameters } from '../../storybook/mockApi';
import { AddressFields } from './AddressFields';
import { ContractForm, useContractForm } from './index';

/** An address as a company's: the contract's rules for Spain between the fields. */
const Direccion = v.pipe(
  v.object({
    direccion: requiredText(MSG.direccionObligatoria),
    pais: formId(MSG.paisObligatorio, MSG.paisNoValido),
    cp: optionalText(10),
    poblacion: optionalText(),
    provincia: optionalText(),
  }),
  crossFieldRules(spanishAddressRules({ pais: 'pais', codigoPostal: 'cp', poblacion: 'poblacion', provincia: 'provincia' })),
);

/** The address block in a form of its own, empty or with a postal code typed. */
function AddressForm({ cp = '', direccion = '' }: { cp?: string; direccion?: string }) {
  const form = useContractForm(Direccion, {
    defaultValues: { direccion, pais: String(PAIS_ESPANA), cp, poblacion: '', provincia: '' },
    submit: async () => undefined,
  });
  return (
    <ContractForm form={form} aria-label="Dirección">
      <Stack gap="4" maxW="720px">
        <AddressFields names={{ direccion: 'direccion', pais: 'pais', codigoPostal: 'cp', poblacion: 'poblacion', provincia: 'provincia' }} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          Guardar
        </Button>
      </Stack>
    </ContractForm>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Forms/AddressFields',
  component: AddressForm,
  // The countries and the towns of a postal code come from the mock API.
  loaders: [withMockApi],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: {
    ...componentDocs({
      use: "The address block of a contract form: address, country (Spain by default), and for Spain the postal code, the town chosen from the postal code's towns (one is chosen at once, several are offered) and the province that comes with it; for another country, free region and city. CompanyFields and the consultants' forms use it; the field names are the form's (`names`).",
      do: [
        "Put the contract's `spanishAddressRules` in the form's schema: the rules between the fields are the API's.",
        "Pass the form's own field names (`org_*`, `consultor_*`).",
      ],
      dont: ['Ask for the town as free text in Spain: it comes from the postal code.', 'Let the province be typed in Spain: it comes with the town.'],
      accessibility: [
        'Every field is named by its label (the design system\'s, in the interface language) with `autoComplete` (street address, postal code, region, city), so browsers fill them in.',
        "The town's select stays disabled until the postal code has its 5 digits and the lookup has answered; the province is read-only.",
        "Errors under their fields, linked to them; a refused form focuses the first.",
      ],
      states: {
        empty: 'Empty',
        loading: 'Loading',
        error: 'Refused',
        disabled: { none: "the town's select is disabled until the postal code is known (Empty); the block itself has no disabled state." },
        longText: { none: "its labels are its own and short; long values scroll in their inputs (TextInput's LongText)." },
      },
      texts: ['address'],
      textsNote: "Its labels; the messages are the contract's (in the interface language).",
    }),
  },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, Spain by default: type a postal code (08001, 08002) and its town and province fill in. */
export const Empty: Story = {};

/** A postal code typed, its towns not come yet: the town's select waits, disabled. */
export const Loading: Story = {
  args: { cp: '08001', direccion: 'Carrer Major 1' },
  parameters: {
    api: [
      mockEndpoint(poblacion, async () => {
        await delay('infinite');
        return [];
      }),
    ],
  } satisfies ApiStoryParameters,
};

/** 'Guardar' with nothing filled in: the address's and the postal code's messages. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText(MSG.direccionObligatoria)).toBeVisible();
  },
};

/** A postal code with its town: the town chosen and its province filled in. */
export const Filled: Story = { args: { cp: '08001', direccion: 'Carrer Major 1' } };

/** Catalan interface: the labels ('Adreça', 'Codi postal', 'Població') and the messages in Catalan. */
export const Catalan: Story = {
  decorators: [inLanguage('ca')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText("L'adreça és obligatòria.")).toBeVisible();
  },
};
