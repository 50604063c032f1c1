// The mock API of the finance area's fees slice (docs/finanzas.md 'Annual fees'): the companies'
// annual fees held in memory (the demo company, org_id 1, paid two years ago, the year before owed,
// this year paid; two other companies a fee each), registering one payment or a `{ cuotas }` list (all
// or none, invoice numbers per year of payment, the amount of the size's tariff when none is sent:
// 1.200 € the demo company, 450 € the rest), updating, showing and deleting one, the /pagos list (its
// fees as they are, with the sums of them all, or the Excel), a company's owed fees and the years a
// payment may be registered for (not paid); answered to whom the API answers them (the
// administration; a company its own, 404 otherwise; anyone else 403). Which fees the list selects for
// a caller and its filters, in which order, and their sums are the API's (mf-finanzas's
// FinanzasListas.api.test.tsx): the mock answers every fee held.
import * as v from 'valibot';
import { anyosCuota, datePrefixedName, fromCents, MSG, PER_PAGE, sumImportes, toCents } from '@dapcon/contract/core';
import {
  actualizarPagoCuota,
  ActualizarCuotaBody,
  anyosCuotaLibres,
  borrarPagoCuota,
  BorradoCuotaBody,
  CUOTAS_EXCEL_NAME,
  cuotasAnuales,
  CuotasListQuery,
  cuotasPendientes,
  FINANZAS_MSG,
  mostrarPagoCuota,
  registrarPagoCuota,
  RegistroPagoBody,
  type Cuota,
  type RegistroCuotaBody,
  type RegistroCuotaItem,
} from '@dapcon/contract/finanzas';
import { mockData } from './data';
import { mockCaller } from './dapcon';
import { mockAnswer, mockEndpoint, mockError, mockRequireAccess, type MockInput } from './handlers';
import { xlsx, XLSX_TYPE } from './xlsx';

const ANYO = new Date().getFullYear();

/** A fee as the mock holds it (the company's name and CIF are joined when answered). */
export type MockCuota = Omit<Cuota, 'org_cif' | 'org_nombre'>;

function cuota(id: number, org_id: number, year: number, pagado: string | null, importe: string, num_factura: string | null, tipo: Cuota['tipo']): MockCuota {
  return { id, org_id, year, pagado, importe, observaciones: null, tipo, num_order: null, num_factura, no_comisionable: false, metodo_pago: 'R' };
}

/** The fixtures' fees, in the list's default order (newest year first), as the list answers them. */
function cuotasIniciales(): MockCuota[] {
  return [
    cuota(4, 1, ANYO, `${ANYO}-02-16`, '1200.00', `F${ANYO}-0002`, 'Renovado'),
    cuota(5, 2, ANYO, `${ANYO}-01-20`, '450.00', `F${ANYO}-0001`, 'Alta'),
    cuota(3, 1, ANYO - 1, null, '1200.00', null, 'Renovado'),
    cuota(6, 3, ANYO - 1, `${ANYO - 1}-03-03`, '450.00', `F${ANYO - 1}-0001`, 'Alta'),
    cuota(2, 1, ANYO - 2, `${ANYO - 2}-02-09`, '1200.00', `F${ANYO - 2}-0001`, 'Renovado'),
    cuota(1, 1, ANYO - 3, `${ANYO - 3}-02-11`, '1200.00', `F${ANYO - 3}-0001`, 'Alta'),
  ];
}

/** The amount a company is charged when none is sent: its size's tariff (the demo company is large). */
export function mockTarifaCuota(orgId: number): string {
  return orgId === 1 ? '1200.00' : '450.00';
}

/**
 * The fees held now. The store belongs to one data set: `resetMocks` replaces `mockData.registered`,
 * so a store made for another set is made again from the fixtures.
 */
let store: { of: Set<string>; cuotas: MockCuota[]; facturas: Map<number, number>; next: number } | null = null;
function held() {
  if (store?.of !== mockData.registered) {
    const cuotas = cuotasIniciales();
    const facturas = new Map<number, number>();
    for (const c of cuotas) {
      if (c.num_factura) facturas.set(Number(c.num_factura.slice(1, 5)), Math.max(facturas.get(Number(c.num_factura.slice(1, 5))) ?? 0, Number(c.num_factura.slice(-4))));
    }
    store = { of: mockData.registered, cuotas, facturas, next: cuotas.length + 1 };
  }
  return store;
}

/**
 * A fee the bank collected by remittance (finanzas-remesas.ts): the same fee of this list (the API's one
 * table), paid on that day with its invoice, so /pagos answers what the remittance did.
 */
export function mockCuotaCobrada(cuotaId: number, pagado: string, numFactura: string | null): void {
  const cuota = held().cuotas.find((c) => c.id === cuotaId);
  if (cuota && cuota.pagado === null) Object.assign(cuota, { pagado, num_factura: numFactura });
}

