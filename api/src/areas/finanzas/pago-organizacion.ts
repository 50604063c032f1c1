/**
 * The organisation payment flow (docs/finanzas.md 'The organisation payment flow'; spec part 2 §2.25,
 * §3 'Payment form', 'Fee detail for an organisation', §5 'Payment', §7.11): what a company signed in
 * with its fee owed is asked for, the SEPA mandate it signs, and its choice of method.
 *
 * Choosing a method (either post), in one transaction, the company locked:
 * - only a company whose `estado_pago` is 'pendiente' may choose (409 otherwise: nothing owed, or a
 *   method already chosen);
 * - the current year's fee is recorded as owed (`pagado` null) with the method ('R' / 'T') and the
 *   amount of the company's size tariff (an owed row of the year already there keeps its amount);
 * - direct debit: the mandate is stored (IBAN, holder, reference `DAPCON-{org_id}`, the signed PDF);
 * - the company's `estado_pago` becomes 'en_tramite' (the administration confirms the transfer or
 *   collects the direct debit; registering that payment makes it 'pagado');
 * - the answer is a new session token carrying 'en_tramite'; the old session ends.
 *
 * Only the company's own session may choose: an administrator using the portal as the company gets 403.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calendarDay, conceptoTransferencia, conIva, FINANZAS_MSG, IVA_PORCENTAJE, MSG, nombreMandatoSepa, type CuentaDomiciliacion, type DetalleTarifa, type MetodoPago, type PagoElegido } from '@dapcon/contract';
import type { Lang } from '../../lib/lang';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { removeStoredFiles, storeAndWrite } from '../../lib/stored-files';
import { uploadedFile } from '../../lib/uploads';
import type { UploadLike } from '@dapcon/contract';
import { findUsuario } from '../../auth/accounts';
import { organizaciones } from '../empresas';
import { paises } from '../referencia';
import { anyoActual, tipoDerivado } from './cuotas';
import { mandatoSepaPdf } from './mandato-pdf';
import { cuotas, datosBancarios, mandatosSepa, tarifas } from './tables';
import { descripcionTarifa } from './tarifas-repository';

/** What the flow (and the mandate) reads of a company. */
export const EMPRESA_PAGO_COLUMNS = {
  org_id: organizaciones.org_id,
  org_cif: organizaciones.org_cif,
  org_nombre: organizaciones.org_nombre,
  org_direccion: organizaciones.org_direccion,
  org_codigo_postal: organizaciones.org_codigo_postal,
  org_poblacion: organizaciones.org_poblacion,
  org_provincia: organizaciones.org_provincia,
  pais: paises.pais_nombre,
  org_tamanio: organizaciones.org_tamanio,
  estado_pago: organizaciones.estado_pago,
};

/** What the mandate names of a company (as `EMPRESA_PAGO_COLUMNS` reads it). */
export interface EmpresaMandato {
  org_id: number;
  org_cif: string;
  org_nombre: string;
  org_direccion: string | null;
  org_codigo_postal: string | null;
  org_poblacion: string | null;
  org_provincia: string | null;
  pais: string | null;
}

/** The company of a company session, with what the flow needs (404 when the account has none). */
async function empresaDe(db: Database, user: AuthUser) {
  const [row] = await db.select(EMPRESA_PAGO_COLUMNS).from(organizaciones).leftJoin(paises, eq(paises.id, organizaciones.org_pais)).where(eq(organizaciones.usuario_id, user.id)).limit(1);
  if (!row) throw new NotFoundError();
  return row;
}

/** The active annual fee of a size: its description (in `lang`) and price, or null. */
async function tarifaDe(db: Database, tamanio: string | null, lang: Lang = 'es'): Promise<{ descripcion: string; precio: string } | null> {
  if (tamanio === null) return null;
  const [row] = await db
    .select({ descripcion: descripcionTarifa(lang), precio: tarifas.precio })
    .from(tarifas)
    .where(and(eq(tarifas.tipo, 'cuota_anual'), eq(tarifas.codigo, tamanio), eq(tarifas.estado, true)))
    .limit(1);
  return row ?? null;
}

