/**
 * A declaration's payment (docs/finanzas.md 'DAPcon payments'; spec part 2 §2.7, §3, §4, §7.5): what
 * it would be charged, its payment as read, the registration (one function taking the transaction,
 * so the commissions can hook in), and a company's summary for the pie.
 *
 * - **Default amount**: the active 'dapcon' tariff (or 'dapcon_renovacion' for a renewal, `id_padre`
 *   set) plus the active 'sup_dapcon_idioma' once per publication language beyond the first
 *   (`dapcon_idiomas`); summed in whole cents.
 * - **Registration**: the declaration is locked; the amount is the one given or the default; the
 *   payment row is created or updated (one per declaration); its invoice number is taken from the
 *   counter of the payment date's year the first time it is paid (`siguienteNumeroFactura`) and kept
 *   on later updates (an invoice is never renumbered).
 * - **Summary**: every declaration of the company (any state), per category (Spanish, English,
 *   renewed, currently published) the declarations, those paid and the amount paid, summed by SQL over
 *   `numeric`.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { CATEGORIAS_RESUMEN_DAPCON, fromCents, FINANZAS_MSG, toCents, type CategoriaResumenDapcon, type DapconResumen, type PagoDapcon } from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../errors';
import { dapconIdiomas, dapconPagos, dapcons, rolEnDapcon } from '../dapcon';
import { findOrganizacionOfUsuario, organizaciones } from '../empresas';
import { siguienteNumeroFactura } from './facturas';
import { precioVigente } from './precios';
import { sincronizarEmpresa } from './comisiones';

/** The languages the summary counts (part 2 §2.7: 'Español/Inglés'), by id (`idiomas`). */
export const IDIOMAS_RESUMEN = { es: 1, en: 3 } as const;

// ---------------------------------------------------------------- the default amount

/** What a declaration is priced by: whether it renews another, and how many languages it has. */
export interface DapconTarificable {
  id_padre: number | null;
  idiomas: number;
}

/**
 * What a declaration would be charged today: 'dapcon' (or 'dapcon_renovacion' for a renewal) plus
 * 'sup_dapcon_idioma' per language beyond the first; null when a tariff it needs is inactive or missing.
 *
 * @example
 * await importePrevistoDapcon(db, { id_padre: null, idiomas: 2 }) // '1750.00' (1500 + 250 on the seeded tariffs)
 */
export async function importePrevistoDapcon(db: Database, d: DapconTarificable): Promise<string | null> {
  const tipo = d.id_padre === null ? 'dapcon' : 'dapcon_renovacion';
  const base = await precioVigente(db, tipo, tipo);
  if (base === null) return null;
  const extra = Math.max(d.idiomas - 1, 0);
  if (extra === 0) return fromCents(toCents(base));
  const sup = await precioVigente(db, 'sup_dapcon_idioma', 'sup_dapcon_idioma');
  if (sup === null) return null;
  return fromCents(toCents(base) + extra * toCents(sup));
}

// ---------------------------------------------------------------- reading

/** A declaration with its payment row (left-joined) and its count of languages. */
async function findDapconConPago(db: Database, dapconId: number) {
  const [row] = await db
    .select({
      dapcon_id: dapcons.id,
      org_id: dapcons.org_id,
      dapcon_codigo: dapcons.dapcon_codigo,
      id_padre: dapcons.id_padre,
      pagado: dapconPagos.pagado,
      importe: dapconPagos.importe,
      num_factura: dapconPagos.num_factura,
      idiomas: sql<number>`(select count(*) from ${dapconIdiomas} where ${dapconIdiomas.dapcon_id} = ${dapcons.id})`.mapWith(Number),
    })
    .from(dapcons)
    .leftJoin(dapconPagos, eq(dapconPagos.dapcon_id, dapcons.id))
    .where(eq(dapcons.id, dapconId))
    .limit(1);
  return row;
}

/** Declaration `dapconId`'s payment as the contract answers it; undefined when there is no such declaration. */
export async function pagoDapcon(db: Database, dapconId: number): Promise<PagoDapcon | undefined> {
  const row = await findDapconConPago(db, dapconId);
  if (!row) return undefined;
  return {
    dapcon_id: row.dapcon_id,
    org_id: row.org_id,
    dapcon_codigo: row.dapcon_codigo,
    pagado: row.pagado,
    importe: row.importe,
    num_factura: row.num_factura,
    importe_previsto: await importePrevistoDapcon(db, row),
    renovacion: row.id_padre !== null,
    idiomas: row.idiomas,
  };
}

/**
 * GET /dapcon/:id/verificar_pago: the administration any declaration; a company only its own (404 for
 * another's, as for an id that does not exist). The consultant and verifier are refused by the
 * endpoint's access (403): the payment is between the company and the programme.
 */
export async function verificarPagoDapcon(db: Database, user: AuthUser, dapconId: number): Promise<PagoDapcon> {
  await rolEnDapcon(db, user, dapconId);
  const pago = await pagoDapcon(db, dapconId);
  if (!pago) throw new NotFoundError();
  return pago;
}

// ---------------------------------------------------------------- registering

/** What registering a payment is given (the checked body). */
export interface RegistroPagoDapcon {
  dapcon_id: number;
  /** 'yyyy-mm-dd'. */
  pagado: string;
  /** The amount charged, canonical ('1750.00'); null → the default amount. */
  importe: string | null;
}

/** What a registration did: the payment as answered, and what the commissions will need. */
export interface PagoDapconRegistrado {
  pago: PagoDapcon;
  /** The declaration was not paid before (no row, or a row without its date): a new payment, not a correction. */
  primerPago: boolean;
  /** Whether the invoice number was given now. */
  facturaNueva: boolean;
}

