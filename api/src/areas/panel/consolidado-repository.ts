/**
 * The dashboard's reads (docs/home.md step 1 'as built'): one statement per list, each answering its
 * first PANEL_MAX_FILAS rows (the most urgent first) with `count(*) over ()`, the list's full count,
 * on every row; and one statement reading the windows. Seven statements whatever the data
 * (api/test/areas/panel/consolidado.test.ts counts them).
 *
 * Dates travel as text ('yyyy-mm-dd', instants as ISO 'yyyy-mm-ddThh:mm:ssZ') and amounts as the
 * numeric's text, so both drivers answer the same.
 */
import { sql } from 'drizzle-orm';
import { diaMas, PANEL_MAX_FILAS } from '@dapcon/contract';
import { executeRows, type Database } from '../../db/database';
import { usuarios } from '../../auth/tables';
import { dapconPagos, dapcons, incidencias, incidenciasRespuestas } from '../dapcon';
import { organizaciones } from '../empresas';
import { cuotas, tarifas } from '../finanzas';

/** A list as read: its rows (at most PANEL_MAX_FILAS) and its full count. */
export interface Lista<T> {
  total: number;
  data: T[];
}

/** Splits the `total` column off the rows (0 when there are none). */
function lista<T>(rows: (T & { total: number | string })[]): Lista<T> {
  const total = rows.length === 0 ? 0 : Number(rows[0]?.total ?? 0);
  return { total, data: rows.map(({ total: _total, ...rest }) => rest as unknown as T) };
}

/** A company that pays the fee: not exempt, not of an agreement. */
const PAGA_CUOTA = sql`not ${organizaciones.exento_cuota} and ${organizaciones.org_convenio} is null`;
const ACTIVA = sql`${organizaciones.org_fecha_baja} is null`;
const LIMITE = sql.raw(String(PANEL_MAX_FILAS));

/**
 * 1. Fee-paying active companies that owe their fee and have not chosen how to pay
 * (`estado_pago` 'pendiente'), with their oldest owed fee when they have a row; oldest debt first,
 * then the longest registered. The list is ordered and counted over `organizaciones_pendientes_idx`
 * alone; the names are read for the rows answered only.
 */
export async function listaOrganizaciones(db: Database) {
  const rows = await executeRows<{ id: number; org_cif: string; org_nombre: string; year: number | null; importe: string | null; total: string }>(
    db,
    sql`with debida as (
          select distinct on (${cuotas.org_id}) ${cuotas.org_id} as org_id, ${cuotas.year} as year, ${cuotas.importe} as importe
          from ${cuotas} where ${cuotas.pagado} is null order by ${cuotas.org_id}, ${cuotas.year})
        select ${organizaciones.org_id} as id, ${organizaciones.org_cif} as org_cif, ${organizaciones.org_nombre} as org_nombre,
               p.year, p.importe::text as importe, p.total
        from (
          select ${organizaciones.org_id} as id, ${organizaciones.fecha_creacion} as alta, debida.year as year, debida.importe as importe,
                 count(*) over () as total
          from ${organizaciones} left join debida on debida.org_id = ${organizaciones.org_id}
          where ${organizaciones.estado_pago} = 'pendiente' and ${ACTIVA} and ${PAGA_CUOTA}
          order by debida.year asc nulls last, ${organizaciones.fecha_creacion} asc, ${organizaciones.org_id} asc
          limit ${LIMITE}) p
        join ${organizaciones} on ${organizaciones.org_id} = p.id
        order by p.year asc nulls last, p.alta asc, p.id asc`,
  );
  return lista(rows.map((r) => ({ ...r, id: Number(r.id), year: r.year === null ? null : Number(r.year) })));
}

