/**
 * The RCP catalogue's administration (spec part 2 §2.14, §3 'RCP', §4, §7.6; docs/parametros.md
 * 'RCPs as built'): the list on the list kit (`GET /rcp`, lib/list.ts, docs/lists.md), one RCP,
 * create and save. 'Deleting' is saving with `anulada` true: the select (`GET /rcp`) and the
 * DAPcon creation no longer take it; the list shows it with `novigentes`.
 *
 * - The name is the caller's language's, else Spanish, else the equivalencia (as the select's).
 * - 'material' is the names of the RCP's families (options of the folder `familias_rcp`) in the
 *   caller's language, in the folder's order, joined by ', '; read in one query per page or batch.
 * - A family must be an active option of `familias_rcp`, or one the RCP already has; a text's
 *   language an active one, or one the RCP already has a text in (a deactivated language keeps its texts).
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import {
  CARPETA_FAMILIAS_RCP,
  IDIOMA_ID,
  RCP_EXCEL_NAME,
  RCP_MSG,
  type ActualizarRcpBody,
  type CrearRcpBody,
  type OrderBy,
  type Rcp,
  type RCP_SORTABLE,
  type RcpListaQuery,
  type RcpListItem,
  type RcpTexto,
} from '@dapcon/contract';
import { unaccentLower } from '../../db/columns';
import type { Database } from '../../db/database';
import { FieldErrors, NotFoundError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { afterCursor, cursorKeyOf, keysetBatches, listOrder, orderByClause, pageOf, sendExcel, type Cursor, type ExcelColumn, type ListTotals, type Page, type SortMap } from '../../lib/list';
import { activeIdiomaIds, parametros, parametrosTextos } from '../referencia';
import { rcps, rcpsFamilias, rcpsIdiomas } from './tables';

type SortField = (typeof RCP_SORTABLE)[number];

const nombreIdioma = alias(rcpsIdiomas, 'nombre_idioma');
const nombreEspanol = alias(rcpsIdiomas, 'nombre_espanol');
const nombre = sql<string>`coalesce(${nombreIdioma.rcp_nombre}, ${nombreEspanol.rcp_nombre}, ${rcps.equivalencia})`;

/** What each sort field sorts by (never NULL); the id breaks ties. */
const SORTS: SortMap<SortField> = {
  equivalencia: rcps.equivalencia,
  anyo: rcps.anyo,
  rcp_nombre: unaccentLower(nombre),
};

const COLUMNS = {
  id: rcps.id,
  equivalencia: rcps.equivalencia,
  anyo: rcps.anyo,
  version: rcps.version,
  rcp_nombre: nombre,
  codigo_para_codificacion_dapcon: rcps.codigo_para_codificacion_dapcon,
  vigente: rcps.vigente,
  anulada: rcps.anulada,
};

type Row = Omit<RcpListItem, 'material'>;

const conNombreEn = (idioma: number) => and(eq(nombreIdioma.rcp_id, rcps.id), eq(nombreIdioma.idioma_id, idioma));
const conNombreEspanol = and(eq(nombreEspanol.rcp_id, rcps.id), eq(nombreEspanol.idioma_id, IDIOMA_ID.es));

/** The RCPs with their name in `idioma` (Spanish, then the equivalencia, when it has none). */
function selectRcps(db: Database, idioma: number) {
  return db.select(COLUMNS).from(rcps).leftJoin(nombreIdioma, conNombreEn(idioma)).leftJoin(nombreEspanol, conNombreEspanol);
}

/** The same, with each row's cursor in `order` (the Excel's keyset batches). */
function selectRcpsConCursor(db: Database, idioma: number, order: ReturnType<typeof listOrder>) {
  return db
    .select({ ...COLUMNS, cursor_key: cursorKeyOf(order) })
    .from(rcps)
    .leftJoin(nombreIdioma, conNombreEn(idioma))
    .leftJoin(nombreEspanol, conNombreEspanol);
}

