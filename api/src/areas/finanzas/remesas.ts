/**
 * The bank remittance (docs/finanzas.md 'The bank remittance'; contract/src/finanzas/remesas.ts).
 *
 * - **What goes in**: owed fees (`pagado` null) whose method is 'R', whose amount is above zero,
 *   debited with its 21 % VAT (what the company was shown when it chose direct debit),
 *   whose company signed a SEPA mandate (`mandatos_sepa`), and which are not in a remittance still
 *   open ('generada'). A fee returned by the bank, or in a cancelled remittance, may go in the next.
 *   **One debit per mandate per file** (docs/decisions.md 'One debit per mandate'): of a company's
 *   owed fees the newest goes; the older ones are left for a later file (`aplazadas`), and so is every
 *   fee of a mandate that still has a debit in an open remittance (its sequence is known only once
 *   that one is collected or returned).
 * - **Generating** (one at a time: a transaction-level advisory lock): the creditor from the bank
 *   data (its name, IBAN, BIC and SEPA creditor identifier: incomplete → 409), one operation per fee
 *   with what is sent (amount, the mandate's IBAN and reference, FRST for a mandate never collected,
 *   RCUR after), and the file (remesa-xml.ts), kept as written.
 * - **Collected** (the bank confirmed): every operation not returned registers its fee's payment
 *   through `registrarPagoEnTransaccion` (the invoice number, the company up to date, the agent's
 *   commission), the companies locked in id order; a fee paid meanwhile by other means is not paid
 *   twice; returned operations stay owed. All in one transaction.
 * - **Cancelled**: only an open one; its fees are free again.
 */
import { and, asc, desc, eq, gt, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { conIva, FINANZAS_MSG, isValidCreditorId, isValidIban, sumImportes, type CobrarRemesaBody, type OperacionRemesa, type Remesa, type RemesaDetalle, type RemesaPendiente } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { ConflictError, ERROR_CODES, HttpError, NotFoundError } from '../../errors';
import { organizaciones } from '../empresas';
import { lockEmpresas, registrarPagoEnTransaccion } from './cuotas';
import { remesaXml, type DebitoRemesa } from './remesa-xml';
import { cuotas, datosBancarios, mandatosSepa, remesaOperaciones, remesas } from './tables';

/** The fee is not in an open remittance. */
const fueraDeRemesaAbierta = sql`not exists (select 1 from ${remesaOperaciones} o join ${remesas} r on r.id = o.remesa_id where o.cuota_id = ${cuotas}.id and r.estado = 'generada' and o.estado = 'pendiente')`;

/** Owed direct debits not in an open remittance (with or without a mandate). */
const domiciliadasPendientes = and(isNull(cuotas.pagado), eq(cuotas.metodo_pago, 'R'), gt(cuotas.importe, '0'), fueraDeRemesaAbierta);

/** The mandates with a debit still pending in an open remittance: no other debit of theirs goes in a file until it is settled. */
async function mandatosEnRemesaAbierta(db: Database): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ mandato: remesaOperaciones.mandato })
    .from(remesaOperaciones)
    .innerJoin(remesas, eq(remesas.id, remesaOperaciones.remesa_id))
    .where(and(eq(remesas.estado, 'generada'), eq(remesaOperaciones.estado, 'pendiente')));
  return new Set(rows.map((r) => r.mandato));
}

/**
 * The owed direct debits with a mandate, split into the fees a remittance generated now collects
 * (one per mandate: the company's newest owed fee; sorted by year, then company) and those it leaves
 * for a later file (the older fees of the same mandates, and every fee of a mandate with a debit in
 * an open remittance; sorted by company, then year). `importe` is what is debited: the fee with its
 * 21 % VAT, the total the company was shown when it chose direct debit (`detalle_tarifa`).
 */
