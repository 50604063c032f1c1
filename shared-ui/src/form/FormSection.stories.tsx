import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid } from '@chakra-ui/react';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';
import { FormField } from './FormField';
import { FormSection } from './FormSection';
import { TextInput } from './TextInput';

const meta = {
  tags: ['autodocs'],
  title: 'Forms/FormSection',
  component: FormSection,
  args: {
    legend: 'Persona de contacto',
    children: (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Nombre" required>
          <TextInput name="nombre" defaultValue="Marta Puig" />
        </FormField>
        <FormField label="Cargo" required>
          <TextInput name="cargo" defaultValue="Gerente" />
        </FormField>
      </SimpleGrid>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
  parameters: componentDocs({
    use: "A titled group of a form's fields ('Dirección', 'Persona de contacto'): a `<fieldset>` named by its `<legend>`. CompanyFields builds its sections with it.",
    do: ['Group the fields that belong to one thing (a person, an address) under a title that names it.', 'Keep the fields\' own labels short: the legend says whose they are.'],
    dont: ['Nest sections.', 'Use it for one field: its label is enough.'],
    accessibility: [
      "A `<fieldset>`: a screen reader reads its legend on entering the group, and a test finds it as `getByRole('group', { name })`.",
    ],
    states: {
      empty: { none: 'a section holds its fields; their states are theirs.' },
      loading: { none: 'its fields show their own wait.' },
      error: { none: "each field shows its own error (FormField's WithError)." },
      disabled: { none: "each field is disabled by itself (FormField's Disabled)." },
      longText: 'LongText',
    },
    texts: [],
    textsNote: "None of its own: the legend is the owner's.",
  }),
} satisfies Meta<typeof FormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A legend of some 120 characters wraps over the section's width. */
export const LongText: Story = { args: { legend: LONG_LABEL } };

/** Catalan: the owner's legend and labels in Catalan. */
export const Catalan: Story = {
  args: {
    legend: 'Persona de contacte',
    children: (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Nom" required>
          <TextInput name="nombre" defaultValue="Marta Puig" />
        </FormField>
        <FormField label="Càrrec" required>
          <TextInput name="cargo" defaultValue="Gerent" />
        </FormField>
      </SimpleGrid>
    ),
  },
  decorators: [inLanguage('ca')],
};