/**
 * Registers (or updates) declaration `input.dapcon_id`'s payment inside the caller's transaction:
 * locks the declaration (404 when it does not exist), prices it when no amount is given (422 under
 * `importe` when no tariff applies), upserts its `dapcon_pagos` row and, the first time it is paid,
 * takes the invoice number of the payment date's year. The company's commissions follow
 * (`sincronizarEmpresa`), in the same transaction.
 *
 * @example
 * await app.db.transaction((tx) => registrarPago(tx, { dapcon_id: 3, pagado: '2026-11-20', importe: null }));
 */
export async function registrarPago(tx: Database, input: RegistroPagoDapcon): Promise<PagoDapconRegistrado> {
  const [dapcon] = await tx.select({ id: dapcons.id }).from(dapcons).where(eq(dapcons.id, input.dapcon_id)).for('update');
  if (!dapcon) throw new NotFoundError();
  const antes = await findDapconConPago(tx, input.dapcon_id);
  if (!antes) throw new NotFoundError();
  const importe = input.importe ?? (await importePrevistoDapcon(tx, antes));
  if (importe === null) throw new ValidationError({ importe: [FINANZAS_MSG.pagoDapconSinTarifa] });
  const facturaNueva = antes.num_factura === null;
  const num_factura = antes.num_factura ?? (await siguienteNumeroFactura(tx, Number(input.pagado.slice(0, 4))));
  await tx
    .insert(dapconPagos)
    .values({ dapcon_id: input.dapcon_id, pagado: input.pagado, importe, num_factura })
    .onConflictDoUpdate({ target: dapconPagos.dapcon_id, set: { pagado: input.pagado, importe, num_factura, updated_at: sql`now()` } });
  const pago = await pagoDapcon(tx, input.dapcon_id);
  if (!pago) throw new NotFoundError();
  // The agent's commission on it (comisiones.ts), in the same transaction.
  await sincronizarEmpresa(tx, pago.org_id);
  return { pago, primerPago: antes.pagado === null, facturaNueva };
}

// ---------------------------------------------------------------- the summary

/** The condition of each category of the summary, over `dapcons`. */
function categoriaSql(clave: CategoriaResumenDapcon): SQL {
  switch (clave) {
    case 'es':
    case 'en':
      return sql`exists (select 1 from ${dapconIdiomas} where ${dapconIdiomas.dapcon_id} = ${dapcons.id} and ${dapconIdiomas.idioma_id} = ${IDIOMAS_RESUMEN[clave]})`;
    case 'renovadas':
      return sql`${dapcons.id_padre} is not null`;
    case 'publicadas':
      return sql`${dapcons.estado} = 'publicada'`;
  }
}

const PAGADA = sql`${dapconPagos.pagado} is not null`;

/** Declarations, paid ones and the amount paid ('0.00' for none) of the rows that pass `where`. */
function cifrasSql(where: SQL | undefined) {
  const filtro = where === undefined ? sql`true` : where;
  return {
    declaraciones: sql<number>`count(*) filter (where ${filtro})`.mapWith(Number),
    pagadas: sql<number>`count(*) filter (where ${filtro} and ${PAGADA})`.mapWith(Number),
    importe_pagado: sql<string>`coalesce(sum(${dapconPagos.importe}) filter (where ${filtro} and ${PAGADA}), 0)::numeric(14, 2)::text`,
  };
}

/** The summary of company `orgId`'s declarations (one statement). */
export async function resumenDapcon(db: Database, orgId: number): Promise<DapconResumen> {
  const columnas: Record<string, SQL.Aliased | SQL> = {};
  for (const [k, s] of Object.entries(cifrasSql(undefined))) columnas[`total_${k}`] = s;
  for (const clave of CATEGORIAS_RESUMEN_DAPCON) for (const [k, s] of Object.entries(cifrasSql(categoriaSql(clave)))) columnas[`${clave}_${k}`] = s;
  const [row] = await db
    .select(columnas as Record<string, SQL>)
    .from(dapcons)
    .leftJoin(dapconPagos, eq(dapconPagos.dapcon_id, dapcons.id))
    .where(eq(dapcons.org_id, orgId));
  const r = (row ?? {}) as Record<string, unknown>;
  const cifras = (prefijo: string) => ({
    declaraciones: Number(r[`${prefijo}_declaraciones`] ?? 0),
    pagadas: Number(r[`${prefijo}_pagadas`] ?? 0),
    importe_pagado: String(r[`${prefijo}_importe_pagado`] ?? '0.00'),
  });
  return { org_id: orgId, ...cifras('total'), categorias: CATEGORIAS_RESUMEN_DAPCON.map((clave) => ({ clave, ...cifras(clave) })) };
}

/**
 * GET /dapcon/resumen/:id: the administration any company (404 when there is none); a company only
 * its own (404 for another's, whatever the id).
 */
export async function resumenDapconDe(db: Database, user: AuthUser, orgId: number): Promise<DapconResumen> {
  if (user.modulo_app === 'organizacion') {
    const propia = await findOrganizacionOfUsuario(db, user.id);
    if (!propia || propia.org_id !== orgId) throw new NotFoundError();
  } else if (user.modulo_app !== 'administrador') {
    throw new NotFoundError();
  } else {
    const [existe] = await db.select({ n: count() }).from(organizaciones).where(and(eq(organizaciones.org_id, orgId)));
    if (!existe || existe.n === 0) throw new NotFoundError();
  }
  return resumenDapcon(db, orgId);
}
