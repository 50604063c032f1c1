import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MSG } from '@dapcon/contract/core';
import { logsAplicacion, logsPeticiones } from '@dapcon/contract/sistema';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import { LogsPage } from './LogsPage';

/** The page under its route, as the area mounts it. */
function Page() {
  return <AreaRoutes routes={[{ path: '/logs', title: 'Logs', element: <LogsPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-parametros/LogsPage',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = ({ lang = 'es', api = [] }: { lang?: Lang; api?: ScreenOptions['api'] } = {}) => screen({ route: '/logs', role: 'admin_ares', claims: { sub: '1' }, lang, api });

const forever = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('never answers');
};

/** Before the lines arrive: each log's spinner. */
export const Cargando: Story = { ...at({ api: [mockEndpoint(logsAplicacion, forever), mockEndpoint(logsPeticiones, forever)] }) };

/** The last 100 lines of each log (the mock API's), newest last, warnings and errors coloured. */
export const Logs: Story = { ...at() };

/** The same in Catalan. */
export const Catalan: Story = { ...at({ lang: 'ca' }) };

/** Only the lines that hold 'ERROR'. */
export const Filtrado: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findAllByRole('listitem', {}, { timeout: 10_000 });
    await userEvent.type(page.getByRole('searchbox', { name: 'Filtrar las líneas' }), 'ERROR');
    await expect(await page.findByText('2 de 100 líneas')).toBeVisible();
  },
};

/** An empty application log (a fresh LOG_DIR). */
export const Vacio: Story = { ...at({ api: [mockEndpoint(logsAplicacion, () => [])] }) };

/** The request log could not be read: what happened and 'Reintentar'. */
export const ErrorDeCarga: Story = { ...at({ api: [mockEndpoint(logsPeticiones, () => { throw mockError(500, MSG.errorServidor); })] }) };
