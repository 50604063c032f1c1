/**
 * A declaration's incidents (spec part 1 §3 'Incident', §7 `/incidencias/*`; docs/dapcon-lifecycle.md
 * 'Incidents'): the verifier (or the administration) opens them on one language while the declaration
 * is in verification, every participant replies, the verifier (or the administration) resolves and
 * reopens them.
 *
 * Who reaches an incident is who reaches its declaration (acceso.ts): anyone else gets 404, as for an
 * id that does not exist, and sees none of them in the lists. Who may act, in which state, is
 * `PERMISOS_DAPCON` (403 for a part that never may, 409 for a state that does not allow it), checked
 * with the declaration's row locked in the transaction that makes the change. An open incident keeps
 * its language `con_incidencias` while the declaration is in verification (`syncIdiomaEstados`, in the
 * same transaction). Notices are recorded in the same transaction too (correos.ts).
 */
import {
  DAPCON_MSG,
  type CrearIncidenciaBody,
  type Incidencia,
  type IncidenciaRespuesta,
  type IncidenciasDeDapcon,
  type IncidenciasQuery,
  type ResolverIncidenciaBody,
  type ResponderIncidenciaBody,
  type RolDapcon,
} from '@dapcon/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { ConflictError, FieldErrors, NotFoundError } from '../../errors';
import { findConsultorIdOfUsuario } from '../consultores';
import { exigirAccion, rolEnDapcon } from './acceso';
import { avisar, type Parte } from './ciclo';
import { avisoIncidenciaNueva, avisoIncidenciaRespuesta, type AvisoDapcon, type DatosAvisoIncidencia } from './correos';
import {
  esIdiomaDeDapcon,
  findDapconDeIncidencia,
  insertIncidencia,
  insertRespuesta,
  listIncidencias,
  listRespuestas,
  lockIncidencia,
  setIncidenciaResuelta,
  type AlcanceIncidencias,
  type IncidenciaRow,
  type RespuestaRow,
} from './incidencias-repository';
import { nombreCompleto } from './mappers';
import { insertDapconHistorial, lockDapcon, syncIdiomaEstados, type DapconBloqueada } from './repository';

function respuesta(row: RespuestaRow): IncidenciaRespuesta {
  return {
    id: row.id,
    mensaje: row.mensaje,
    documento: row.documento_tipo !== null && row.documento_nombre !== null ? { tipo: row.documento_tipo, nombre: row.documento_nombre } : null,
    autor: nombreCompleto(row.autor_nombre, row.autor_apellidos),
    rol: row.rol,
    created_at: row.created_at.toISOString(),
  };
}

function incidencia(row: IncidenciaRow, respuestas: readonly RespuestaRow[]): Incidencia {
  return {
    id: row.id,
    dapcon_id: row.dapcon_id,
    dapcon_codigo: row.dapcon_codigo,
    dv_nombre_producto: row.dv_nombre_producto,
    idioma_id: row.idioma_id,
    dapcon_incidencias_titulo: row.titulo,
    dapcon_incidencias_descripcion: row.descripcion,
    esta_resuelta: row.esta_resuelta,
    autor: nombreCompleto(row.autor_nombre, row.autor_apellidos),
    created_at: row.created_at.toISOString(),
    respuestas: respuestas.map(respuesta),
  };
}

/** Incident rows with their threads: the replies of all of them in one query. */
async function conRespuestas(db: Database, rows: readonly IncidenciaRow[]): Promise<Incidencia[]> {
  const respuestas = await listRespuestas(db, rows.map((row) => row.id));
  const porIncidencia = new Map<number, RespuestaRow[]>();
  for (const row of respuestas) {
    const hilo = porIncidencia.get(row.incidencia_id);
    if (hilo) hilo.push(row);
    else porIncidencia.set(row.incidencia_id, [row]);
  }
  return rows.map((row) => incidencia(row, porIncidencia.get(row.id) ?? []));
}

/** One incident with its thread, whoever asks (the caller's access has been checked). */
export async function incidenciaPorId(db: Database, id: number): Promise<Incidencia> {
  const [row] = await listIncidencias(db, 'todas', { incidencia_id: id });
  if (!row) throw new NotFoundError();
  const [answer] = await conRespuestas(db, [row]);
  if (!answer) throw new NotFoundError();
  return answer;
}

/**
 * The declarations a caller's lists reach (docs/dapcon-lifecycle.md 'Who takes part'), narrowed by
 * `perfil`: the administration all, whatever the perfil; a company its own (as any other perfil,
 * none); a consultant-module account those where its consultant row is the consultant or the
 * verifier (`perfil` picks one of the two).
 */
