import type { Meta, StoryObj } from '@storybook/react-vite';
import { organizaciones } from '@dapcon/contract/empresas';
import { delay, http, HttpResponse, mockEndpoint, mockError } from '@dapcon/mocks';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { EmpresasList } from './EmpresasList';

const meta: Meta<typeof EmpresasList> = {
  title: 'Screens/mf-empresas/EmpresasList',
  component: EmpresasList,
};
export default meta;

type Story = StoryObj<typeof EmpresasList>;

/** The mock's companies, as they are: filter, sort, page and download (what they select is the API's). */
export const Empresas: Story = { ...screen({ route: '/empresas', role: 'admin_ares' }) };

/** Opened from a shared link: the filters for every company whose name has 'de', by CIF descending, page 2. */
export const Filtrada: Story = { ...screen({ route: '/empresas?filter_name=de&estado_id=todos&order_by=org_cif+desc&page=2', role: 'admin_ares' }) };

/** Before the first answer: skeleton rows. */
export const Cargando: Story = {
  ...screen({
    route: '/empresas',
    role: 'admin_ares',
    api: [
      mockEndpoint(organizaciones, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};

/** No company in the API yet (no filter): the list's empty text. */
export const Vacia: Story = {
  ...screen({ route: '/empresas', role: 'admin_ares', api: [mockEndpoint(organizaciones, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))] }),
};

/** Nothing matches the filters. */
export const SinResultados: Story = {
  ...screen({ route: '/empresas?filter_name=zzzz', role: 'admin_ares', api: [mockEndpoint(organizaciones, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))] }),
};

/** The server fails: the shell's error modal shows it (not in this story); the table says so. */
export const ErrorDelServidor: Story = {
  ...screen({
    route: '/empresas',
    role: 'admin_ares',
    api: [
      mockEndpoint(organizaciones, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};

/** 'Descargar Excel' on a long export: the progress stays until 'Cancelar'. */
export const DescargandoExcel: Story = {
  ...screen({
    route: '/empresas',
    role: 'admin_ares',
    api: [
      http.get('*/api/organizaciones', ({ request }) => {
        if (new URL(request.url).searchParams.get('to_excel') !== 'true') return undefined;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(96 * 1024));
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'application/octet-stream', 'X-Total-Count': '2481' } });
      }),
    ],
  }),
};

/** In Catalan. */
export const Catalan: Story = { ...screen({ route: '/empresas', role: 'admin_ares', lang: 'ca' }) };
