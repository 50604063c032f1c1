import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mantenimiento, type MantenimientoData } from '@dapcon/contract/sistema';
import { delay, mockEndpoint, mockError, MOCK_MANTENIMIENTO } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import { MantenimientoPage } from './MantenimientoPage';

/** The page under its route, as the area mounts it. */
function Page() {
  return <AreaRoutes routes={[{ path: '/maintenance', title: 'Mantenimiento', element: <MantenimientoPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-parametros/MantenimientoPage',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = ({ lang = 'es', api = [] }: { lang?: Lang; api?: ScreenOptions['api'] } = {}) => screen({ route: '/maintenance', role: 'admin_ares', lang, api });
const with_ = (change: (data: MantenimientoData) => MantenimientoData) => [mockEndpoint(mantenimiento, () => change(structuredClone(MOCK_MANTENIMIENTO)))];

/** Before the state arrives. */
export const Cargando: Story = {
  ...at({
    api: [
      mockEndpoint(mantenimiento, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};

/** A demo installation on PGlite: maintenance off, two failed e-mails, the disk's doughnut, the demo reset. */
export const Estado: Story = { ...at() };

/** The same in Catalan. */
export const EstadoCatalan: Story = { ...at({ lang: 'ca' }) };

/** Maintenance on, with its message and who switched it. */
export const EnMantenimiento: Story = {
  ...at({
    api: with_((d) => ({
      ...d,
      mantenimiento: { activo: true, mensaje: 'Estamos actualizando el portal. Volvemos a las 14:00.', actualizado_at: '2026-11-25T11:02:00.000Z', actualizado_por: 'Lucía Ferrer Vidal (46127839M)' },
    })),
  }),
};

/** Production on PostgreSQL with an S3 bucket: the database off this disk, the uploads' size not measured, no demo reset. */
export const Produccion: Story = {
  ...at({
    api: with_((d) => ({
      ...d,
      base_datos: { ...d.base_datos, motor: 'postgresql', version: 'PostgreSQL 15.14 (Debian 15.14-0+deb12u1)', tamanio_carpeta: null },
      correos: { modo: 'smtp', pendientes: 0, errores: 0, enviados: 20_418 },
      almacenamiento: { driver: 's3', archivos: 3_214, tamanio: null, disco: { total: 20 * 1024 ** 3, libre: 15.2 * 1024 ** 3 }, base_datos_en_disco: false },
      reinicio_demo: false,
    })),
  }),
};

/** Without SMTP (the outbox), and a volume the system did not measure. */
export const SinSmtpNiDisco: Story = {
  ...at({ api: with_((d) => ({ ...d, correos: { ...d.correos, modo: 'outbox' }, almacenamiento: { ...d.almacenamiento, disco: null } })) }),
};

/** 'Reenviar fallidos' asks first. */
export const ConfirmarReenvio: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Reenviar fallidos' }, { timeout: 10_000 }));
    await expect(await body.findByRole('alertdialog')).toHaveTextContent('¿Desea volver a poner en la cola de envío los correos fallidos (2)?');
  },
};

/** The demo reset asks first. */
export const ConfirmarRestaurar: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Restaurar los datos de demostración' }, { timeout: 10_000 }));
    await expect(await body.findByRole('alertdialog')).toHaveTextContent('No se puede deshacer.');
  },
};

/** The state could not be read. */
export const FalloDeLectura: Story = { ...at({ api: [mockEndpoint(mantenimiento, () => { throw mockError(500, 'Error del servidor'); })] }) };
