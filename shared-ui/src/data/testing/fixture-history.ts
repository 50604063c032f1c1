/**
 * A record's history for the design system's own stories and tests of `RecordHistory`: a history
 * endpoint as the areas declare theirs (`historialEmpresa`, `historialConsultor`: a `HistorialItem`
 * page, newest first), which shared-ui may not import, answered with the mock API's fixture entries.
 */
import { ACCESS, defineEndpoint, HISTORIAL_SORTABLE, HistorialItem, listQuery, paginated, positiveIntegerFilter, type HistorialItem as Entry } from '@dapcon/contract/core';
import { mockEndpoint, MOCK_HISTORIAL } from '@dapcon/mocks';

/** The fixture's history endpoint: one record's entries by its id. */
export const historialFixture = defineEndpoint({
  method: 'GET',
  path: '/fixture/historial',
  query: listQuery({ registro_id: positiveIntegerFilter() }, HISTORIAL_SORTABLE, 'created_at desc'),
  response: paginated(HistorialItem),
  access: ACCESS.admin,
  summary: "The design system's fixture history",
  tags: ['fixture'],
});

/** Answers the fixture endpoint with `entries` (the mock API's fixture by default), one page. */
export function answerHistorial(entries: readonly Entry[] = MOCK_HISTORIAL) {
  return mockEndpoint(historialFixture, () => ({ data: [...entries], total: entries.length, per_page: 20, current_page: 1 }));
}
