import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UPLOAD_RULES } from '@dapcon/contract/core';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';
import { FileField, type FileFieldProps } from './FileField';

/** A small PDF-typed file for the stories (its bytes are placeholders). */
const sampleCertificate = new File([new Uint8Array(245 * 1024)], 'certificado-iso-14001.pdf', { type: 'application/pdf' });

const meta = {
  tags: ['autodocs'],
  title: 'Forms/FileField',
  component: FileField,
  args: { label: 'Certificado ISO 14001', value: null, onChange: fn(), rule: UPLOAD_RULES.documento },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
  parameters: componentDocs({
    use: "One document to attach (a certificate, an accreditation): 'Seleccionar archivo', the chosen file's name and size, 'Quitar'. The contract's upload rule refuses another type or a file too big on the spot. In a contract form, `FileControl`.",
    do: [
      'Pass the contract\'s rule (`UPLOAD_RULES.documento`): its types, size and messages are the API\'s own.',
      'Say in `helperText` what is accepted ("PDF de hasta 10 MB").',
      'Give forms `noValidate` when the field is `required`: the portal\'s message is the one shown.',
    ],
    dont: [
      'Use it for an image: `ImagePicker` crops and previews it.',
      'Check the file again in the screen: a refused file never reaches `onChange`.',
      'Upload on pick: the file goes with the form.',
    ],
    accessibility: [
      'The native file input is the control: named by the label, focusable, its focus ring drawn on the visible button (which is hidden from assistive technology and out of the tab order).',
      "The input is described by the helper or error text and by the chosen file's name, so a screen reader hears what is attached.",
      "'Quitar' is named with the file ('Quitar: certificado-iso-14001.pdf').",
    ],
    states: {
      empty: 'Empty',
      loading: { none: 'the file is read when picked and sent with the form; the form shows the wait.' },
      error: 'WithError',
      disabled: 'Disabled',
      longText: 'LongText',
    },
    texts: ['file'],
    textsNote: 'Its own texts, unless the owner gives `buttonLabel`, `removeLabel` or `emptyText`; the label and the messages are the owner\'s and the contract\'s.',
  }),
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

/** A file attached, and the field disabled: neither a new pick nor 'Quitar'. */
export const Disabled: Story = { args: { value: sampleCertificate, disabled: true } };

/** A label of some 120 characters and a file name of one long word: both wrap inside the field. */
export const LongText: Story = {
  args: {
    label: LONG_LABEL,
    value: new File([new Uint8Array(1024)], 'certificado-sistema-de-gestion-ambiental-iso-14001-2015-emitido-por-la-entidad-acreditada-2026.pdf', { type: 'application/pdf' }),
  },
};