/** The fees held now (a copy). */
export function mockCuotas(): MockCuota[] {
  return held().cuotas.map((c) => ({ ...c }));
}

function answered(c: MockCuota): Cuota {
  const empresa = mockData.empresas.find((e) => e.org_id === c.org_id);
  return { ...c, org_cif: empresa?.org_cif ?? '', org_nombre: empresa?.org_nombre ?? '' };
}

/** The company a caller reaches: all (null) for the administration, its own for a company; others 403. */
function reach(input: MockInput): number | null {
  const caller = mockCaller(input);
  if (caller.admin) return null;
  if (caller.organizacion) return mockData.empresas.find((e) => e.org_cif === caller.usuario)?.org_id ?? -1;
  throw mockError(403, MSG.sinPermiso);
}

function adminOnly(input: MockInput): void {
  if (!mockCaller(input).admin) throw mockError(403, MSG.sinPermiso);
}

function siguienteFactura(pagado: string): string {
  const s = held();
  const year = Number(pagado.slice(0, 4));
  const n = (s.facturas.get(year) ?? 0) + 1;
  s.facturas.set(year, n);
  return `F${year}-${String(n).padStart(4, '0')}`;
}

/** Registers the payments, all or none, as the API does. */
function registrar(pagos: readonly { pago: RegistroCuotaBody | RegistroCuotaItem; prefix: string }[]): Cuota[] {
  const s = held();
  const errors: Record<string, string[]> = {};
  for (const { pago, prefix } of pagos) {
    if (!mockData.empresas.some((e) => e.org_id === pago.org_id)) errors[`${prefix}org_id`] = [FINANZAS_MSG.empresaNoExiste];
  }
  if (Object.keys(errors).length > 0) throw mockError(422, MSG.datosInvalidos, errors);
  for (const { pago, prefix } of pagos) {
    if (s.cuotas.some((c) => c.org_id === pago.org_id && c.year === pago.year && c.pagado !== null)) {
      throw mockError(409, FINANZAS_MSG.cuotaYaPagada, { [`${prefix}year`]: [FINANZAS_MSG.cuotaYaPagada] });
    }
  }
  const ordered = [...pagos].sort((a, b) => a.pago.org_id - b.pago.org_id || a.pago.year - b.pago.year);
  const done = new Map<string, MockCuota>();
  for (const { pago, prefix } of ordered) {
    const existing = s.cuotas.find((c) => c.org_id === pago.org_id && c.year === pago.year);
    const tipo = pago.tipo ?? (s.cuotas.some((c) => c.org_id === pago.org_id && c.year < pago.year) ? 'Renovado' : 'Alta');
    const values = {
      pagado: pago.pagado,
      importe: pago.importe ?? mockTarifaCuota(pago.org_id),
      observaciones: pago.observaciones ?? null,
      tipo,
      num_order: pago.num_order ?? null,
      num_factura: existing?.num_factura ?? siguienteFactura(pago.pagado),
      no_comisionable: pago.no_comisionable,
      metodo_pago: pago.metodo_pago ?? null,
    };
    let row: MockCuota;
    if (existing) {
      Object.assign(existing, values);
      row = existing;
    } else {
      row = { id: s.next++, org_id: pago.org_id, year: pago.year, ...values };
      s.cuotas.push(row);
    }
    done.set(prefix, row);
    const empresa = mockData.empresas.find((e) => e.org_id === pago.org_id);
    if (empresa && pago.year === ANYO) empresa.estado_pago = 'pagado';
  }
  return pagos.map((p) => done.get(p.prefix)).filter((c): c is MockCuota => c !== undefined).map(answered);
}

/** The Excel's headers, as the API writes them. */
const EXCEL_HEADERS = {
  es: ['Organización', 'CIF', 'Año de la cuota', 'Fecha de pago', 'Importe (€)', 'Tipo', 'N° factura', 'N° pedido', 'Método de pago', 'No comisionable', 'Observaciones'],
  ca: ['Organització', 'CIF', 'Any de la quota', 'Data de pagament', 'Import (€)', 'Tipus', 'N° factura', 'N° comanda', 'Mètode de pagament', 'No comissionable', 'Observacions'],
} as const;

function excel(rows: readonly Cuota[], lang: 'es' | 'ca'): Response {
  const bytes = xlsx(lang === 'ca' ? 'Quotes' : 'Cuotas', [
    [...EXCEL_HEADERS[lang]],
    ...rows.map((r) => [
      r.org_nombre,
      r.org_cif,
      String(r.year),
      r.pagado ?? '',
      r.importe,
      r.tipo,
      r.num_factura ?? '',
      r.num_order ?? '',
      r.metodo_pago ?? '',
      r.no_comisionable ? 'Sí' : 'No',
      r.observaciones ?? '',
    ]),
  ]);
  return new Response(bytes, {
    status: 200,
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${datePrefixedName(CUOTAS_EXCEL_NAME)}"`, 'X-Total-Count': String(rows.length) },
  });
}

