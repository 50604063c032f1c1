/**
 * Filing a declaration under an ECO Platform class (docs/dapcon-lifecycle.md 'ECO Platform
 * classification'): `PATCH /dapcon/{id}/clasificacion`. Who may, and in which states, is the
 * contract's `PERMISOS_CLASIFICACION`: the company and its consultant in `borrador`, the
 * administration in any state. The rules every change follows: the caller's part first (404 for a
 * declaration it takes no part in, 403 for a part that never may), then in one transaction the row
 * locked FOR UPDATE and its state checked (409), the class checked (an active leaf of the tree, else
 * 422 under `clasificacion_id`), the change and a history row 'clasificar' naming the class ('code ·
 * name'), without a comment when the class is removed. Nothing changes and nothing is written when
 * the class is the one it already has. Nobody is e-mailed: the class is a fact of the record, not a
 * step of its life.
 */
import { CLASIFICACION_MSG, DAPCON_MSG, IDIOMA_ID, mensajeEstado, veredictoClasificacion, type ClasificarDapconBody } from '@dapcon/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/access';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { claseDe, esClaseAsignable } from '../parametros';
import { rolEnDapcon } from './acceso';
import { insertDapconHistorial, lockDapcon, updateDapcon } from './repository';

/** Sets (or with null removes) declaration `id`'s class. */
export async function clasificar(app: FastifyInstance, user: AuthUser, id: number, body: ClasificarDapconBody): Promise<void> {
  const { rol } = await rolEnDapcon(app.db, user, id);
  if (veredictoClasificacion(rol, 'borrador') === 'rol') throw new ForbiddenError(DAPCON_MSG.accionNoPermitida);
  const nueva = body.clasificacion_id;
  await app.db.transaction(async (tx) => {
    const dapcon = await lockDapcon(tx, id);
    if (!dapcon) throw new NotFoundError();
    if (veredictoClasificacion(rol, dapcon.estado) !== 'permitida') throw new ConflictError(mensajeEstado(dapcon.estado));
    if (nueva === dapcon.clasificacion_id) return;
    if (nueva !== null && !(await esClaseAsignable(tx, nueva))) throw new ValidationError({ clasificacion_id: [CLASIFICACION_MSG.clasifNoAsignable] });
    const clase = nueva === null ? undefined : await claseDe(tx, nueva, IDIOMA_ID.es);
    await updateDapcon(tx, id, { clasificacion_id: nueva });
    await insertDapconHistorial(tx, [
      {
        dapcon_id: id,
        accion: 'clasificar',
        estado_desde: dapcon.estado,
        estado_hasta: dapcon.estado,
        usuario_id: user.id,
        suplantador_id: user.suplantadorId,
        comentario: clase ? `${clase.codigo} · ${clase.nombre}` : null,
      },
    ]);
  });
}
