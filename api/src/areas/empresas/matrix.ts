/**
 * Who may call the empresas area's endpoints (lib/matrix.ts): the company list and a company's
 * page, saves, baja, alta and deletion are the administration module's (both profiles); /mis-datos
 * is the companies' own; a company's logo and documents are its own and the administration's.
 *
 * The matrix signs in the demo accounts and runs every row for every caller on one database, so
 * no row may change demo data: writes are sent so that they stop before writing anything (an empty
 * body: 422 from the contract's schema) or name a company that does not exist (999999999: 404).
 * For the company column, 404 on a company's file is the answer for someone else's id too (the
 * ownership checks are tested in test/areas/empresas/).
 */
import {
  actualizarDocumentoEmpresa,
  actualizarEmpresa,
  actualizarExencionCuota,
  actualizarMisDatos,
  actualizarRecordatoriosCuota,
  darDeAlta,
  darDeBaja,
  eliminarEmpresa,
  empresaPorCif,
  historialEmpresa,
  logoEmpresa,
  misDatosEmpresa,
  obtenerDocumentoEmpresa,
  organizaciones,
  quitarDocumentoEmpresa,
} from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

/** No company has this id (the ids of the test seed are small). */
const NO_COMPANY = { id: '999999999' };
/** A demo company (demo-accounts.json): reading its page changes nothing. */
const DEMO_CIF = { cif: 'A08612343' };

// prettier-ignore
export const empresasMatrix: readonly MatrixRow[] = [
  //                                               anon  company consult verif admin1 admin2
  { endpoint: organizaciones,             statuses: [401,  403,    403,    403,  200,   200] },
  { endpoint: empresaPorCif,              statuses: [401,  403,    403,    403,  200,   200], request: { params: DEMO_CIF } },
  // An empty body: the schema's 422, nothing written.
  { endpoint: actualizarEmpresa,          statuses: [401,  403,    403,    403,  422,   422], request: { params: NO_COMPANY, body: {} } },
  { endpoint: darDeBaja,                  statuses: [401,  403,    403,    403,  422,   422], request: { params: NO_COMPANY, body: {} } },
  { endpoint: darDeAlta,                  statuses: [401,  403,    403,    403,  422,   422], request: { params: NO_COMPANY, body: {} } },
  { endpoint: actualizarExencionCuota,    statuses: [401,  403,    403,    403,  404,   404], request: { body: { id: 999999999, exento_cuota: true } } },
  // A company that does not exist: 404, nothing deleted.
  { endpoint: eliminarEmpresa,            statuses: [401,  403,    403,    403,  404,   404], request: { params: NO_COMPANY } },
  // A company's history: the administration's; a company that does not exist: 404.
  { endpoint: historialEmpresa,           statuses: [401,  403,    403,    403,  404,   404], request: { query: { org_id: NO_COMPANY.id } } },
  { endpoint: misDatosEmpresa,            statuses: [401,  200,    403,    403,  403,   403] },
  { endpoint: actualizarMisDatos,         statuses: [401,  422,    403,    403,  403,   403], request: { body: {} } },
  // An empty body: the schema's 422 for the company, nothing written (the opt-out itself: recordatorios-cuota.test.ts).
  { endpoint: actualizarRecordatoriosCuota, statuses: [401, 422,   403,    403,  403,   403], request: { body: {} } },
  { endpoint: actualizarDocumentoEmpresa, statuses: [401,  422,    403,    403,  422,   422], request: { body: {} } },
  { endpoint: quitarDocumentoEmpresa,     statuses: [401,  404,    403,    403,  404,   404], request: { params: NO_COMPANY, query: { doc_type: 'iso14001' } } },
  { endpoint: obtenerDocumentoEmpresa,    statuses: [401,  404,    403,    403,  404,   404], request: { params: NO_COMPANY, query: { doc_type: 'iso14001' } } },
  { endpoint: logoEmpresa,                statuses: [401,  404,    403,    403,  404,   404], request: { params: NO_COMPANY } },
];
