/**
 * The agents' commissions (docs/finanzas.md 'Commissions'; spec part 2 §2.8, §2.11, §3, §5, §7.4):
 * how a company's commissions follow from its assignment and its payments, and the writes on them.
 *
 * The rule (`sincronizarEmpresa`, the one place commissions are created or removed):
 * - a company without an agreement whose agent (`comisionista_id`) and type (`tipo_comision`) are set
 *   owes its agent a commission on every paid event of that type: a paid Alta fee
 *   (comision_alta_empresa), a paid Renovado fee (comision_renovacion_empresa), both unless marked
 *   `no_comisionable`; a declaration's paid payment (comision_alta_dapcon, or comision_renovacion_dapcon
 *   for a renewal, `id_padre` set);
 * - the commission is the base (what was paid) times the active `comision` tariff of the type, a
 *   percentage, half up to the cent; without an active rate none is created;
 * - one commission per fee and per payment: a synchronisation inserts the missing ones, removes the
 *   unpaid ones that no longer apply (another agent or type now, the fee made non-commissionable or
 *   deleted), brings an unpaid one in line with its corrected source (base at its own rate, year,
 *   invoice), and never touches a paid
 *   one. Twice in a row, the second changes nothing.
 *
 * Every registration of a fee or declaration payment calls it in its own transaction (cuotas.ts,
 * pagos-dapcon.ts), so a commission appears with the payment; 'Sincronizar' and 'Definir
 * Comisionista' with `sincronizar` call it too. The company row is locked first: two synchronisations
 * of one company run one after the other.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  FINANZAS_MSG,
  porcentajeDe,
  TIPOS_COMISION,
  type AsignacionComision,
  type CambiarRemaBody,
  type Comision,
  type PagoComisiones,
  type SincronizacionComisiones,
  type TipoComision,
} from '@dapcon/contract';
import type { Database } from '../../db/database';
import { ConflictError, FieldErrors, HttpError, NotFoundError, ERROR_CODES } from '../../errors';
import { consultores, esComisionistaActivo } from '../consultores';
import { dapconPagos, dapcons } from '../dapcon';
import { organizaciones } from '../empresas';
import { parametros } from '../referencia';
import { comisiones, cuotas, tarifas } from './tables';
import { descripcionesTarifa } from './tarifas-repository';
import type { Lang } from '../../lib/lang';

const esTipoComision = (value: string | null): value is TipoComision => value !== null && (TIPOS_COMISION as readonly string[]).includes(value);

// ---------------------------------------------------------------- what is due

/** A paid event a commission may come from. */
interface Origen {
  origen: 'cuota' | 'dapcon';
  /** The fee's or the payment's id. */
  id: number;
  importe: string;
  year: number;
  num_factura: string | null;
}

/** The company's paid events of commission type `tipo`. */
async function origenesDe(tx: Database, orgId: number, tipo: TipoComision): Promise<Origen[]> {
  if (tipo === 'comision_alta_empresa' || tipo === 'comision_renovacion_empresa') {
    return tx
      .select({ origen: sql<'cuota'>`'cuota'`, id: cuotas.id, importe: cuotas.importe, year: cuotas.year, num_factura: cuotas.num_factura })
      .from(cuotas)
      .where(
        and(
          eq(cuotas.org_id, orgId),
          isNotNull(cuotas.pagado),
          eq(cuotas.no_comisionable, false),
          eq(cuotas.tipo, tipo === 'comision_alta_empresa' ? 'Alta' : 'Renovado'),
        ),
      )
      .orderBy(cuotas.year, cuotas.id);
  }
  return tx
    .select({
      origen: sql<'dapcon'>`'dapcon'`,
      id: dapconPagos.id,
      importe: dapconPagos.importe,
      year: sql<number>`extract(year from ${dapconPagos.pagado})::int`,
      num_factura: dapconPagos.num_factura,
    })
    .from(dapconPagos)
    .innerJoin(dapcons, eq(dapcons.id, dapconPagos.dapcon_id))
    .where(
      and(
        eq(dapcons.org_id, orgId),
        isNotNull(dapconPagos.pagado),
        tipo === 'comision_alta_dapcon' ? sql`${dapcons.id_padre} is null` : sql`${dapcons.id_padre} is not null`,
      ),
    )
    .orderBy(dapconPagos.pagado, dapconPagos.id);
}

/** The active rate of a commission type: its percentage and name (the main language's, and the others' by code), or null. */
async function tasaVigente(tx: Database, tipo: TipoComision): Promise<{ porcentaje: string; nombre: string; nombres: Record<string, string> } | null> {
  const [row] = await tx
    .select({ porcentaje: tarifas.precio, nombre: tarifas.descripcion, nombres: descripcionesTarifa() })
    .from(tarifas)
    .where(and(eq(tarifas.tipo, 'comision'), eq(tarifas.codigo, tipo), eq(tarifas.estado, true)))
    .limit(1);
  return row ?? null;
}

