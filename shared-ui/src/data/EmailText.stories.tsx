import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Table } from '@chakra-ui/react';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_EMAIL } from '../storybook/longText';
import { EmailText } from './EmailText';

/** The address in a narrow table cell, as a list's column shows it. */
function InACell({ email, header = 'Correo electrónico' }: { email: string; header?: string }) {
  return (
    <Table.Root size="sm" maxW="16rem" borderWidth="1px">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{header}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <Table.Row>
          <Table.Cell>
            <EmailText email={email} />
          </Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Data/EmailText',
  component: InACell,
  args: { email: 'administracion@ceramicasdelvalles.example.org' },
  parameters: componentDocs({
    use: "An e-mail address in a table's cell or a list of recipients: it breaks only after its '@' when the column is narrow (never at a hyphen of its name nor inside its domain), so a long address makes its column no wider than its longer half. The stories show it in a narrow cell.",
    do: ['Use it for every address in a table column (companies, consultants, the e-mails sent).', 'Link it (`mailto:`) where writing to it is what people do next.'],
    dont: ["Use it for a text that is not an address: without an '@' it stays whole on one line.", 'Cut an address with an ellipsis: people copy it.'],
    accessibility: [
      'Plain text, read as one address; the break point (`<wbr>`) is not announced.',
      'One element, so inside a flex container its two halves stay one item.',
    ],
    states: {
      empty: { none: "the owner shows nothing, or its own dash, for a missing address." },
      loading: { none: 'the table around it shows the wait.' },
      error: { none: 'it shows an address, right or wrong: checking it is the form\'s.' },
      disabled: { none: 'it is not a control.' },
      longText: 'LongText',
    },
    texts: [],
    textsNote: "None of its own: the address is the record's.",
  }),
} satisfies Meta<typeof InACell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address wider than its column breaks after its '@'. */
export const Default: Story = {};

/** An address with a hyphen in its name: no break at the hyphen. */
export const Hyphenated: Story = { args: { email: 'no-reply@dapcon.example.org' } };

/** A long address of one unbroken word: two lines, split after the '@'; each half stays whole. */
export const LongText: Story = { args: { email: LONG_EMAIL } };

/** Several addresses one under the other, as a mailing's recipients. */
export const Recipients: Story = {
  render: () => (
    <Stack gap="1" maxW="16rem">
      <EmailText email="info@pinturesvidal.example.es" />
      <EmailText email="compras@ceramicasdelvalles.example.org" />
      <EmailText email="calidad@morterosibericos.example.com" />
    </Stack>
  ),
};

/** Catalan: the owner's column header in Catalan (the address has no text of its own). */
export const Catalan: Story = { args: { header: 'Correu electrònic' }, decorators: [inLanguage('ca')] };
