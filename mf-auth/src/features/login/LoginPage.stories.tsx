import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { LoginPage } from './LoginPage';

const meta: Meta<typeof LoginPage> = {
  title: 'Screens/mf-auth/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof LoginPage>;

export const Empresa: Story = { ...screen({ route: '/login' }) };

export const Administracion: Story = { ...screen({ route: '/login?role=admin' }) };

export const EnCatala: Story = { ...screen({ route: '/login', lang: 'ca' }) };

export const CamposVacios: Story = {
  ...screen({ route: '/login' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(await canvas.findByText('El documento es obligatorio.')).toBeVisible();
    await expect(canvas.getByText('La contraseña es obligatoria.')).toBeVisible();
  },
};
