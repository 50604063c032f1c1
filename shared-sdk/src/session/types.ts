import type { TokenPayload } from '@dapcon/contract/core';
import type { Role } from '../permissions/roles';

/**
 * The signed-in user as the browser sees it: the decoded token payload plus
 * the derived role and the i18n key of its area name. For display and
 * navigation only — the server decides what the user may do.
 *
 * @example
 * const user: SessionUser = sessionUserFromToken(token);
 * t('frame.saludo', { nombre: user.nombre });
 */
export type SessionUser = TokenPayload & { role: Role; areaKey: string };
