/**
 * Who may call the scheduled reminders' routes (lib/matrix.ts): the administration module only (both
 * profiles; the parameters that drive them are the Ares administrator's, /parametros).
 */
import { recordatoriosList, recordatoriosPrevistos, reenviarRecordatorio } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

/** No reminder has this id. */
const NINGUNO = '999999999';

// prettier-ignore
export const recordatoriosMatrix: readonly MatrixRow[] = [
  //                                             anon  company consult verif admin1 admin2
  { endpoint: recordatoriosList,        statuses: [401,  403,    403,    403,  200,   200] },
  { endpoint: recordatoriosPrevistos,   statuses: [401,  403,    403,    403,  200,   200] },
  // A reminder that is not there (the resend itself: recordatorios-lista.test.ts).
  { endpoint: reenviarRecordatorio,     statuses: [401,  403,    403,    403,  404,   404], request: { params: { id: NINGUNO } } },
];
