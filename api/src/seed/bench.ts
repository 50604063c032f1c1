/**
 * The bench seed (`npm run seed -- --bench`): 100,000 more companies, each with its account, for
 * measuring the lists on a database of a believable size (docs/performance.md). One SQL statement
 * makes them all: the rows come from `generate_series` (names from word lists, dates, agreements,
 * commission earners, places of the postal-code table) and are inserted into `usuarios` and
 * `organizaciones` at once by a data-modifying WITH; nothing is sent row by row.
 *
 * The companies are as varied as the list's filters need, deterministically (from the row's
 * number, not a random draw): companies of every size (CIF letter J), 1 in 10 an association (V)
 * and 1 in 20 a self-employed person (DNI 9xxxxxxxX), with their e-mail at `bench.example`; 1 in 16
 * has left, 1 in 12 has API integration, 1 in 8 has its fee pending, 1 in 7 companies has an
 * agreement, 1 in 4 of the others a commission earner of the consultants seeded before, with a
 * commission type; three consecutive ones share their registration instant (ties for the sorts'
 * tiebreaker), and instants carry microseconds. Their password is the demo companies' one.
 *
 * It touches the tables of two areas (auth's `usuarios`, empresas' `organizaciones`) in one
 * statement, as the seed orchestrator may: it is not a route.
 */
import { like, sql } from 'drizzle-orm';
import { usuarios } from '../auth/tables';
import { hashPassword } from '../auth/passwords';
import { executeRows, type Database } from '../db/database';
import { BULK_PASSWORD, PROGRAMME_START, REFERENCE_DATE } from './context';

/** How many companies the bench adds. */
export const BENCH_COMPANIES = 100_000;
/** The domain of the bench companies' e-mail addresses: how they are told apart. */
export const BENCH_EMAIL_DOMAIN = 'bench.example';

const MATERIALES = [
  'Cerámicas', 'Ceràmiques', 'Hormigones', 'Formigons', 'Áridos', 'Àrids', 'Aislamientos', 'Aïllaments', 'Maderas', 'Fustes',
  'Prefabricados', 'Prefabricats', 'Morteros', 'Morters', 'Vidrios', 'Vidres', 'Aceros', 'Acers', 'Pinturas', 'Pintures',
  'Yesos', 'Guixos', 'Piedras', 'Pedres', 'Tejas', 'Teules', 'Ladrillos', 'Totxos',
];
const APELLIDOS = [
  'Puig', 'Ferrer', 'García', 'Martínez', 'Soler', 'Vidal', 'Roca', 'Serra', 'Font', 'Pons', 'Castells', 'Riera', 'Navarro',
  'Ruiz', 'Gómez', 'López', 'Sánchez', 'Pérez', 'Romero', 'Torres', 'Domènech', 'Bosch', 'Mas', 'Vila', 'Casals', 'Camps',
  'Costa', 'Sala', 'Prat', 'Badia', 'Muñoz', 'Núñez',
];
const LUGARES = [
  'del Vallès', 'del Penedès', "de l'Empordà", 'del Maresme', 'de Lleida', 'de Girona', 'del Segrià', "d'Osona", 'del Bages',
  'de la Garrotxa', 'de Tarragona', 'de Castilla', 'de Aragón', 'del Ebro', 'de Navarra', 'de València', 'de Galicia',
  'del Bierzo', 'de La Rioja', 'de Andalucía', 'de Murcia', 'de Asturias', 'de Cantabria', 'del Cinca',
];
const FORMAS = ['S.L.', 'S.A.', 'S.L.U.', 'S.Coop.'];
const NOMBRES = ['Pere', 'Núria', 'Jordi', 'Montserrat', 'José', 'María', 'Àlex', 'Laia', 'Raúl', 'Inés', 'Òscar', 'Mireia', 'Iñaki', 'Lucía'];

/** A text[] literal of a word list (the lists above hold no quotes but apostrophes, doubled here). */
function textArray(words: readonly string[]) {
  return sql.raw(`(array[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(', ')}]::text[])`);
}

/** Whether the bench companies are in the database already. */
export async function hasBenchCompanies(db: Database): Promise<boolean> {
  const rows = await db.select({ id: usuarios.id }).from(usuarios).where(like(usuarios.email, `%@${BENCH_EMAIL_DOMAIN}`)).limit(1);
  return rows.length > 0;
}

/**
 * Adds `count` bench companies with their accounts (numbers 1…count) in one statement. Needs the
 * reference data (postal codes, agreements, commission types); uses the commission earners already
 * seeded, if any. Answers how many companies it added. Run `vacuumBenchTables` after the
 * transaction that holds it.
 */
