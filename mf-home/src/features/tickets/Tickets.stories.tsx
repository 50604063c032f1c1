import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@dapcon/contract/core';
import { dapconList, incidenciaDetalle, incidenciasList, type IncidenciaListItem } from '@dapcon/contract/dapcon';
import { delay, incidenciaDetalleMock, MOCK_INCIDENCIAS, mockEndpoint, mockError } from '@dapcon/mocks';
import { Route, Routes } from '@dapcon/shared-ui';
import { screen } from '../../../../config/story-utils';
import { TicketDetail } from './TicketDetail';
import { TicketNuevo } from './TicketNuevo';
import { TicketsList } from './TicketsList';

const meta: Meta<typeof TicketsList> = {
  title: 'Screens/mf-home/Tickets',
  component: TicketsList,
};
export default meta;

type Story = StoryObj<typeof TicketsList>;

const VERIFICADOR = { role: 'verificador' as const, claims: { usuario: '39284756C' } };
const nunca = async () => {
  await delay('infinite');
  throw new Error('never answers');
};
const hilo = () => (
  <Routes>
    <Route path="/tickets/:id" element={<TicketDetail />} />
  </Routes>
);

/** A verifier's /tickets: the incidents of the declarations it verifies, 'Nueva incidencia'. */
export const ListaVerificador: Story = { ...screen({ route: '/tickets', ...VERIFICADOR }) };

/** The administration's /tickets: every incident. */
export const ListaAdministracion: Story = { ...screen({ route: '/tickets', role: 'admin_ares' }) };

/** A company's /tickets, in Catalan: its declarations' incidents, no 'Nueva incidencia'. */
export const ListaEmpresaCatalan: Story = { ...screen({ route: '/tickets', role: 'organizacion', claims: { usuario: 'A08612343' }, lang: 'ca' }) };

/** A filter nothing passes: the empty text. */
export const ListaVacia: Story = {
  ...screen({ route: '/tickets?estado=abiertas&filter_dapcon=nada', ...VERIFICADOR, api: [mockEndpoint(incidenciasList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))] }),
};

/** A fixture incident as a row of the list. */
function fila(id: number): IncidenciaListItem {
  const { acciones: _a, dapcon_estado: _e, dapcon_incidencias_descripcion: _d, respuestas, ...incidencia } = incidenciaDetalleMock(id);
  return { ...incidencia, ultimo_mensaje_at: respuestas.at(-1)?.created_at ?? incidencia.created_at, respuestas: respuestas.length };
}

/** Filtered from the URL: the administration's resolved incidents only (the API's answer to `estado=resueltas`; the mock's default never filters). */
export const ListaResueltas: Story = {
  ...screen({
    route: '/tickets?estado=resueltas',
    role: 'admin_ares',
    api: [
      mockEndpoint(incidenciasList, () => {
        const data = MOCK_INCIDENCIAS.filter((i) => i.esta_resuelta).map((i) => fila(i.id));
        return { data, total: data.length, per_page: 20, current_page: 1 };
      }),
    ],
  }),
};

/** The list could not be read: the table says so (the shell's modal tells the error). */
export const ListaErrorDelServidor: Story = {
  ...screen({ route: '/tickets', ...VERIFICADOR, api: [mockEndpoint(incidenciasList, () => { throw mockError(500, MSG.errorServidor); })] }),
};

/** Before the first answer: skeleton rows. */
export const ListaCargando: Story = { ...screen({ route: '/tickets', ...VERIFICADOR, api: [mockEndpoint(incidenciasList, nunca)] }) };

/** An open incident's thread as its verifier sees it: the reply form and 'Resolver'. */
export const HiloAbierto: Story = { render: hilo, ...screen({ route: '/tickets/1', ...VERIFICADOR }) };

/** A resolved incident as the company sees it: no reply form, no 'Reabrir'. */
export const HiloResueltoEmpresa: Story = {
  render: hilo,
  ...screen({ route: '/tickets/2', role: 'organizacion', claims: { usuario: 'A08612343' }, api: [mockEndpoint(incidenciaDetalle, () => incidenciaDetalleMock(2, []))] }),
};

/** The thread loading. */
export const HiloCargando: Story = { render: hilo, ...screen({ route: '/tickets/1', ...VERIFICADOR, api: [mockEndpoint(incidenciaDetalle, nunca)] }) };

/** Another's incident: 'Página no encontrada'. */
export const HiloAjeno: Story = {
  render: hilo,
  ...screen({
    route: '/tickets/3',
    ...VERIFICADOR,
    api: [
      mockEndpoint(incidenciaDetalle, () => {
        throw mockError(404, 'No encontrado.');
      }),
    ],
  }),
};

/** /tickets/nuevo for the verifier: its declarations in verification, then language, title and description. */
export const Nueva: Story = { render: () => <TicketNuevo />, ...screen({ route: '/tickets/nuevo', ...VERIFICADOR }) };

/** /tickets/nuevo in Catalan. */
export const NuevaCatalan: Story = { render: () => <TicketNuevo />, ...screen({ route: '/tickets/nuevo', ...VERIFICADOR, lang: 'ca' }) };

/** /tickets/nuevo without declarations in verification: it says so. */
export const NuevaSinDapcon: Story = {
  render: () => <TicketNuevo />,
  ...screen({ route: '/tickets/nuevo', ...VERIFICADOR, api: [mockEndpoint(dapconList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))] }),
};
