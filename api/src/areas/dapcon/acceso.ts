/**
 * Who a caller is to one declaration, and whether it may do an action now (docs/dapcon-lifecycle.md
 * 'Who may do what'). Every DAPcon and incident route asks here, so the rule is one: a caller that
 * takes no part in the declaration gets 404 (as for an id that does not exist, so ids cannot be
 * probed); a part that may never do the action 403; a state that does not allow it 409 with a message
 * naming the state (`PERMISOS_DAPCON` in the contract).
 */
import { DAPCON_MSG, mensajeEstado, veredictoAccion, type AccionDapcon, type EstadoDapcon, type RolDapcon } from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { findConsultorIdOfUsuario } from '../consultores';
import { findDapconParticipantes, type DapconParticipantes } from './repository';

/** The caller's part in a declaration whose participants are known; undefined when it takes none. */
export async function rolDe(db: Database, user: AuthUser, participantes: DapconParticipantes): Promise<RolDapcon | undefined> {
  switch (user.modulo_app) {
    case 'administrador':
      return 'administrador';
    case 'organizacion':
      return participantes.org_usuario_id === user.id ? 'organizacion' : undefined;
    case 'consultor': {
      const consultorId = await findConsultorIdOfUsuario(db, user.id);
      if (consultorId === undefined) return undefined;
      if (participantes.consultor_id === consultorId) return 'consultor';
      if (participantes.verificador_id === consultorId) return 'verificador';
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The caller's part in declaration `id`; 404 when it does not exist or the caller takes no part in it. */
export async function rolEnDapcon(db: Database, user: AuthUser, id: number): Promise<{ rol: RolDapcon; participantes: DapconParticipantes }> {
  const participantes = await findDapconParticipantes(db, id);
  if (!participantes) throw new NotFoundError();
  const rol = await rolDe(db, user, participantes);
  if (!rol) throw new NotFoundError();
  return { rol, participantes };
}

/**
 * Throws unless `rol` may do `accion` in `estado`: 403 for a part that never may, 409 (naming the
 * state) for a state that does not allow it. Call it with the state read FOR UPDATE in the
 * transaction that makes the change.
 */
export function exigirAccion(accion: AccionDapcon, rol: RolDapcon, estado: EstadoDapcon): void {
  const veredicto = veredictoAccion(accion, rol, estado);
  if (veredicto === 'rol') throw new ForbiddenError(DAPCON_MSG.accionNoPermitida);
  if (veredicto === 'estado') throw new ConflictError(mensajeEstado(estado));
}