/** 2. Companies with an owed fee paid by transfer: the oldest such fee each; oldest first. */
export async function listaOrganizacionesTransferencia(db: Database) {
  const rows = await executeRows<{ id: number; org_cif: string; org_nombre: string; year: number; importe: string; total: string }>(
    db,
    sql`with transferencia as (
          select distinct on (${cuotas.org_id}) ${cuotas.org_id} as org_id, ${cuotas.year} as year, ${cuotas.importe} as importe
          from ${cuotas} where ${cuotas.pagado} is null and ${cuotas.metodo_pago} = 'T' order by ${cuotas.org_id}, ${cuotas.year})
        select ${organizaciones.org_id} as id, ${organizaciones.org_cif} as org_cif, ${organizaciones.org_nombre} as org_nombre,
               transferencia.year as year, transferencia.importe::text as importe, count(*) over () as total
        from transferencia join ${organizaciones} on ${organizaciones.org_id} = transferencia.org_id
        order by transferencia.year asc, ${organizaciones.org_id} asc
        limit ${LIMITE}`,
  );
  return lista(rows.map((r) => ({ ...r, id: Number(r.id), year: Number(r.year) })));
}

/**
 * 3. Fee-paying active companies registered before this year, up to date or paying (not
 * 'pendiente': those are in list 1), without a fee of this year, whose registration anniversary
 * this year (its registration day in Madrid; 29 February is 1 March in other years) is within `dias`
 * days or past; the most overdue first. The anniversary is the stored `org_aniversario` (month * 100
 * + day), so the count and the first rows are two walks of `organizaciones_renovacion_idx` (the
 * window is a bound on it: every anniversary of the year once the window passes 31 December), each
 * probing `cuotas_org_year_key`; the anniversary's date and the size's tariff are computed for the
 * rows answered only (docs/home.md 'The dashboard afresh').
 */
export async function listaRenovacion(db: Database, hoy: string, dias: number) {
  const anyo = Number(hoy.slice(0, 4));
  // 1 January in Madrid is always winter time (UTC+1).
  const inicioAnyo = `${anyo - 1}-12-31T23:00:00Z`;
  const limite = diaMas(hoy, dias);
  const hasta = Number(limite.slice(0, 4)) > anyo ? 1231 : Number(limite.slice(5, 7)) * 100 + Number(limite.slice(8, 10));
  const debe = sql`${ACTIVA} and ${PAGA_CUOTA} and ${organizaciones.estado_pago} <> 'pendiente'
    and ${organizaciones.fecha_creacion} < ${inicioAnyo}::timestamptz and ${organizaciones.org_aniversario} <= ${hasta}::int
    and not exists (select 1 from ${cuotas} where ${cuotas.org_id} = ${organizaciones.org_id} and ${cuotas.year} = ${anyo}::int)`;
  const rows = await executeRows<{
    id: number;
    org_cif: string;
    org_nombre: string;
    org_tipo: string | null;
    org_tamanio: string | null;
    aniversario: string;
    importe: string | null;
    total: string;
  }>(
    db,
    sql`select r.id, r.org_cif, r.org_nombre, r.org_tipo, r.org_tamanio,
               (make_date(${anyo}::int, r.md / 100, 1) + (r.md % 100 - 1))::text as aniversario,
               (select count(*) from ${organizaciones} where ${debe}) as total,
               (select ${tarifas.precio}::text from ${tarifas}
                where ${tarifas.tipo} = 'cuota_anual' and ${tarifas.codigo} = r.org_tamanio and ${tarifas.estado} limit 1) as importe
        from (
          select ${organizaciones.org_id} as id, ${organizaciones.org_cif} as org_cif, ${organizaciones.org_nombre} as org_nombre,
                 ${organizaciones.org_tipo} as org_tipo, ${organizaciones.org_tamanio} as org_tamanio, ${organizaciones.org_aniversario}::int as md
          from ${organizaciones}
          where ${debe}
          order by ${organizaciones.org_aniversario} asc, ${organizaciones.org_id} asc
          limit ${LIMITE}) r
        order by r.md asc, r.id asc`,
  );
  return lista(rows.map((r) => ({ ...r, id: Number(r.id) })));
}

