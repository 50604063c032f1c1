import type { Meta, StoryObj } from '@storybook/react-vite';
import { dapconList } from '@dapcon/contract/dapcon';
import { answerDapconList, delay, generateMockDapcons, mockEndpoint, mockError } from '@dapcon/mocks';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { DapconHome } from './DapconHome';
import { DapconList } from './DapconList';

const meta: Meta<typeof DapconHome> = {
  title: 'Screens/mf-empresas/DapconList',
  component: DapconHome,
};
export default meta;

type Story = StoryObj<typeof DapconHome>;

/**
 * More than two pages of declarations in every state (renewals, several languages, ECO Platform), as
 * they are: who sees which and what a filter selects are the API's (DapconList.api.test.tsx).
 */
const completa = [mockEndpoint(dapconList, (input) => answerDapconList(generateMockDapcons(47), input))];

/** A company's /dapcon: its declarations, 'Nueva DAPcon', no company column or filter. */
export const Empresa: Story = { ...screen({ route: '/dapcon', role: 'organizacion', claims: { usuario: 'A08612343' } }) };

/** A consultant's /dapcon: the declarations it authored. */
export const Consultor: Story = { ...screen({ route: '/dapcon', role: 'consultor', claims: { usuario: '47815236F' } }) };

/** The administration's /dapcon with a long list: every company, the company filter with the Buscador. */
export const AdministracionCompleta: Story = { ...screen({ route: '/dapcon', role: 'admin_ares', api: completa }) };

/** Opened from a shared link: the filters for published declarations in English, by validity, page 1. */
export const Filtrada: Story = {
  ...screen({ route: '/dapcon?estado=publicada&idioma_id=3&order_by=dapcon_valido_hasta+asc', role: 'admin_ares', api: completa }),
};

/** A verifier's /verificar-dapcon: the declarations assigned to it. */
export const Verificador: Story = {
  render: () => <DapconList verificar />,
  ...screen({ route: '/verificar-dapcon', role: 'verificador', claims: { usuario: '39284756C' } }),
};

/** The administration's /verificar-dapcon: the declarations in verification. */
export const VerificarAdministracion: Story = {
  render: () => <DapconList verificar />,
  ...screen({ route: '/verificar-dapcon', role: 'admin_ares', api: completa }),
};

/** Before the first answer: skeleton rows. */
export const Cargando: Story = {
  ...screen({
    route: '/dapcon',
    role: 'organizacion',
    claims: { usuario: 'A08612343' },
    api: [
      mockEndpoint(dapconList, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};

/** Nothing matches the filters. */
export const SinResultados: Story = {
  ...screen({
    route: '/dapcon?filter_text=zzzz',
    role: 'organizacion',
    claims: { usuario: 'A08612343' },
    api: [mockEndpoint(dapconList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))],
  }),
};

/** A company with no declaration yet: the list's empty text and 'Nueva DAPcon'. */
export const Vacia: Story = {
  ...screen({
    route: '/dapcon',
    role: 'organizacion',
    claims: { usuario: 'A08612343' },
    api: [mockEndpoint(dapconList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))],
  }),
};

/** The same in Catalan. */
export const BuidaCatala: Story = {
  ...screen({
    route: '/dapcon',
    role: 'organizacion',
    claims: { usuario: 'A08612343' },
    lang: 'ca',
    api: [mockEndpoint(dapconList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))],
  }),
};

/** The server fails: the shell's error modal shows it (not in this story); the table says so. */
export const ErrorDelServidor: Story = {
  ...screen({
    route: '/dapcon',
    role: 'organizacion',
    claims: { usuario: 'A08612343' },
    api: [
      mockEndpoint(dapconList, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};

/** In Catalan. */
export const Catalan: Story = { ...screen({ route: '/dapcon', role: 'admin_ares', lang: 'ca', api: completa }) };
