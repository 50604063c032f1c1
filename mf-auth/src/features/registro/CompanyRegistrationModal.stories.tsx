import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { CompanyRegistrationModal } from './CompanyRegistrationModal';

const meta: Meta<typeof CompanyRegistrationModal> = {
  title: 'Screens/mf-auth/CompanyRegistrationModal',
  component: CompanyRegistrationModal,
  args: { open: true, onClose: () => undefined },
};
export default meta;

type Story = StoryObj<typeof CompanyRegistrationModal>;

/** Step 0, 'Datos generales', empty. */
export const DatosGenerales: Story = { ...screen({ route: '/login' }) };

export const EnCatala: Story = { ...screen({ route: '/login', lang: 'ca' }) };

/** A DNI switches the company to person mode: name and surname instead of the business name. */
export const Persona: Story = {
  ...screen({ route: '/login' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('textbox', { name: /^CIF/ }), '12345678Z');
    await expect(await body.findByRole('textbox', { name: /^Apellidos/ })).toBeVisible();
  },
};

/** 'Siguiente' with nothing filled in: the required messages. */
export const CamposVacios: Story = {
  ...screen({ route: '/login' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Siguiente' }));
    await expect(await body.findByText('El documento es obligatorio.')).toBeVisible();
  },
};
