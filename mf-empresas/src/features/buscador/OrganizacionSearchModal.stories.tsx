import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { organizaciones } from '@dapcon/contract/empresas';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import '../../i18n';
import { OrganizacionSearchModal } from './OrganizacionSearchModal';

const meta: Meta<typeof OrganizacionSearchModal> = {
  title: 'Screens/mf-empresas/OrganizacionSearchModal',
  component: OrganizacionSearchModal,
  // Opened over another area's page (a payment form): its URL never changes.
  args: { open: true, onClose: fn(), onPick: fn() },
};
export default meta;

type Story = StoryObj<typeof OrganizacionSearchModal>;

const nothing = [mockEndpoint(organizaciones, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))];
const never = [
  mockEndpoint(organizaciones, async () => {
    await delay('infinite');
    throw new Error('never answers');
  }),
];
const failing = [
  mockEndpoint(organizaciones, () => {
    throw mockError(500, 'Error interno del servidor.');
  }),
];
const at = (lang: Lang, api: ScreenOptions['api'] = []) => screen({ route: '/pagos?tab=cuotas', role: 'admin_ares', lang, api });

/** The mock's companies, as they are: filter, sort, page and 'Seleccionar' (what they select is the API's). */
export const Resultados: Story = { ...at('es') };

/** Nothing matches: 'No es van trobar resultats'. */
export const SinResultados: Story = { ...at('es', nothing) };

/** Before the first answer: skeleton rows. */
export const Cargando: Story = { ...at('es', never) };

/** The server fails: the shell's error modal shows it (not in this story); the table says so. */
export const ErrorDelServidor: Story = { ...at('es', failing) };

/** In Catalan: 'Cercador d'Organitzacions'. */
export const Resultats: Story = { ...at('ca') };

/** In Catalan, nothing matches. */
export const SenseResultats: Story = { ...at('ca', nothing) };

/** In Catalan, before the first answer. */
export const Carregant: Story = { ...at('ca', never) };

/** In Catalan, the server fails. */
export const ErrorDelServidorCa: Story = { ...at('ca', failing), name: 'Error del servidor (CA)' };
