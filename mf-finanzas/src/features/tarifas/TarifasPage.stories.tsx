import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@dapcon/contract/core';
import { tarifasList } from '@dapcon/contract/finanzas';
import { mockEndpoint, mockError } from '@dapcon/mocks';
import { screen } from '../../../../config/story-utils';
import { TarifasPage } from './TarifasPage';

const meta: Meta<typeof TarifasPage> = {
  title: 'Screens/mf-finanzas/TarifasPage',
  component: TarifasPage,
};
export default meta;

type Story = StoryObj<typeof TarifasPage>;

/** /tarifas for the Ares administrator: the fee types' tree, the annual fees, the internal code in the form, 'Datos bancarios'. */
export const AdministradorAres: Story = { ...screen({ route: '/tarifas', role: 'admin_ares' }) };

/** The association administrator: the same page, without the internal code. */
export const AdministradorAsociacion: Story = { ...screen({ route: '/tarifas', role: 'admin_caateeb' }) };

/** Another fee type picked (the type is in the URL; the mock answers every fee, which a type lists is the API's). */
export const Dapcon: Story = { ...screen({ route: '/tarifas?tipo=dapcon', role: 'admin_ares' }) };

/** In Catalan. */
export const Catalan: Story = { ...screen({ route: '/tarifas', role: 'admin_ares', lang: 'ca' }) };

/** No fee of the type yet: the table's empty text. */
export const SinTarifas: Story = {
  ...screen({ route: '/tarifas', role: 'admin_ares', api: [mockEndpoint(tarifasList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))] }),
};

/** The fees could not be read: the table says so. */
export const ErrorDelServidor: Story = {
  ...screen({ route: '/tarifas', role: 'admin_ares', api: [mockEndpoint(tarifasList, () => { throw mockError(500, MSG.errorServidor); })] }),
};