export async function seedBench(db: Database, count: number = BENCH_COMPANIES): Promise<number> {
  const passwordHash = await hashPassword(BULK_PASSWORD.organizacion);
  const start = PROGRAMME_START.toISOString();
  const spanSeconds = Math.floor((REFERENCE_DATE.getTime() - PROGRAMME_START.getTime()) / 1000);
  const rows = await executeRows<{ n: number }>(db, sql`
    with
    ref as (
      select
        (select array_agg(param_id order by param_order, param_id) from parametros where param_padre_id = 'empresa_convenios') as convenios,
        (select array_agg(param_id order by param_order, param_id) from parametros where param_padre_id = 'tipo_comision') as tipos,
        (select coalesce(array_agg(id order by id), '{}') from consultores where es_comisionista) as comisionistas,
        (select array_agg(codigo_postal order by id) from poblaciones) as cps,
        (select array_agg(poblacion order by id) from poblaciones) as poblaciones,
        (select array_agg(provincia order by id) from poblaciones) as provincias
    ),
    n as (
      select
        i,
        case when i % 20 = 7 then 'persona' when i % 10 = 3 then 'asociacion' else 'empresa' end as kind,
        lpad(i::text, 7, '0') as d,
        ${sql.raw(`timestamptz '${start}'`)} + make_interval(secs => ((i / 3)::bigint * 7919) % ${spanSeconds} + ((i / 3) % 997) / 1000.0 + ((i / 3) % 1000) / 1000000.0) as alta
      from generate_series(1, ${count}::int) as i
    ),
    g as (
      select
        n.i, n.kind, n.alta,
        case n.kind
          when 'persona' then (90000000 + n.i)::text || substr('TRWAGMYFPDXBNJZSQVHLCKE', ((90000000 + n.i) % 23) + 1, 1)
          else (case n.kind when 'asociacion' then 'V' else 'J' end) || n.d || (
            (10 - (
              (2 * substr(n.d, 1, 1)::int) / 10 + (2 * substr(n.d, 1, 1)::int) % 10 + substr(n.d, 2, 1)::int +
              (2 * substr(n.d, 3, 1)::int) / 10 + (2 * substr(n.d, 3, 1)::int) % 10 + substr(n.d, 4, 1)::int +
              (2 * substr(n.d, 5, 1)::int) / 10 + (2 * substr(n.d, 5, 1)::int) % 10 + substr(n.d, 6, 1)::int +
              (2 * substr(n.d, 7, 1)::int) / 10 + (2 * substr(n.d, 7, 1)::int) % 10
            ) % 10) % 10
          )::text
        end as cif,
        ${textArray(NOMBRES)}[1 + (n.i * 5) % ${NOMBRES.length}] as persona_nombre,
        ${textArray(APELLIDOS)}[1 + (n.i * 7) % ${APELLIDOS.length}] || ' ' || ${textArray(APELLIDOS)}[1 + (n.i * 11) % ${APELLIDOS.length}] as persona_apellidos,
        ${textArray(MATERIALES)}[1 + (n.i * 13) % ${MATERIALES.length}] || ' ' || ${textArray(APELLIDOS)}[1 + (n.i * 17) % ${APELLIDOS.length}] || ' ' ||
          ${textArray(LUGARES)}[1 + (n.i * 19) % ${LUGARES.length}] as nombre_base,
        ${textArray(FORMAS)}[1 + (n.i / 7) % ${FORMAS.length}] as forma,
        case when n.i % 16 = 0 then n.alta + interval '400 days' end as baja,
        1 + (n.i * 29) % cardinality(ref.cps) as place
      from n cross join ref
    ),
    c as (
      select
        g.*,
        case g.kind
          when 'persona' then g.persona_nombre || ' ' || g.persona_apellidos
          when 'asociacion' then 'Associació ' || g.nombre_base
          else g.nombre_base || ', ' || g.forma
        end as org_nombre,
        case when g.kind = 'empresa' and g.i % 7 = 2 then ref.convenios[1 + (g.i / 7) % cardinality(ref.convenios)] end as convenio,
        case
          when not (g.kind = 'empresa' and g.i % 7 = 2) and g.i % 4 = 1 and cardinality(ref.comisionistas) > 0
          then ref.comisionistas[1 + (g.i / 4) % cardinality(ref.comisionistas)]
        end as comisionista,
        ref.tipos[1 + (g.i / 4) % cardinality(ref.tipos)] as tipo,
        ref.cps[g.place] as cp, ref.poblaciones[g.place] as poblacion, ref.provincias[g.place] as provincia,
        '93' || lpad(((g.i::bigint * 7919) % 10000000)::text, 7, '0') as telefono,
        'empresa' || g.i || ${`@${BENCH_EMAIL_DOMAIN}`} as email
      from g cross join ref
    ),
    u as (
      insert into usuarios (usuario, password_hash, email, nombre, apellidos, telefono, modulo_app, perfil, activo, fecha_baja, created_at)
      select
        c.cif, ${passwordHash}, c.email,
        case when c.kind = 'persona' then c.persona_nombre else c.org_nombre end,
        case when c.kind = 'persona' then c.persona_apellidos else '' end,
        c.telefono, 'organizacion', 5, c.baja is null, c.baja, c.alta
      from c
      returning id, usuario
    ),
    o as (
    insert into organizaciones (
      usuario_id, org_cif, org_nombre, es_persona, org_persona_nombre, org_persona_apellido, org_direccion, org_codigo_postal,
      org_poblacion, org_provincia, org_pais, org_email, org_telefono, org_tipo, org_tamanio, org_convenio, integracion_api,
      comisionista_id, tipo_comision, fecha_creacion, org_fecha_alta, org_fecha_baja, org_observaciones_baja, estado_pago, alerta_pago, created_at
    )
    select
      u.id, c.cif, c.org_nombre, c.kind = 'persona',
      case when c.kind = 'persona' then c.persona_nombre end,
      case when c.kind = 'persona' then c.persona_apellidos end,
      'Carrer Major, ' || (1 + c.i % 180), c.cp, c.poblacion, c.provincia, 1, c.email, c.telefono,
      case when c.kind = 'asociacion' then 'asociacion' else 'empresa' end,
      case
        when c.kind = 'asociacion' then case when c.i % 3 = 0 then 'socios_5' else 'socios_superior_5' end
        when c.kind = 'persona' then 'pme_50'
        when c.i % 20 < 3 then 'ge_250'
        when c.i % 20 < 10 then 'emp_50_250'
        else 'pme_50'
      end,
      c.convenio, c.i % 12 = 5, c.comisionista, case when c.comisionista is not null then c.tipo end,
      c.alta, c.alta, c.baja, case when c.baja is not null then 'Baja voluntaria' end,
      case when c.i % 8 = 3 then 'pendiente' else 'pagado' end, c.i % 8 = 3, c.alta
    from c join u on u.usuario = c.cif
    returning 1
    )
    select count(*)::int as n from o
  `);
  return rows[0]?.n ?? 0;
}

