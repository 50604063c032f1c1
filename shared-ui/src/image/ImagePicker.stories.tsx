import { useEffect, useState } from 'react';
import { MSG } from '@dapcon/contract/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage } from '../storybook/inLanguage';
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