export async function alcanceDe(db: Database, user: AuthUser, perfil: IncidenciasQuery['perfil']): Promise<AlcanceIncidencias> {
  switch (user.modulo_app) {
    case 'administrador':
      return 'todas';
    case 'organizacion':
      return perfil === undefined || perfil === 'organizacion' ? { org_usuario_id: user.id } : {};
    case 'consultor': {
      const consultorId = await findConsultorIdOfUsuario(db, user.id);
      if (consultorId === undefined || perfil === 'organizacion') return {};
      return {
        ...(perfil !== 'verificador' ? { consultor_id: consultorId } : {}),
        ...(perfil !== 'consultor' ? { verificador_id: consultorId } : {}),
      };
    }
    default:
      return {};
  }
}

/** GET /incidencias/dapcon-incidencias: the incidents the caller reaches, newest first, each with its thread (oldest first). */
export async function incidenciasVisibles(db: Database, user: AuthUser, query: IncidenciasQuery): Promise<Incidencia[]> {
  const alcance = await alcanceDe(db, user, query.perfil);
  const rows = await listIncidencias(db, alcance, { dapcon_id: query.dapcon_id, idioma_id: query.idioma_id, esta_resuelta: query.esta_resuelta });
  return conRespuestas(db, rows);
}

/** GET /incidencias/listar/todas: the declarations the caller reaches that have incidents, newest incident first, with their incidents. */
export async function dapconsConIncidencias(db: Database, user: AuthUser): Promise<IncidenciasDeDapcon[]> {
  const rows = await listIncidencias(db, await alcanceDe(db, user, undefined));
  // The rows come newest first: a declaration's first row is its newest incident, and the Map keeps that order.
  const porDapcon = new Map<number, IncidenciasDeDapcon>();
  for (const row of rows) {
    let grupo = porDapcon.get(row.dapcon_id);
    if (!grupo) {
      grupo = {
        dapcon_id: row.dapcon_id,
        dapcon_codigo: row.dapcon_codigo,
        dv_nombre_producto: row.dv_nombre_producto,
        created_at: row.created_at.toISOString(),
        incidencias: [],
      };
      porDapcon.set(row.dapcon_id, grupo);
    }
    grupo.incidencias.push({
      id: row.id,
      idioma_id: row.idioma_id,
      dapcon_incidencias_titulo: row.titulo,
      esta_resuelta: row.esta_resuelta,
      created_at: row.created_at.toISOString(),
    });
  }
  return [...porDapcon.values()];
}

/** What an incident's notices name, from its locked declaration. */
export function datosAviso(dapcon: DapconBloqueada, idiomaId: number, titulo: string): DatosAvisoIncidencia {
  return { id: dapcon.id, producto: dapcon.dv_nombre_producto, codigo: dapcon.dapcon_codigo, idiomaId, titulo };
}

/** Records an incident's notice in `tx` to some of its declaration's participants (never to its author). */
async function avisarIncidencia(app: FastifyInstance, tx: Database, user: AuthUser, aviso: AvisoDapcon, dapconId: number, partes: readonly Parte[]): Promise<void> {
  await avisar(app, tx, dapconId, aviso, partes, user.id);
}

/**
 * POST /incidencias/crear: opens an incident on one language of a declaration the caller reaches (else
 * 404), in one transaction with the declaration locked: who and which state (`abrir_incidencia`), the
 * language one of the declaration's (422 under `idioma_id`), the incident, its history row (the title
 * as comment) and the languages' states. The company and consultant are e-mailed.
 */
