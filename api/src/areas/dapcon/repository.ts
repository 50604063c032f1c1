/** The DAPcon area's queries on `dapcons`, `dapcon_idiomas` and `dapcon_historial`. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { IDIOMA_ID } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { usuarios } from '../auth/tables';
import { consultores } from '../consultores/tables';
import { organizaciones } from '../empresas/tables';
import { rcps, rcpsIdiomas } from '../rcp/tables';
import { idiomas } from '../referencia/tables';
import { dapconHistorial, dapconIdiomas, dapcons, incidencias } from './tables';

export type NewDapcon = typeof dapcons.$inferInsert;
export type NewDapconIdioma = typeof dapconIdiomas.$inferInsert;
export type NewDapconHistorial = typeof dapconHistorial.$inferInsert;

/** Inserts a declaration; answers its id. */
export async function insertDapcon(db: Database, row: NewDapcon): Promise<number> {
  const [inserted] = await db.insert(dapcons).values(row).returning({ id: dapcons.id });
  if (!inserted) throw new Error('The DAPcon row was not created');
  return inserted.id;
}

/** Inserts declarations in one statement (the seed); answers their ids, in order. */
export async function insertDapcons(db: Database, rows: NewDapcon[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(dapcons).values(rows).returning({ id: dapcons.id });
  return inserted.map((row) => row.id);
}

/** Inserts declarations' languages. */
export async function insertDapconIdiomas(db: Database, rows: NewDapconIdioma[]): Promise<void> {
  if (rows.length > 0) await db.insert(dapconIdiomas).values(rows);
}

/** Inserts history rows. */
export async function insertDapconHistorial(db: Database, rows: NewDapconHistorial[]): Promise<void> {
  if (rows.length > 0) await db.insert(dapconHistorial).values(rows);
}

/** Who takes part in a declaration: what access to it is decided by. */
export interface DapconParticipantes {
  id: number;
  org_usuario_id: number;
  consultor_id: number;
  verificador_id: number;
}

export async function findDapconParticipantes(db: Database, id: number): Promise<DapconParticipantes | undefined> {
  const [row] = await db
    .select({ id: dapcons.id, org_usuario_id: organizaciones.usuario_id, consultor_id: dapcons.consultor_id, verificador_id: dapcons.verificador_id })
    .from(dapcons)
    .innerJoin(organizaciones, eq(organizaciones.org_id, dapcons.org_id))
    .where(eq(dapcons.id, id))
    .limit(1);
  return row;
}

const consultor = alias(consultores, 'consultor');
const verificador = alias(consultores, 'verificador');
const padre = alias(dapcons, 'padre');
const nombreIdioma = alias(rcpsIdiomas, 'nombre_idioma');
const nombreEspanol = alias(rcpsIdiomas, 'nombre_espanol');

/** A declaration with its company, RCP (named in `idioma`, falling back to Spanish), participants and parent's code. */
export async function findDapconDetalle(db: Database, id: number, idioma: number) {
  const [row] = await db
    .select({
      id: dapcons.id,
      dapcon_codigo: dapcons.dapcon_codigo,
      dv_nombre_producto: dapcons.dv_nombre_producto,
      estado: dapcons.estado,
      org_id: organizaciones.org_id,
      org_cif: organizaciones.org_cif,
      org_nombre: organizaciones.org_nombre,
      rcp_id: rcps.id,
      rcp_equivalencia: rcps.equivalencia,
      rcp_nombre: sql<string>`coalesce(${nombreIdioma.rcp_nombre}, ${nombreEspanol.rcp_nombre}, ${rcps.equivalencia})`,
      codigo_para_codificacion_dapcon: rcps.codigo_para_codificacion_dapcon,
      consultor_nif: consultor.consultor_nif,
      consultor_nombre: consultor.consultor_nombre,
      consultor_apellidos: consultor.consultor_apellidos,
      verificador_nif: verificador.consultor_nif,
      verificador_nombre: verificador.consultor_nombre,
      verificador_apellidos: verificador.consultor_apellidos,
      dapcon_fecha_creacion: dapcons.dapcon_fecha_creacion,
      dapcon_valido_desde: dapcons.dapcon_valido_desde,
      dapcon_valido_hasta: dapcons.dapcon_valido_hasta,
      id_padre: dapcons.id_padre,
      codigo_padre: padre.dapcon_codigo,
      secuencia: dapcons.secuencia,
    })
    .from(dapcons)
    .innerJoin(organizaciones, eq(organizaciones.org_id, dapcons.org_id))
    .innerJoin(rcps, eq(rcps.id, dapcons.rcp_id))
    .leftJoin(nombreIdioma, and(eq(nombreIdioma.rcp_id, rcps.id), eq(nombreIdioma.idioma_id, idioma)))
    .leftJoin(nombreEspanol, and(eq(nombreEspanol.rcp_id, rcps.id), eq(nombreEspanol.idioma_id, IDIOMA_ID.es)))
    .innerJoin(consultor, eq(consultor.id, dapcons.consultor_id))
    .innerJoin(verificador, eq(verificador.id, dapcons.verificador_id))
    .leftJoin(padre, eq(padre.id, dapcons.id_padre))
    .where(eq(dapcons.id, id))
    .limit(1);
  return row;
}
export type DapconDetalleRow = NonNullable<Awaited<ReturnType<typeof findDapconDetalle>>>;

/** A declaration's languages, by id, with their code (for their names). */
export function listDapconIdiomas(db: Database, dapconId: number) {
  return db
    .select({
      idioma_id: dapconIdiomas.idioma_id,
      idioma: idiomas.idioma,
      idioma_nombre: idiomas.idioma_nombre,
      dapcon_idioma_estado: dapconIdiomas.dapcon_idioma_estado,
      inscripcion_ecoplatform: dapconIdiomas.inscripcion_ecoplatform,
    })
    .from(dapconIdiomas)
    .innerJoin(idiomas, eq(idiomas.id, dapconIdiomas.idioma_id))
    .where(eq(dapconIdiomas.dapcon_id, dapconId))
    .orderBy(asc(dapconIdiomas.idioma_id));
}
export type DapconIdiomaRow = Awaited<ReturnType<typeof listDapconIdiomas>>[number];

const autor = alias(usuarios, 'autor');
const suplantador = alias(usuarios, 'suplantador');

/** A declaration's history, oldest first, with the names of who made each step. */
export function listDapconHistorial(db: Database, dapconId: number) {
  return db
    .select({
      accion: dapconHistorial.accion,
      estado_desde: dapconHistorial.estado_desde,
      estado_hasta: dapconHistorial.estado_hasta,
      idioma_id: dapconHistorial.idioma_id,
      usuario_nombre: autor.nombre,
      usuario_apellidos: autor.apellidos,
      suplantador_nombre: suplantador.nombre,
      suplantador_apellidos: suplantador.apellidos,
      comentario: dapconHistorial.comentario,
      created_at: dapconHistorial.created_at,
    })
    .from(dapconHistorial)
    .leftJoin(autor, eq(autor.id, dapconHistorial.usuario_id))
    .leftJoin(suplantador, eq(suplantador.id, dapconHistorial.suplantador_id))
    .where(eq(dapconHistorial.dapcon_id, dapconId))
    .orderBy(asc(dapconHistorial.created_at), asc(dapconHistorial.id));
}
export type DapconHistorialRow = Awaited<ReturnType<typeof listDapconHistorial>>[number];

/**
 * Sets every language of a declaration to the state it follows (docs/dapcon-lifecycle.md 'The
 * states'): its declaration's, except `con_incidencias` for a language with an open incident while
 * the declaration is `en_verificacion`. Call it in the transaction of every transition and of every
 * incident opened, resolved or reopened, after the change.
 */
export async function syncIdiomaEstados(db: Database, dapconId: number): Promise<void> {
  await db.execute(sql`
    update ${dapconIdiomas} di
       set dapcon_idioma_estado = case
             when d.estado = 'en_verificacion' and exists (
               select 1 from ${incidencias} i
                where i.dapcon_id = di.dapcon_id and i.idioma_id = di.idioma_id and not i.esta_resuelta
             ) then 'con_incidencias'
             else d.estado
           end
      from ${dapcons} d
     where d.id = di.dapcon_id and di.dapcon_id = ${dapconId}`);
}
