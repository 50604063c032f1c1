import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as v from 'valibot';
import { optionalUpload, UPLOAD_RULES } from '@dapcon/contract/core';
import { ContractForm, useContractForm } from '../form/kit';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LogoControl } from './LogoControl';
import { sampleImageFile } from './sampleImage';

const LogoForm = v.object({ logo: optionalUpload(UPLOAD_RULES.logo) });

/** The logo section in its form; `withStored` draws a stored logo, `loading` keeps it coming. */
function LogoSection({ withStored = false, loading = false, alt = 'Logo de Martínez Consulting', emptyText = 'El consultor aún no tiene logo.' }: { withStored?: boolean; loading?: boolean; alt?: string; emptyText?: string }) {
  const form = useContractForm(LogoForm, { defaultValues: { logo: null }, submit: async () => {} });
  const [stored, setStored] = useState<Blob | null>(null);
  useEffect(() => {
    if (!withStored || loading) return undefined;
    let live = true;
    void sampleImageFile({ width: 480, height: 240, name: 'logo.png' }).then((file) => live && setStored(file));
    return () => {
      live = false;
    };
  }, [withStored, loading]);
  return (
    <ContractForm form={form} aria-label="Logo">
      <LogoControl stored={stored} hasStored={withStored} alt={alt} emptyText={emptyText} />
    </ContractForm>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Image/LogoControl',
  component: LogoSection,
  parameters: componentDocs({
    use: "The logo section of a company's or a consultant's form: the stored logo, and a new one picked and cropped into the form's `logo` field, sent with the form. In `@dapcon/shared-ui/image`; the owner reads the stored bytes.",
    do: [
      "Say `hasStored` as soon as the record says there is a logo, before its bytes come: the box waits instead of saying there is none.",
      "Give the stored logo a text alternative naming whose it is (`alt`).",
    ],
    dont: ['Use it outside a contract form: it writes the form\'s field.'],
    accessibility: [
      "The stored logo is an image with its text alternative; with none, the box says so in words.",
      "The new logo's picker is ImagePicker's (a named file input, the crop dialog, the focus back after it).",
    ],
    states: {
      empty: 'NoLogo',
      loading: 'Loading',
      error: { none: "a refused file is the picker's message (ImagePicker's WithError); a failed save the form's." },
      disabled: { none: 'the section is shown only where the logo may be changed.' },
      longText: { none: "its texts are its own and short; the empty text is the owner's." },
    },
    texts: ['logo', 'image', 'file.remove'],
    textsNote: "Its own texts and its picker's; `alt` and `emptyText` are the owner's.",
  }),
} satisfies Meta<typeof LogoSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing stored: the box says so; pick a new logo to crop it. */
export const NoLogo: Story = {};

/** A stored logo beside the picker of a new one. */
export const Stored: Story = { args: { withStored: true } };

/** A stored logo whose bytes are still coming: an empty box, no 'no logo' text. */
export const Loading: Story = { args: { withStored: true, loading: true } };

/** Catalan interface. */
export const Catalan: Story = { args: { emptyText: 'El consultor encara no té logotip.', alt: 'Logotip de Martínez Consulting' }, decorators: [inLanguage('ca')] };
