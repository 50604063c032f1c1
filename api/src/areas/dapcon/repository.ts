/** The DAPcon area's queries on `dapcons`, `dapcon_idiomas` and `dapcon_historial`. */
import { and, asc, count, eq, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { IDIOMA_ID } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { usuarios } from '../../auth/tables';
import { consultores } from '../consultores';
import { organizaciones } from '../empresas';
import { rcps, rcpsIdiomas } from '../rcp';
import { idiomas } from '../referencia';
import { dapconCodigos, dapconDocumentos, dapconHistorial, dapconIdiomas, dapcons, incidencias } from './tables';

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
      clasificacion_id: dapcons.clasificacion_id,
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

const cuentaEmpresa = alias(usuarios, 'cuenta_empresa');
const cuentaConsultor = alias(usuarios, 'cuenta_consultor');
const cuentaVerificador = alias(usuarios, 'cuenta_verificador');

/**
 * Where a declaration's notices go: its company, consultant and verifier, each with the address of
 * its account (the one it signs in with and recovers its password at), the account's id and the
 * language it reads (`usuarios.idioma`); and the company's name.
 */
export async function findDestinatariosDapcon(db: Database, dapconId: number) {
  const [row] = await db
    .select({
      org_nombre: organizaciones.org_nombre,
      empresa_email: cuentaEmpresa.email,
      empresa_usuario_id: cuentaEmpresa.id,
      empresa_idioma: cuentaEmpresa.idioma,
      consultor_email: cuentaConsultor.email,
      consultor_usuario_id: cuentaConsultor.id,
      consultor_idioma: cuentaConsultor.idioma,
      verificador_email: cuentaVerificador.email,
      verificador_usuario_id: cuentaVerificador.id,
      verificador_idioma: cuentaVerificador.idioma,
    })
    .from(dapcons)
    .innerJoin(organizaciones, eq(organizaciones.org_id, dapcons.org_id))
    .innerJoin(cuentaEmpresa, eq(cuentaEmpresa.id, organizaciones.usuario_id))
    .innerJoin(consultor, eq(consultor.id, dapcons.consultor_id))
    .innerJoin(cuentaConsultor, eq(cuentaConsultor.id, consultor.usuario_id))
    .innerJoin(verificador, eq(verificador.id, dapcons.verificador_id))
    .innerJoin(cuentaVerificador, eq(cuentaVerificador.id, verificador.usuario_id))
    .where(eq(dapcons.id, dapconId))
    .limit(1);
  if (!row) return undefined;
  return {
    org_nombre: row.org_nombre,
    empresa: { email: row.empresa_email, usuarioId: row.empresa_usuario_id, idioma: row.empresa_idioma },
    consultor: { email: row.consultor_email, usuarioId: row.consultor_usuario_id, idioma: row.consultor_idioma },
    verificador: { email: row.verificador_email, usuarioId: row.verificador_usuario_id, idioma: row.verificador_idioma },
  };
}

// ---------------------------------------------------------------- the life of a declaration (ciclo.ts, documentos.ts, caducidad.ts)

export type NewDapconDocumento = typeof dapconDocumentos.$inferInsert;

/**
 * A declaration as a transition needs it, its row locked FOR UPDATE until the transaction ends: two
 * transitions of the same declaration at once run one after the other, and the second sees the
 * first's state.
 */
export async function lockDapcon(tx: Database, id: number) {
  const [row] = await tx
    .select({
      id: dapcons.id,
      org_id: dapcons.org_id,
      rcp_id: dapcons.rcp_id,
      consultor_id: dapcons.consultor_id,
      verificador_id: dapcons.verificador_id,
      dv_nombre_producto: dapcons.dv_nombre_producto,
      estado: dapcons.estado,
      dapcon_codigo: dapcons.dapcon_codigo,
      dapcon_valido_desde: dapcons.dapcon_valido_desde,
      dapcon_valido_hasta: dapcons.dapcon_valido_hasta,
      secuencia: dapcons.secuencia,
      dapcon_fecha_creacion: dapcons.dapcon_fecha_creacion,
      clasificacion_id: dapcons.clasificacion_id,
    })
    .from(dapcons)
    .where(eq(dapcons.id, id))
    .for('update');
  return row;
}
export type DapconBloqueada = NonNullable<Awaited<ReturnType<typeof lockDapcon>>>;

/** Changes a declaration's row. */
export async function updateDapcon(tx: Database, id: number, changes: Partial<NewDapcon>): Promise<void> {
  await tx.update(dapcons).set(changes).where(eq(dapcons.id, id));
}

/** The coding code of a declaration's RCP ('100' asks for a product sheet); null when it has none. */
export async function codigoRcpDeDapcon(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ codigo: rcps.codigo_para_codificacion_dapcon })
    .from(dapcons)
    .innerJoin(rcps, eq(rcps.id, dapcons.rcp_id))
    .where(eq(dapcons.id, id))
    .limit(1);
  return row?.codigo ?? null;
}

