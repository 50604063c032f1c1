import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@dapcon/contract/core';
import { consultoresList, type ConsultorListItem } from '@dapcon/contract/consultores';
import { MOCK_CONSULTORES_LISTA, mockEndpoint, mockError } from '@dapcon/mocks';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { ConsultoresList } from './ConsultoresList';

const meta: Meta<typeof ConsultoresList> = {
  title: 'Screens/mf-consultores/ConsultoresList',
  component: ConsultoresList,
};
export default meta;

type Story = StoryObj<typeof ConsultoresList>;

/**
 * The list answering some of the fixtures: the mock answers them all, unfiltered (what a filter
 * selects is the API's: ConsultoresList.api.test.tsx).
 */
const answering = (rows: readonly ConsultorListItem[]) => [mockEndpoint(consultoresList, () => ({ data: rows.slice(0, 20), total: rows.length, per_page: 20, current_page: 1 }))];

/** Every consultant, those who left in red: filter, sort and download on the mock API. */
export const Consultores: Story = { ...screen({ route: '/consultores', role: 'admin_ares' }) };

/** The verifiers only, by leaving date descending: the Excel is 'Verificadores'. */
export const Verificadores: Story = {
  ...screen({ route: '/consultores?es_verificador=true&order_by=fecha_baja+desc', role: 'admin_ares', api: answering(MOCK_CONSULTORES_LISTA.filter((c) => c.es_verificador)) }),
};

/** The commission earners only ('Solo comisionistas' ticked). */
export const Comisionistas: Story = { ...screen({ route: '/consultores?es_comisionista=true', role: 'admin_ares', api: answering(MOCK_CONSULTORES_LISTA.filter((c) => c.es_comisionista)) }) };

/** Nothing matches the filters. */
export const SinResultados: Story = { ...screen({ route: '/consultores?filter_name=zzzz', role: 'admin_ares', api: answering([]) }) };

/** No consultant at all. */
export const Vacia: Story = {
  ...screen({
    route: '/consultores',
    role: 'admin_ares',
    api: [mockEndpoint(consultoresList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))],
  }),
};

/** In Catalan. */
export const Catalan: Story = { ...screen({ route: '/consultores', role: 'admin_ares', lang: 'ca' }) };

/** The list could not be read: the table says so. */
export const ErrorDelServidor: Story = {
  ...screen({ route: '/consultores', role: 'admin_ares', api: [mockEndpoint(consultoresList, () => { throw mockError(500, MSG.errorServidor); })] }),
};
