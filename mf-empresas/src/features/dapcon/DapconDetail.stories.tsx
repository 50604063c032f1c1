import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOCK_DAPCON_IDS, MOCK_EMPRESAS } from '@dapcon/mocks';
import type { Lang, Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { DapconDetail } from './DapconDetail';

/** The page under its route, as the area mounts it (it reads the id and the language from the path). */
function Page() {
  return <AreaRoutes routes={[{ path: '/dapcon/:id/:languageId', title: 'Ficha DAPcon', element: <DapconDetail /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-empresas/DapconDetail',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const EMPRESA = MOCK_EMPRESAS[0] as (typeof MOCK_EMPRESAS)[number];
const at = (path: string, lang: Lang = 'es', role: Role = 'organizacion') =>
  screen({ route: path, role, lang, claims: { usuario: role === 'organizacion' ? EMPRESA.org_cif : '46127839M' } });

/** A draft just created: no code, no validity, one history entry. */
export const Borrador: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.borrador}/1`) };

/** The same in Catalan, on its Catalan tab. */
export const EsborranyCatala: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.borrador}/2`, 'ca') };

/** A published declaration seen by the administration: code, validity, the company link and a history with a return and an impersonation. */
export const ConHistorial: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.publicada}/1`, 'es', 'admin_ares') };

/** The same in Catalan. */
export const AmbHistorialCatala: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.publicada}/3`, 'ca', 'admin_ares') };

/** A renewal: 'Renovado a partir de N° DAPcon-2021-0007'. */
export const ConPadre: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.renovada}/1`) };

/** The same in Catalan. */
export const AmbPareCatala: Story = { ...at(`/dapcon/${MOCK_DAPCON_IDS.renovada}/1`, 'ca') };

/** No declaration with that id (or not the caller's): 'No se ha encontrado la DAPcon.' */
export const NoEncontrada: Story = { ...at('/dapcon/9999/1') };

/** The same in Catalan. */
export const NoTrobadaCatala: Story = { ...at('/dapcon/9999/1', 'ca') };
