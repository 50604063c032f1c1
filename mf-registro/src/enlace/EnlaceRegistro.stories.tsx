import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from '../../../config/story-utils';
import EnlaceRegistro from './EnlaceRegistro';

const meta: Meta<typeof EnlaceRegistro> = {
  title: 'Screens/mf-registro/EnlaceRegistro',
  component: EnlaceRegistro,
};
export default meta;

type Story = StoryObj<typeof EnlaceRegistro>;

/** A published declaration's record page: its entry in the public registry, opened in Spanish. */
export const Publicada: Story = { args: { codigo: 'DAPcon-2026-0001' }, ...screen({ route: '/dapcon/2/1', role: 'organizacion' }) };

/** In Catalan: the registry's page opens in Catalan. */
export const Catala: Story = { args: { codigo: 'DAPcon-2026-0001' }, ...screen({ route: '/dapcon/2/1', role: 'organizacion', lang: 'ca' }) };
