/**
 * The administrator's dashboard (docs/home.md step 1; decisions in docs/decisions.md 'Dashboard'):
 * the six lists of `GET /panel/consolidado` and the cards' actions, each through the service that
 * owns the change, never a write of its own:
 *
 * - confirming a company's transfer registers its oldest owed transfer fee through the finance
 *   area's `registrarPagoEnTransaccion` (invoice, the company 'pagado' for this year's fee, the
 *   agent's commission);
 * - renewing records the year's fee 'Renovado', owed, with the amount and observaciones, and the
 *   company's type and size; this year's makes the company 'pendiente' with the payment alert, so it
 *   goes through the payment flow at its next sign-in (docs/finanzas.md);
 * - expiring is the lifecycle's own `caducar` (history row, same rules: 409 unless published);
 * - confirming a declaration's payment is the finance area's `registrarPago`, at its tariff.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  AUTH_MSG,
  calendarDay,
  LISTA_TAMANIO_POR_TIPO,
  PANEL_MSG,
  type Cuota,
  type PagoDapcon,
  type PanelConsolidado,
  type RenovarOrganizacionBody,
} from '@dapcon/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { ConflictError, FieldErrors, HttpError, ERROR_CODES, NotFoundError } from '../../errors';
import { caducar, dapconPagos, dapcons, leerVentanas } from '../dapcon';
import { organizaciones } from '../empresas';
import { anyoActual, cuotas, findCuota, lockEmpresas, registrarPago, registrarPagoEnTransaccion, sincronizarEmpresa } from '../finanzas';
import { isActiveOption } from '../referencia';
import {
  listaDapcon,
  listaDapconTransferencia,
  listaOrganizaciones,
  listaOrganizacionesTransferencia,
  listaRenovacion,
  listaTickets,
} from './consolidado-repository';

/** `GET /panel/consolidado`: the windows, then the six lists (seven statements, one after another). */
export async function consolidado(db: Database, now: Date = new Date()): Promise<PanelConsolidado> {
  const hoy = calendarDay(now);
  const ventanas = await leerVentanas(db);
  return {
    organizaciones: await listaOrganizaciones(db),
    organizaciones_transferencia: await listaOrganizacionesTransferencia(db),
    renovacion: await listaRenovacion(db, hoy, ventanas.renovacion),
    dapcon: await listaDapcon(db, hoy, ventanas.caducidad),
    dapcon_transferencia: await listaDapconTransferencia(db),
    tickets: await listaTickets(db),
    dias_aviso_renovacion: ventanas.renovacion,
    dias_aviso_caducidad: ventanas.caducidad,
  };
}

/** Each app's last answer, and the generation of the list totals it was computed in. */
const servidas = new WeakMap<FastifyInstance, { generacion: number; answer: Promise<PanelConsolidado> }>();
let generaciones = 0;

/**
 * `GET /panel/consolidado` as served: the answer is reused while the lists' totals are (`app.listTotals`,
 * docs/lists.md 'Totals': LIST_TOTALS_TTL_MS, 5 s, and forgotten by every successful write through the
 * API), so an administrator's reload or a second administrator within seconds costs nothing; any
 * change made through the portal is seen at once. The tests' apps keep nothing (TTL 0).
 */
export async function consolidadoServido(app: FastifyInstance): Promise<PanelConsolidado> {
  // A new generation whenever the totals were forgotten or have expired.
  const generacion = await app.listTotals.get('panel/consolidado', () => Promise.resolve(++generaciones));
  const kept = servidas.get(app);
  if (kept && kept.generacion === generacion) return kept.answer;
  const answer = consolidado(app.db);
  servidas.set(app, { generacion, answer });
  answer.catch(() => {
    if (servidas.get(app)?.answer === answer) servidas.delete(app);
  });
  return answer;
}

/**
 * `PATCH /panel/confirmar_pago_organizacion/:id`: the company's oldest owed fee paid by transfer,
 * registered paid on `pagado` as it is (amount, type, observaciones). 404 without the company; 409
 * when it owes nothing by transfer.
 */
export async function confirmarPagoOrganizacion(db: Database, orgId: number, pagado: string, now: Date = new Date()): Promise<Cuota> {
  return db.transaction(async (tx) => {
    const empresas = await lockEmpresas(tx, [orgId]);
    if (!empresas.has(orgId)) throw new NotFoundError();
    const [cuota] = await tx
      .select()
      .from(cuotas)
      .where(and(eq(cuotas.org_id, orgId), isNull(cuotas.pagado), eq(cuotas.metodo_pago, 'T')))
      .orderBy(asc(cuotas.year))
      .limit(1);
    if (!cuota) throw new ConflictError(PANEL_MSG.panelSinTransferencia);
    return registrarPagoEnTransaccion(
      tx,
      {
        org_id: orgId,
        year: cuota.year,
        pagado,
        importe: cuota.importe,
        observaciones: cuota.observaciones ?? undefined,
        tipo: cuota.tipo,
        num_order: cuota.num_order ?? undefined,
        no_comisionable: cuota.no_comisionable,
        metodo_pago: 'T',
      },
      'pagado',
      now,
    );
  });
}

