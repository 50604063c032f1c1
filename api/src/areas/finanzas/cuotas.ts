/**
 * The companies' annual fees (docs/finanzas.md 'Annual fees'; spec part 2 §2.6, §2.16, §3, §5, §7.3,
 * §7.5): registering payments (one, or many at once, all in one transaction), updating, reading and
 * deleting a company's fee of a year, and a company's owed fees.
 *
 * The rules:
 * - one fee per company and year: paying a fee that is owed (its row with `pagado` null) fills that
 *   row; paying one already paid is a 409;
 * - the invoice number is taken when the payment is registered (`siguienteNumeroFactura`, the series
 *   of the payment date's year, shared with the declarations' payments);
 * - no amount given: the active `cuota_anual` tariff of the company's size (`org_tamanio`); none →
 *   422 under `importe` with the spec's text;
 * - no type given (the `{ cuotas }` list): Alta for a company's first fee, Renovado when it has an
 *   earlier one;
 * - a paid fee of the current year (in Madrid) sets the company's `estado_pago` 'pagado' and clears
 *   `alerta_pago`; deleting the current year's fee sets them back ('pendiente', alert on) unless the
 *   company is exempt (`exento_cuota`) or came through an agreement (`org_convenio`).
 *
 * Who reaches what: the administration every fee; a company only its own (another's is a 404,
 * whatever id it sends); anyone else none.
 */
import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  ANYO_CUOTA_MIN,
  calendarDay,
  FINANZAS_MSG,
  sumImportes,
  type ActualizarCuotaBody,
  type AnyosCuotaLibres,
  type Cuota,
  type CuotasConTotal,
  type RegistroCuotaBody,
  type RegistroCuotaItem,
  type TipoCuota,
} from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { FieldErrors, HttpError, NotFoundError, ERROR_CODES } from '../../errors';
import { findOrganizacionOfUsuario, organizaciones } from '../empresas';
import { sincronizarEmpresa } from './comisiones';
import { siguienteNumeroFactura } from './facturas';
import { precioVigente } from './precios';
import { cuotas } from './tables';

// ---------------------------------------------------------------- who reaches what

/** The fees a caller reaches: all (the administration), one company's, or none. */
export type AlcanceCuotas = { kind: 'todas' } | { kind: 'empresa'; orgId: number } | { kind: 'ninguna' };

/** The fees `user` reaches (see the file comment). */
export async function alcanceCuotas(db: Database, user: AuthUser): Promise<AlcanceCuotas> {
  if (user.modulo_app === 'administrador') return { kind: 'todas' };
  if (user.modulo_app === 'organizacion') {
    const org = await findOrganizacionOfUsuario(db, user.id);
    return org ? { kind: 'empresa', orgId: org.org_id } : { kind: 'ninguna' };
  }
  return { kind: 'ninguna' };
}

/** True when the caller's reach includes company `orgId`. */
export function alcanza(alcance: AlcanceCuotas, orgId: number): boolean {
  return alcance.kind === 'todas' || (alcance.kind === 'empresa' && alcance.orgId === orgId);
}

// ---------------------------------------------------------------- reading

/** The columns of a fee as answered, its company's CIF and name joined. */
export const CUOTA_COLUMNS = {
  id: cuotas.id,
  org_id: cuotas.org_id,
  org_cif: organizaciones.org_cif,
  org_nombre: organizaciones.org_nombre,
  year: cuotas.year,
  pagado: cuotas.pagado,
  importe: cuotas.importe,
  observaciones: cuotas.observaciones,
  tipo: cuotas.tipo,
  num_order: cuotas.num_order,
  num_factura: cuotas.num_factura,
  no_comisionable: cuotas.no_comisionable,
  metodo_pago: cuotas.metodo_pago,
};

/** A fee row as read (the contract's shape). */
export type CuotaRow = Cuota;

/** A company's fee of a year, or undefined. */
export async function findCuota(db: Database, orgId: number, year: number): Promise<CuotaRow | undefined> {
  const [row] = await db
    .select(CUOTA_COLUMNS)
    .from(cuotas)
    .innerJoin(organizaciones, eq(organizaciones.org_id, cuotas.org_id))
    .where(and(eq(cuotas.org_id, orgId), eq(cuotas.year, year)))
    .limit(1);
  return row;
}