/** Without `novigentes`: the RCPs in force and not annulled; with it, every one. */
function listaWhere(novigentes: boolean | undefined): SQL | undefined {
  return novigentes === true ? undefined : and(eq(rcps.vigente, true), eq(rcps.anulada, false));
}

async function countRcps(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rcps).where(where);
  return row?.n ?? 0;
}

const textoFamilia = alias(parametrosTextos, 'texto_familia');
const textoFamiliaEs = alias(parametrosTextos, 'texto_familia_es');

/** The families of some RCPs: their ids and names in `idioma` (Spanish when missing), in the folder's order. */
async function familiasDe(db: Database, ids: readonly number[], idioma: number): Promise<Map<number, { ids: string[]; nombres: string[] }>> {
  const out = new Map<number, { ids: string[]; nombres: string[] }>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      rcp_id: rcpsFamilias.rcp_id,
      param_id: rcpsFamilias.param_id,
      nombre: sql<string>`coalesce(${textoFamilia.pt_texto}, ${textoFamiliaEs.pt_texto}, ${parametros.param_nombre})`,
    })
    .from(rcpsFamilias)
    .innerJoin(parametros, eq(parametros.param_id, rcpsFamilias.param_id))
    .leftJoin(textoFamilia, and(eq(textoFamilia.pt_param_id, parametros.param_id), eq(textoFamilia.pt_idioma_id, idioma)))
    .leftJoin(textoFamiliaEs, and(eq(textoFamiliaEs.pt_param_id, parametros.param_id), eq(textoFamiliaEs.pt_idioma_id, IDIOMA_ID.es)))
    .where(inArray(rcpsFamilias.rcp_id, [...ids]))
    .orderBy(asc(parametros.param_order), asc(parametros.param_id));
  for (const row of rows) {
    const entry = out.get(row.rcp_id) ?? { ids: [], nombres: [] };
    entry.ids.push(row.param_id);
    entry.nombres.push(row.nombre);
    out.set(row.rcp_id, entry);
  }
  return out;
}

async function conMaterial(db: Database, rows: readonly Row[], idioma: number): Promise<RcpListItem[]> {
  const familias = await familiasDe(
    db,
    rows.map((r) => r.id),
    idioma,
  );
  return rows.map((row) => ({ ...row, material: familias.get(row.id)?.nombres.join(', ') ?? '' }));
}

function prepared(query: RcpListaQuery) {
  const where = listaWhere(query.novigentes);
  return { where, order: listOrder(query.order_by as OrderBy<SortField>, SORTS, rcps.id), totalsKey: `rcp ${query.novigentes === true ? 'todas' : 'vigentes'}` };
}

/** `GET /rcp`: a page of the catalogue. */
export async function rcpPage(db: Database, query: RcpListaQuery, lang: Lang, totals: ListTotals): Promise<Page<RcpListItem>> {
  const { where, order, totalsKey } = prepared(query);
  const idioma = IDIOMA_ID[lang];
  const page = await pageOf<Row>(query.page, {
    rows: (limit, offset) =>
      selectRcps(db, idioma)
        .where(where)
        .orderBy(...orderByClause(order))
        .limit(limit)
        .offset(offset),
    total: () => totals.get(totalsKey, () => countRcps(db, where)),
  });
  return { ...page, data: await conMaterial(db, page.data, idioma) };
}

/** The Excel file's texts, in the caller's language. */
export const RCP_EXCEL_TEXTS = {
  es: {
    sheet: 'RCPs',
    equivalencia: 'Equivalencia',
    anyo: 'Año',
    material: 'Material',
    nombre: 'Nombre',
    version: 'Versión',
    codigo: 'Código para codificación DAPcon',
    vigente: 'Vigente',
    anulada: 'Eliminado',
    si: 'Sí',
    no: 'No',
  },
  ca: {
    sheet: 'RCPs',
    equivalencia: 'Equivalència',
    anyo: 'Any',
    material: 'Material',
    nombre: 'Nom',
    version: 'Versió',
    codigo: 'Codi per a la codificació DAPcon',
    vigente: 'Vigent',
    anulada: 'Eliminat',
    si: 'Sí',
    no: 'No',
  },
} as const;