/**
 * Brings company `orgId`'s commissions in line with its assignment and its paid events, inside the
 * caller's transaction (see the file comment). Answers what it did.
 */
export async function sincronizarEmpresa(tx: Database, orgId: number): Promise<SincronizacionComisiones> {
  const [org] = await tx
    .select({ comisionista_id: organizaciones.comisionista_id, tipo_comision: organizaciones.tipo_comision, org_convenio: organizaciones.org_convenio })
    .from(organizaciones)
    .where(eq(organizaciones.org_id, orgId))
    .for('update');
  if (!org) throw new NotFoundError(FINANZAS_MSG.empresaNoExiste);
  const agente = org.org_convenio === null ? org.comisionista_id : null;
  const tipo = esTipoComision(org.tipo_comision) ? org.tipo_comision : null;
  const debidos = agente !== null && tipo !== null ? await origenesDe(tx, orgId, tipo) : [];
  const claveDe = (origen: string, id: number | null) => `${origen}:${id ?? '-'}`;
  const porClave = new Map(debidos.map((d) => [claveDe(d.origen, d.id), d]));

  const existentes = await tx
    .select({
      id: comisiones.id,
      consultor_id: comisiones.consultor_id,
      tipo_comision: comisiones.tipo_comision,
      origen: comisiones.origen,
      cuota_id: comisiones.cuota_id,
      dapcon_pago_id: comisiones.dapcon_pago_id,
      importe: comisiones.importe,
      porcentaje: comisiones.porcentaje,
      year: comisiones.year,
      referencia: comisiones.referencia,
      fecha_pago: comisiones.fecha_pago,
    })
    .from(comisiones)
    .where(eq(comisiones.org_id, orgId))
    .for('update');

  const result = { creadas: 0, eliminadas: 0, actualizadas: 0, sin_cambios: 0 };
  const cubiertas = new Set<string>();
  const eliminar: number[] = [];
  for (const c of existentes) {
    const clave = claveDe(c.origen, c.origen === 'cuota' ? c.cuota_id : c.dapcon_pago_id);
    const fuente = c.origen === 'cuota' ? c.cuota_id : c.dapcon_pago_id;
    // A paid commission stays as it is, and its source is covered: nobody earns twice on one payment.
    if (c.fecha_pago !== null) {
      if (fuente !== null) cubiertas.add(clave);
      result.sin_cambios++;
      continue;
    }
    const debido = porClave.get(clave);
    if (!debido || c.consultor_id !== agente || c.tipo_comision !== tipo) {
      eliminar.push(c.id);
      continue;
    }
    cubiertas.add(clave);
    // The source was corrected (its amount, its date's year, its invoice): an unpaid commission follows, at its own rate.
    if (debido.importe !== c.importe || debido.year !== c.year || debido.num_factura !== c.referencia) {
      await tx
        .update(comisiones)
        .set({
          importe: debido.importe,
          total_comision: porcentajeDe(debido.importe, c.porcentaje),
          year: debido.year,
          referencia: debido.num_factura,
          updated_at: sql`now()`,
        })
        .where(eq(comisiones.id, c.id));
      result.actualizadas++;
    } else {
      result.sin_cambios++;
    }
  }
  if (eliminar.length > 0) {
    await tx.delete(comisiones).where(inArray(comisiones.id, eliminar));
    result.eliminadas = eliminar.length;
  }

  const faltan = debidos.filter((d) => !cubiertas.has(claveDe(d.origen, d.id)));
  if (faltan.length > 0 && agente !== null && tipo !== null) {
    const tasa = await tasaVigente(tx, tipo);
    if (tasa) {
      await tx.insert(comisiones).values(
        faltan.map((d) => ({
          consultor_id: agente,
          org_id: orgId,
          tipo_comision: tipo,
          origen: d.origen,
          cuota_id: d.origen === 'cuota' ? d.id : null,
          dapcon_pago_id: d.origen === 'dapcon' ? d.id : null,
          referencia: d.num_factura,
          comision_nombre: tasa.nombre,
          comision_nombres: tasa.nombres,
          importe: d.importe,
          porcentaje: tasa.porcentaje,
          total_comision: porcentajeDe(d.importe, tasa.porcentaje),
          year: d.year,
        })),
      );
      result.creadas = faltan.length;
    }
  }
  return result;
}

// ---------------------------------------------------------------- reading

