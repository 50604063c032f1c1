import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@dapcon/contract/core';
import { comisiones } from '@dapcon/contract/finanzas';
import { MOCK_EMPRESAS, mockEndpoint, mockError } from '@dapcon/mocks';
import { screen } from '../../config/story-utils';
import EmpresaComisiones from './EmpresaComisiones';

/** A company of the mock API without agent nor agreement. */
const SIN_COMISIONISTA = MOCK_EMPRESAS.find((e) => e.comisionista_id === null && e.org_convenio === null && e.org_fecha_baja === null)?.org_cif ?? '';

const meta: Meta<typeof EmpresaComisiones> = {
  title: 'Screens/mf-finanzas/EmpresaComisiones',
  component: EmpresaComisiones,
  args: { cif: 'A08612343' },
};
export default meta;

type Story = StoryObj<typeof EmpresaComisiones>;

/** The demo company's 'Comisiones' tab: its agent and type, 'Definir Comisionista', 'Sincronizar', the mock's commissions (all of them, as they are), paid and unpaid. */
export const ConComisionista: Story = { ...screen({ route: '/empresas/A08612343?tab=comisiones', role: 'admin_ares' }) };

/** A company without agent: 'No se ha definido ningún consultor', no table actions; 'Definir Comisionista' sets one. */
export const SinComisionista: Story = {
  args: { cif: SIN_COMISIONISTA },
  ...screen({ route: `/empresas/${SIN_COMISIONISTA}?tab=comisiones`, role: 'admin_ares' }),
};

/** The demo company's tab in Catalan. */
export const Catalan: Story = { ...screen({ route: '/empresas/A08612343?tab=comisiones', role: 'admin_ares', lang: 'ca' }) };

/** The commissions could not be read: the agent and the buttons, the table says so (the shell's modal tells the error). */
export const ErrorDelServidor: Story = {
  ...screen({ route: '/empresas/A08612343?tab=comisiones', role: 'admin_ares', api: [mockEndpoint(comisiones, () => { throw mockError(500, MSG.errorServidor); })] }),
};
