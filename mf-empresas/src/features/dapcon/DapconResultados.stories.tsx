import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MSG } from '@dapcon/contract/core';
import { mensajeResultados, resultadosDapcon, subirResultados } from '@dapcon/contract/dapcon';
import { delay, MOCK_DAPCON_IDS, MOCK_EMPRESAS, mockEndpoint, mockError, mockResultados } from '@dapcon/mocks';
import { useSession, type Lang, type Role } from '@dapcon/shared-sdk';
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

/** The record page of `id` for `role`, in the toolbar's language (screen() alone would keep its own, Spanish) unless `lang` pins one. */
function at(id: number, role: Role, api: readonly HttpHandler[] = [], lang?: Lang) {
  const base = screen({ route: `/dapcon/${id}/1`, role, claims: { usuario: USUARIO[role] ?? '' }, api });
  return {
    ...base,
    // Storybook runs a story's loaders side by side: screen()'s first, then the language.
    loaders: [
      async (context: Parameters<(typeof base.loaders)[number]>[0]) => {
        for (const loader of base.loaders) await loader(context);
        useSession.getState().setLang(lang ?? (context.globals.locale === 'ca' ? 'ca' : 'es'));
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

/** The API's 422 to an upload: three lines of the file refused, in the caller's language. */
const subidaRechazada = mockEndpoint(subirResultados, ({ lang }) => {
  throw mockError(422, MSG.datosInvalidos, {
    tabla: [
      mensajeResultados(lang, 'celdaNoValida', { fila: 12, indicador: 'ODP', modulo: 'A4', valor: 'abc' }),
      mensajeResultados(lang, 'moduloObligatorio', { fila: 15, indicador: 'WDP', modulo: 'C4' }),
      mensajeResultados(lang, 'indicadorFalta', { valor: 'POCP' }),
    ],
  });
});

/** A file chosen and 'Subir' (or 'Pujar') pressed: the section. */
async function subir(canvasElement: HTMLElement) {
  const s = await seccion(canvasElement);
  const input = await s.findByLabelText(/^(Archivo de resultados|Fitxer de resultats)$/, {}, { timeout: 10_000 });
  await userEvent.upload(input, new File(['indicador;unidad;A1-A3\n'], 'resultados.csv', { type: 'text/csv' }));
  await userEvent.click(s.getByRole('button', { name: /^(Subir|Pujar)$/ }));
  return s;
}

/** An upload the API refused: its messages under the file field, one a line. */
export const SubidaRechazada: Story = {
  ...at(MOCK_DAPCON_IDS.borrador, 'organizacion', [subidaRechazada]),
  play: async ({ canvasElement }) => {
    const s = await subir(canvasElement);
    await expect(await s.findByTestId('resultados-errores')).toBeVisible();
  },
};

/** The same refused upload in Catalan, whatever the toolbar says. */
export const SubidaRechazadaCatala: Story = {
  ...at(MOCK_DAPCON_IDS.borrador, 'organizacion', [subidaRechazada], 'ca'),
  play: async ({ canvasElement }) => {
    const s = await subir(canvasElement);
    const errores = await s.findByTestId('resultados-errores', {}, { timeout: 10_000 });
    await expect(within(errores).getByText(mensajeResultados('ca', 'indicadorFalta', { valor: 'POCP' }))).toBeVisible();
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