/** The columns of a commission as answered (its company, agent and type's name joined). */
export const COMISION_COLUMNS = {
  id: comisiones.id,
  org_id: comisiones.org_id,
  org_cif: organizaciones.org_cif,
  org_nombre: organizaciones.org_nombre,
  consultor_id: comisiones.consultor_id,
  consultor_nif: consultores.consultor_nif,
  nombre_completo: sql<string>`${consultores.consultor_apellidos} || ', ' || ${consultores.consultor_nombre}`,
  tipo_comision: comisiones.tipo_comision,
  tipo_comision_nombre: sql<string>`coalesce(${parametros.param_nombre}, ${comisiones.tipo_comision})`,
  comision_nombre: comisiones.comision_nombre,
  comision_nombres: comisiones.comision_nombres,
  importe: comisiones.importe,
  porcentaje: comisiones.porcentaje,
  total_comision: comisiones.total_comision,
  year: comisiones.year,
  fecha_pago: comisiones.fecha_pago,
  observaciones: comisiones.observaciones,
  origen: comisiones.origen,
  referencia: comisiones.referencia,
  dapcon_id: dapcons.id,
  dapcon_codigo: dapcons.dapcon_codigo,
  dv_nombre_producto: dapcons.dv_nombre_producto,
};

/** A row read with `COMISION_COLUMNS`. */
export type ComisionRow = Omit<Comision, 'organizacion' | 'consultor' | 'tipo_comision' | 'origen' | 'dapcon'> & {
  org_cif: string;
  org_nombre: string;
  consultor_nif: string;
  nombre_completo: string;
  tipo_comision: string;
  origen: 'cuota' | 'dapcon';
  dapcon_id: number | null;
  dapcon_codigo: string | null;
  dv_nombre_producto: string | null;
  comision_nombres: Record<string, string>;
};

/** The joins every reading of commissions makes (from `comisiones`): the company, the agent, the type's name and, for a declaration's payment, the declaration. */
export function comisionesJoined(db: Database) {
  return db
    .select(COMISION_COLUMNS)
    .from(comisiones)
    .innerJoin(organizaciones, eq(organizaciones.org_id, comisiones.org_id))
    .innerJoin(consultores, eq(consultores.id, comisiones.consultor_id))
    .leftJoin(parametros, eq(parametros.param_id, comisiones.tipo_comision))
    .leftJoin(dapconPagos, eq(dapconPagos.id, comisiones.dapcon_pago_id))
    .leftJoin(dapcons, eq(dapcons.id, dapconPagos.dapcon_id));
}

/** A row as the contract answers it: the rate's name in `lang` (the main language's when it had none in it). */
export function toComision(row: ComisionRow, lang: Lang = 'es'): Comision {
  const { org_cif, org_nombre, consultor_nif, nombre_completo, tipo_comision, dapcon_id, dapcon_codigo, dv_nombre_producto, comision_nombres, ...rest } = row;
  return {
    ...rest,
    comision_nombre: comision_nombres[lang] ?? rest.comision_nombre,
    tipo_comision: tipo_comision as TipoComision,
    organizacion: { org_cif, org_nombre },
    consultor: { consultor_nif, nombre_completo },
    dapcon: dapcon_id === null ? null : { id: dapcon_id, dapcon_codigo, dv_nombre_producto: dv_nombre_producto ?? '' },
  };
}

/** `GET /comisiones/:id/show`. */
export async function mostrarComision(db: Database, id: number, lang: Lang = 'es'): Promise<Comision> {
  const [row] = await comisionesJoined(db).where(eq(comisiones.id, id)).limit(1);
  if (!row) throw new NotFoundError(FINANZAS_MSG.comisionNoExiste);
  return toComision(row, lang);
}

// ---------------------------------------------------------------- writing

/** `PATCH /comisiones/:id/update`: the payment date (null: unpaid again) and observaciones. */
export async function actualizarComision(db: Database, id: number, body: { pagado: string | null; observaciones?: string | null }, lang: Lang = 'es'): Promise<Comision> {
  const updated = await db
    .update(comisiones)
    .set({ fecha_pago: body.pagado, observaciones: body.observaciones ?? null, updated_at: sql`now()` })
    .where(eq(comisiones.id, id))
    .returning({ id: comisiones.id });
  if (updated.length === 0) throw new NotFoundError(FINANZAS_MSG.comisionNoExiste);
  return mostrarComision(db, id, lang);
}

/**
 * `POST /comisiones/pagar`: pays the chosen commissions with one date and observaciones, all or none:
 * one that does not exist → 422 under `pagoids`, one already paid → 409, and nothing changes.
 * Answers how many and their exact sum.
 */
