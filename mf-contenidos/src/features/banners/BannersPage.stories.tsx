import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MSG } from '@dapcon/contract/core';
import { CONTENIDOS_MESSAGES, CONTENIDOS_MSG, criteriosSave, criteriosShow } from '@dapcon/contract/contenidos';
import { parametrosSelect } from '@dapcon/contract/referencia';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang, Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import { BannersPage } from './BannersPage';

/** The page under its route, as the area mounts it. */
function Page() {
  return <AreaRoutes routes={[{ path: '/banner-portada', title: 'Banner Portada', element: <BannersPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-contenidos/BannersPage',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = ({ lang = 'es', role = 'admin_ares', api = [] }: { lang?: Lang; role?: Role; api?: ScreenOptions['api'] } = {}) =>
  screen({ route: '/banner-portada', role, claims: { sub: '1' }, lang, api });

const forever = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('never answers');
};

/** Before the criteria arrive: each panel's spinner. */
export const Cargando: Story = { ...at({ api: [mockEndpoint(criteriosShow, forever)] }) };

/** The three banners with the mock API's criteria ticked (the demo seed's). */
export const Banners: Story = { ...at() };

/** A consultant of profile 3 edits the banners too. */
export const Consultor: Story = { ...at({ role: 'consultor' }) };

/** One more criterion ticked in the company banner: 'Cambios sin guardar' until it is saved. */
export const SinGuardar: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Banner de empresas' }, { timeout: 10_000 }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Código DAPcon' }));
    await expect(form.getByText('Cambios sin guardar')).toBeVisible();
  },
};

/** 'Guardar' on the verifiers' banner: the shell shows 'Los datos han sido guardados correctamente'. */
export const Guardado: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Banner de verificadores' }, { timeout: 10_000 }));
    await userEvent.click(form.getByRole('checkbox', { name: 'País' }));
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(form.queryByText('Cambios sin guardar')).toBeNull();
  },
};

/** The API's 422 to a criterion deleted meanwhile in Parámetros. */
const criterioRechazado = mockEndpoint(criteriosSave, () => {
  throw mockError(422, MSG.datosInvalidos, { criterios: [CONTENIDOS_MSG.criterioAjeno] });
});

/** The server refuses a criterion (deleted meanwhile in Parámetros): its message under the checkboxes. */
export const CriterioRechazado: Story = {
  ...at({ api: [criterioRechazado] }),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Banner de consultores' }, { timeout: 10_000 }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Con página web' }));
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(await form.findByText(CONTENIDOS_MSG.criterioAjeno)).toBeVisible();
  },
};

/** The same refusal in Catalan. */
export const CriterioRechazadoCatala: Story = {
  ...at({ lang: 'ca', api: [criterioRechazado] }),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Bàner de consultors' }, { timeout: 10_000 }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Amb pàgina web' }));
    await userEvent.click(form.getByRole('button', { name: 'Desar' }));
    await expect(await form.findByText(CONTENIDOS_MESSAGES.criterioAjeno.ca, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** The folders have no options (all deleted in Parámetros): each panel says where to add them. */
export const SinOpciones: Story = { ...at({ api: [mockEndpoint(parametrosSelect, () => [])] }) };

/** The API does not answer: each panel says so, with 'Reintentar' (the shell's modal tells the error). */
export const ApiCaida: Story = {
  ...at({
    api: [
      mockEndpoint(criteriosShow, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};

/** In Catalan: the titles, the options' Catalan texts and the buttons. */
export const Catalan: Story = { ...at({ lang: 'ca' }) };
