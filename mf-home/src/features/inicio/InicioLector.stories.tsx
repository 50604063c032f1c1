import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, mockEndpoint, mockError, MOCK_INICIO_CONSULTOR, MOCK_INICIO_EMPRESA } from '@dapcon/mocks';
import { inicio } from '@dapcon/contract/panel';
import { screen } from '../../../../config/story-utils';
import { InicioLector } from './InicioLector';
import { PluginFirmaModal } from './PluginFirmaModal';

const meta: Meta<typeof InicioLector> = {
  title: 'Screens/mf-home/InicioLector',
  component: InicioLector,
};
export default meta;

type Story = StoryObj<typeof InicioLector>;

/** A company without a logo whose fee is being paid, with declarations in every state. */
export const Empresa: Story = { ...screen({ role: 'organizacion', claims: { estado_pago: 'en_tramite' } }) };
export const EmpresaEnCatalan: Story = { ...screen({ role: 'organizacion', claims: { estado_pago: 'en_tramite' }, lang: 'ca' }) };
/** A company that chose to pay by transfer: the alert keeps the account, the amount and the concept. */
export const EmpresaTransferencia: Story = {
  ...screen({
    role: 'organizacion',
    claims: { estado_pago: 'en_tramite' },
    api: [
      mockEndpoint(inicio, () => ({
        ...MOCK_INICIO_EMPRESA,
        empresa: {
          alerta_pago: true,
          pago: { metodo_pago: 'T' as const, year: 2026, importe_total: '544.50', nombre_entidad: 'CaixaBank', numero_cuenta: 'ES9121000418450200051332', concepto: 'A08612343 Cuota 2026', cuenta_final: null },
          dapcons: { borrador: 1, en_verificacion: 0, verificada: 0, publicada: 2, caducada: 0, retirada: 0 },
        },
      })),
    ],
  }),
};
/** A company with its logo, nothing owed and no declaration yet. */
export const EmpresaSinDapcon: Story = {
  ...screen({
    role: 'organizacion',
    api: [mockEndpoint(inicio, () => ({ ...MOCK_INICIO_EMPRESA, tiene_logo: true, empresa: { alerta_pago: false, pago: null, dapcons: { borrador: 0, en_verificacion: 0, verificada: 0, publicada: 0, caducada: 0, retirada: 0 } } }))],
  }),
};
/** A consultant: its unresolved incidents (the mock API's), no plugin warning. */
export const Consultor: Story = { ...screen({ role: 'consultor' }) };
export const ConsultorSinIncidencias: Story = { ...screen({ role: 'consultor', api: [mockEndpoint(inicio, () => ({ ...MOCK_INICIO_CONSULTOR, consultor: { firma: false, incidencias: [] } }))] }) };
/** A verifier: the signing plugin's warning. */
export const Verificador: Story = { ...screen({ role: 'verificador' }) };
export const VerificadorEnCatalan: Story = { ...screen({ role: 'verificador', lang: 'ca' }) };
export const Cargando: Story = {
  ...screen({
    role: 'organizacion',
    api: [
      mockEndpoint(inicio, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};
export const Fallo: Story = {
  ...screen({
    role: 'consultor',
    api: [
      mockEndpoint(inicio, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};

/** The install modal, on Firefox's guide. */
export const ModalFirmaFirefox: StoryObj<typeof PluginFirmaModal> = {
  render: () => <PluginFirmaModal open onClose={() => undefined} userAgent="Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0" />,
  ...screen({ role: 'verificador' }),
};
/** The install modal on a browser the plugin does not support. */
export const ModalFirmaNoCompatible: StoryObj<typeof PluginFirmaModal> = {
  render: () => <PluginFirmaModal open onClose={() => undefined} userAgent="Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15" />,
  ...screen({ role: 'verificador' }),
};