export function rcpExcelColumns(lang: Lang): ExcelColumn<RcpListItem>[] {
  const t = RCP_EXCEL_TEXTS[lang];
  const yesNo = (value: boolean) => (value ? t.si : t.no);
  return [
    { header: t.equivalencia, width: 14, kind: 'text', value: (r) => r.equivalencia },
    { header: t.anyo, width: 8, kind: 'number', value: (r) => r.anyo },
    { header: t.material, width: 36, kind: 'text', value: (r) => r.material },
    { header: t.nombre, width: 48, kind: 'text', value: (r) => r.rcp_nombre },
    { header: t.version, width: 10, kind: 'text', value: (r) => r.version },
    { header: t.codigo, width: 16, kind: 'text', value: (r) => r.codigo_para_codificacion_dapcon },
    { header: t.vigente, width: 10, kind: 'text', value: (r) => yesNo(r.vigente) },
    { header: t.anulada, width: 10, kind: 'text', value: (r) => yesNo(r.anulada) },
  ];
}

/** `GET /rcp?to_excel=true`: the whole filtered, sorted list as `<YYYY-MM-DD>_RCPs.xlsx`, in keyset batches. */
export async function rcpExcel(db: Database, query: RcpListaQuery, lang: Lang, totals: ListTotals, reply: FastifyReply, log: FastifyBaseLogger): Promise<FastifyReply> {
  const { where, order, totalsKey } = prepared(query);
  const idioma = IDIOMA_ID[lang];
  const total = await totals.get(totalsKey, () => countRcps(db, where));
  const rows = keysetBatches(
    async (after: Cursor | null, limit: number) => {
      const batch = await selectRcpsConCursor(db, idioma, order)
        .where(and(where, after === null ? undefined : afterCursor(order, after)))
        .orderBy(...orderByClause(order))
        .limit(limit);
      const items = await conMaterial(
        db,
        batch.map(({ cursor_key: _key, ...row }) => row),
        idioma,
      );
      return items.map((item, i) => ({ ...item, cursor_key: batch[i]?.cursor_key ?? '' }));
    },
    (row) => ({ key: row.cursor_key, id: row.id }),
  );
  return sendExcel(reply, { name: RCP_EXCEL_NAME, sheet: RCP_EXCEL_TEXTS[lang].sheet, columns: rcpExcelColumns(lang), total, rows }, log);
}

/** `GET /rcp/{id}`: one RCP with its families and texts; 404 when there is none. */
export async function rcpDetalle(db: Database, id: number, lang: Lang): Promise<Rcp> {
  const idioma = IDIOMA_ID[lang];
  const [row] = await selectRcps(db, idioma).where(eq(rcps.id, id)).limit(1);
  if (!row) throw new NotFoundError();
  const [familias, textos] = await Promise.all([
    familiasDe(db, [id], idioma),
    db
      .select({ idioma_id: rcpsIdiomas.idioma_id, rcp_nombre: rcpsIdiomas.rcp_nombre, rcp_sobrenombre: rcpsIdiomas.rcp_sobrenombre, descripcion: rcpsIdiomas.descripcion })
      .from(rcpsIdiomas)
      .where(eq(rcpsIdiomas.rcp_id, id))
      .orderBy(asc(rcpsIdiomas.idioma_id)),
  ]);
  const suyas = familias.get(id);
  return { ...row, material: suyas?.nombres.join(', ') ?? '', familia_rcp: suyas?.ids ?? [], rcp_idiomas: textos };
}