/** A declaration's languages with their ECO Platform flags, code and own name, by id. */
export function listIdiomasDeDapcon(db: Database, id: number) {
  return db
    .select({
      idioma_id: dapconIdiomas.idioma_id,
      inscripcion_ecoplatform: dapconIdiomas.inscripcion_ecoplatform,
      idioma: idiomas.idioma,
      idioma_nombre: idiomas.idioma_nombre,
    })
    .from(dapconIdiomas)
    .innerJoin(idiomas, eq(idiomas.id, dapconIdiomas.idioma_id))
    .where(eq(dapconIdiomas.dapcon_id, id))
    .orderBy(asc(dapconIdiomas.idioma_id));
}

/** Sets the ECO Platform flag of some of a declaration's languages. */
export async function setInscripcionEcoplatform(tx: Database, id: number, flags: readonly { id: number; ecoplatform: boolean }[]): Promise<void> {
  for (const flag of flags) {
    await tx
      .update(dapconIdiomas)
      .set({ inscripcion_ecoplatform: flag.ecoplatform })
      .where(and(eq(dapconIdiomas.dapcon_id, id), eq(dapconIdiomas.idioma_id, flag.id)));
  }
}

const subidor = alias(usuarios, 'subidor');

/** A declaration's stored documents, by kind then language, with who uploaded each. */
export function listDapconDocumentos(db: Database, dapconId: number) {
  return db
    .select({
      id: dapconDocumentos.id,
      tipo: dapconDocumentos.tipo,
      idioma_id: dapconDocumentos.idioma_id,
      nombre_original: dapconDocumentos.nombre_original,
      tamanyo: dapconDocumentos.tamanyo,
      subido_por_nombre: subidor.nombre,
      subido_por_apellidos: subidor.apellidos,
      created_at: dapconDocumentos.created_at,
    })
    .from(dapconDocumentos)
    .leftJoin(subidor, eq(subidor.id, dapconDocumentos.subido_por))
    .where(eq(dapconDocumentos.dapcon_id, dapconId))
    .orderBy(asc(dapconDocumentos.tipo), asc(dapconDocumentos.idioma_id), asc(dapconDocumentos.id));
}
export type DapconDocumentoRow = Awaited<ReturnType<typeof listDapconDocumentos>>[number];

/** One document of one declaration, with the declaration's code and the language's ('es'); another declaration's: undefined. */
export async function findDapconDocumento(db: Database, dapconId: number, documentoId: number) {
  const [row] = await db
    .select({
      id: dapconDocumentos.id,
      tipo: dapconDocumentos.tipo,
      idioma: idiomas.idioma,
      storage_key: dapconDocumentos.storage_key,
      dapcon_codigo: dapcons.dapcon_codigo,
    })
    .from(dapconDocumentos)
    .innerJoin(dapcons, eq(dapcons.id, dapconDocumentos.dapcon_id))
    .leftJoin(idiomas, eq(idiomas.id, dapconDocumentos.idioma_id))
    .where(and(eq(dapconDocumentos.dapcon_id, dapconId), eq(dapconDocumentos.id, documentoId)))
    .limit(1);
  return row;
}

/** The kinds and languages of a declaration's stored documents (what submission checks). */
export function listTiposDocumento(db: Database, dapconId: number) {
  return db
    .select({ tipo: dapconDocumentos.tipo, idioma_id: dapconDocumentos.idioma_id })
    .from(dapconDocumentos)
    .where(eq(dapconDocumentos.dapcon_id, dapconId));
}

/**
 * Stores a document's row in place of the one of the same declaration, kind and language (the
 * unique index); answers the replaced row's storage key, to remove after the commit, or null.
 */
export async function replaceDapconDocumento(tx: Database, row: NewDapconDocumento): Promise<string | null> {
  const idioma = row.idioma_id ?? null;
  const removed = await tx
    .delete(dapconDocumentos)
    .where(
      and(
        eq(dapconDocumentos.dapcon_id, row.dapcon_id),
        eq(dapconDocumentos.tipo, row.tipo),
        idioma === null ? isNull(dapconDocumentos.idioma_id) : eq(dapconDocumentos.idioma_id, idioma),
      ),
    )
    .returning({ storage_key: dapconDocumentos.storage_key });
  await tx.insert(dapconDocumentos).values(row);
  return removed[0]?.storage_key ?? null;
}

/** Inserts document rows (the seed). */
export async function insertDapconDocumentos(db: Database, rows: NewDapconDocumento[]): Promise<void> {
  if (rows.length > 0) await db.insert(dapconDocumentos).values(rows);
}