/** 4. Published declarations whose last valid day has passed or is within `dias` days; the earliest first. */
export async function listaDapcon(db: Database, hoy: string, dias: number) {
  const rows = await executeRows<{
    id: number;
    dapcon_codigo: string | null;
    dv_nombre_producto: string;
    org_cif: string;
    org_nombre: string;
    dapcon_valido_hasta: string;
    vencida: boolean;
    total: string;
  }>(
    db,
    sql`select ${dapcons.id} as id, ${dapcons.dapcon_codigo} as dapcon_codigo, ${dapcons.dv_nombre_producto} as dv_nombre_producto,
               ${organizaciones.org_cif} as org_cif, ${organizaciones.org_nombre} as org_nombre,
               ${dapcons.dapcon_valido_hasta}::text as dapcon_valido_hasta, ${dapcons.dapcon_valido_hasta} < ${hoy}::date as vencida,
               count(*) over () as total
        from ${dapcons} join ${organizaciones} on ${organizaciones.org_id} = ${dapcons.org_id}
        where ${dapcons.estado} = 'publicada' and ${dapcons.dapcon_valido_hasta} <= ${hoy}::date + ${dias}::int
        order by ${dapcons.dapcon_valido_hasta} asc, ${dapcons.id} asc
        limit ${LIMITE}`,
  );
  return lista(rows.map((r) => ({ ...r, id: Number(r.id), vencida: r.vencida === true || (r.vencida as unknown) === 't' })));
}

/** 5. Verified or published declarations without a registered payment (no row, or a row without its date); the oldest first. */
export async function listaDapconTransferencia(db: Database) {
  const rows = await executeRows<{ id: number; dapcon_codigo: string | null; dv_nombre_producto: string; org_cif: string; org_nombre: string; estado: string; total: string }>(
    db,
    sql`select ${dapcons.id} as id, ${dapcons.dapcon_codigo} as dapcon_codigo, ${dapcons.dv_nombre_producto} as dv_nombre_producto,
               ${organizaciones.org_cif} as org_cif, ${organizaciones.org_nombre} as org_nombre, ${dapcons.estado} as estado,
               count(*) over () as total
        from ${dapcons} join ${organizaciones} on ${organizaciones.org_id} = ${dapcons.org_id}
        where ${dapcons.estado} in ('verificada', 'publicada')
          and not exists (select 1 from ${dapconPagos} where ${dapconPagos.dapcon_id} = ${dapcons.id} and ${dapconPagos.pagado} is not null)
        order by ${dapcons.id} asc
        limit ${LIMITE}`,
  );
  return lista(rows.map((r) => ({ ...r, id: Number(r.id) })));
}

/**
 * 6. Open incidents whose last message (the latest reply, or the incident itself) was not written
 * by the administration (an author whose account is gone counts as waiting); the longest waiting first.
 */
export async function listaTickets(db: Database) {
  const rows = await executeRows<{
    id: number;
    titulo: string;
    dapcon_id: number;
    dapcon_codigo: string | null;
    dv_nombre_producto: string;
    idioma_id: number;
    ultimo_mensaje: string;
    total: string;
  }>(
    db,
    sql`select ${incidencias.id} as id, ${incidencias.titulo} as titulo, ${incidencias.dapcon_id} as dapcon_id,
               ${dapcons.dapcon_codigo} as dapcon_codigo, ${dapcons.dv_nombre_producto} as dv_nombre_producto, ${incidencias.idioma_id} as idioma_id,
               to_char(coalesce(ultima.created_at, ${incidencias.created_at}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ultimo_mensaje,
               count(*) over () as total
        from ${incidencias}
        join ${dapcons} on ${dapcons.id} = ${incidencias.dapcon_id}
        left join lateral (
          select ${incidenciasRespuestas.usuario_id} as usuario_id, ${incidenciasRespuestas.created_at} as created_at
          from ${incidenciasRespuestas} where ${incidenciasRespuestas.incidencia_id} = ${incidencias.id}
          order by ${incidenciasRespuestas.id} desc limit 1) ultima on true
        left join ${usuarios} on ${usuarios.id} = (case when ultima.created_at is null then ${incidencias.creada_por} else ultima.usuario_id end)
        where not ${incidencias.esta_resuelta} and ${usuarios.modulo_app} is distinct from 'administrador'
        order by coalesce(ultima.created_at, ${incidencias.created_at}) asc, ${incidencias.id} asc
        limit ${LIMITE}`,
  );
  return lista(rows.map((r) => ({ ...r, id: Number(r.id), dapcon_id: Number(r.dapcon_id), idioma_id: Number(r.idioma_id) })));
}
