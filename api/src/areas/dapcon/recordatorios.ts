/**
 * The DAPcon area's scheduled reminders (issue 36; the engine: api/src/recordatorios/motor.ts):
 * - `caducidad`: a published declaration, before its last valid day (the series' day), to its company and consultant;
 * - `pago_dapcon`: a published declaration whose payment is awaited, after its publication, to its company;
 * - `verificacion`: a declaration in verification whose last step is its submission (no return, no
 *   acceptance, no incident opened since, no word of the verifier or the administration in an
 *   incident since), after the submission, to its verifier and the administration;
 * - `incidencia`: an open incident, after the last word in it, to the side that owes the answer (the
 *   company and consultant when the verifier or the administration spoke last, else the verifier).
 *
 * The administration is every active account of the association's administrators (profile 2: who
 * runs the programme day to day; docs/decisions.md 'Reminders').
 */
import { sql, type SQL } from 'drizzle-orm';
import { calendarDay, euros } from '@dapcon/contract';
import { executeRows, type Database } from '../../db/database';
import type { Lang } from '../../lib/lang';
import type { MensajeRecordatorio, SerieRecordatorio, TipoRecordatorioDef } from '../../lib/recordatorios';
import { avisoIncidenciaSinRespuesta, avisoPagoDapconPendiente, avisoPorCaducar, avisoVerificacionEnEspera, nombreDapcon, type Destinatario } from './correos';
import { findDestinatariosDapcon } from './repository';

/** The administration's accounts that are told (the association's administrators, profile 2, active). */
export async function destinatariosAdministracion(db: Database): Promise<Destinatario[]> {
  const rows = await executeRows<{ id: number; email: string; idioma: Lang }>(
    db,
    sql`select id, email, idioma from usuarios where modulo_app = 'administrador' and perfil = 2 and activo and fecha_baja is null order by id`,
  );
  return rows.map((row) => ({ email: row.email, usuarioId: row.id, idioma: row.idioma }));
}

interface FilaDapcon {
  id: number;
  org_id: number;
  codigo: string | null;
  producto: string;
}

const lock = (bloquear: boolean): SQL => (bloquear ? sql` for update of d` : sql``);

function nombre(row: FilaDapcon): string {
  return nombreDapcon({ id: row.id, producto: row.producto, codigo: row.codigo });
}

function serieDapcon(row: FilaDapcon, serie: string, desde: string): SerieRecordatorio {
  return { entidad_id: row.id, serie, desde, dapcon_id: row.id, org_id: row.org_id, descripcion: nombre(row) };
}

/** The parties of a declaration among `partes`, or none when it is gone. */
async function partesDe(db: Database, id: number, partes: readonly ('empresa' | 'consultor' | 'verificador')[]): Promise<Destinatario[] | null> {
  const destinatarios = await findDestinatariosDapcon(db, id);
  return destinatarios ? partes.map((parte) => destinatarios[parte]) : null;
}

// ---------------------------------------------------------------- caducidad

interface FilaCaducidad extends FilaDapcon {
  hasta: string;
}

function leerCaducidad(db: Database, where: SQL, bloquear: boolean): Promise<FilaCaducidad[]> {
  return executeRows<FilaCaducidad>(
    db,
    sql`select d.id, d.org_id, d.dapcon_codigo as codigo, d.dv_nombre_producto as producto, d.dapcon_valido_hasta::text as hasta
        from dapcons d where d.estado = 'publicada' and d.dapcon_valido_hasta is not null and ${where} order by d.id${lock(bloquear)}`,
  );
}

export const recordatorioCaducidad: TipoRecordatorioDef = {
  tipo: 'caducidad',
  entidad: 'dapcons',
  async series(db, desde, hasta) {
    const rows = await leerCaducidad(db, sql`d.dapcon_valido_hasta between ${desde}::date and ${hasta}::date`, false);
    return rows.map((row) => serieDapcon(row, row.hasta, row.hasta));
  },
  async serieDe(db, id) {
    const [row] = await leerCaducidad(db, sql`d.id = ${id}`, true);
    return row ? serieDapcon(row, row.hasta, row.hasta) : null;
  },
  async mensaje(db, id, hito): Promise<MensajeRecordatorio | null> {
    const [row] = await executeRows<FilaCaducidad>(
      db,
      sql`select id, org_id, dapcon_codigo as codigo, dv_nombre_producto as producto, coalesce(dapcon_valido_hasta::text, '') as hasta from dapcons where id = ${id}`,
    );
    const destinatarios = row ? await partesDe(db, id, ['empresa', 'consultor']) : null;
    if (!row || !destinatarios || row.hasta === '') return null;
    return { aviso: avisoPorCaducar({ id, producto: row.producto, codigo: row.codigo }, row.hasta, hito), destinatarios };
  },
};