/** `GET /cuotas/mostrar-pago/:org_id/:year`: the fee, if the caller reaches it (else 404). */
export async function mostrarCuota(db: Database, user: AuthUser, orgId: number, year: number): Promise<CuotaRow> {
  const alcance = await alcanceCuotas(db, user);
  const row = alcanza(alcance, orgId) ? await findCuota(db, orgId, year) : undefined;
  if (!row) throw new NotFoundError(FINANZAS_MSG.cuotaNoExiste);
  return row;
}

/**
 * `GET /organizaciones/:id/cuotas-pendientes`: the company's owed fees (rows with `pagado` null),
 * oldest first, and their exact sum. Only rows count: a year without a fee row is not owed (rows are
 * what the payment flow, the remittance or an administrator create); see docs/finanzas.md.
 */
export async function cuotasPendientes(db: Database, user: AuthUser, orgId: number): Promise<CuotasConTotal> {
  const alcance = await alcanceCuotas(db, user);
  if (!alcanza(alcance, orgId)) throw new NotFoundError();
  const [org] = await db.select({ org_id: organizaciones.org_id }).from(organizaciones).where(eq(organizaciones.org_id, orgId));
  if (!org) throw new NotFoundError();
  const rows = await db
    .select(CUOTA_COLUMNS)
    .from(cuotas)
    .innerJoin(organizaciones, eq(organizaciones.org_id, cuotas.org_id))
    .where(and(eq(cuotas.org_id, orgId), isNull(cuotas.pagado)))
    .orderBy(asc(cuotas.year));
  return { cuotas: rows, importe_total: sumImportes(rows.map((r) => r.importe)) };
}

/** `GET /organizaciones/:id/cuotas-anyos-libres`: 2000 to this year (Madrid) but the company's paid years, newest first (404: no such company). */
export async function anyosCuotaLibres(db: Database, orgId: number, now: Date = new Date()): Promise<AnyosCuotaLibres> {
  const [org] = await db.select({ org_id: organizaciones.org_id }).from(organizaciones).where(eq(organizaciones.org_id, orgId));
  if (!org) throw new NotFoundError();
  const pagados = await db.select({ year: cuotas.year }).from(cuotas).where(and(eq(cuotas.org_id, orgId), isNotNull(cuotas.pagado)));
  const pagado = new Set(pagados.map((r) => r.year));
  const anyos: number[] = [];
  for (let year = anyoActual(now); year >= ANYO_CUOTA_MIN; year--) if (!pagado.has(year)) anyos.push(year);
  return { anyos };
}

// ---------------------------------------------------------------- the company's payment state

/** The current fee year: this year in Madrid. */
export function anyoActual(now: Date = new Date()): number {
  return Number(calendarDay(now).slice(0, 4));
}

/** A paid fee of the current year: the company is up to date (`estado_pago` 'pagado', no alert). */
async function marcarPagado(tx: Database, orgId: number): Promise<void> {
  await tx.update(organizaciones).set({ estado_pago: 'pagado', alerta_pago: false }).where(eq(organizaciones.org_id, orgId));
}

/**
 * The current year's fee was deleted: the company owes it again ('pendiente', the alert on), unless
 * it is exempt from fees or came through an agreement (they owe no fee).
 */
async function marcarPendiente(tx: Database, orgId: number): Promise<void> {
  await tx
    .update(organizaciones)
    .set({ estado_pago: 'pendiente', alerta_pago: true })
    .where(and(eq(organizaciones.org_id, orgId), eq(organizaciones.exento_cuota, false), isNull(organizaciones.org_convenio)));
}

/**
 * After a company's exemption (`exento_cuota`) or agreement (`org_convenio`) changed: a company that
 * pays no fee owes nothing ('pagado', no alert: never the payment flow at sign-in); one that pays again
 * and was up to date owes this year's fee unless it has paid it ('pendiente', the alert on). A company
 * already 'pendiente' or 'en_tramite' is left as it is. Run in the change's transaction, after it.
 */
export async function estadoPagoTrasExencion(tx: Database, orgId: number): Promise<void> {
  const [org] = await tx
    .select({ exento: organizaciones.exento_cuota, convenio: organizaciones.org_convenio, estado: organizaciones.estado_pago })
    .from(organizaciones)
    .where(eq(organizaciones.org_id, orgId));
  if (!org) return;
  if (org.exento || org.convenio !== null) return marcarPagado(tx, orgId);
  if (org.estado !== 'pagado') return;
  const [pagada] = await tx
    .select({ id: cuotas.id })
    .from(cuotas)
    .where(and(eq(cuotas.org_id, orgId), eq(cuotas.year, anyoActual()), isNotNull(cuotas.pagado)))
    .limit(1);
  if (!pagada) await marcarPendiente(tx, orgId);
}

