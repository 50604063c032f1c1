import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { ConsultantRegistrationModal } from './ConsultantRegistrationModal';

const meta: Meta<typeof ConsultantRegistrationModal> = {
  title: 'Screens/mf-auth/ConsultantRegistrationModal',
  component: ConsultantRegistrationModal,
  args: { open: true, onClose: () => undefined },
};
export default meta;

type Story = StoryObj<typeof ConsultantRegistrationModal>;

export const Formulario: Story = { ...screen({ route: '/login' }) };

export const EnCatala: Story = { ...screen({ route: '/login', lang: 'ca' }) };

/** A 5-digit postal code fills town and province. */
export const CodigoPostal: Story = {
  ...screen({ route: '/login' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('textbox', { name: /^Código postal/ }), '08001');
    // The town and the province fill one after the other: both, once they have.
    await waitFor(() => expect(body.getAllByDisplayValue('Barcelona')).toHaveLength(2), { timeout: 10_000 });
  },
};
