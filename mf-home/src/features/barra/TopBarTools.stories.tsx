import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@dapcon/shared-ui';
import { TopBar } from '@dapcon/shared-ui/frame';
import { estadoForo, notificaciones, type Notificaciones } from '@dapcon/contract/panel';
import { mockEndpoint } from '@dapcon/mocks';
import { screen } from '../../../../config/story-utils';
import { NotificacionesMenu } from './NotificacionesMenu';
import { TopBarTools } from './TopBarTools';

const DATOS: Notificaciones = {
  comunicados: {
    total: 3,
    data: [
      { id: 2, titulo: 'Cierre de la oficina por festividad', tipo_noticia_texto: 'Comunicado', fecha_publicacion: '2026-11-15', enlace: '/public-comunicados' },
      { id: 1, titulo: 'Nueva versión de las RCP de morteros', tipo_noticia_texto: 'Noticia', fecha_publicacion: '2026-11-02', enlace: '/public-comunicados' },
      { id: 4, titulo: 'Jornada técnica: DAP y contratación pública', tipo_noticia_texto: 'Evento', fecha_publicacion: '2026-10-25', enlace: '/public-comunicados' },
    ],
  },
  tickets: {
    total: 2,
    data: [
      { id: 8, titulo: 'Traducción de los módulos', dapcon_id: 8, dapcon_codigo: null, dv_nombre_producto: 'Azulejo de pasta blanca', idioma_id: 3, created_at: '2026-11-10T09:00:00.000Z', actividad: 'documento', actividad_at: '2026-11-12T16:20:00.000Z', enlace: '/tickets/8' },
      { id: 1, titulo: 'Unidad funcional', dapcon_id: 2, dapcon_codigo: null, dv_nombre_producto: 'Mortero de albañilería M-7,5', idioma_id: 1, created_at: '2026-11-05T09:00:00.000Z', actividad: 'abierta', actividad_at: '2026-11-05T09:00:00.000Z', enlace: '/tickets/1' },
    ],
  },
};
const VACIO: Notificaciones = { comunicados: { total: 0, data: [] }, tickets: { total: 0, data: [] } };

const con = (answer: Notificaciones) => [mockEndpoint(notificaciones, () => answer)];
const conForo = [mockEndpoint(estadoForo, () => ({ disponible: true }))];

/** The tools in a top bar, as the shell's frame mounts them (its slot `mf_home/TopBarTools`). */
function EnLaBarra() {
  return (
    <Flex minH="32rem" align="flex-start">
      <TopBar brand="DAPcon">
        <TopBarTools />
      </TopBar>
    </Flex>
  );
}

/** The bell alone, open, at the right of a bar as in the frame. */
function Abierta() {
  return (
    <Flex justify="flex-end" p="4" minH="32rem">
      <NotificacionesMenu defaultOpen />
    </Flex>
  );
}

const meta: Meta<typeof NotificacionesMenu> = {
  title: 'Screens/mf-home/Notificaciones',
  component: NotificacionesMenu,
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof NotificacionesMenu>;

/** A company's top bar tools: Incidencias and the bell with its count. */
export const EnLaBarraDeEmpresa: Story = {
  render: () => <EnLaBarra />,
  ...screen({ route: '/', role: 'organizacion', claims: { nombre: 'Cementos del Llobregat, S.A.', apellidos: '' }, api: con(DATOS) }),
};
export const AbiertaConDatos: Story = { render: () => <Abierta />, ...screen({ role: 'organizacion', api: con(DATOS) }) };
export const AbiertaSinNada: Story = { render: () => <Abierta />, ...screen({ role: 'consultor', api: con(VACIO) }) };
export const AbiertaEnCatala: Story = { render: () => <Abierta />, ...screen({ role: 'verificador', lang: 'ca', api: con(DATOS) }) };
export const AbiertaSinNadaEnCatala: Story = { render: () => <Abierta />, ...screen({ role: 'organizacion', lang: 'ca', api: con(VACIO) }) };
/** A verifier with a forum configured: Foro, Incidencias and the bell. */
export const VerificadoraConForo: Story = {
  render: () => <EnLaBarra />,
  ...screen({ route: '/', role: 'verificador', claims: { nombre: 'Elena', apellidos: 'Navarro Roca' }, api: [...con(DATOS), ...conForo] }),
};
/** The administration: the forum link only (no bell, no Incidencias). */
export const AdministracionConForo: Story = {
  render: () => <EnLaBarra />,
  ...screen({ route: '/empresas', role: 'admin_ares', claims: { nombre: 'Montserrat', apellidos: 'Puig Ferrer' }, api: conForo }),
};
