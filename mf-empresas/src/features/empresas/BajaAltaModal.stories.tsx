import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { empresaDetalle } from '@dapcon/mocks';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { BajaAltaModal } from './BajaAltaModal';
import { ACTIVA, DE_BAJA } from './stories.fixtures';

const meta: Meta<typeof BajaAltaModal> = {
  title: 'Screens/mf-empresas/BajaAltaModal',
  component: BajaAltaModal,
  args: { open: true, onClose: fn(), onDone: fn() },
};
export default meta;

type Story = StoryObj<typeof BajaAltaModal>;

const admin = (lang: 'es' | 'ca' = 'es') => screen({ route: `/empresas/${ACTIVA.org_cif}`, role: 'admin_ares', lang });

/** 'Dar de baja' of a registered company: today's date, observations. */
export const DarDeBaja: Story = { ...admin(), args: { empresa: empresaDetalle(ACTIVA) } };

/** The same in Catalan. */
export const DarDeBajaCatala: Story = { ...admin('ca'), args: { empresa: empresaDetalle(ACTIVA) } };

/** 'Dar de alta' of a company that left. */
export const DarDeAlta: Story = { ...admin(), args: { empresa: empresaDetalle(DE_BAJA) } };

/** The same in Catalan. */
export const DarDeAltaCatala: Story = { ...admin('ca'), args: { empresa: empresaDetalle(DE_BAJA) } };

/** Sent without a date: the contract's message under it. */
export const SinFecha: Story = {
  ...admin(),
  args: { empresa: empresaDetalle(ACTIVA) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Dar de baja la empresa' });
    await userEvent.clear(within(dialog).getByLabelText(/^Fecha de baja/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dar de baja' }));
    await expect(await within(dialog).findByText('La fecha de baja es obligatoria')).toBeVisible();
  },
};