// ---------------------------------------------------------------- pago_dapcon

interface FilaPago extends FilaDapcon {
  publicada_at: Date | string | null;
  importe: string | null;
}

/** A declaration published with its payment awaited (no payment row, or one without its date), with the day it was (last) published. */
function leerPagos(db: Database, where: SQL, bloquear: boolean): Promise<FilaPago[]> {
  return executeRows<FilaPago>(
    db,
    sql`select d.id, d.org_id, d.dapcon_codigo as codigo, d.dv_nombre_producto as producto, p.importe::text as importe,
          (select max(h.created_at) from dapcon_historial h where h.dapcon_id = d.id and h.estado_hasta = 'publicada') as publicada_at
        from dapcons d left join dapcon_pagos p on p.dapcon_id = d.id
        where d.estado = 'publicada' and p.pagado is null and ${where} order by d.id${lock(bloquear)}`,
  );
}

function seriePago(row: FilaPago): SerieRecordatorio | null {
  if (row.publicada_at === null) return null;
  const dia = calendarDay(new Date(row.publicada_at));
  return serieDapcon(row, dia, dia);
}

export const recordatorioPagoDapcon: TipoRecordatorioDef = {
  tipo: 'pago_dapcon',
  entidad: 'dapcons',
  async series(db, desde, hasta) {
    const rows = await leerPagos(db, sql`true`, false);
    return rows.map(seriePago).filter((s): s is SerieRecordatorio => s !== null && s.desde >= desde && s.desde <= hasta);
  },
  async serieDe(db, id) {
    const [row] = await leerPagos(db, sql`d.id = ${id}`, true);
    return row ? seriePago(row) : null;
  },
  async mensaje(db, id): Promise<MensajeRecordatorio | null> {
    const [row] = await executeRows<FilaPago>(
      db,
      sql`select d.id, d.org_id, d.dapcon_codigo as codigo, d.dv_nombre_producto as producto, p.importe::text as importe, null as publicada_at
          from dapcons d left join dapcon_pagos p on p.dapcon_id = d.id where d.id = ${id}`,
    );
    const destinatarios = row ? await partesDe(db, id, ['empresa']) : null;
    if (!row || !destinatarios) return null;
    return { aviso: avisoPagoDapconPendiente({ id, producto: row.producto, codigo: row.codigo }, row.importe === null ? '—' : euros(row.importe)), destinatarios };
  },
};

// ---------------------------------------------------------------- verificacion

interface FilaVerificacion extends FilaDapcon {
  enviada_at: Date | string;
}

/** A user of the programme's side (an administrator, or a verifier: profile 4). */
const PROGRAMA = (alias: string) => sql.raw(`(${alias}.modulo_app = 'administrador' or ${alias}.perfil = 4)`);

/**
 * Declarations in verification whose last step is their submission, with no incident opened since
 * and no word of the programme's side in one since.
 */
function leerVerificacion(db: Database, where: SQL, bloquear: boolean): Promise<FilaVerificacion[]> {
  return executeRows<FilaVerificacion>(
    db,
    sql`select d.id, d.org_id, d.dapcon_codigo as codigo, d.dv_nombre_producto as producto, h.created_at as enviada_at
        from dapcons d
        join lateral (select accion, created_at from dapcon_historial where dapcon_id = d.id order by created_at desc, id desc limit 1) h on true
        where d.estado = 'en_verificacion' and h.accion = 'enviar'
          and not exists (select 1 from incidencias i where i.dapcon_id = d.id and i.created_at > h.created_at)
          and not exists (select 1 from incidencias_respuestas r join incidencias i on i.id = r.incidencia_id join usuarios u on u.id = r.usuario_id
                          where i.dapcon_id = d.id and r.created_at > h.created_at and ${PROGRAMA('u')})
          and ${where}
        order by d.id${lock(bloquear)}`,
  );
}

function serieVerificacion(row: FilaVerificacion): SerieRecordatorio {
  const enviada = new Date(row.enviada_at);
  return serieDapcon(row, enviada.toISOString(), calendarDay(enviada));
}

export const recordatorioVerificacion: TipoRecordatorioDef = {
  tipo: 'verificacion',
  entidad: 'dapcons',
  async series(db, desde, hasta) {
    const rows = await leerVerificacion(db, sql`true`, false);
    return rows.map(serieVerificacion).filter((s) => s.desde >= desde && s.desde <= hasta);
  },
  async serieDe(db, id) {
    const [row] = await leerVerificacion(db, sql`d.id = ${id}`, true);
    return row ? serieVerificacion(row) : null;
  },
  async mensaje(db, id, hito): Promise<MensajeRecordatorio | null> {
    const [row] = await executeRows<FilaVerificacion>(
      db,
      sql`select d.id, d.org_id, d.dapcon_codigo as codigo, d.dv_nombre_producto as producto,
            coalesce((select max(created_at) from dapcon_historial where dapcon_id = d.id and accion = 'enviar'), d.dapcon_fecha_creacion) as enviada_at
          from dapcons d where d.id = ${id}`,
    );
    const verificador = row ? await partesDe(db, id, ['verificador']) : null;
    if (!row || !verificador) return null;
    const destinatarios = [...verificador, ...(await destinatariosAdministracion(db))];
    return { aviso: avisoVerificacionEnEspera({ id, producto: row.producto, codigo: row.codigo }, calendarDay(new Date(row.enviada_at)), hito), destinatarios };
  },
};

