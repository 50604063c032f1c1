import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as v from 'valibot';
import { Button, Stack } from '@chakra-ui/react';
import { MSG } from '@dapcon/contract/core';
import { componentDocs } from '../../storybook/componentDocs';
import { inLanguage } from '../../storybook/inLanguage';
import { LONG_LABEL } from '../../storybook/longText';
import { CheckboxGroupControl, ContractForm, useContractForm } from './index';

/** A list field, as the contents' profiles: at least one. */
const Destino = v.object({ perfil: v.pipe(v.array(v.number()), v.minLength(1, MSG.valorNoValido)) });

const PERFILES = [
  { value: 3, label: 'Consultores' },
  { value: 4, label: 'Verificadores' },
  { value: 5, label: 'Empresas' },
];

function DestinoForm({ perfil = [] as number[], disabled = false, options = PERFILES }: { perfil?: number[]; disabled?: boolean; options?: { value: number; label: string }[] }) {
  const form = useContractForm(Destino, { defaultValues: { perfil }, submit: async () => undefined });
  return (
    <ContractForm form={form} aria-label="Destino">
      <Stack gap="4" maxW="lg">
        <CheckboxGroupControl
          name="perfil"
          label="Perfiles"
          required
          disabled={disabled}
          helperText="A quién va dirigido."
          options={options}
        />
        <Button type="submit" alignSelf="start">
          Guardar
        </Button>
      </Stack>
    </ContractForm>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Forms/CheckboxGroupControl',
  component: DestinoForm,
  parameters: componentDocs({
    use: 'A list field of a contract form as a group of checkboxes (the profiles a content is for, company types): the values ticked, in the options\' order. The stories show it in a small form of their own.',
    do: [
      'Use it for a few options that may all apply; the contract says how many must be ticked (`v.minLength(1, …)`).',
      'Name the group with `label`: it is the legend every box is read with.',
      "Lay long options out in a column (`direction=\"column\"`).",
    ],
    dont: [
      'Use it for one choice among several: `SelectControl` or radio buttons.',
      'Use it for a long list (more than about eight): a list with a filter reads better.',
    ],
    accessibility: [
      'A `<fieldset>` named by its legend; each box a native checkbox named by its label, toggled with Space.',
      "The field's error is linked to the group; a refused form moves the focus to its first box.",
    ],
    states: {
      empty: 'Empty',
      loading: { none: 'the owner passes the options once they are read.' },
      error: 'Refused',
      disabled: 'Disabled',
      longText: 'LongText',
    },
    texts: [],
    textsNote: "None of its own: the label and options are the owner's, the error the contract's (in the interface language).",
  }),
} satisfies Meta<typeof DestinoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing ticked. */
export const Empty: Story = {};

/** Two of three ticked. */
export const Ticked: Story = { args: { perfil: [3, 5] } };

/** Disabled: read only. */
export const Disabled: Story = { args: { perfil: [4], disabled: true } };

/** 'Guardar' with none ticked: the field's message under the group, the first box focused. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText(MSG.valorNoValido)).toBeVisible();
  },
};

/** Catalan interface: the contract's message in Catalan. */
export const Catalan: Story = {
  decorators: [inLanguage('ca')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('El valor no és vàlid.')).toBeVisible();
  },
};

/** An option of some 120 characters wraps beside its box. */
export const LongText: Story = { args: { perfil: [3], options: [{ value: 3, label: LONG_LABEL }, ...PERFILES.slice(1)] } };