/**
 * `PATCH /panel/renovar_organizacion/:id` (see the file comment). 404 without the company; 409 when
 * it pays no fee (exempt, of an agreement, de baja) or already has that year's fee; 422 for a type
 * or size that is not an active option (a value the company already has passes, as in its profile).
 * The renewal's day is the fee row's `created_at` (the fee has no other date while owed).
 */
export async function renovarOrganizacion(db: Database, orgId: number, body: RenovarOrganizacionBody, now: Date = new Date()): Promise<Cuota> {
  return db.transaction(async (tx) => {
    const [empresa] = await tx
      .select({
        org_tipo: organizaciones.org_tipo,
        org_tamanio: organizaciones.org_tamanio,
        exento_cuota: organizaciones.exento_cuota,
        org_convenio: organizaciones.org_convenio,
        org_fecha_baja: organizaciones.org_fecha_baja,
      })
      .from(organizaciones)
      .where(eq(organizaciones.org_id, orgId))
      .for('update');
    if (!empresa) throw new NotFoundError();
    if (empresa.exento_cuota || empresa.org_convenio !== null || empresa.org_fecha_baja !== null) throw new ConflictError(PANEL_MSG.panelEmpresaSinCuota);

    const errors = new FieldErrors();
    const sameTipo = body.org_tipo === empresa.org_tipo;
    if (!sameTipo && !(await isActiveOption(tx, 'tipo_empresa', body.org_tipo))) {
      errors.add('org_tipo', AUTH_MSG.tipoEmpresaNoValido);
    } else if (!(sameTipo && body.org_tamanio === empresa.org_tamanio)) {
      const listaTamanio = (LISTA_TAMANIO_POR_TIPO as Record<string, string>)[body.org_tipo];
      if (!listaTamanio || !(await isActiveOption(tx, listaTamanio, body.org_tamanio))) errors.add('org_tamanio', AUTH_MSG.tamanioEmpresaNoValido);
    }
    errors.throwIfAny();

    const [existente] = await tx
      .select({ id: cuotas.id })
      .from(cuotas)
      .where(and(eq(cuotas.org_id, orgId), eq(cuotas.year, body.year)));
    if (existente) throw new HttpError(409, PANEL_MSG.panelCuotaYaExiste, ERROR_CODES.conflict, { year: [PANEL_MSG.panelCuotaYaExiste] });

    const actual = body.year === anyoActual(now);
    await tx
      .update(organizaciones)
      .set({ org_tipo: body.org_tipo, org_tamanio: body.org_tamanio, ...(actual ? { estado_pago: 'pendiente' as const, alerta_pago: true } : {}) })
      .where(eq(organizaciones.org_id, orgId));
    await tx.insert(cuotas).values({
      org_id: orgId,
      year: body.year,
      pagado: null,
      importe: body.importe,
      observaciones: body.observaciones ?? null,
      tipo: 'Renovado',
      no_comisionable: false,
      metodo_pago: null,
      created_at: new Date(`${body.fecha_renovacion}T12:00:00Z`),
    });
    // An owed fee earns nothing yet; the rule runs on every fee change all the same (docs/finanzas.md 'Commissions').
    await sincronizarEmpresa(tx, orgId);
    const row = await findCuota(tx, orgId, body.year);
    if (!row) throw new Error('panel: the renewal fee was not read back');
    return row;
  });
}

/** `PATCH /panel/actualizar_dapcon`: the lifecycle's `caducar` (404 unknown, 409 unless published). */
export async function caducarDesdePanel(app: FastifyInstance, user: AuthUser, id: number): Promise<{ id: number; estado: string }> {
  await caducar(app, user, id, { confirmacion: true, comentario: undefined });
  return { id, estado: 'caducada' };
}

/**
 * `PATCH /panel/confirmar_pago_dapcon/:id`: the declaration's payment on `pagado` at its tariff. 404
 * unknown; 409 unless it is verified or published and not paid yet (what list 5 shows).
 */
export async function confirmarPagoDapcon(db: Database, id: number, pagado: string): Promise<PagoDapcon> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ estado: dapcons.estado, pagado: dapconPagos.pagado })
      .from(dapcons)
      .leftJoin(dapconPagos, eq(dapconPagos.dapcon_id, dapcons.id))
      .where(eq(dapcons.id, id))
      .for('update', { of: dapcons });
    if (!row) throw new NotFoundError();
    if (!['verificada', 'publicada'].includes(row.estado) || row.pagado !== null) throw new ConflictError(PANEL_MSG.panelDapconSinPagoPendiente);
    const { pago } = await registrarPago(tx, { dapcon_id: id, pagado, importe: null });
    return pago;
  });
}
