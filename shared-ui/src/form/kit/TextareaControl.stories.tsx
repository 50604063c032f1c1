import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as v from 'valibot';
import { Button, Stack } from '@chakra-ui/react';
import { MSG, optionalText, requiredText } from '@dapcon/contract/core';
import { componentDocs } from '../../storybook/componentDocs';
import { inLanguage } from '../../storybook/inLanguage';
import { ContractForm, TextareaControl, useContractForm } from './index';

/** A form with a required multi-line text and an optional one of at most 200 characters. */
const Nota = v.object({
  direccion: requiredText(MSG.direccionObligatoria),
  observaciones: optionalText(200),
});

/** The form, empty or with `observaciones` already filled in. */
function NotaForm({ observaciones = '', disabled = false }: { observaciones?: string; disabled?: boolean }) {
  const form = useContractForm(Nota, { defaultValues: { direccion: '', observaciones }, submit: async () => {} });
  return (
    <ContractForm form={form} aria-label="Nota">
      <Stack gap="4" maxW="560px">
        <TextareaControl name="direccion" label="Dirección completa" rows={3} required disabled={disabled} />
        <TextareaControl name="observaciones" label="Observaciones" helperText="Hasta 200 caracteres." disabled={disabled} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          Guardar
        </Button>
      </Stack>
    </ContractForm>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Forms/TextareaControl',
  component: NotaForm,
  parameters: componentDocs({
    use: 'A multi-line text of a contract form (a reason, a description, a reply): the label, required mark and error of `TextControl`, the box Chakra\'s Textarea. The stories show it in a small form of their own.',
    do: [
      'Set `rows` to the length people usually write: the box grows no further by itself.',
      "Put the limit in the contract (`optionalText(200)`) and say it in `helperText`.",
    ],
    dont: [
      'Use it for formatted text: `RichTextControl`.',
      'Use it for one line (a name): `TextControl`.',
    ],
    accessibility: [
      'A native textarea named by its label, `aria-invalid` and described by its error while refused; Enter writes a new line, never submits.',
      "A refused form moves the focus to the first field in error.",
    ],
    states: {
      empty: 'Empty',
      loading: { none: 'nothing to wait for; the form shows the save.' },
      error: 'Refused',
      disabled: 'Disabled',
      longText: 'TooLong',
    },
    texts: [],
    textsNote: "None of its own: the label is the owner's, the messages the contract's (in the interface language).",
  }),
} satisfies Meta<typeof NotaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a three-line box (required) and a four-line one with its helper text. */
export const Empty: Story = {};

/** 'Guardar' with nothing filled in: the required box's message in red under it. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText(MSG.direccionObligatoria)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Dirección completa/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Several lines typed, one too many characters in the optional box: its length message. */
export const TooLong: Story = {
  args: { observaciones: 'Una línea de observaciones.\n'.repeat(8) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Dirección completa/ }), 'Carrer Major 1{enter}08001 Barcelona');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText(MSG.textoDemasiadoLargo)).toBeVisible();
  },
};

/** Catalan interface: the contract's message in Catalan. */
export const Catalan: Story = {
  decorators: [inLanguage('ca')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText("L'adreça és obligatòria.")).toBeVisible();
  },
};

/** Disabled: the texts can be read, not changed. */
export const Disabled: Story = { args: { observaciones: 'Entregar en la puerta 3.', disabled: true } };
