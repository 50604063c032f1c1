/**
 * The public registry's list (`GET /public/dapcon`; issue 35, docs/registry.md): the published
 * declarations, and the expired ones on request, for anyone. One query per page: the company, the RCP
 * (its name in the caller's language, Spanish when it has none) and the verifier are joined, the
 * languages aggregated in the same statement; the total is counted over `dapcons` alone and reused a
 * few seconds per filter set (lib/list.ts' ListTotals), as every list's.
 *
 * What a row holds is chosen here, column by column: the company's tax id (a company's, public) and
 * the verifier's name, never a person's NIF, e-mail or phone. The ECO Platform class is read in the
 * same statement (its code and its name in the caller's language).
 */
import { and, count, eq, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { IDIOMA_ID, isPersonTaxId, urlRegistro, type DapconPublica, type EstadoRegistro, type OrderBy, type REGISTRO_SORTABLE, type RegistroQuery } from '@dapcon/contract';
import { unaccentLower } from '../../db/columns';
import type { Database } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { containsPattern, listOrder, orderByClause, pageOf, type ListOrder, type ListTotals, type Page, type SortMap } from '../../lib/list';
import { consultores } from '../consultores';
import { dapconIdiomas, dapcons } from '../dapcon';
import { organizaciones } from '../empresas';
import { claseJsonSql, subarbolDeClase } from '../parametros';
import { rcps, rcpsIdiomas } from '../rcp';
import { idiomas } from '../referencia';

type RegistroSortField = (typeof REGISTRO_SORTABLE)[number];

/**
 * What each sort field sorts by (never NULL: a registry row always has its code and validity). Text
 * keys fold accents and case, as the other lists' do.
 */
const SORTS: SortMap<RegistroSortField> = {
  dapcon_codigo: sql`coalesce(${dapcons.dapcon_codigo}, '')`,
  dv_nombre_producto: unaccentLower(dapcons.dv_nombre_producto),
  org_nombre: organizaciones.nombre_busqueda,
  dapcon_valido_desde: sql`coalesce(${dapcons.dapcon_valido_desde}, '0001-01-01'::date)`,
  dapcon_valido_hasta: sql`coalesce(${dapcons.dapcon_valido_hasta}, '9999-12-31'::date)`,
};

/** The order of the registry's list for a checked `order_by`, the id breaking ties. */
export function registroOrder(orderBy: OrderBy<RegistroSortField>): ListOrder {
  return listOrder(orderBy, SORTS, dapcons.id);
}

/**
 * The registry's WHERE: published declarations with their code and validity (and the expired ones
 * with `caducadas`), then the filters: the RCP, the company, a language, the last day of validity on
 * or before `caduca_antes`, an ECO Platform class (by code or node id: the declarations filed under it
 * or under any class below it, `dapcons_clasificacion_idx`), and a text found in the product, the code or the company's name (accents
 * and case ignored). Each branch of the text can use an index, so PostgreSQL ORs their bitmaps: the
 * product's and the code's trigram indexes on `dapcons`, and the companies whose name matches (their
 * own trigram index) through `dapcons_org_idx`; the count still reads `dapcons` alone.
 */
export function registroWhere(q: Omit<RegistroQuery, 'page' | 'order_by'>): SQL | undefined {
  const d = dapcons;
  const estados: EstadoRegistro[] = q.caducadas === true ? ['publicada', 'caducada'] : ['publicada'];
  const pattern = q.filter_text === undefined ? undefined : unaccentLower(sql`${containsPattern(q.filter_text)}`);
  return and(
    inArray(d.estado, estados),
    sql`${d.dapcon_codigo} is not null`,
    sql`${d.dapcon_valido_desde} is not null`,
    sql`${d.dapcon_valido_hasta} is not null`,
    q.rcp_id === undefined ? undefined : eq(d.rcp_id, q.rcp_id),
    q.organizacion_id === undefined ? undefined : eq(d.org_id, q.organizacion_id),
    q.idioma_id === undefined
      ? undefined
      : sql`exists (select 1 from ${dapconIdiomas} where ${dapconIdiomas.dapcon_id} = ${d.id} and ${dapconIdiomas.idioma_id} = ${q.idioma_id})`,
    q.caduca_antes === undefined ? undefined : lte(d.dapcon_valido_hasta, q.caduca_antes),
    q.clasificacion === undefined ? undefined : sql`${d.clasificacion_id} in ${subarbolDeClase(q.clasificacion)}`,
    pattern === undefined
      ? undefined
      : or(
          like(unaccentLower(d.dv_nombre_producto), pattern),
          like(unaccentLower(sql`coalesce(${d.dapcon_codigo}, '')`), pattern),
          sql`${d.org_id} = any(array(select ${organizaciones.org_id} from ${organizaciones} where ${like(organizaciones.nombre_busqueda, pattern)}))`,
        ),
  );
}

/** A row as read. */
export interface RegistroRow {
  id: number;
  dapcon_codigo: string | null;
  dv_nombre_producto: string;
  estado: string;
  org_id: number;
  org_nombre: string;
  org_cif: string;
  rcp_id: number;
  rcp_equivalencia: string;
  rcp_nombre: string;
  verificador_nombre: string;
  verificador_apellidos: string;
  dapcon_valido_desde: string | null;
  dapcon_valido_hasta: string | null;
  idiomas: { idioma_id: number; idioma: string }[];
  clasificacion: { codigo: string; nombre: string } | null;
}

function columns(lang: Lang) {
  const nombre = (idioma: number) => sql`(select ri.rcp_nombre from ${rcpsIdiomas} ri where ri.rcp_id = ${rcps.id} and ri.idioma_id = ${idioma})`;
  return {
    id: dapcons.id,
    dapcon_codigo: dapcons.dapcon_codigo,
    dv_nombre_producto: dapcons.dv_nombre_producto,
    estado: dapcons.estado,
    org_id: organizaciones.org_id,
    org_nombre: organizaciones.org_nombre,
    org_cif: organizaciones.org_cif,
    rcp_id: rcps.id,
    rcp_equivalencia: rcps.equivalencia,
    rcp_nombre: sql<string>`coalesce(${nombre(IDIOMA_ID[lang])}, ${nombre(IDIOMA_ID.es)}, ${rcps.equivalencia})`,
    verificador_nombre: consultores.consultor_nombre,
    verificador_apellidos: consultores.consultor_apellidos,
    dapcon_valido_desde: dapcons.dapcon_valido_desde,
    dapcon_valido_hasta: dapcons.dapcon_valido_hasta,
    idiomas: sql<{ idioma_id: number; idioma: string }[]>`(
      select coalesce(json_agg(json_build_object('idioma_id', di.idioma_id, 'idioma', i.idioma) order by di.idioma_id), '[]'::json)
        from ${dapconIdiomas} di join ${idiomas} i on i.id = di.idioma_id
       where di.dapcon_id = ${dapcons.id})`,
    clasificacion: claseJsonSql(dapcons.clasificacion_id, IDIOMA_ID[lang]),
  };
}

/** A row as the contract answers it. */
export function publica(r: RegistroRow): DapconPublica {
  const codigo = r.dapcon_codigo ?? '';
  return {
    dapcon_codigo: codigo,
    dv_nombre_producto: r.dv_nombre_producto,
    estado: r.estado as EstadoRegistro,
    // A sole trader's tax id is a person's NIF: never public.
    empresa: { org_id: r.org_id, org_nombre: r.org_nombre, org_cif: isPersonTaxId(r.org_cif) ? null : r.org_cif },
    rcp: { rcp_id: r.rcp_id, rcp_equivalencia: r.rcp_equivalencia, rcp_nombre: r.rcp_nombre },
    verificador: { nombre: r.verificador_nombre, apellidos: r.verificador_apellidos },
    dapcon_valido_desde: r.dapcon_valido_desde ?? '',
    dapcon_valido_hasta: r.dapcon_valido_hasta ?? '',
    idiomas: r.idiomas,
    clasificacion: r.clasificacion,
    url: urlRegistro(codigo),
  };
}

/** The registry's rows that pass `where`: the declaration with its company, RCP and verifier joined (one statement). */
export function filasRegistro(db: Database, lang: Lang, where: SQL | undefined) {
  return db
    .select(columns(lang))
    .from(dapcons)
    .innerJoin(organizaciones, eq(organizaciones.org_id, dapcons.org_id))
    .innerJoin(rcps, eq(rcps.id, dapcons.rcp_id))
    .innerJoin(consultores, eq(consultores.id, dapcons.verificador_id))
    .where(where);
}

/** A page of the registry: the rows that pass, in order, and their total. */
export async function registroPage(db: Database, query: RegistroQuery, lang: Lang, totals: ListTotals): Promise<Page<DapconPublica>> {
  const { page, order_by, ...filters } = query;
  const where = registroWhere(filters);
  const order = registroOrder(order_by);
  const result = await pageOf(page, {
    rows: (limit, offset) =>
      filasRegistro(db, lang, where)
        .orderBy(...orderByClause(order))
        .limit(limit)
        .offset(offset) as Promise<RegistroRow[]>,
    total: () =>
      totals.get(`registro:${JSON.stringify(filters)}`, async () => {
        const [row] = await db.select({ n: count() }).from(dapcons).where(where);
        return row?.n ?? 0;
      }),
  });
  return { ...result, data: result.data.map(publica) };
}
