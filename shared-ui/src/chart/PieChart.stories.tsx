import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatEuro } from '@dapcon/contract/core';
import { PieChart } from './PieChart';

const meta = {
  tags: ['autodocs'],
  title: 'Charts/PieChart',
  component: PieChart,
  args: {
    title: 'Importe pagado por categoría',
    labelHeader: 'Categoría',
    valueHeader: 'Importe pagado',
    format: formatEuro,
    emptyText: 'Todavía no hay pagos.',
    slices: [
      { label: 'Español', value: 5250 },
      { label: 'Inglés', value: 2000 },
      { label: 'Renovadas', value: 900 },
      { label: 'Publicadas', value: 3750 },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A company's declarations: amounts paid per language, renewed and published. */
export const AmountsPaid: Story = {};

/** Counts, written as they are, in Catalan. */
export const Counts: Story = {
  args: {
    title: 'DAPcon per categoria',
    labelHeader: 'Categoria',
    valueHeader: 'DAPcon',
    format: String,
    slices: [
      { label: 'Espanyol', value: 9 },
      { label: 'Anglès', value: 4 },
      { label: 'Renovades', value: 3 },
      { label: 'Publicades', value: 5 },
    ],
  },
};

/** Nothing paid yet: the text instead of the pie, the table still read. */
export const Empty: Story = {
  args: { slices: [{ label: 'Español', value: 0 }, { label: 'Inglés', value: 0 }] },
};

/** A doughnut (`cutout`): a disk's used and free space. */
export const Doughnut: Story = {
  args: {
    title: 'Uso del disco',
    labelHeader: 'Uso',
    valueHeader: 'Tamaño',
    format: (value: string | number | null | undefined) => `${String(value)} GB`,
    cutout: '60%',
    colors: ['orange.400', 'brand.500'],
    slices: [
      { label: 'Usado', value: 38 },
      { label: 'Libre', value: 62 },
    ],
  },
};
