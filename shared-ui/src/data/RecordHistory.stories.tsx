import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, mockEndpoint, mockError, MOCK_HISTORIAL } from '@dapcon/mocks';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { atRoute, withMockApi, type ApiStoryParameters } from '../storybook/mockApi';
import { RecordHistory } from './RecordHistory';
import { useLocalListQuery } from './useListQuery';
import { answerHistorial, historialFixture } from './testing/fixture-history';

/** Field and record names as an area passes them (mf-empresas's own, in its texts). */
const CAMPOS: Record<string, string> = { org_telefono: 'Teléfono', persona_contacto_nombre: 'Persona de contacto: nombre', exento_cuota: 'Exenta de cuota', password_hash: 'Contraseña' };
const ENTIDADES: Record<string, string> = { organizaciones: 'Empresa', usuarios: 'Cuenta de acceso' };

/** A company's history, as mf-empresas's 'Historial' tab shows it (the mock API's fixture entries). */
function CompanyHistory() {
  const list = useLocalListQuery(historialFixture, { filters: { registro_id: '1' } });
  return (
    <RecordHistory
      list={list}
      aria-label="Historial"
      intro="Quién cambió qué y cuándo en la empresa y en su cuenta de acceso, lo más reciente primero."
      emptyText="Ningún cambio registrado."
      fieldLabel={(campo) => CAMPOS[campo]}
      entityLabel={(entidad) => ENTIDADES[entidad]}
    />
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Data/RecordHistory',
  component: CompanyHistory,
  loaders: [withMockApi],
  decorators: [atRoute],
  parameters: {
    route: '/empresas/B08000012?tab=historial',
    api: [answerHistorial()] satisfies ApiStoryParameters['api'],
    ...componentDocs({
      use: "A record's history (a company's, a consultant's): the audit trail's entries about it, newest first, 20 a page: when (Madrid time), who (and 'por' the administrator behind an impersonation), what was done and the fields changed, before → after. A secret shows as '••••'.",
      do: [
        'Name the fields and kinds of record in the interface language (`fieldLabel`, `entityLabel`); a field it is not told about shows as its column.',
        'Say above it whose history it is and what it never shows (`intro`).',
      ],
      dont: [
        'Show values the API keeps hidden: it shows what the API sends.',
        'Use it for a list of records: it is one record\'s changes.',
      ],
      accessibility: [
        "A table named by `aria-label` (its caption), paged like any list of the kit; each change is a list item.",
        'Long values break inside their cell rather than widening the table.',
      ],
      states: {
        empty: 'Empty',
        loading: 'Loading',
        error: 'Error',
        disabled: { none: 'a history is read only.' },
        longText: 'LongValues',
      },
      texts: ['history', 'table', 'pagination'],
      textsNote: "Its own texts (the list kit's besides); the fields' and records' names are the area's.",
    }),
  },
} satisfies Meta<typeof CompanyHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Newest first: a change made while an administrator acted as the company ('por'), the
 * impersonation's start, the administration's changes, a password ('••••'), the account's creation.
 * The area names the fields; one it does not name shows as its column.
 */
export const Entries: Story = {};

/** The texts of the table in Catalan (the fields' names are the area's). */
export const Catalan: Story = { decorators: [inLanguage('ca')] };

/** No entry yet: the text the area gives. */
export const Empty: Story = {
  parameters: { api: [answerHistorial([])] } satisfies ApiStoryParameters,
};

/** Before the first answer: skeleton rows. */
export const Loading: Story = {
  parameters: {
    api: [
      mockEndpoint(historialFixture, async () => {
        await delay('infinite');
        return { data: [], total: 0, per_page: 20, current_page: 1 };
      }),
    ],
  } satisfies ApiStoryParameters,
};

/** Long values break inside their cell rather than widening the table. */
export const LongValues: Story = {
  parameters: {
    api: [
      answerHistorial([{ ...MOCK_HISTORIAL[0]!, cambios: { persona_contacto_nombre: { antes: 'x'.repeat(120), despues: 'Persona de contacto con un nombre muy largo '.repeat(4) } } }]),
    ],
  } satisfies ApiStoryParameters,
};

/** The history cannot be read: 'No se pudo cargar la info' in the table (the error itself goes to the shell's modal). */
export const Error: Story = {
  parameters: {
    api: [
      mockEndpoint(historialFixture, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  } satisfies ApiStoryParameters,
};