// ---------------------------------------------------------------- registering

/** A payment to register: the single body, or an item of the `{ cuotas }` list (type optional). */
export type PagoCuota = RegistroCuotaBody | RegistroCuotaItem;

/** What the registration needs of a company, read under lock. */
interface EmpresaCuota {
  org_id: number;
  org_tamanio: string | null;
}

/** The companies of some payments, locked in id order (so two registrations never wait on each other in a cycle). */
export async function lockEmpresas(tx: Database, orgIds: readonly number[]): Promise<Map<number, EmpresaCuota>> {
  const ids = [...new Set(orgIds)].sort((a, b) => a - b);
  const found = new Map<number, EmpresaCuota>();
  for (const id of ids) {
    const [row] = await tx
      .select({ org_id: organizaciones.org_id, org_tamanio: organizaciones.org_tamanio })
      .from(organizaciones)
      .where(eq(organizaciones.org_id, id))
      .for('update');
    if (row) found.set(id, row);
  }
  return found;
}

/** Alta for a company's first fee, Renovado when it has one of an earlier year. */
export async function tipoDerivado(tx: Database, orgId: number, year: number): Promise<TipoCuota> {
  const [earlier] = await tx
    .select({ id: cuotas.id })
    .from(cuotas)
    .where(and(eq(cuotas.org_id, orgId), lt(cuotas.year, year)))
    .limit(1);
  return earlier ? 'Renovado' : 'Alta';
}

/**
 * Registers one payment inside the caller's transaction `tx`, the company already locked (the
 * amount resolved): fills the owed row of that year or inserts one, takes the invoice number, and
 * marks the company up to date when the fee is the current year's. Refuses a fee already paid (409,
 * naming `field`). Answers the fee as registered.
 *
 * The one place a fee payment is registered: the company's commissions follow here
 * (`sincronizarEmpresa`), after the payment, in the same transaction.
 */
export async function registrarPagoEnTransaccion(
  tx: Database,
  pago: PagoCuota & { importe: string },
  field: string,
  now: Date = new Date(),
): Promise<CuotaRow> {
  const [existing] = await tx
    .select({ id: cuotas.id, pagado: cuotas.pagado, num_factura: cuotas.num_factura })
    .from(cuotas)
    .where(and(eq(cuotas.org_id, pago.org_id), eq(cuotas.year, pago.year)))
    .for('update');
  if (existing && existing.pagado !== null) {
    throw new HttpError(409, FINANZAS_MSG.cuotaYaPagada, ERROR_CODES.conflict, { [field]: [FINANZAS_MSG.cuotaYaPagada] });
  }
  const tipo = pago.tipo ?? (await tipoDerivado(tx, pago.org_id, pago.year));
  // The invoice of the payment date's year (an invoice is dated when paid).
  const num_factura = existing?.num_factura ?? (await siguienteNumeroFactura(tx, Number(pago.pagado.slice(0, 4))));
  const values = {
    pagado: pago.pagado,
    importe: pago.importe,
    observaciones: pago.observaciones ?? null,
    tipo,
    num_order: pago.num_order ?? null,
    num_factura,
    no_comisionable: pago.no_comisionable,
    metodo_pago: pago.metodo_pago ?? null,
  };
  if (existing) {
    await tx
      .update(cuotas)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(cuotas.id, existing.id));
  } else {
    await tx.insert(cuotas).values({ org_id: pago.org_id, year: pago.year, ...values });
  }
  if (pago.year === anyoActual(now)) await marcarPagado(tx, pago.org_id);
  // The agent's commission on it (comisiones.ts), in the same transaction.
  await sincronizarEmpresa(tx, pago.org_id);
  const row = await findCuota(tx, pago.org_id, pago.year);
  if (!row) throw new Error('cuotas: the registered fee was not read back');
  return row;
}

/**
 * `POST /cuotas/registro-pago`: registers the payments, all or none, in one transaction: the
 * companies locked in id order, every missing company and every amount that cannot be resolved
 * answered at once (422), then each payment in company and year order (so a company's earlier fee,
 * registered in the same list, makes the later one Renovado). `field` names each payment's fields
 * in errors ('' for the single body, 'cuotas.3.' for the list).
 */
