import type { Meta, StoryObj } from '@storybook/react-vite';
import { recordatoriosList } from '@dapcon/contract/contenidos';
import { mockEndpoint } from '@dapcon/mocks';
import { screen } from '../../../../config/story-utils';
import { RecordatoriosDapcon } from './RecordatoriosDapcon';

const meta: Meta<typeof RecordatoriosDapcon> = {
  title: 'Screens/mf-contenidos/RecordatoriosDapcon',
  component: RecordatoriosDapcon,
};
export default meta;

type Story = StoryObj<typeof RecordatoriosDapcon>;

/** The DAPcon record page's panel (the administration's): its reminders sent, their recipients and states, 'Reenviar'. */
export const Enviados: Story = { args: { dapconId: 3 }, ...screen({ route: '/dapcon/3/1', role: 'admin_ares' }) };

/** None sent yet: its empty text. */
export const Ninguno: Story = {
  args: { dapconId: 3 },
  ...screen({ route: '/dapcon/3/1', role: 'admin_ares', api: [mockEndpoint(recordatoriosList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))] }),
};

/** In Catalan. */
export const Catala: Story = { args: { dapconId: 3 }, ...screen({ route: '/dapcon/3/1', role: 'admin_ares', lang: 'ca' }) };
