import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as v from 'valibot';
import { Button, Stack } from '@chakra-ui/react';
import { MSG, requiredText } from '@dapcon/contract/core';
import { ContractForm, useContractForm } from '../form/kit';
import { componentDocs } from '../storybook/componentDocs';
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
  parameters: componentDocs({
    use: "A rich-text field of a contract form (a content's long description, a template's body): the label with its required mark, the editor (`RichTextEditor`), the field's error under it. The value is the editor's HTML, '' when empty, so the contract's required-text rule refuses an empty document. In `@dapcon/shared-ui/editor`: load it lazily.",
    do: [
      'Load it with `lazyComponent`: tiptap stays off every first load.',
      'Give `onUploadImage` only where images belong: without it the toolbar has no image button.',
      'Set `height` to what people write there (360 for contents, 500 for templates).',
    ],
    dont: [
      'Use it for plain text: `TextareaControl`.',
      "Clean the HTML in the screen: the API's sanitiser keeps only what the editor writes.",
    ],
    accessibility: [
      "The writing area is a `textbox` (`aria-multiline`) named by the field's label, described by its helper or error, `aria-invalid` and `aria-required` as the field is; a click on the label focuses it.",
      "A refused form moves the focus to it when it is the first field in error.",
      "The toolbar's accessibility is the editor's (see RichTextEditor).",
    ],
    states: {
      empty: 'Empty',
      loading: { none: "an image's upload is the editor's (see RichTextEditor's UploadSucceeds)." },
      error: 'Refused',
      disabled: 'Disabled',
      longText: 'LongText',
    },
    texts: ['editor'],
    textsNote: "The editor's texts; the label is the owner's, the message the contract's.",
  }),
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

/** A long text with an address of one unbroken word: the lines wrap, the editor scrolls inside its height. */
export const LongText: Story = {
  args: {
    descripcion: `<p>${'La declaración ambiental de producto recoge el ciclo de vida completo del producto, de la extracción de las materias primas al fin de vida. '.repeat(6)}</p><p>https://www.dapcon.cat/es/declaraciones/ceramicas-pavimentos-y-revestimientos-sostenibles-del-mediterraneo-occidental-2026.pdf</p>`,
    height: 200,
  },
};