// ---------------------------------------------------------------- incidencia

interface FilaIncidencia {
  id: number;
  dapcon_id: number;
  org_id: number;
  codigo: string | null;
  producto: string;
  titulo: string;
  idioma_id: number;
  /** The last word: a reply's id, or null for the incident's opening. */
  respuesta_id: number | null;
  ultima_at: Date | string;
  /** Whether the programme's side (the verifier, the administration) spoke last. */
  programa: boolean;
}

/** Open incidents with their last word (the last reply, or the opening) and who spoke it. */
function leerIncidencias(db: Database, where: SQL, bloquear: boolean): Promise<FilaIncidencia[]> {
  return executeRows<FilaIncidencia>(
    db,
    sql`select i.id, i.dapcon_id, d.org_id, d.dapcon_codigo as codigo, d.dv_nombre_producto as producto, i.titulo, i.idioma_id,
          r.id as respuesta_id, coalesce(r.created_at, i.created_at) as ultima_at,
          coalesce(${PROGRAMA('u')}, false) as programa
        from incidencias i
        join dapcons d on d.id = i.dapcon_id
        left join lateral (select id, created_at, usuario_id from incidencias_respuestas where incidencia_id = i.id order by created_at desc, id desc limit 1) r on true
        left join usuarios u on u.id = coalesce(r.usuario_id, i.creada_por)
        where not i.esta_resuelta and ${where}
        order by i.id${bloquear ? sql` for update of i` : sql``}`,
  );
}

function serieIncidencia(row: FilaIncidencia): SerieRecordatorio {
  const ultima = new Date(row.ultima_at);
  return {
    entidad_id: row.id,
    serie: row.respuesta_id === null ? `i${row.id}` : `r${row.respuesta_id}`,
    desde: calendarDay(ultima),
    dapcon_id: row.dapcon_id,
    org_id: row.org_id,
    descripcion: `«${row.titulo}» · ${nombreDapcon({ id: row.dapcon_id, producto: row.producto, codigo: row.codigo })}`,
  };
}

export const recordatorioIncidencia: TipoRecordatorioDef = {
  tipo: 'incidencia',
  entidad: 'incidencias',
  async series(db, desde, hasta) {
    const rows = await leerIncidencias(db, sql`true`, false);
    return rows.map(serieIncidencia).filter((s) => s.desde >= desde && s.desde <= hasta);
  },
  async serieDe(db, id) {
    const [row] = await leerIncidencias(db, sql`i.id = ${id}`, true);
    return row ? serieIncidencia(row) : null;
  },
  async mensaje(db, id, hito): Promise<MensajeRecordatorio | null> {
    const [row] = await executeRows<FilaIncidencia>(
      db,
      sql`select i.id, i.dapcon_id, d.org_id, d.dapcon_codigo as codigo, d.dv_nombre_producto as producto, i.titulo, i.idioma_id,
            r.id as respuesta_id, coalesce(r.created_at, i.created_at) as ultima_at, coalesce(${PROGRAMA('u')}, false) as programa
          from incidencias i join dapcons d on d.id = i.dapcon_id
          left join lateral (select id, created_at, usuario_id from incidencias_respuestas where incidencia_id = i.id order by created_at desc, id desc limit 1) r on true
          left join usuarios u on u.id = coalesce(r.usuario_id, i.creada_por)
          where i.id = ${id}`,
    );
    if (!row) return null;
    const destinatarios = await partesDe(db, row.dapcon_id, row.programa ? ['empresa', 'consultor'] : ['verificador']);
    if (!destinatarios) return null;
    const datos = { id: row.dapcon_id, producto: row.producto, codigo: row.codigo, idiomaId: row.idioma_id, titulo: row.titulo };
    return { aviso: avisoIncidenciaSinRespuesta(datos, hito), destinatarios };
  },
};

/** The DAPcon area's kinds, in the order the scheduler runs them. */
export const RECORDATORIOS_DAPCON: readonly TipoRecordatorioDef[] = [recordatorioCaducidad, recordatorioPagoDapcon, recordatorioVerificacion, recordatorioIncidencia];
