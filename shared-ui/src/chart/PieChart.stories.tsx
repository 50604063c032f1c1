import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatEuro } from '@dapcon/contract/core';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';
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
  parameters: {
    layout: 'padded',
    ...componentDocs({
      use: 'A few parts of a whole (amounts paid per category, a disk\'s used and free space) as a pie, or a doughnut with `cutout`, with its legend. In `@dapcon/shared-ui/chart`, so only the pages that draw one load chart.js.',
      do: [
        'Keep it to a few slices (up to eight colours); group the rest.',
        'Write the figures as people read them (`format`: euros, GB).',
        "Give `emptyText` for when every figure is 0: a pie of nothing is no answer.",
      ],
      dont: [
        "Tell slices apart by colour alone: the legend and the table name them.",
        'Use it to compare figures over time: a table says it better.',
      ],
      accessibility: [
        "The canvas and the legend are hidden from assistive technology; the same figures are a visually hidden table with the title as its caption, row headers for the labels.",
        'Its colours are the theme\'s, on a white border between slices.',
      ],
      states: {
        empty: 'Empty',
        loading: { none: 'the owner draws it once the figures are read.' },
        error: { none: "the owner shows a failure to read the figures (the shell's modal)." },
        disabled: { none: 'a chart is read only.' },
        longText: 'LongText',
      },
      texts: [],
      textsNote: "None of its own: the title, headers, labels and empty text are the owner's, so it is language-neutral.",
    }),
  },
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

/** A slice's label of some 120 characters wraps in the legend. */
export const LongText: Story = {
  args: { slices: [{ label: LONG_LABEL, value: 5250 }, { label: 'Inglés', value: 2000 }] },
};

/** In Catalan: the owner's texts in Catalan (the chart has none of its own). */
export const Catalan: Story = {
  args: {
    title: 'Import pagat per categoria',
    labelHeader: 'Categoria',
    valueHeader: 'Import pagat',
    emptyText: 'Encara no hi ha pagaments.',
    slices: [
      { label: 'Espanyol', value: 5250 },
      { label: 'Anglès', value: 2000 },
      { label: 'Renovades', value: 900 },
      { label: 'Publicades', value: 3750 },
    ],
  },
  decorators: [inLanguage('ca')],
};
