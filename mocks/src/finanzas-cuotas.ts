// The mock API of the finance area's fees slice (docs/finanzas.md 'Annual fees'): the companies'
// annual fees as fixtures (the demo company, org_id 1, paid two years ago, the year before owed, this
// year paid; two other companies a fee each), the /pagos list (its fees as they are, with the sums of
// them all, or the Excel), one fee, a company's owed fees and the years not paid in the fixtures. A
// payment registered, updated or deleted answers a fixed success (what was sent, with an invoice number
// of the payment's year, for the answer only) and keeps nothing: which fees a caller and a filter list,
// in which order, their sums, the tariff's amount, the invoice numbers, the years taken (409) and what a
// payment leaves are the API's (mf-finanzas's FinanzasListas.api.test.tsx).
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

/** The fees held (a copy of the fixtures). */
export function mockCuotas(): MockCuota[] {
  return cuotasIniciales();
}

function answered(c: MockCuota): Cuota {
  const empresa = mockData.empresas.find((e) => e.org_id === c.org_id);
  return { ...c, org_cif: empresa?.org_cif ?? '', org_nombre: empresa?.org_nombre ?? '' };
}

/** A payment as the API would answer it: the fixture of its company and year, or a new fee, with what was sent. */
function registrado(pago: RegistroCuotaBody | RegistroCuotaItem, id: number): Cuota {
  const existing = find(pago.org_id, pago.year);
  return answered({
    id: existing?.id ?? id,
    org_id: pago.org_id,
    year: pago.year,
    pagado: pago.pagado,
    importe: pago.importe ?? existing?.importe ?? '450.00',
    observaciones: pago.observaciones ?? null,
    tipo: pago.tipo ?? existing?.tipo ?? 'Renovado',
    num_order: pago.num_order ?? null,
    num_factura: existing?.num_factura ?? `F${pago.pagado.slice(0, 4)}-0001`,
    no_comisionable: pago.no_comisionable,
    metodo_pago: pago.metodo_pago ?? null,
  });
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
  const rows = cuotasIniciales().map(answered);
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
  return cuotasIniciales().find((c) => c.org_id === orgId && c.year === year);
}

export const cuotasHandlers = [
  mockEndpoint(registrarPagoCuota, (input) => {
    const body = v.parse(RegistroPagoBody, input.body);
    const pagos = 'cuotas' in body ? body.cuotas : [body];
    const cuotas = pagos.map((pago, i) => registrado(pago, 100 + i));
    return mockAnswer(
      { cuotas, importe_total: fromCents(cuotas.reduce((sum, c) => sum + toCents(c.importe), 0)) },
      { message: pagos.length === 1 ? FINANZAS_MSG.pagoRegistrado : FINANZAS_MSG.pagosRegistrados },
    );
  }),
  mockEndpoint(actualizarPagoCuota, (input) => {
    const existing = find(Number(input.params.org_id), Number(input.params.year));
    if (!existing) throw mockError(404, FINANZAS_MSG.cuotaNoExiste);
    const body = v.parse(ActualizarCuotaBody, input.body);
    return mockAnswer(registrado({ ...body, org_id: existing.org_id, year: existing.year, importe: body.importe ?? existing.importe }, existing.id), { message: FINANZAS_MSG.pagoRegistrado });
  }),
  mockEndpoint(mostrarPagoCuota, (input) => {
    const found = find(Number(input.params.org_id), Number(input.params.year));
    if (!found) throw mockError(404, FINANZAS_MSG.cuotaNoExiste);
    return answered(found);
  }),
  mockEndpoint(borrarPagoCuota, (input) => {
    v.parse(BorradoCuotaBody, input.body);
    return mockAnswer(null, { message: FINANZAS_MSG.pagoEliminado });
  }),
  mockEndpoint(cuotasAnuales, answerCuotasAnuales),
  mockEndpoint(cuotasPendientes, (input) => {
    const orgId = Number(input.params.id);
    if (!mockData.empresas.some((e) => e.org_id === orgId)) throw mockError(404, MSG.noEncontrado);
    // The company's owed fixture fees in the fixtures' order (oldest first is the API's).
    const owed = cuotasIniciales()
      .filter((c) => c.org_id === orgId && c.pagado === null)
      .map(answered);
    return { cuotas: owed, importe_total: sumImportes(owed.map((c) => c.importe)) };
  }),
  mockEndpoint(anyosCuotaLibres, (input) => {
    const orgId = Number(input.params.id);
    if (!mockData.empresas.some((e) => e.org_id === orgId)) throw mockError(404, MSG.noEncontrado);
    const pagados = new Set(cuotasIniciales().filter((c) => c.org_id === orgId && c.pagado !== null).map((c) => c.year));
    return { anyos: anyosCuota().filter((y) => !pagados.has(y)) };
  }),
];