/** `GET /organizaciones/detalle_tarifa`: the fee of the company's size, with 21 % VAT and the transfer's concept in `lang` (409 without an active tariff). */
export async function detalleTarifa(db: Database, user: AuthUser, metodo: MetodoPago, lang: Lang = 'es', now: Date = new Date()): Promise<DetalleTarifa> {
  const empresa = await empresaDe(db, user);
  const tarifa = await tarifaDe(db, empresa.org_tamanio, lang);
  if (!tarifa) throw new ConflictError(FINANZAS_MSG.sinTarifaEmpresa);
  const year = anyoActual(now);
  return { detalle: tarifa.descripcion, ...conIva(tarifa.precio), iva_porcentaje: IVA_PORCENTAJE, year, metodo_pago: metodo, concepto: conceptoTransferencia(empresa.org_cif, year, lang) };
}

/**
 * How a company is paying this year's fee while it is owed (the home's payment alert): the method it
 * chose, the amount with VAT, and for a transfer the programme's account and the concept in `lang`,
 * for a direct debit the last four characters of the mandate's IBAN. Null when the fee is not owed or
 * no method was chosen.
 */
export async function pagoElegido(db: Database, empresa: { org_id: number; org_cif: string }, lang: Lang, now: Date = new Date()): Promise<PagoElegido | null> {
  const year = anyoActual(now);
  const [cuota] = await db
    .select({ importe: cuotas.importe, metodo_pago: cuotas.metodo_pago, iban: mandatosSepa.iban })
    .from(cuotas)
    .leftJoin(mandatosSepa, eq(mandatosSepa.org_id, cuotas.org_id))
    .where(and(eq(cuotas.org_id, empresa.org_id), eq(cuotas.year, year), isNull(cuotas.pagado), isNotNull(cuotas.metodo_pago)));
  if (!cuota?.metodo_pago) return null;
  const base = { metodo_pago: cuota.metodo_pago, year, importe_total: conIva(cuota.importe).importe_total };
  if (cuota.metodo_pago === 'R') return { ...base, nombre_entidad: null, numero_cuenta: null, concepto: null, cuenta_final: cuota.iban ? cuota.iban.slice(-4) : null };
  const [banco] = await db.select({ entidad: datosBancarios.entidad, num_cuenta: datosBancarios.num_cuenta }).from(datosBancarios).orderBy(asc(datosBancarios.id)).limit(1);
  return { ...base, nombre_entidad: banco?.entidad ?? null, numero_cuenta: banco?.num_cuenta ?? null, concepto: conceptoTransferencia(empresa.org_cif, year, lang), cuenta_final: null };
}

/** The mandate reference of a company: unique per company, what a remittance cites. */
export function referenciaMandato(orgId: number): string {
  return `DAPCON-${String(orgId).padStart(6, '0')}`;
}

/**
 * A company's mandate to sign: the PDF in `lang`, the creditor from the bank data, the company as
 * debtor with its account (IBAN and holder), the reference and the day (Madrid).
 */
export async function mandatoPdfDe(db: Database, empresa: EmpresaMandato, cuenta: { iban: string; titular: string }, lang: Lang = 'es', now: Date = new Date()): Promise<Buffer> {
  const [banco] = await db.select().from(datosBancarios).limit(1);
  const pdf = await mandatoSepaPdf(
    {
      referencia: referenciaMandato(empresa.org_id),
      fecha: calendarDay(now),
      acreedor: { nombre: banco?.titular ?? banco?.entidad ?? '', identificador: banco?.identificador_acreedor ?? null, direccion: banco?.direccion ?? null },
      deudor: {
        nombre: empresa.org_nombre,
        cif: empresa.org_cif,
        direccion: empresa.org_direccion,
        codigo_postal: empresa.org_codigo_postal,
        poblacion: empresa.org_poblacion,
        provincia: empresa.org_provincia,
        pais: empresa.pais,
      },
      cuenta,
    },
    lang,
  );
  return Buffer.from(pdf);
}

/** `POST /organizaciones/mandato_sepa`: the company's mandate to sign with the account it gave, as a PDF download named `yyyy-mm-dd_Mandato_SEPA_<CIF>.pdf` (in Catalan `…_Mandat_SEPA_…`). */
export async function mandatoSepa(db: Database, user: AuthUser, cuenta: CuentaDomiciliacion, lang: Lang, now: Date = new Date()): Promise<{ data: Buffer; filename: string }> {
  const empresa = await empresaDe(db, user);
  const data = await mandatoPdfDe(db, empresa, { iban: cuenta.org_iban, titular: cuenta.org_nif_propietario_cuenta }, lang, now);
  return { data, filename: nombreMandatoSepa(empresa.org_cif, lang, now) };
}