async function cuotasCobrables(db: Database) {
  const rows = await db
    .select({
      cuota_id: cuotas.id,
      org_id: cuotas.org_id,
      year: cuotas.year,
      importe: cuotas.importe,
      org_nombre: organizaciones.org_nombre,
      org_cif: organizaciones.org_cif,
      nombre_busqueda: organizaciones.nombre_busqueda,
      iban: mandatosSepa.iban,
      mandato: mandatosSepa.referencia,
      fecha_firma: mandatosSepa.fecha_firma,
    })
    .from(cuotas)
    .innerJoin(organizaciones, eq(organizaciones.org_id, cuotas.org_id))
    .innerJoin(mandatosSepa, eq(mandatosSepa.org_id, cuotas.org_id))
    .where(domiciliadasPendientes)
    .orderBy(desc(cuotas.year), asc(cuotas.org_id));
  const enCurso = await mandatosEnRemesaAbierta(db);
  const enFichero = new Set<string>();
  const cobrables: ((typeof rows)[number] & { importe: string })[] = [];
  const aplazadas: typeof cobrables = [];
  for (const row of rows) {
    const debito = { ...row, importe: conIva(row.importe).importe_total };
    if (enCurso.has(row.mandato) || enFichero.has(row.mandato)) aplazadas.push(debito);
    else {
      enFichero.add(row.mandato);
      cobrables.push(debito);
    }
  }
  cobrables.sort((a, b) => a.year - b.year || a.org_id - b.org_id);
  aplazadas.sort((a, b) => a.nombre_busqueda.localeCompare(b.nombre_busqueda) || a.org_id - b.org_id || a.year - b.year);
  return { cobrables, aplazadas };
}

/** `GET /remesas/pendientes`: what a remittance would collect now, and the owed direct debits without a mandate. */
export async function remesaPendiente(db: Database): Promise<RemesaPendiente> {
  const { cobrables, aplazadas } = await cuotasCobrables(db);
  const sinMandato = await db
    .select({ org_id: cuotas.org_id, org_nombre: organizaciones.org_nombre, org_cif: organizaciones.org_cif, year: cuotas.year, importe: cuotas.importe })
    .from(cuotas)
    .innerJoin(organizaciones, eq(organizaciones.org_id, cuotas.org_id))
    .where(and(domiciliadasPendientes, notExists(db.select({ one: sql`1` }).from(mandatosSepa).where(eq(mandatosSepa.org_id, cuotas.org_id)))))
    .orderBy(asc(organizaciones.nombre_busqueda), asc(cuotas.year));
  return {
    num_operaciones: cobrables.length,
    importe_total: sumImportes(cobrables.map((c) => c.importe)),
    sin_mandato: sinMandato.map((c) => ({ ...c, importe: conIva(c.importe).importe_total })),
    aplazadas: aplazadas.map((c) => ({ org_id: c.org_id, org_nombre: c.org_nombre, org_cif: c.org_cif, year: c.year, importe: c.importe })),
  };
}

/** A remittance's reference: its message id in the file. */
export function referenciaRemesa(id: number): string {
  return `DAPCON-REM-${String(id).padStart(6, '0')}`;
}

/** The creditor from the bank data, or 409 when it cannot sign a remittance. */
async function acreedor(db: Database) {
  const [banco] = await db.select().from(datosBancarios).orderBy(asc(datosBancarios.id)).limit(1);
  const nombre = banco?.titular?.trim() ?? '';
  if (!banco || nombre === '' || !isValidIban(banco.num_cuenta, [banco.num_cuenta.slice(0, 2)]) || !banco.identificador_acreedor) {
    throw new ConflictError(FINANZAS_MSG.datosAcreedorIncompletos);
  }
  if (!isValidCreditorId(banco.identificador_acreedor)) throw new ConflictError(FINANZAS_MSG.identificadorAcreedorNoValido);
  return { nombre, iban: banco.num_cuenta, bic: banco.bic, identificador: banco.identificador_acreedor };
}

/** The mandates already collected once (their next debit is RCUR). */
async function mandatosCobrados(tx: Database, mandatos: readonly string[]): Promise<Set<string>> {
  if (mandatos.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ mandato: remesaOperaciones.mandato })
    .from(remesaOperaciones)
    .where(and(inArray(remesaOperaciones.mandato, [...mandatos]), eq(remesaOperaciones.estado, 'cobrada')));
  return new Set(rows.map((r) => r.mandato));
}