/**
 * GET /cuotas-anuales: every fee held, as it is (never narrowed to the caller, filtered nor sorted: that
 * is the API's), a page with the sums of them all, or the Excel.
 */
export function answerCuotasAnuales(input: MockInput) {
  mockRequireAccess(input, cuotasAnuales.access);
  const query = v.parse(CuotasListQuery, input.query);
  const rows = held().cuotas.map(answered);
  if (query.to_excel) return excel(rows, input.lang);
  const from = (query.page - 1) * PER_PAGE;
  return {
    data: rows.slice(from, from + PER_PAGE),
    total: rows.length,
    per_page: PER_PAGE,
    current_page: query.page,
    importe_total: sumImportes(rows.map((r) => r.importe)),
    importe_pagado: sumImportes(rows.filter((r) => r.pagado !== null).map((r) => r.importe)),
  };
}

function find(orgId: number, year: number): MockCuota | undefined {
  return held().cuotas.find((c) => c.org_id === orgId && c.year === year);
}

export const cuotasHandlers = [
  mockEndpoint(registrarPagoCuota, (input) => {
    adminOnly(input);
    const body = v.parse(RegistroPagoBody, input.body);
    const pagos = 'cuotas' in body ? body.cuotas.map((pago, i) => ({ pago, prefix: `cuotas.${i}.` })) : [{ pago: body, prefix: '' }];
    const cuotas = registrar(pagos);
    return mockAnswer(
      { cuotas, importe_total: fromCents(cuotas.reduce((sum, c) => sum + toCents(c.importe), 0)) },
      { message: pagos.length === 1 ? FINANZAS_MSG.pagoRegistrado : FINANZAS_MSG.pagosRegistrados },
    );
  }),
  mockEndpoint(actualizarPagoCuota, (input) => {
    adminOnly(input);
    const existing = find(Number(input.params.org_id), Number(input.params.year));
    if (!existing) throw mockError(404, FINANZAS_MSG.cuotaNoExiste);
    const body = v.parse(ActualizarCuotaBody, input.body);
    Object.assign(existing, {
      pagado: body.pagado,
      importe: body.importe ?? existing.importe,
      observaciones: body.observaciones ?? null,
      tipo: body.tipo,
      num_order: body.num_order ?? null,
      no_comisionable: body.no_comisionable,
      metodo_pago: body.metodo_pago ?? null,
      num_factura: existing.num_factura ?? siguienteFactura(body.pagado),
    });
    return mockAnswer(answered(existing), { message: FINANZAS_MSG.pagoRegistrado });
  }),
  mockEndpoint(mostrarPagoCuota, (input) => {
    const own = reach(input);
    const orgId = Number(input.params.org_id);
    const found = own === null || own === orgId ? find(orgId, Number(input.params.year)) : undefined;
    if (!found) throw mockError(404, FINANZAS_MSG.cuotaNoExiste);
    return answered(found);
  }),
  mockEndpoint(borrarPagoCuota, (input) => {
    adminOnly(input);
    const { org_id, year } = v.parse(BorradoCuotaBody, input.body);
    const s = held();
    const index = s.cuotas.findIndex((c) => c.org_id === org_id && c.year === year);
    if (index < 0) throw mockError(404, FINANZAS_MSG.cuotaNoExiste);
    s.cuotas.splice(index, 1);
    const empresa = mockData.empresas.find((e) => e.org_id === org_id);
    if (empresa && year === ANYO && empresa.org_convenio === null) empresa.estado_pago = 'pendiente';
    return mockAnswer(null, { message: FINANZAS_MSG.pagoEliminado });
  }),
  mockEndpoint(cuotasAnuales, answerCuotasAnuales),
  mockEndpoint(cuotasPendientes, (input) => {
    const own = reach(input);
    const orgId = Number(input.params.id);
    if ((own !== null && own !== orgId) || !mockData.empresas.some((e) => e.org_id === orgId)) throw mockError(404, MSG.noEncontrado);
    const owed = held()
      .cuotas.filter((c) => c.org_id === orgId && c.pagado === null)
      .sort((a, b) => a.year - b.year)
      .map(answered);
    return { cuotas: owed, importe_total: sumImportes(owed.map((c) => c.importe)) };
  }),
  mockEndpoint(anyosCuotaLibres, (input) => {
    adminOnly(input);
    const orgId = Number(input.params.id);
    if (!mockData.empresas.some((e) => e.org_id === orgId)) throw mockError(404, MSG.noEncontrado);
    const pagados = new Set(held().cuotas.filter((c) => c.org_id === orgId && c.pagado !== null).map((c) => c.year));
    return { anyos: anyosCuota().filter((y) => !pagados.has(y)) };
  }),
];