export async function registrarPagos(
  db: Database,
  pagos: readonly { pago: PagoCuota; prefix: string }[],
  now: Date = new Date(),
): Promise<CuotasConTotal> {
  return db.transaction(async (tx) => {
    const empresas = await lockEmpresas(
      tx,
      pagos.map((p) => p.pago.org_id),
    );
    const errors = new FieldErrors();
    const resueltos: { pago: PagoCuota & { importe: string }; prefix: string }[] = [];
    const precios = new Map<string, string | null>();
    for (const { pago, prefix } of pagos) {
      const empresa = empresas.get(pago.org_id);
      if (!empresa) {
        errors.add(`${prefix}org_id`, FINANZAS_MSG.empresaNoExiste);
        continue;
      }
      let importe = pago.importe;
      if (importe === undefined && empresa.org_tamanio !== null) {
        const tamanio = empresa.org_tamanio;
        if (!precios.has(tamanio)) precios.set(tamanio, await precioVigente(tx, 'cuota_anual', tamanio));
        importe = precios.get(tamanio) ?? undefined;
      }
      if (importe === undefined) {
        errors.add(`${prefix}importe`, FINANZAS_MSG.importeCuotaObligatorio);
        continue;
      }
      resueltos.push({ pago: { ...pago, importe }, prefix });
    }
    errors.throwIfAny();
    const ordered = [...resueltos].sort((a, b) => a.pago.org_id - b.pago.org_id || a.pago.year - b.pago.year);
    const registered = new Map<string, CuotaRow>();
    for (const { pago, prefix } of ordered) {
      registered.set(prefix, await registrarPagoEnTransaccion(tx, pago, `${prefix}year`, now));
    }
    // Answered in the order sent.
    const rows = resueltos.map((r) => registered.get(r.prefix)).filter((r): r is CuotaRow => r !== undefined);
    return { cuotas: rows, importe_total: sumImportes(rows.map((r) => r.importe)) };
  });
}

// ---------------------------------------------------------------- updating and deleting

/**
 * `PATCH /cuotas/actualizar-pago/:org_id/:year`: the payment's fields; a blank amount keeps the
 * fee's. An owed fee becomes paid (its invoice number taken, the company up to date when it is the
 * current year's); a paid one keeps its invoice number.
 */
export async function actualizarCuota(db: Database, orgId: number, year: number, body: ActualizarCuotaBody, now: Date = new Date()): Promise<CuotaRow> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: cuotas.id, pagado: cuotas.pagado, num_factura: cuotas.num_factura })
      .from(cuotas)
      .where(and(eq(cuotas.org_id, orgId), eq(cuotas.year, year)))
      .for('update');
    if (!existing) throw new NotFoundError(FINANZAS_MSG.cuotaNoExiste);
    const num_factura = existing.num_factura ?? (await siguienteNumeroFactura(tx, Number(body.pagado.slice(0, 4))));
    await tx
      .update(cuotas)
      .set({
        pagado: body.pagado,
        ...(body.importe === undefined ? {} : { importe: body.importe }),
        observaciones: body.observaciones ?? null,
        tipo: body.tipo,
        num_order: body.num_order ?? null,
        num_factura,
        no_comisionable: body.no_comisionable,
        metodo_pago: body.metodo_pago ?? null,
        updated_at: sql`now()`,
      })
      .where(eq(cuotas.id, existing.id));
    if (year === anyoActual(now)) await marcarPagado(tx, orgId);
    // Paid now, corrected, or made non-commissionable: the commissions follow.
    await sincronizarEmpresa(tx, orgId);
    const row = await findCuota(tx, orgId, year);
    if (!row) throw new Error('cuotas: the updated fee was not read back');
    return row;
  });
}

/**
 * `DELETE /cuotas/borrado-pago`: removes a company's fee of a year (404 when there is none). Its
 * invoice number is not given back: an invoice once issued keeps its number. Deleting the current
 * year's fee makes the company owe it again (`marcarPendiente`).
 */
export async function borrarCuota(db: Database, orgId: number, year: number, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(cuotas)
      .where(and(eq(cuotas.org_id, orgId), eq(cuotas.year, year)))
      .returning({ id: cuotas.id });
    if (deleted.length === 0) throw new NotFoundError(FINANZAS_MSG.cuotaNoExiste);
    if (year === anyoActual(now)) await marcarPendiente(tx, orgId);
    // Its unpaid commission goes (a paid one stays, its source set null).
    await sincronizarEmpresa(tx, orgId);
  });
}