export async function pagarComisiones(db: Database, body: { pagado: string; observaciones?: string | null; pagoids: readonly number[] }): Promise<PagoComisiones> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: comisiones.id, fecha_pago: comisiones.fecha_pago, total: comisiones.total_comision })
      .from(comisiones)
      .where(inArray(comisiones.id, [...body.pagoids]))
      .orderBy(comisiones.id)
      .for('update');
    if (rows.length !== body.pagoids.length) {
      const errors = new FieldErrors();
      errors.add('pagoids', FINANZAS_MSG.comisionesNoExisten);
      errors.throwIfAny();
    }
    if (rows.some((r) => r.fecha_pago !== null)) {
      throw new HttpError(409, FINANZAS_MSG.comisionesYaPagadas, ERROR_CODES.conflict, { pagoids: [FINANZAS_MSG.comisionesYaPagadas] });
    }
    await tx
      .update(comisiones)
      .set({ fecha_pago: body.pagado, observaciones: body.observaciones ?? null, updated_at: sql`now()` })
      .where(inArray(comisiones.id, [...body.pagoids]));
    const [sum] = await tx
      .select({ total: sql<string>`coalesce(sum(${comisiones.total_comision}), 0)::numeric(20,2)::text` })
      .from(comisiones)
      .where(inArray(comisiones.id, [...body.pagoids]));
    return { pagadas: rows.length, total: sum?.total ?? '0.00' };
  });
}

/** `DELETE /comisiones/:id/eliminar`: an unpaid commission (a paid one: 409; none: 404). */
export async function eliminarComision(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ fecha_pago: comisiones.fecha_pago }).from(comisiones).where(eq(comisiones.id, id)).for('update');
    if (!row) throw new NotFoundError(FINANZAS_MSG.comisionNoExiste);
    if (row.fecha_pago !== null) throw new ConflictError(FINANZAS_MSG.comisionPagadaNoSeElimina);
    await tx.delete(comisiones).where(eq(comisiones.id, id));
  });
}

/**
 * `PATCH /comisiones/cambiar_rema/:orgId` ('Definir Comisionista'): sets the company's agent (a
 * commission earner with an active account, else 422 under `comisionista_id`) and type; with
 * `sincronizar`, its commissions follow at once. A company of an agreement has no commissions (409).
 */
export async function cambiarRema(db: Database, orgId: number, body: CambiarRemaBody): Promise<AsignacionComision> {
  if (!(await esComisionistaActivo(db, body.comisionista_id))) {
    const errors = new FieldErrors();
    errors.add('comisionista_id', FINANZAS_MSG.comisionistaNoValido);
    errors.throwIfAny();
  }
  return db.transaction(async (tx) => {
    const [org] = await tx
      .select({ org_id: organizaciones.org_id, org_convenio: organizaciones.org_convenio })
      .from(organizaciones)
      .where(eq(organizaciones.org_id, orgId))
      .for('update');
    if (!org) throw new NotFoundError(FINANZAS_MSG.empresaNoExiste);
    if (org.org_convenio !== null) throw new ConflictError(FINANZAS_MSG.empresaConvenioSinComisiones);
    await tx.update(organizaciones).set({ comisionista_id: body.comisionista_id, tipo_comision: body.tipo_comision }).where(eq(organizaciones.org_id, orgId));
    const sincronizacion = body.sincronizar ? await sincronizarEmpresa(tx, orgId) : null;
    return { org_id: orgId, comisionista_id: body.comisionista_id, tipo_comision: body.tipo_comision, sincronizacion };
  });
}

/**
 * `POST /comisiones/sincronizar`: synchronises a company's commissions (404 for no company). A
 * `comisionista_id` sent must be the company's agent (422 otherwise): the screen synchronises what it shows.
 */
export async function sincronizar(db: Database, orgId: number, comisionistaId: number | string | null | undefined): Promise<SincronizacionComisiones> {
  return db.transaction(async (tx) => {
    if (comisionistaId !== undefined && comisionistaId !== null && String(comisionistaId).trim() !== '') {
      const [org] = await tx.select({ comisionista_id: organizaciones.comisionista_id }).from(organizaciones).where(eq(organizaciones.org_id, orgId));
      if (!org) throw new NotFoundError(FINANZAS_MSG.empresaNoExiste);
      if (String(org.comisionista_id) !== String(comisionistaId).trim()) {
        const errors = new FieldErrors();
        errors.add('comisionista_id', FINANZAS_MSG.comisionistaNoValido);
        errors.throwIfAny();
      }
    }
    return sincronizarEmpresa(tx, orgId);
  });
}

/** The commissions of some ids (for the Excel of a selection), in id order; 422 when one does not exist. */
export async function comisionesPorIds(db: Database, ids: readonly number[], lang: Lang = 'es'): Promise<Comision[]> {
  const rows = await comisionesJoined(db)
    .where(inArray(comisiones.id, [...ids]))
    .orderBy(comisiones.id);
  if (rows.length !== ids.length) {
    const errors = new FieldErrors();
    errors.add('pagoids', FINANZAS_MSG.comisionesNoExisten);
    errors.throwIfAny();
  }
  return rows.map((row) => toComision(row, lang));
}
