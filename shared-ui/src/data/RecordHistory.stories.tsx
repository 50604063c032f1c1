import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, mockEndpoint, MOCK_HISTORIAL } from '@dapcon/mocks';
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
  parameters: { route: '/empresas/B08000012?tab=historial', api: [answerHistorial()] } satisfies ApiStoryParameters,
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
