import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UPLOAD_RULES } from '@dapcon/contract/core';
import { inLanguage } from '../storybook/inLanguage';
import { FileField, type FileFieldProps } from './FileField';

/** A small PDF-typed file for the stories (its bytes are placeholders). */
const sampleCertificate = new File([new Uint8Array(245 * 1024)], 'certificado-iso-14001.pdf', { type: 'application/pdf' });

const meta = {
  tags: ['autodocs'],
  title: 'Forms/FileField',
  component: FileField,
  args: { label: 'Certificado ISO 14001', value: null, onChange: fn(), rule: UPLOAD_RULES.documento },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { helperText: 'PDF de hasta 10 MB.' } };

export const WithFile: Story = { args: { value: sampleCertificate } };

/** The owner's message when the ISO 14001 box is ticked and nothing is attached. */
export const WithError: Story = { args: { required: true, error: 'Es necesario adjuntar el documento acreditativo' } };

function Controlled(args: FileFieldProps) {
  const [value, setValue] = useState<File | null>(args.value);
  return (
    <FileField
      {...args}
      value={value}
      onChange={(file) => {
        setValue(file);
        args.onChange(file);
      }}
    />
  );
}

/** Pick a PDF of up to 10 MB; other files are refused with the rule's message. */
export const Interactive: Story = { args: { label: 'Certificado EMAS', helperText: 'PDF de hasta 10 MB.' }, render: (args) => <Controlled {...args} /> };

/** Catalan interface: the field's own texts and the contract's message under it. */
export const Catalan: Story = {
  args: { label: 'Certificat ISO 14001', required: true, error: 'Es necesario adjuntar el documento acreditativo' },
  decorators: [inLanguage('ca')],
};
