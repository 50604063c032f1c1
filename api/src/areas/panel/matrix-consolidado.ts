/**
 * Who may call the administrator's dashboard (lib/matrix.ts; docs/home.md step 1): the
 * administration module only, both profiles; everyone else 403, nobody signed in 401. The writes
 * name a company or declaration that does not exist (404 for the administrators), so running the
 * matrix changes no shared data; api/test/areas/panel/consolidado.test.ts tries them for real.
 */
import { actualizarDapconPanel, confirmarPagoDapconPanel, confirmarPagoOrganizacionPanel, panelConsolidado, renovarOrganizacionPanel } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

/** An id no company or declaration of the test seed has. */
const NINGUNO = '999999';
const HOY = new Date().toISOString().slice(0, 10);

// prettier-ignore
export const consolidadoMatrix: readonly MatrixRow[] = [
  //                                                anon  company consult verif admin1 admin2
  { endpoint: panelConsolidado,                statuses: [401,  403,    403,    403,  200,   200] },
  { endpoint: confirmarPagoOrganizacionPanel,  statuses: [401,  403,    403,    403,  404,   404], request: { params: { id: NINGUNO }, body: { pagado: '2025-01-15' } } },
  { endpoint: renovarOrganizacionPanel,        statuses: [401,  403,    403,    403,  404,   404], request: { params: { id: NINGUNO }, body: { fecha_renovacion: HOY, importe: '450,00', year: 2025, org_tipo: 'empresa', org_tamanio: 'pme_50' } } },
  { endpoint: actualizarDapconPanel,           statuses: [401,  403,    403,    403,  404,   404], request: { body: { id: Number(NINGUNO) } } },
  { endpoint: confirmarPagoDapconPanel,        statuses: [401,  403,    403,    403,  404,   404], request: { params: { id: NINGUNO }, body: { pagado: '2025-01-15' } } },
];
