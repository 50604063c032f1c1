import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PickedFilter } from './PickedFilter';

const labels = { title: 'Empresa', all: 'Todas las empresas', search: 'Buscar empresa', change: 'Cambiar', clear: 'Quitar' };

/** A filter picked in a search: here the 'search' picks a fixed company. */
function Demo({ initial }: { initial?: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return <PickedFilter labels={labels} value={value} onSearch={() => setValue('Cerámicas del Vallès, S.A.')} onClear={() => setValue(undefined)} />;
}

const meta = { tags: ['autodocs'], title: 'Data/PickedFilter', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingPicked: Story = {};
export const CompanyPicked: Story = { args: { initial: 'Cerámicas del Vallès, S.A.' } };