/**
 * VACUUM ANALYZE of the two tables the bench seed filled (outside any transaction: VACUUM refuses
 * one). PGlite has no autovacuum: without it the planner would take the tables for empty, and a
 * count could not be answered from an index alone (no visibility map).
 */
export async function vacuumBenchTables(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze usuarios`);
  await db.execute(sql`vacuum analyze organizaciones`);
}

/** How many published declarations the bench adds for the public registry (issue 35). */
export const BENCH_DAPCONS = 20_000;

/**
 * Adds `count` published declarations for the registry's figures (docs/registry.md), in two
 * statements: one a bench company each (the first `count`; there must be as many), an RCP in force,
 * a consultant and a verifier of those seeded, a product named from the word lists, a code
 * `BENCH-YYYY-NNNNN` (never one the life of a declaration gives, `DAPcon-…`), published on a day of
 * the last five years and valid five years from it (so some have expired by the date: they stay
 * `publicada`, the daily job's to expire), and its languages: Spanish, and Catalan for one in two.
 * Deterministic, as the companies. Answers how many it added; run `vacuumBenchDapcons` after.
 */
export async function seedBenchDapcons(db: Database, count: number = BENCH_DAPCONS): Promise<number> {
  const rows = await executeRows<{ n: number }>(db, sql`
    with
    ref as (
      select
        (select array_agg(id order by id) from rcps where vigente and not anulada) as rcps,
        (select array_agg(id order by id) from consultores where not es_verificador) as consultores,
        (select array_agg(id order by id) from consultores where es_verificador) as verificadores
    ),
    o as (
      select org_id, row_number() over (order by org_id) as i
        from organizaciones where org_email like ${`%@${BENCH_EMAIL_DOMAIN}`}
       order by org_id limit ${count}
    ),
    d as (
      insert into dapcons (org_id, rcp_id, consultor_id, verificador_id, dv_nombre_producto, dapcon_codigo, estado, dapcon_valido_desde, dapcon_valido_hasta)
      select
        o.org_id,
        ref.rcps[1 + (o.i * 7) % cardinality(ref.rcps)],
        ref.consultores[1 + (o.i * 11) % cardinality(ref.consultores)],
        ref.verificadores[1 + (o.i * 13) % cardinality(ref.verificadores)],
        ${textArray(MATERIALES)}[1 + (o.i * 17) % ${MATERIALES.length}] || ' ' || ${textArray(NOMBRES)}[1 + (o.i * 5) % ${NOMBRES.length}] || ' ' || o.i,
        'BENCH-' || extract(year from ${REFERENCE_DATE.toISOString()}::date - (o.i * 7919 % 1826)::int) || '-' || lpad(o.i::text, 5, '0'),
        'publicada',
        ${REFERENCE_DATE.toISOString()}::date - (o.i * 7919 % 1826)::int,
        ${REFERENCE_DATE.toISOString()}::date - (o.i * 7919 % 1826)::int + interval '5 years' - interval '1 day'
      from o cross join ref
      returning id
    ),
    l as (
      insert into dapcon_idiomas (dapcon_id, idioma_id, dapcon_idioma_estado)
      select d.id, 1, 'publicada' from d
      union all
      select d.id, 2, 'publicada' from d where d.id % 2 = 0
      returning 1
    )
    select count(*)::int as n from d
  `);
  return rows[0]?.n ?? 0;
}

/** VACUUM ANALYZE of the tables the declarations' bench seed filled (outside any transaction). */
export async function vacuumBenchDapcons(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze dapcons`);
  await db.execute(sql`vacuum analyze dapcon_idiomas`);
}
