import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_NAME } from '../storybook/longText';
import { PickedFilter, type PickedFilterLabels } from './PickedFilter';

const labels = { title: 'Empresa', all: 'Todas las empresas', search: 'Buscar empresa', change: 'Cambiar', clear: 'Quitar' };

/** A filter picked in a search: here the 'search' picks a fixed company. */
function Demo({ initial, texts = labels }: { initial?: string; texts?: PickedFilterLabels }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return <PickedFilter labels={texts} value={value} onSearch={() => setValue('Cerámicas del Vallès, S.A.')} onClear={() => setValue(undefined)} />;
}

const meta = {
  tags: ['autodocs'],
  title: 'Data/PickedFilter',
  component: Demo,
  parameters: componentDocs({
    use: "A list filter whose value is picked in a search rather than typed (a company for the DAPcon list or the annual fees): what is picked, or that nothing is, a button to search or change it and one to drop it. The search modal (a 'Buscador de Organizaciones') is its `children`.",
    do: [
      "Keep the picked id in the list's URL and show its name here, as the user reads it.",
      "Write `all` as what the list shows without the filter ('Todas las empresas').",
    ],
    dont: [
      'Use it for a value people can type (a CIF): a text field of `FilterPanel`.',
      'Show an id instead of a name.',
    ],
    accessibility: [
      "A `<section>` named by the filter's title ('Empresa'); its buttons say what they do ('Buscar empresa', 'Cambiar', 'Quitar').",
      'The search modal keeps the focus inside while open and gives it back on closing (Modal).',
    ],
    states: {
      empty: 'NothingPicked',
      loading: { none: "the name is the owner's; the search modal shows its own loading." },
      error: { none: "nothing to refuse: a search finds a company or not, in its modal." },
      disabled: { none: 'a list can always be filtered.' },
      longText: 'LongText',
    },
    texts: [],
    textsNote: "None of its own: every text is the owner's (`labels`), in the interface language.",
  }),
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingPicked: Story = {};
export const CompanyPicked: Story = { args: { initial: 'Cerámicas del Vallès, S.A.' } };

/** A company name of some 120 characters wraps inside the panel. */
export const LongText: Story = { args: { initial: LONG_NAME } };

/** Catalan: the owner's texts in Catalan. */
export const Catalan: Story = {
  args: { texts: { title: 'Empresa', all: 'Totes les empreses', search: 'Cercar empresa', change: 'Canviar', clear: 'Treure' } },
  decorators: [inLanguage('ca')],
};