/** What a direct debit brings: the account, its holder and the signed mandate. */
export interface Domiciliacion {
  org_iban: string;
  org_nif_propietario_cuenta: string;
  org_sepa: UploadLike;
}

/**
 * Records the company's choice (see the file comment) and answers the new session token. `domiciliacion`
 * is given for 'R'.
 */
export async function elegirMetodoPago(
  app: FastifyInstance,
  user: AuthUser,
  metodo: MetodoPago,
  domiciliacion: Domiciliacion | null,
  request: FastifyRequest,
  now: Date = new Date(),
): Promise<string> {
  if (user.suplantadorId !== null) throw new ForbiddenError(MSG.sinPermiso);
  const empresa = await empresaDe(app.db, user);
  const mandato = domiciliacion ? uploadedFile(domiciliacion.org_sepa, 'org_sepa') : undefined;
  const replaced = await storeAndWrite(app, [{ folder: 'documentos', file: mandato }], async (tx, [key]) => {
    const [org] = await tx
      .select({ estado_pago: organizaciones.estado_pago, org_tamanio: organizaciones.org_tamanio })
      .from(organizaciones)
      .where(eq(organizaciones.org_id, empresa.org_id))
      .for('update');
    if (!org || org.estado_pago !== 'pendiente') throw new ConflictError(FINANZAS_MSG.pagoNoPendiente);
    const year = anyoActual(now);
    const [existente] = await tx
      .select({ id: cuotas.id, pagado: cuotas.pagado })
      .from(cuotas)
      .where(and(eq(cuotas.org_id, empresa.org_id), eq(cuotas.year, year)))
      .for('update');
    if (existente?.pagado) throw new ConflictError(FINANZAS_MSG.pagoNoPendiente);
    if (existente) {
      await tx.update(cuotas).set({ metodo_pago: metodo, updated_at: sql`now()` }).where(and(eq(cuotas.id, existente.id), isNull(cuotas.pagado)));
    } else {
      const tarifa = await tarifaDe(tx, org.org_tamanio);
      if (!tarifa) throw new ConflictError(FINANZAS_MSG.sinTarifaEmpresa);
      await tx.insert(cuotas).values({ org_id: empresa.org_id, year, importe: tarifa.precio, tipo: await tipoDerivado(tx, empresa.org_id, year), metodo_pago: metodo });
    }
    let previous: string | null = null;
    if (domiciliacion && key) {
      const [antes] = await tx.select({ documento_key: mandatosSepa.documento_key }).from(mandatosSepa).where(eq(mandatosSepa.org_id, empresa.org_id));
      previous = antes?.documento_key ?? null;
      const values = {
        iban: domiciliacion.org_iban,
        nif_titular: domiciliacion.org_nif_propietario_cuenta,
        referencia: referenciaMandato(empresa.org_id),
        fecha_firma: now.toISOString().slice(0, 10),
        documento_key: key,
      };
      await tx
        .insert(mandatosSepa)
        .values({ org_id: empresa.org_id, ...values })
        .onConflictDoUpdate({ target: mandatosSepa.org_id, set: { ...values, updated_at: sql`now()` } });
    }
    await tx.update(organizaciones).set({ estado_pago: 'en_tramite' }).where(eq(organizaciones.org_id, empresa.org_id));
    return previous;
  });
  await removeStoredFiles(app, [replaced], request.log);
  const usuario = await findUsuario(app.db, user.id);
  if (!usuario) throw new NotFoundError();
  const token = await app.sessions.open({ ...usuario, estado_pago: 'en_tramite' }, request);
  await app.sessions.revoke(user.sessionId);
  return token;
}

/** The storage keys of the signed mandates (the storage sweep keeps them). */
export async function mandatoStorageKeys(db: Database): Promise<string[]> {
  const rows = await db.select({ key: mandatosSepa.documento_key }).from(mandatosSepa);
  return rows.map((r) => r.key);
}