export async function abrirIncidencia(app: FastifyInstance, user: AuthUser, body: CrearIncidenciaBody): Promise<Incidencia> {
  const { rol } = await rolEnDapcon(app.db, user, body.dapcon_id);
  const id = await app.db.transaction(async (tx) => {
    const dapcon = await lockDapcon(tx, body.dapcon_id);
    if (!dapcon) throw new NotFoundError();
    const { estado } = dapcon;
    exigirAccion('abrir_incidencia', rol, estado);
    if (!(await esIdiomaDeDapcon(tx, body.dapcon_id, body.idioma_id))) new FieldErrors().add('idioma_id', DAPCON_MSG.idiomaNoValido).throwIfAny();
    const nueva = await insertIncidencia(tx, {
      dapcon_id: body.dapcon_id,
      idioma_id: body.idioma_id,
      titulo: body.titulo,
      descripcion: body.descripcion,
      creada_por: user.id,
      suplantador_id: user.suplantadorId,
    });
    await insertDapconHistorial(tx, [
      {
        dapcon_id: body.dapcon_id,
        accion: 'abrir_incidencia',
        estado_desde: estado,
        estado_hasta: estado,
        idioma_id: body.idioma_id,
        usuario_id: user.id,
        suplantador_id: user.suplantadorId,
        comentario: body.titulo,
      },
    ]);
    await syncIdiomaEstados(tx, body.dapcon_id);
    await avisarIncidencia(app, tx, user, avisoIncidenciaNueva(datosAviso(dapcon, body.idioma_id, body.titulo)), body.dapcon_id, ['empresa', 'consultor']);
    return nueva;
  });
  return incidenciaPorId(app.db, id);
}

/** The declaration of incident `id` and the caller's part in it; 404 when either is missing or the caller takes none. */
export async function rolEnIncidencia(db: Database, user: AuthUser, id: number): Promise<{ dapconId: number; rol: RolDapcon }> {
  const dapconId = await findDapconDeIncidencia(db, id);
  if (dapconId === undefined) throw new NotFoundError();
  const { rol } = await rolEnDapcon(db, user, dapconId);
  return { dapconId, rol };
}

/** Locks an incident's declaration, then the incident (always in that order); answers the declaration, its state and the incident. */
async function bloquear(tx: Database, dapconId: number, id: number) {
  const dapcon = await lockDapcon(tx, dapconId);
  const row = await lockIncidencia(tx, id);
  if (!dapcon || row?.dapcon_id !== dapconId) throw new NotFoundError();
  return { dapcon, estado: dapcon.estado, row };
}

/**
 * POST /incidencias/:id/responder: a reply to an open incident (`responder_incidencia`; a resolved one:
 * 409 `incidenciaResuelta`). The other side is e-mailed: a reply of the verifier or the administration
 * goes to the company and consultant, one of the company or consultant to the verifier.
 */
export async function responderIncidencia(app: FastifyInstance, user: AuthUser, id: number, body: ResponderIncidenciaBody): Promise<Incidencia> {
  const { dapconId, rol } = await rolEnIncidencia(app.db, user, id);
  await app.db.transaction(async (tx) => {
    const { dapcon, estado, row } = await bloquear(tx, dapconId, id);
    exigirAccion('responder_incidencia', rol, estado);
    if (row.esta_resuelta) throw new ConflictError(DAPCON_MSG.incidenciaResuelta);
    await insertRespuesta(tx, { incidencia_id: id, mensaje: body.mensaje, usuario_id: user.id, suplantador_id: user.suplantadorId });
    const delVerificador = rol === 'verificador' || rol === 'administrador';
    await avisarIncidencia(app, tx, user, avisoIncidenciaRespuesta(datosAviso(dapcon, row.idioma_id, row.titulo)), dapconId, delVerificador ? ['empresa', 'consultor'] : ['verificador']);
  });
  return incidenciaPorId(app.db, id);
}

/**
 * PATCH /incidencias/:id/resolver: resolves (`esta_resuelta` true, with when and by whom) or reopens
 * (false, both cleared) an incident (`resolver_incidencia`), with a history row and the languages'
 * states in the same transaction. The body names the state wanted: asking for the one it already has
 * changes nothing, writes no history row and answers 200 (docs/decisions.md).
 */
export async function resolverIncidencia(db: Database, user: AuthUser, id: number, body: ResolverIncidenciaBody): Promise<Incidencia> {
  const { dapconId, rol } = await rolEnIncidencia(db, user, id);
  await db.transaction(async (tx) => {
    const { estado, row } = await bloquear(tx, dapconId, id);
    exigirAccion('resolver_incidencia', rol, estado);
    if (row.esta_resuelta === body.esta_resuelta) return;
    await setIncidenciaResuelta(tx, id, body.esta_resuelta, user.id);
    await insertDapconHistorial(tx, [
      {
        dapcon_id: dapconId,
        accion: body.esta_resuelta ? 'resolver_incidencia' : 'reabrir_incidencia',
        estado_desde: estado,
        estado_hasta: estado,
        idioma_id: row.idioma_id,
        usuario_id: user.id,
        suplantador_id: user.suplantadorId,
        comentario: row.titulo,
      },
    ]);
    await syncIdiomaEstados(tx, dapconId);
  });
  return incidenciaPorId(db, id);
}
