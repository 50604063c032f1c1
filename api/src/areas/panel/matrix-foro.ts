/**
 * Who may call the forum link (docs/home.md step 4): verifiers and the administration module. The
 * matrix runs without FORUM_URL: the link's token is then 404 for them (foro.test.ts configures one).
 */
import { enlaceForo, estadoForo } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

// prettier-ignore
export const foroMatrix: readonly MatrixRow[] = [
  //                               anon  company consult verif admin1 admin2
  { endpoint: estadoForo, statuses: [401,  403,    403,    200,  200,   200] },
  { endpoint: enlaceForo, statuses: [401,  403,    403,    404,  404,   404] },
];