/** `POST /remesas`: generates a remittance of every fee that can be collected (see the file comment). */
export async function generarRemesa(db: Database, fechaCobro: string, now: Date = new Date()): Promise<RemesaDetalle> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dapcon.remesas'))`);
    const cred = await acreedor(tx);
    const { cobrables } = await cuotasCobrables(tx);
    if (cobrables.length === 0) throw new ConflictError(FINANZAS_MSG.sinCuotasDomiciliadas);
    const cobrados = await mandatosCobrados(
      tx,
      cobrables.map((c) => c.mandato),
    );
    const total = sumImportes(cobrables.map((c) => c.importe));
    const [remesa] = await tx
      .insert(remesas)
      .values({ referencia: `tmp-${now.getTime()}-${Math.random().toString(36).slice(2, 10)}`, fecha_cobro: fechaCobro, num_operaciones: cobrables.length, importe_total: total, xml: '', created_at: now })
      .returning({ id: remesas.id });
    if (!remesa) throw new Error('remesas: the remittance was not inserted');
    const referencia = referenciaRemesa(remesa.id);
    const operaciones = cobrables.map((c, i) => ({
      remesa_id: remesa.id,
      cuota_id: c.cuota_id,
      org_id: c.org_id,
      org_nombre: c.org_nombre,
      org_cif: c.org_cif,
      year: c.year,
      importe: c.importe,
      iban: c.iban,
      mandato: c.mandato,
      fecha_firma: c.fecha_firma,
      secuencia: cobrados.has(c.mandato) ? ('RCUR' as const) : ('FRST' as const),
      end_to_end_id: `${referencia}-${String(i + 1).padStart(4, '0')}`,
    }));
    await tx.insert(remesaOperaciones).values(operaciones);
    const debitos: DebitoRemesa[] = operaciones.map((o) => ({
      endToEndId: o.end_to_end_id,
      importe: o.importe,
      deudor: o.org_nombre,
      iban: o.iban,
      mandato: o.mandato,
      fechaFirma: o.fecha_firma,
      secuencia: o.secuencia,
      concepto: `Cuota DAPcon ${o.year} ${o.org_cif}`,
    }));
    const xml = remesaXml({ referencia, creada: now, fechaCobro, acreedor: cred, debitos });
    await tx.update(remesas).set({ referencia, xml }).where(eq(remesas.id, remesa.id));
    return remesa.id;
  });
  return mostrarRemesa(db, id);
}

/** A remittance's columns as the contract's `Remesa` (the returned and collected figures from its operations). */
export const REMESA_COLUMNS = {
  id: remesas.id,
  referencia: remesas.referencia,
  fecha_cobro: remesas.fecha_cobro,
  estado: remesas.estado,
  num_operaciones: remesas.num_operaciones,
  importe_total: remesas.importe_total,
  num_devueltas: sql<number>`(select count(*)::int from ${remesaOperaciones} o where o.remesa_id = ${remesas}.id and o.estado = 'devuelta')`,
  importe_cobrado: sql<string>`(select coalesce(sum(o.importe), 0)::numeric(20,2)::text from ${remesaOperaciones} o where o.remesa_id = ${remesas}.id and o.estado = 'cobrada')`,
  pagado: remesas.pagado,
  created_at: remesas.created_at,
};

/** A row of `REMESA_COLUMNS` as the contract's `Remesa`. */
export function toRemesa(row: Omit<Remesa, 'created_at'> & { created_at: Date }): Remesa {
  return { ...row, num_devueltas: Number(row.num_devueltas), created_at: row.created_at.toISOString() };
}

/** `GET /remesas/:id`: the remittance with its operations (404 when there is none). */
export async function mostrarRemesa(db: Database, id: number): Promise<RemesaDetalle> {
  const [row] = await db.select(REMESA_COLUMNS).from(remesas).where(eq(remesas.id, id));
  if (!row) throw new NotFoundError();
  const operaciones: OperacionRemesa[] = await db
    .select({
      id: remesaOperaciones.id,
      cuota_id: remesaOperaciones.cuota_id,
      org_id: remesaOperaciones.org_id,
      org_nombre: remesaOperaciones.org_nombre,
      org_cif: remesaOperaciones.org_cif,
      year: remesaOperaciones.year,
      importe: remesaOperaciones.importe,
      iban: remesaOperaciones.iban,
      mandato: remesaOperaciones.mandato,
      secuencia: remesaOperaciones.secuencia,
      estado: remesaOperaciones.estado,
      num_factura: sql<string | null>`case when ${remesaOperaciones.estado} = 'cobrada' then ${cuotas.num_factura} else null end`,
    })
    .from(remesaOperaciones)
    .leftJoin(cuotas, eq(cuotas.id, remesaOperaciones.cuota_id))
    .where(eq(remesaOperaciones.remesa_id, id))
    .orderBy(asc(remesaOperaciones.id));
  return { ...toRemesa(row), operaciones };
}

