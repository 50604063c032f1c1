/**
 * Who may call the front page's banner criteria (lib/matrix.ts; criterios.ts): the banner editors,
 * shared-sdk's `bannerEditor` (the administration module, both profiles, and consultants of profile 3);
 * verifiers and companies 403.
 */
import { criteriosSave, criteriosShow } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

// prettier-ignore
export const criteriosMatrix: readonly MatrixRow[] = [
  //                                  anon  company consult verif admin1 admin2
  { endpoint: criteriosShow, statuses: [401,  403,    200,    403,  200,   200], request: { params: { tipo: 'banner_empresa' } } },
  // An empty body: the schema's 422, nothing written (the saves themselves: criterios.test.ts).
  { endpoint: criteriosSave, statuses: [401,  403,    422,    403,  422,   422], request: { body: {} } },
];
