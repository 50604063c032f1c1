import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, mockEndpoint, mockError, MOCK_RESUMEN_DAPCON } from '@dapcon/mocks';
import { resumenDapcon } from '@dapcon/contract/panel';
import { screen } from '../../../../config/story-utils';
import { ResumenDapcon } from './ResumenDapcon';

const meta: Meta<typeof ResumenDapcon> = {
  title: 'Screens/mf-home/ResumenDapcon',
  component: ResumenDapcon,
};
export default meta;

type Story = StoryObj<typeof ResumenDapcon>;

/** The administrator's home: the mock API's figures. */
export const Resumen: Story = { ...screen({ role: 'admin_ares' }) };
export const EnCatalan: Story = { ...screen({ role: 'admin_ares', lang: 'ca' }) };
/** A programme with no declaration yet. */
export const Vacio: Story = {
  ...screen({ role: 'admin_ares', api: [mockEndpoint(resumenDapcon, () => Object.fromEntries(Object.keys(MOCK_RESUMEN_DAPCON).map((k) => [k, 0])) as typeof MOCK_RESUMEN_DAPCON)] }),
};
export const Cargando: Story = {
  ...screen({
    role: 'admin_ares',
    api: [
      mockEndpoint(resumenDapcon, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};
export const Fallo: Story = {
  ...screen({
    role: 'admin_ares',
    api: [
      mockEndpoint(resumenDapcon, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};