/** `GET /remesas/:id/xml`: the file as generated. */
export async function remesaFichero(db: Database, id: number): Promise<{ data: Buffer; filename: string }> {
  const [row] = await db.select({ referencia: remesas.referencia, xml: remesas.xml }).from(remesas).where(eq(remesas.id, id));
  if (!row) throw new NotFoundError();
  return { data: Buffer.from(row.xml, 'utf8'), filename: `${row.referencia}.xml` };
}

/** The remittance locked, refused unless it is still open. */
async function remesaAbierta(tx: Database, id: number) {
  const [row] = await tx.select({ id: remesas.id, estado: remesas.estado }).from(remesas).where(eq(remesas.id, id)).for('update');
  if (!row) throw new NotFoundError();
  if (row.estado !== 'generada') throw new ConflictError(FINANZAS_MSG.remesaNoAbierta);
}

/** `POST /remesas/:id/cobrar`: the bank collected (see the file comment). */
export async function cobrarRemesa(db: Database, id: number, body: CobrarRemesaBody, now: Date = new Date()): Promise<RemesaDetalle> {
  await db.transaction(async (tx) => {
    await remesaAbierta(tx, id);
    const operaciones = await tx
      .select({ id: remesaOperaciones.id, cuota_id: remesaOperaciones.cuota_id, org_id: remesaOperaciones.org_id })
      .from(remesaOperaciones)
      .where(eq(remesaOperaciones.remesa_id, id))
      .orderBy(asc(remesaOperaciones.id));
    const propias = new Set(operaciones.map((o) => o.id));
    if (body.devueltas.some((opId) => !propias.has(opId))) {
      throw new HttpError(422, FINANZAS_MSG.operacionesNoDeLaRemesa, ERROR_CODES.validation, { devueltas: [FINANZAS_MSG.operacionesNoDeLaRemesa] });
    }
    const devueltas = new Set(body.devueltas);
    const cobradas = operaciones.filter((o) => !devueltas.has(o.id));
    await lockEmpresas(
      tx,
      cobradas.flatMap((o) => (o.org_id === null ? [] : [o.org_id])),
    );
    for (const op of cobradas) {
      const [cuota] = op.cuota_id === null ? [] : await tx.select().from(cuotas).where(eq(cuotas.id, op.cuota_id)).for('update');
      // A fee deleted, or paid meanwhile by other means, is not paid (again) here.
      if (cuota && cuota.pagado === null) {
        await registrarPagoEnTransaccion(
          tx,
          {
            org_id: cuota.org_id,
            year: cuota.year,
            pagado: body.pagado,
            importe: cuota.importe,
            observaciones: cuota.observaciones ?? undefined,
            num_order: cuota.num_order ?? undefined,
            no_comisionable: cuota.no_comisionable,
            metodo_pago: 'R',
            tipo: cuota.tipo,
          },
          'devueltas',
          now,
        );
      }
    }
    if (cobradas.length > 0) {
      await tx
        .update(remesaOperaciones)
        .set({ estado: 'cobrada' })
        .where(
          and(
            eq(remesaOperaciones.remesa_id, id),
            inArray(
              remesaOperaciones.id,
              cobradas.map((o) => o.id),
            ),
          ),
        );
    }
    if (devueltas.size > 0) {
      await tx
        .update(remesaOperaciones)
        .set({ estado: 'devuelta' })
        .where(and(eq(remesaOperaciones.remesa_id, id), inArray(remesaOperaciones.id, [...devueltas])));
    }
    await tx.update(remesas).set({ estado: 'cobrada', pagado: body.pagado, updated_at: now }).where(eq(remesas.id, id));
  });
  return mostrarRemesa(db, id);
}

/** `POST /remesas/:id/anular`: an open remittance is cancelled; its fees are free again. */
export async function anularRemesa(db: Database, id: number, now: Date = new Date()): Promise<RemesaDetalle> {
  await db.transaction(async (tx) => {
    await remesaAbierta(tx, id);
    await tx.update(remesas).set({ estado: 'anulada', updated_at: now }).where(eq(remesas.id, id));
  });
  return mostrarRemesa(db, id);
}