/** The families and languages a save may name: active ones, or those the RCP already has. */
async function checkReferencias(db: Database, body: CrearRcpBody, actuales: { familias: readonly string[]; idiomas: readonly number[] } = { familias: [], idiomas: [] }): Promise<void> {
  const errors = new FieldErrors();
  const familias = [...new Set(body.familia_rcp)].filter((f) => !actuales.familias.includes(f));
  if (familias.length > 0) {
    const found = await db
      .select({ id: parametros.param_id })
      .from(parametros)
      .where(and(inArray(parametros.param_id, familias), eq(parametros.param_padre_id, CARPETA_FAMILIAS_RCP), eq(parametros.activo, true)));
    if (found.length !== familias.length) errors.add('familia_rcp', RCP_MSG.familiaNoValida);
  }
  const idiomas = body.rcp_idiomas.map((t) => t.idioma_id).filter((id) => !actuales.idiomas.includes(id));
  const activos = await activeIdiomaIds(db, idiomas);
  if (idiomas.some((id) => !activos.has(id))) errors.add('rcp_idiomas', RCP_MSG.idiomaRcpNoValido);
  errors.throwIfAny();
}

function columnas(body: CrearRcpBody) {
  return {
    equivalencia: body.equivalencia,
    version: body.version,
    anyo: body.anyo,
    codigo_para_codificacion_dapcon: body.codigo_para_codificacion_dapcon ?? null,
    vigente: body.vigente,
    anulada: body.anulada,
  };
}

/** Writes an RCP's texts and families (replacing what it had). */
async function escribirTextos(tx: Database, id: number, textos: readonly RcpTexto[], familias: readonly string[]): Promise<void> {
  await tx.delete(rcpsIdiomas).where(eq(rcpsIdiomas.rcp_id, id));
  if (textos.length > 0) await tx.insert(rcpsIdiomas).values(textos.map((t) => ({ ...t, rcp_id: id })));
  await tx.delete(rcpsFamilias).where(eq(rcpsFamilias.rcp_id, id));
  const unicas = [...new Set(familias)];
  if (unicas.length > 0) await tx.insert(rcpsFamilias).values(unicas.map((param_id) => ({ rcp_id: id, param_id })));
}

/** `POST /rcp`: a new RCP with its texts and families. */
export async function crearRcp(db: Database, body: CrearRcpBody, lang: Lang): Promise<Rcp> {
  await checkReferencias(db, body);
  const id = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(rcps).values(columnas(body)).returning({ id: rcps.id });
    if (!inserted) throw new Error('the RCP was not inserted');
    await escribirTextos(tx, inserted.id, body.rcp_idiomas, body.familia_rcp);
    return inserted.id;
  });
  return rcpDetalle(db, id, lang);
}

/**
 * `PATCH /rcp`: saves an RCP (its texts and families replace the stored ones); answers it and
 * whether this save annulled it ('deleting', spec part 2 §4). 404 when there is none.
 */
export async function actualizarRcp(db: Database, body: ActualizarRcpBody, lang: Lang): Promise<{ rcp: Rcp; anulado: boolean }> {
  const anulado = await db.transaction(async (tx) => {
    const [locked] = await tx.select({ anulada: rcps.anulada }).from(rcps).where(eq(rcps.id, body.id)).for('update');
    if (!locked) throw new NotFoundError();
    const [familias, idiomas] = await Promise.all([
      tx.select({ id: rcpsFamilias.param_id }).from(rcpsFamilias).where(eq(rcpsFamilias.rcp_id, body.id)),
      tx.select({ id: rcpsIdiomas.idioma_id }).from(rcpsIdiomas).where(eq(rcpsIdiomas.rcp_id, body.id)),
    ]);
    await checkReferencias(tx, body, { familias: familias.map((f) => f.id), idiomas: idiomas.map((i) => i.id) });
    await tx
      .update(rcps)
      .set({ ...columnas(body), updated_at: new Date() })
      .where(eq(rcps.id, body.id));
    await escribirTextos(tx, body.id, body.rcp_idiomas, body.familia_rcp);
    return body.anulada && !locked.anulada;
  });
  return { rcp: await rcpDetalle(db, body.id, lang), anulado };
}
