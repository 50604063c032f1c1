import type { Meta, StoryObj } from '@storybook/react-vite';
import { consolidadoMock, delay, mockEndpoint, mockError, MOCK_CONSOLIDADO } from '@dapcon/mocks';
import { panelConsolidado } from '@dapcon/contract/panel';
import { screen } from '../../../../config/story-utils';
import { PanelAdministracion } from './PanelAdministracion';
import { CaducarModal, FechaPagoModal, RenovarModal } from './PanelModales';

const meta: Meta<typeof PanelAdministracion> = {
  title: 'Screens/mf-home/PanelAdministracion',
  component: PanelAdministracion,
};
export default meta;

type Story = StoryObj<typeof PanelAdministracion>;
const cerrar = () => undefined;

/** The administrator's home: the mock API's six lists. */
export const Panel: Story = { ...screen({ role: 'admin_ares' }) };
export const EnCatalan: Story = { ...screen({ role: 'admin_ares', lang: 'ca' }) };
/** Nothing to do: every card says so. */
export const Vacio: Story = {
  ...screen({
    role: 'admin_ares',
    api: [
      mockEndpoint(panelConsolidado, () => {
        const r = consolidadoMock();
        for (const key of ['organizaciones', 'organizaciones_transferencia', 'renovacion', 'dapcon', 'dapcon_transferencia', 'tickets'] as const) r[key] = { total: 0, data: [] };
        return r;
      }),
    ],
  }),
};
export const Cargando: Story = {
  ...screen({
    role: 'admin_ares',
    api: [
      mockEndpoint(panelConsolidado, async () => {
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
      mockEndpoint(panelConsolidado, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};

/** 'Confirmar pago' of a company's transfer. */
export const PagoEmpresa: Story = {
  ...screen({ role: 'admin_ares' }),
  render: () => <FechaPagoModal pendiente={{ tipo: 'organizacion', fila: MOCK_CONSOLIDADO.organizaciones_transferencia[0]! }} onClose={cerrar} />,
};
/** The payment confirmation of a declaration. */
export const PagoDapcon: Story = {
  ...screen({ role: 'admin_ares' }),
  render: () => <FechaPagoModal pendiente={{ tipo: 'dapcon', fila: MOCK_CONSOLIDADO.dapcon_transferencia[0]! }} onClose={cerrar} />,
};
/** The renew modal. */
export const Renovar: Story = {
  ...screen({ role: 'admin_ares' }),
  render: () => <RenovarModal fila={MOCK_CONSOLIDADO.renovacion[1]!} onClose={cerrar} />,
};
export const RenovarEnCatalan: Story = {
  ...screen({ role: 'admin_ares', lang: 'ca' }),
  render: () => <RenovarModal fila={MOCK_CONSOLIDADO.renovacion[1]!} onClose={cerrar} />,
};
/** 'Caducado' after its confirmation. */
export const Caducar: Story = {
  ...screen({ role: 'admin_ares' }),
  render: () => <CaducarModal fila={MOCK_CONSOLIDADO.dapcon[0]!} onClose={cerrar} />,
};
