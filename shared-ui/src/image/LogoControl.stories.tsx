import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as v from 'valibot';
import { optionalUpload, UPLOAD_RULES } from '@dapcon/contract/core';
import { ContractForm, useContractForm } from '../form/kit';
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
