/** The empresas area's queries on `organizaciones`; other areas reach the table only through these. */
import { and, count, eq, inArray, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { normalizeTaxId, PER_PAGE, type DocumentoAcreditacionTipo, type EMPRESAS_SORTABLE, type EmpresasQuery, type EstadoPago, type OrderBy } from '@dapcon/contract';
import { unaccentLower } from '../../db/columns';
import type { Database } from '../../db/database';
import { afterCursor, cachedList, containsPattern, cursorKeyOf, listOrder, orderByClause, type Cursor, type ListOrder, type SortMap } from '../../lib/list';
import { usuarios } from '../../auth/tables';
import { IDIOMA_ES, opcionTextoSql, parametros, parametrosTextos } from '../referencia';
import { organizaciones, organizacionesEstados } from './tables';

/** A new organisation row, without its account (`usuario_id` is given apart). */
export type NewOrganizacion = Omit<typeof organizaciones.$inferInsert, 'usuario_id'>;

/** Inserts the organisation of an account (a registration). */
export async function insertOrganizacion(db: Database, usuarioId: number, org: NewOrganizacion): Promise<void> {
  await db.insert(organizaciones).values({ ...org, usuario_id: usuarioId });
}

/** Inserts organisations in one statement (the seed). */
export async function insertOrganizaciones(db: Database, rows: (typeof organizaciones.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(organizaciones).values(rows);
}

/** The payment state of a user's company; null for users without one (consultants, administrators). */
export async function estadoPagoOfUsuario(db: Database, usuarioId: number): Promise<EstadoPago> {
  const [row] = await db
    .select({ estado_pago: organizaciones.estado_pago })
    .from(organizaciones)
    .where(eq(organizaciones.usuario_id, usuarioId))
    .limit(1);
  return row?.estado_pago ?? null;
}

/** The company of a user: its id, CIF and stored accreditation documents. */
export async function findOrganizacionOfUsuario(db: Database, usuarioId: number) {
  const [row] = await db
    .select({
      org_id: organizaciones.org_id,
      org_cif: organizaciones.org_cif,
      doc_sgm_iso14001: organizaciones.doc_sgm_iso14001,
      doc_sgm_emacs: organizaciones.doc_sgm_emacs,
    })
    .from(organizaciones)
    .where(eq(organizaciones.usuario_id, usuarioId))
    .limit(1);
  return row;
}

/** Column of each accreditation document. */
export const DOCUMENT_COLUMNS = { iso14001: 'doc_sgm_iso14001', emacs: 'doc_sgm_emacs' } as const;

/** Records the storage key of a company's accreditation document. */
export async function setDocumentoAcreditacion(
  db: Database,
  orgId: number,
  type: keyof typeof DOCUMENT_COLUMNS,
  key: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(organizaciones)
    .set({ [DOCUMENT_COLUMNS[type]]: key, updated_at: now })
    .where(eq(organizaciones.org_id, orgId));
}

/** Every storage key an organisation names: logos and accreditation documents (the storage sweep keeps them). */
export async function organizacionStorageKeys(db: Database): Promise<string[]> {
  const rows = await db
    .select({ logo: organizaciones.org_logo, iso: organizaciones.doc_sgm_iso14001, emas: organizaciones.doc_sgm_emacs })
    .from(organizaciones)
    .where(or(isNotNull(organizaciones.org_logo), isNotNull(organizaciones.doc_sgm_iso14001), isNotNull(organizaciones.doc_sgm_emacs)));
  return rows.flatMap((row) => [row.logo, row.iso, row.emas]).filter((key): key is string => key !== null);
}

// ---------------------------------------------------------------- the company list (GET /organizaciones)

/** The company list's filters: its query without page, order and Excel. */
export type EmpresasFilters = Omit<EmpresasQuery, 'page' | 'order_by' | 'to_excel'>;

type EmpresasSortField = (typeof EMPRESAS_SORTABLE)[number];

/** What each sort of the company list sorts by (the contract's allow-list); the primary key breaks ties. */
const EMPRESAS_SORTS: SortMap<EmpresasSortField> = {
  org_cif: organizaciones.org_cif,
  org_nombre: organizaciones.nombre_busqueda,
  fecha_creacion: organizaciones.fecha_creacion,
};

/** The order of the company list for a checked `order_by`. */
export function empresasOrder(orderBy: OrderBy<EmpresasSortField>): ListOrder {
  return listOrder(orderBy, EMPRESAS_SORTS, organizaciones.org_id);
}

/**
 * The company list's filters as one WHERE (spec part 2 §2.4): status (alta: no leaving date; baja:
 * one; todos), API integration, fee paid or pending, agreement, commission earner and type, the
 * name (anywhere in it, accents and case ignored; a self-employed person's 'surnames name' too)
 * and the CIF (anywhere in it, case, spaces, dots and hyphens ignored).
 */
export function empresasWhere(f: EmpresasFilters): SQL | undefined {
  const o = organizaciones;
  return and(
    f.estado_id === 'alta' ? isNull(o.org_fecha_baja) : f.estado_id === 'baja' ? isNotNull(o.org_fecha_baja) : undefined,
    f.integracion_api === undefined ? undefined : eq(o.integracion_api, f.integracion_api),
    f.estado_pago === undefined ? undefined : eq(o.estado_pago, f.estado_pago),
    f.org_convenio === undefined ? undefined : eq(o.org_convenio, f.org_convenio),
    f.comisionista_id === undefined ? undefined : eq(o.comisionista_id, f.comisionista_id),
    f.tipo_comision === undefined ? undefined : eq(o.tipo_comision, f.tipo_comision),
    // The pattern takes the stored column's search form: 'CERÀM' finds 'Cerámicas'.
    f.filter_name === undefined ? undefined : like(o.nombre_busqueda, unaccentLower(sql`${containsPattern(f.filter_name)}`)),
    f.filter_cif === undefined ? undefined : like(o.org_cif, containsPattern(normalizeTaxId(f.filter_cif))),
  );
}

const LIST_COLUMNS = {
  org_id: organizaciones.org_id,
  org_cif: organizaciones.org_cif,
  org_nombre: organizaciones.org_nombre,
  fecha_creacion: organizaciones.fecha_creacion,
  org_fecha_alta: organizaciones.org_fecha_alta,
  org_telefono: organizaciones.org_telefono,
  integracion_api: organizaciones.integracion_api,
  org_convenio: organizaciones.org_convenio,
  org_fecha_baja: organizaciones.org_fecha_baja,
};

/** A row of the company list as read. */
export interface OrganizacionListRow {
  org_id: number;
  org_cif: string;
  org_nombre: string;
  fecha_creacion: Date;
  org_fecha_alta: Date;
  org_telefono: string | null;
  integracion_api: boolean;
  org_convenio: string | null;
  org_fecha_baja: Date | null;
}

/**
 * One page of the company list: LIMIT/OFFSET over the filtered, sorted rows, each with its agreement's
 * name in the language `idioma` (in the same query: a page is one round trip, docs/lists.md).
 */
export function organizacionesPage(
  db: Database,
  where: SQL | undefined,
  order: ListOrder,
  limit: number,
  offset: number,
  idioma: number,
): Promise<(OrganizacionListRow & { convenio_nombre: string | null })[]> {
  return db
    .select({ ...LIST_COLUMNS, convenio_nombre: opcionTextoSql(organizaciones.org_convenio, 'empresa_convenios', idioma) })
    .from(organizaciones)
    .where(where)
    .orderBy(...orderByClause(order))
    .limit(limit)
    .offset(offset);
}

/**
 * The company list's pages are kept until one of the tables its page query reads changes (lib/list.ts
 * `ListPages`): the companies, and the parameters whose texts name their agreements.
 */
export const EMPRESAS_LIST = cachedList('organizaciones', [organizaciones, parametros, parametrosTextos], (db) =>
  organizacionesPage(db, empresasWhere({ estado_id: 'todos', filter_name: 'x', filter_cif: 'x' }), empresasOrder('org_nombre asc'), PER_PAGE, 0, IDIOMA_ES),
);

/** How many companies pass the filters. */
export async function countOrganizaciones(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organizaciones).where(where);
  return row?.n ?? 0;
}

/** The next keyset batch of the company list (the Excel file): rows after `after`, with their cursor key. */
export function organizacionesAfter(
  db: Database,
  where: SQL | undefined,
  order: ListOrder,
  after: Cursor | null,
  limit: number,
): Promise<(OrganizacionListRow & { cursor_key: string })[]> {
  return db
    .select({ ...LIST_COLUMNS, cursor_key: cursorKeyOf(order) })
    .from(organizaciones)
    .where(and(where, after === null ? undefined : afterCursor(order, after)))
    .orderBy(...orderByClause(order))
    .limit(limit);
}

// ---------------------------------------------------------------- one company (its page, /mis-datos, baja, alta, deletion)

/** What a company's page shows: its row, and of its account the sign-in name, e-mail and state. */
const EMPRESA_COLUMNS = {
  org_id: organizaciones.org_id,
  usuario_id: organizaciones.usuario_id,
  org_cif: organizaciones.org_cif,
  org_nombre: organizaciones.org_nombre,
  es_persona: organizaciones.es_persona,
  org_persona_nombre: organizaciones.org_persona_nombre,
  org_persona_apellido: organizaciones.org_persona_apellido,
  org_direccion: organizaciones.org_direccion,
  org_codigo_postal: organizaciones.org_codigo_postal,
  org_poblacion: organizaciones.org_poblacion,
  org_provincia: organizaciones.org_provincia,
  org_pais: organizaciones.org_pais,
  org_email: organizaciones.org_email,
  org_telefono: organizaciones.org_telefono,
  org_web: organizaciones.org_web,
  org_logo: organizaciones.org_logo,
  persona_contacto_nombre: organizaciones.persona_contacto_nombre,
  persona_contacto_cargo: organizaciones.persona_contacto_cargo,
  persona_contacto_telefono: organizaciones.persona_contacto_telefono,
  persona_contacto_email: organizaciones.persona_contacto_email,
  contacto_facturacion_nombre: organizaciones.contacto_facturacion_nombre,
  contacto_facturacion_email: organizaciones.contacto_facturacion_email,
  contacto_facturacion_telefono: organizaciones.contacto_facturacion_telefono,
  doc_sgm_iso14001: organizaciones.doc_sgm_iso14001,
  doc_sgm_emacs: organizaciones.doc_sgm_emacs,
  org_tipo: organizaciones.org_tipo,
  org_tamanio: organizaciones.org_tamanio,
  org_convenio: organizaciones.org_convenio,
  org_facturar_dapcon_convenio: organizaciones.org_facturar_dapcon_convenio,
  exento_cuota: organizaciones.exento_cuota,
  recordatorios_cuota: organizaciones.recordatorios_cuota,
  integracion_api: organizaciones.integracion_api,
  comisionista_id: organizaciones.comisionista_id,
  tipo_comision: organizaciones.tipo_comision,
  fecha_creacion: organizaciones.fecha_creacion,
  org_fecha_alta: organizaciones.org_fecha_alta,
  org_fecha_baja: organizaciones.org_fecha_baja,
  org_observaciones_baja: organizaciones.org_observaciones_baja,
  estado_pago: organizaciones.estado_pago,
  cuenta: {
    usuario: usuarios.usuario,
    email: usuarios.email,
    activo: usuarios.activo,
    fecha_baja: usuarios.fecha_baja,
  },
};

/** A company as its page reads it (`findEmpresa…`). */
export type EmpresaRow = NonNullable<Awaited<ReturnType<typeof findEmpresa>>>;

async function findEmpresa(db: Database, where: SQL) {
  const [row] = await db
    .select(EMPRESA_COLUMNS)
    .from(organizaciones)
    .innerJoin(usuarios, eq(usuarios.id, organizaciones.usuario_id))
    .where(where)
    .limit(1);
  return row;
}

/** A company by its id, with its account. */
export function findEmpresaById(db: Database, orgId: number): Promise<EmpresaRow | undefined> {
  return findEmpresa(db, eq(organizaciones.org_id, orgId));
}

/** A company by its CIF (as stored: upper case, no separators), with its account. */
export function findEmpresaByCif(db: Database, orgCif: string): Promise<EmpresaRow | undefined> {
  return findEmpresa(db, eq(organizaciones.org_cif, orgCif));
}

/** The company of an account (the signed-in company's own), with its account. */
export function findEmpresaOfUsuario(db: Database, usuarioId: number): Promise<EmpresaRow | undefined> {
  return findEmpresa(db, eq(organizaciones.usuario_id, usuarioId));
}

/**
 * A company's row locked for the rest of the transaction (SELECT … FOR UPDATE): what a write
 * needs to decide (its state, its account) and the files it names, read where no other write can
 * change them before this one commits.
 */
export async function lockOrganizacion(tx: Database, orgId: number) {
  const [row] = await tx
    .select({
      org_id: organizaciones.org_id,
      usuario_id: organizaciones.usuario_id,
      org_logo: organizaciones.org_logo,
      doc_sgm_iso14001: organizaciones.doc_sgm_iso14001,
      doc_sgm_emacs: organizaciones.doc_sgm_emacs,
      org_fecha_baja: organizaciones.org_fecha_baja,
      exento_cuota: organizaciones.exento_cuota,
      org_convenio: organizaciones.org_convenio,
    })
    .from(organizaciones)
    .where(eq(organizaciones.org_id, orgId))
    .for('update');
  return row;
}

/** The columns of a company a save may change. */
export type OrganizacionChanges = Partial<Omit<typeof organizaciones.$inferInsert, 'org_id' | 'usuario_id' | 'org_cif' | 'created_at' | 'nombre_busqueda'>>;

/** Writes changes to a company (and stamps `updated_at`). */
export async function updateOrganizacion(db: Database, orgId: number, changes: OrganizacionChanges, now: Date = new Date()): Promise<void> {
  await db
    .update(organizaciones)
    .set({ ...changes, updated_at: now })
    .where(eq(organizaciones.org_id, orgId));
}

/** Clears a company's accreditation document (ISO 14001 or EMAS). */
export async function clearDocumentoAcreditacion(db: Database, orgId: number, type: DocumentoAcreditacionTipo, now: Date = new Date()): Promise<void> {
  await db
    .update(organizaciones)
    .set({ [DOCUMENT_COLUMNS[type]]: null, updated_at: now })
    .where(eq(organizaciones.org_id, orgId));
}

/** A row of a company's baja/alta history. */
export type NewEstadoOrganizacion = typeof organizacionesEstados.$inferInsert;

/** Records a baja or an alta in the company's history. */
export async function insertEstadoOrganizacion(db: Database, row: NewEstadoOrganizacion): Promise<void> {
  await db.insert(organizacionesEstados).values(row);
}

/** Records several history rows in one statement (the seed). */
export async function insertEstadosOrganizacion(db: Database, rows: NewEstadoOrganizacion[]): Promise<void> {
  if (rows.length > 0) await db.insert(organizacionesEstados).values(rows);
}

/** The ids of companies by CIF (the seed, after inserting them). */
export async function orgIdsByCif(db: Database, cifs: readonly string[]): Promise<Map<string, number>> {
  if (cifs.length === 0) return new Map();
  const rows = await db
    .select({ org_id: organizaciones.org_id, org_cif: organizaciones.org_cif })
    .from(organizaciones)
    .where(inArray(organizaciones.org_cif, [...cifs]));
  return new Map(rows.map((row) => [row.org_cif, row.org_id]));
}
