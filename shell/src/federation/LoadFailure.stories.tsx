import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useTranslation } from '@dapcon/shared-sdk';
import { screen } from '../../../config/story-utils';
import '../i18n';
import { LoadFailure } from './LoadFailure';

/** What the federation runtime throws for an area whose manifest got no answer (the network is gone). */
const NO_NETWORK = new TypeError('Failed to fetch');
/** A failure that is not the network's (a build the shell refused, a screen that crashed). */
const OTHER = new Error('The remote mf_finanzas did not expose ./Routes');

/** The failure as the area's slot shows it, with the shell's texts in the story's language. */
function AreaFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation(['common', 'shell']);
  const area = i18n.language === 'ca' ? "l'àrea de finances" : 'el área de finanzas';
  return <LoadFailure error={error} message={t('frame.errorRemoto', { area })} offlineMessage={t('offline.area', { ns: 'shell', area })} onRetry={onRetry} />;
}

const meta: Meta<typeof AreaFailure> = {
  title: 'Screens/shell/LoadFailure',
  component: AreaFailure,
  args: { error: NO_NETWORK, onRetry: fn() },
};
export default meta;

type Story = StoryObj<typeof AreaFailure>;

/** An area opened with no connection: 'Sin conexión', a retry, and a retry by itself when the network is back. */
export const SinConexion: Story = { ...screen({ route: '/pagos', role: 'admin_ares' }) };
/** The same in Catalan: 'Sense connexió', 'Tornar-ho a provar'. */
export const SenseConnexio: Story = { ...screen({ route: '/pagos', role: 'admin_ares', lang: 'ca' }) };
/** Any other failure, with the network there: the area's usual retry message. */
export const AreaNoCargada: Story = { args: { error: OTHER }, ...screen({ route: '/pagos', role: 'admin_ares' }) };
