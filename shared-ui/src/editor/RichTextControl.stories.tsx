import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as v from 'valibot';
import { Button, Stack } from '@chakra-ui/react';
import { MSG, requiredText } from '@dapcon/contract/core';
import { ContractForm, useContractForm } from '../form/kit';
import { inLanguage } from '../storybook/inLanguage';
import { RichTextControl } from './RichTextControl';

/** A form with one required rich text (its message: the contract's required-text one). */
const Noticia = v.object({ descripcion: requiredText(MSG.campoObligatorio) });

/** The form, empty or with a description; 'Guardar' validates it. */
function NoticiaForm({ descripcion = '', height = 360, disabled = false }: { descripcion?: string; height?: number; disabled?: boolean }) {
  const form = useContractForm(Noticia, { defaultValues: { descripcion }, submit: async () => {} });
  return (
    <ContractForm form={form} aria-label="Noticia">
      <Stack gap="4" maxW="760px">
        <RichTextControl name="descripcion" label="Descripción larga" height={height} disabled={disabled} helperText="Se publica tal como se ve." required />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          Guardar
        </Button>
      </Stack>
    </ContractForm>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Editor/RichTextControl',
  component: NoticiaForm,
} satisfies Meta<typeof NoticiaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a contract form: the label with its required mark, the helper text under the editor. */
export const Empty: Story = {};

/** 'Guardar' with nothing written: the field's message in red under the editor, the frame red. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText(MSG.campoObligatorio)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Descripción larga/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled, with a text. */
export const Disabled: Story = { args: { descripcion: '<p>Texto <strong>publicado</strong>.</p>', disabled: true } };

/** Catalan interface: the toolbar and the contract's message in Catalan. */
export const Catalan: Story = {
  decorators: [inLanguage('ca')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('El camp és obligatori.')).toBeVisible();
  },
};
