import { useEffect, useState } from 'react';
import { MSG } from '@dapcon/contract/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';
import { ImagePicker, type ImagePickerProps } from './ImagePicker';
import { sampleImageFile } from './sampleImage';

/** Keeps the value, as a screen would; `withSample` starts with a drawn picture. */
function Controlled({ withSample = false, ...args }: ImagePickerProps & { withSample?: boolean }) {
  const [value, setValue] = useState<File | null>(args.value);
  useEffect(() => {
    if (!withSample) return undefined;
    let live = true;
    void sampleImageFile({ width: 600, height: 600, name: 'logo.png' }).then((file) => live && setValue(file));
    return () => {
      live = false;
    };
  }, [withSample]);
  return (
    <ImagePicker
      {...args}
      value={value}
      onChange={(file) => {
        setValue(file);
        args.onChange(file);
      }}
    />
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Image/ImagePicker',
  component: ImagePicker,
  args: { label: 'Logo', value: null, onChange: fn(), helperText: 'png, jpeg, jpg o gif de hasta 2 MB.' },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
  parameters: componentDocs({
    use: "Picks an image (a logo): checks it with the contract's upload rule (png, jpeg, jpg or gif up to 2 MB), opens 'Recortar imagen', and previews the file kept (cropped or original). In a contract form, `ImageControl`; a stored logo beside it, `LogoControl`.",
    do: ["Say in `helperText` what is accepted.", "Give `previewAlt` when the file's name says nothing ('Logo de Martínez Consulting')."],
    dont: ['Use it for a document: FileField.', 'Upload on pick: the image goes with the form.'],
    accessibility: [
      "The native file input is the control: named by the label, described by the helper or error text and by the chosen file's name; its focus ring is drawn on the visible button.",
      "After the crop dialog closes, the focus comes back to the input.",
      "The preview is an image with a text alternative; 'Quitar' is named with the file.",
    ],
    states: {
      empty: 'Empty',
      loading: { none: "the image is read in the browser; the crop dialog shows 'Cargando imagen…'." },
      error: 'WithError',
      disabled: 'Disabled',
      longText: 'LongText',
    },
    texts: ['image', 'file.remove'],
    textsNote: "Its own texts, unless the owner gives `buttonLabel`, `changeLabel`, `removeLabel` or `emptyText`; the crop dialog's are ImageCropper's.",
  }),
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: pick an image to open 'Recortar imagen'. */
export const Empty: Story = {};

/** An error from the owner (here, the server's) under the field. */
export const WithError: Story = { args: { error: 'La imagen no puede superar los 2 MB.' } };

/** A picked (and kept) image, with its preview. */
export const WithImage: Story = { render: (args) => <Controlled {...args} withSample /> };

export const Disabled: Story = { args: { disabled: true } };

/** Catalan interface: the picker's own texts and the contract's message under it. */
export const Catalan: Story = {
  args: { label: 'Logotip', helperText: 'png, jpeg, jpg o gif de fins a 2 MB.', error: MSG.logoDemasiadoGrande },
  decorators: [inLanguage('ca')],
};

/** A label and a helper text of some 120 characters wrap over the field's width. */
export const LongText: Story = { args: { label: LONG_LABEL, helperText: LONG_LABEL } };
