import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MSG } from '@dapcon/contract/core';
import { CONTENIDOS_MESSAGES, CONTENIDOS_MSG, plantillasList, plantillaUpdate } from '@dapcon/contract/contenidos';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import { PlantillasPage } from './PlantillasPage';

/** The page under its route, as the area mounts it (it reads the template's id from the URL). */
function Page() {
  return <AreaRoutes routes={[{ path: '/plantillas-mensajes', title: 'Plantillas', element: <PlantillasPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-contenidos/PlantillasPage',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

// Templates of the mock API (mocks/src/contenidos-plantillas.ts): 1 the recovery e-mail in Spanish, 2 in Catalan.
const RECUPERACION_ES = 1;
const RECUPERACION_CA = 2;

const at = (search: string, { lang = 'es', api = [] }: { lang?: Lang; api?: ScreenOptions['api'] } = {}) =>
  screen({ route: `/plantillas-mensajes${search}`, role: 'admin_ares', claims: { sub: '1' }, lang, api });

/** Before the templates arrive. */
export const Cargando: Story = {
  ...at('', {
    api: [
      mockEndpoint(plantillasList, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};

/** The templates by name, each language with its badge; none chosen yet. */
export const SinElegir: Story = { ...at('') };

/** The recovery e-mail in Spanish: its form with the editor, its variables and the preview with the samples. */
export const PlantillaElegida: Story = { ...at(`?id=${RECUPERACION_ES}`) };

/** The API's answer to a subject with a variable the template does not have (api/src/areas/contenidos/plantillas.ts). */
const variableRechazada = mockEndpoint(plantillaUpdate, () => {
  throw mockError(422, MSG.datosInvalidos, { asunto: [CONTENIDOS_MSG.variableDesconocida] });
});

/**
 * Types a variable the template does not have into the subject, presses 'Guardar' ('Desar'), and expects
 * the server's refusal under the field.
 */
const variableRechazadaPlay =
  (lang: Lang) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const page = within(canvasElement);
    const asunto = await page.findByRole('textbox', { name: lang === 'ca' ? /^Assumpte/ : /^Asunto/ }, { timeout: 10_000 });
    await userEvent.type(asunto, ' {{{{desconocida}}');
    await userEvent.click(page.getByRole('button', { name: lang === 'ca' ? 'Desar' : 'Guardar' }));
    await expect(await page.findByText(CONTENIDOS_MESSAGES.variableDesconocida[lang], {}, { timeout: 10_000 })).toBeVisible();
  };

/** 'Guardar' with a variable the template does not have in the subject: the server's 422 under the field. */
export const VariableDesconocida: Story = { ...at(`?id=${RECUPERACION_ES}`, { api: [variableRechazada] }), play: variableRechazadaPlay('es') };

/** The same refusal in Catalan, on the Catalan template. */
export const VariableDesconegudaCatala: Story = { ...at(`?id=${RECUPERACION_CA}`, { lang: 'ca', api: [variableRechazada] }), play: variableRechazadaPlay('ca') };

/** The API does not answer: the list says so, with 'Reintentar' (the shell's modal tells the error). */
export const ApiCaida: Story = {
  ...at('', {
    api: [
      mockEndpoint(plantillasList, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};

/** In Catalan: the recovery e-mail's Catalan template. */
export const Catalan: Story = { ...at(`?id=${RECUPERACION_CA}`, { lang: 'ca' }) };
