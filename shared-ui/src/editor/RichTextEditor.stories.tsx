import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleImageFile } from '../image/sampleImage';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

/** A news item as the editor writes it. */
const SAMPLE_HTML =
  '<h2>Jornada DAPcon 2027</h2>' +
  '<p>El <strong>programa DAPcon</strong> organiza una jornada sobre <em>declaraciones ambientales de producto</em> en Barcelona.</p>' +
  '<ul><li><p>Inscripción gratuita</p></li><li><p>Plazas limitadas</p></li></ul>' +
  '<blockquote><p>La sostenibilidad se mide.</p></blockquote>' +
  '<p>Más información en <a href="https://www.dapcon.cat" target="_blank" rel="noopener noreferrer">la web del programa</a>.</p>';

/** Keeps the value, as a screen would, and shows the HTML it reports under the editor. */
function Controlled(args: RichTextEditorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxWidth: 760 }}>
      <RichTextEditor
        {...args}
        value={value}
        onChange={(html) => {
          setValue(html);
          args.onChange(html);
        }}
      />
      <pre style={{ marginTop: 12, fontSize: 12, whiteSpace: 'pre-wrap', color: '#4a5568' }}>{value}</pre>
    </div>
  );
}

/** An upload that answers, after a moment, an address the browser shows (the picked file itself). */
const uploadSucceeds = async (file: File) => {
  await new Promise((resolve) => setTimeout(resolve, 600));
  return URL.createObjectURL(file);
};

/** Picks a drawn picture with the toolbar's image button. */
async function pickSampleImage(canvasElement: HTMLElement) {
  const file = await sampleImageFile({ width: 480, height: 270, name: 'cartel.png' });
  await userEvent.upload(within(canvasElement).getByTestId('rich-text-image-input'), file);
}

const meta = {
  tags: ['autodocs'],
  title: 'Editor/RichTextEditor',
  component: RichTextEditor,
  args: { value: '', onChange: fn(), height: 360, 'aria-label': 'Descripción larga' },
  render: (args) => <Controlled {...args} />,
  parameters: componentDocs({
    use: "The portal's rich-text editor (tiptap): headings 2–4, bold, italic, underline, strike, lists, quotes, links (http, https, mailto) and the images the owner uploads; what the API's sanitiser keeps. In a contract form use `RichTextControl`; alone, name it with `aria-label`.",
    do: [
      "Give `onUploadImage` where images belong: it uploads the picked file and answers its address.",
      "Name it: `aria-label` alone, or the field's label inside a FormField.",
    ],
    dont: [
      'Paste in HTML the API will not keep (tables, colours): it is dropped on saving.',
      "Use it for a one-line text.",
    ],
    accessibility: [
      "A `toolbar` named 'Formato del texto' whose buttons are named ('Negrita') and pressed (`aria-pressed`) as the text under the cursor is; clicking one keeps the text's focus and selection.",
      "The writing area is a multi-line `textbox`, named, described, `aria-invalid` as its field is; the browser's and tiptap's keyboard (Ctrl+B, Ctrl+Z…).",
      "An upload's failure is a `role=\"alert\"` ('Error al cargar la imagen'); an image takes its file's name as its alternative text.",
    ],
    states: {
      empty: 'Empty',
      loading: 'UploadSucceeds',
      error: 'UploadFails',
      disabled: 'Disabled',
      longText: 'LongText',
    },
    texts: ['editor'],
  }),
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty document, 360 px high (contents); no upload given, so no image button. */
export const Empty: Story = {};

/** A document with headings, formats, a list, a quote and a link. */
export const WithContent: Story = { args: { value: SAMPLE_HTML } };

/** The image button uploads the picked file and inserts the address the upload answers. */
export const UploadSucceeds: Story = {
  args: { value: '<p>Cartel de la jornada:</p>', onUploadImage: uploadSucceeds },
  play: async ({ canvasElement }) => {
    await pickSampleImage(canvasElement);
    await expect(await within(canvasElement).findByRole('img', { name: 'cartel' }, { timeout: 3000 })).toBeVisible();
  },
};

/** The upload fails: 'Error al cargar la imagen' above the text, which stays as it was. */
export const UploadFails: Story = {
  args: { value: '<p>Cartel de la jornada:</p>', onUploadImage: () => Promise.reject(new Error('503')) },
  play: async ({ canvasElement }) => {
    await pickSampleImage(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar la imagen');
  },
};

/** Invalid: a red frame (the owner shows why, under the field: see RichTextControl). */
export const Invalid: Story = { args: { invalid: true } };

/** Disabled: the text can be read, not changed; the toolbar is off. */
export const Disabled: Story = { args: { value: SAMPLE_HTML, disabled: true } };

/** 500 px high, as the message templates' editor. */
export const Templates: Story = {
  args: {
    height: 500,
    onUploadImage: uploadSucceeds,
    value: '<p>Hola, {{nombre}}:</p><p>Hemos recibido una solicitud para restablecer la contraseña de su cuenta en el portal DAPcon.</p><p><a href="https://portal.dapcon.cat/restablecer" target="_blank" rel="noopener noreferrer">Restablecer la contraseña</a></p>',
  },
};

/** Catalan interface: the toolbar's names and the upload's error in Catalan. */
export const Catalan: Story = {
  args: { value: '<p>Cartell de la jornada:</p>', onUploadImage: () => Promise.reject(new Error('503')), 'aria-label': 'Descripció llarga' },
  decorators: [inLanguage('ca')],
  play: async ({ canvasElement }) => {
    await pickSampleImage(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error en carregar la imatge');
  },
};

/** A long text with an address of one unbroken word: the lines wrap, the writing area scrolls inside its height. */
export const LongText: Story = {
  args: {
    height: 200,
    value: `<p>${'La declaración ambiental de producto recoge el ciclo de vida completo del producto, de la extracción de las materias primas al fin de vida. '.repeat(6)}</p><p>https://www.dapcon.cat/es/declaraciones/ceramicas-pavimentos-y-revestimientos-sostenibles-del-mediterraneo-occidental-2026.pdf</p>`,
  },
};
