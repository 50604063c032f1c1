import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { MisDatosAdministrador } from './MisDatosAdministrador';

const meta: Meta<typeof MisDatosAdministrador> = {
  title: 'Screens/mf-consultores/MisDatosAdministrador',
  component: MisDatosAdministrador,
};
export default meta;

type Story = StoryObj<typeof MisDatosAdministrador>;

/** The demo Ares administrator's own data: its user read-only. */
export const Administradora: Story = { ...screen({ route: '/mis-datos', role: 'admin_ares', claims: { sub: '1' } }) };

/** In Catalan. */
export const Catala: Story = { ...screen({ route: '/mis-datos', role: 'admin_ares', claims: { sub: '1' }, lang: 'ca' }) };

/** The phone emptied: 'El telefono es obligatorio.', as the spec writes it. */
export const TelefonoObligatorio: Story = {
  ...screen({ route: '/mis-datos', role: 'admin_ares', claims: { sub: '1' } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.clear(await page.findByRole('textbox', { name: /^Teléfono/ }, { timeout: 10_000 }));
    await userEvent.click(page.getByRole('button', { name: 'Guardar' }));
    await expect(await page.findByText('El telefono es obligatorio.')).toBeVisible();
  },
};