/** The storage keys of one declaration's documents. */
export async function dapconDocumentoKeys(db: Database, dapconId: number): Promise<string[]> {
  const rows = await db.select({ key: dapconDocumentos.storage_key }).from(dapconDocumentos).where(eq(dapconDocumentos.dapcon_id, dapconId));
  return rows.map((row) => row.key);
}

/** Every storage key a declaration's document names (the storage sweep keeps them). */
export async function dapconStorageKeys(db: Database): Promise<string[]> {
  const rows = await db.select({ key: dapconDocumentos.storage_key }).from(dapconDocumentos);
  return rows.map((row) => row.key);
}

/** How many of a declaration's incidents are open. */
export async function countIncidenciasAbiertas(db: Database, dapconId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(incidencias)
    .where(and(eq(incidencias.dapcon_id, dapconId), eq(incidencias.esta_resuelta, false)));
  return row?.n ?? 0;
}

/** Whether a declaration's history holds an action (a submission, 'enviar', forbids deleting it). */
export async function hasHistorialAccion(db: Database, dapconId: number, accion: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dapconHistorial.id })
    .from(dapconHistorial)
    .where(and(eq(dapconHistorial.dapcon_id, dapconId), eq(dapconHistorial.accion, accion)))
    .limit(1);
  return row !== undefined;
}

/** The declaration that renews this one, if any. */
export async function findRenovacion(db: Database, dapconId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: dapcons.id }).from(dapcons).where(eq(dapcons.id_padre, dapconId)).limit(1);
  return row?.id;
}

/** Deletes a declaration; its languages, history, documents and incidents go with it (ON DELETE CASCADE). */
export async function deleteDapcon(tx: Database, id: number): Promise<void> {
  await tx.delete(dapcons).where(eq(dapcons.id, id));
}

/**
 * The next number of a year's codes: the year's counter row is created at 1 or raised by one in
 * one statement, which locks the row until the transaction ends (the 'FOR UPDATE' of the design),
 * so two publications at once get two numbers and a rolled-back one gives its number back.
 */
export async function siguienteNumeroCodigo(tx: Database, anyo: number): Promise<number> {
  const [row] = await tx
    .insert(dapconCodigos)
    .values({ anyo, ultimo: 1 })
    .onConflictDoUpdate({ target: dapconCodigos.anyo, set: { ultimo: sql`${dapconCodigos.ultimo} + 1` } })
    .returning({ ultimo: dapconCodigos.ultimo });
  if (!row) throw new Error('The code counter was not written');
  return row.ultimo;
}

/** Sets the per-year counters of codes (the seed). */
export async function insertDapconCodigos(db: Database, rows: { anyo: number; ultimo: number }[]): Promise<void> {
  if (rows.length > 0) await db.insert(dapconCodigos).values(rows);
}

/**
 * The renewal chain a declaration is in, first declaration first: up from it through `id_padre` to
 * the first, then down from the first through its renewals (one recursive query).
 */
export function listCadena(db: Database, dapconId: number) {
  const enCadena = sql`${dapcons.id} in (
    with recursive arriba(id, id_padre) as (
      select d.id, d.id_padre from dapcons d where d.id = ${dapconId}
      union all
      select d.id, d.id_padre from dapcons d join arriba a on d.id = a.id_padre
    ), abajo(id) as (
      select a.id from arriba a where a.id_padre is null
      union all
      select d.id from dapcons d join abajo b on d.id_padre = b.id
    )
    select id from abajo)`;
  return db
    .select({
      id: dapcons.id,
      dapcon_codigo: dapcons.dapcon_codigo,
      secuencia: dapcons.secuencia,
      estado: dapcons.estado,
      dapcon_valido_hasta: dapcons.dapcon_valido_hasta,
    })
    .from(dapcons)
    .where(enCadena)
    .orderBy(asc(dapcons.secuencia), asc(dapcons.id));
}

/** Published declarations whose validity ended before `hoy` ('yyyy-mm-dd'), by id. */
export async function listPublicadasVencidas(db: Database, hoy: string): Promise<number[]> {
  const rows = await db
    .select({ id: dapcons.id })
    .from(dapcons)
    .where(and(eq(dapcons.estado, 'publicada'), lt(dapcons.dapcon_valido_hasta, hoy)))
    .orderBy(asc(dapcons.id));
  return rows.map((row) => row.id);
}

/** What the expiry job reads of a declaration, its row locked FOR UPDATE as `lockDapcon` does. */
export async function lockDapconAviso(tx: Database, id: number) {
  const [row] = await tx
    .select({
      estado: dapcons.estado,
      dapcon_valido_hasta: dapcons.dapcon_valido_hasta,
      dapcon_codigo: dapcons.dapcon_codigo,
      dv_nombre_producto: dapcons.dv_nombre_producto,
    })
    .from(dapcons)
    .where(eq(dapcons.id, id))
    .for('update');
  return row;
}

