import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mensajeResultados, resultadosDapcon, subirResultados } from '@dapcon/contract/dapcon';
import { delay, MOCK_DAPCON_IDS, MOCK_EMPRESAS, mockEndpoint, mockError, mockResultados } from '@dapcon/mocks';
import { useSession, type Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import type { HttpHandler } from 'msw';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { DapconDetail } from './DapconDetail';

/** The record page under its route; these stories are about its 'Resultados (EN 15804+A2)'. ES/CA from the toolbar. */
function Page() {
  return <AreaRoutes routes={[{ path: '/dapcon/:id/:languageId', title: 'Ficha DAPcon', element: <DapconDetail /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-empresas/DapconResultados',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const EMPRESA = MOCK_EMPRESAS[0] as (typeof MOCK_EMPRESAS)[number];
const USUARIO: Partial<Record<Role, string>> = { organizacion: EMPRESA.org_cif, verificador: '39284756C', admin_ares: '46127839M' };

/** The record page of `id` for `role`, in the toolbar's language (screen() alone would keep its own, Spanish). */
function at(id: number, role: Role, api: readonly HttpHandler[] = []) {
  const base = screen({ route: `/dapcon/${id}/1`, role, claims: { usuario: USUARIO[role] ?? '' }, api });
  return {
    ...base,
    // Storybook runs a story's loaders side by side: screen()'s first, then the language.
    loaders: [
      async (context: Parameters<(typeof base.loaders)[number]>[0]) => {
        for (const loader of base.loaders) await loader(context);
        useSession.getState().setLang(context.globals.locale === 'ca' ? 'ca' : 'es');
        return {};
      },
    ],
  };
}

/** The section, once it has loaded. */
async function seccion(canvasElement: HTMLElement) {
  return within(await within(canvasElement.ownerDocument.body).findByTestId('dapcon-resultados', {}, { timeout: 10_000 }));
}

/** A draft without a table, for its company: 'Sin tabla de resultados', the template and the upload. */
export const SinTabla: Story = { ...at(MOCK_DAPCON_IDS.borrador, 'organizacion') };

/** A draft without a table, for its verifier: only 'Sin tabla de resultados'. */
export const SinTablaLectura: Story = { ...at(MOCK_DAPCON_IDS.borrador, 'verificador') };

/** A verified declaration's table for the administration: header, the table, the template with its figures, replace and remove. */
export const ConTabla: Story = {
  ...at(MOCK_DAPCON_IDS.verificada, 'admin_ares'),
  play: async ({ canvasElement }) => {
    const s = await seccion(canvasElement);
    await expect(await s.findByRole('table')).toBeVisible();
  },
};

/** The same table as the company of a published declaration reads it: no buttons. */
export const ConTablaLectura: Story = { ...at(MOCK_DAPCON_IDS.vigente, 'organizacion') };

/** An upload the API refused: its messages under the file field, one a line. */
export const SubidaRechazada: Story = {
  ...at(MOCK_DAPCON_IDS.borrador, 'organizacion', [
    mockEndpoint(subirResultados, ({ lang }) => {
      throw mockError(422, 'Los datos enviados no son válidos.', {
        tabla: [
          mensajeResultados(lang, 'celdaNoValida', { fila: 12, indicador: 'ODP', modulo: 'A4', valor: 'abc' }),
          mensajeResultados(lang, 'moduloObligatorio', { fila: 15, indicador: 'WDP', modulo: 'C4' }),
          mensajeResultados(lang, 'indicadorFalta', { valor: 'POCP' }),
        ],
      });
    }),
  ]),
  play: async ({ canvasElement }) => {
    const s = await seccion(canvasElement);
    const input = await s.findByLabelText(/^(Archivo de resultados|Fitxer de resultats)$/, {}, { timeout: 10_000 });
    await userEvent.upload(input, new File(['indicador;unidad;A1-A3\n'], 'resultados.csv', { type: 'text/csv' }));
    await userEvent.click(s.getByRole('button', { name: /^(Subir|Pujar)$/ }));
    await expect(await s.findByTestId('resultados-errores')).toBeVisible();
  },
};

/** The table loading. */
export const Cargando: Story = {
  ...at(MOCK_DAPCON_IDS.verificada, 'admin_ares', [
    mockEndpoint(resultadosDapcon, async () => {
      await delay('infinite');
      return { resultados: mockResultados(true), puede_cambiar: true };
    }),
  ]),
};

/** The table could not be read: the message and 'Reintentar'. */
export const ErrorAlCargar: Story = {
  ...at(MOCK_DAPCON_IDS.verificada, 'admin_ares', [
    mockEndpoint(resultadosDapcon, () => {
      throw mockError(500, 'Error interno del servidor.');
    }),
  ]),
};
