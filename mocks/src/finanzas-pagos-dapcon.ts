// The mock API of the finance area's pagos-dapcon slice (docs/finanzas.md 'DAPcon payments'):
// the declarations' payments of dapcon.ts held in memory (2, 6 and 7 paid; the rest not), what each
// would be charged (the seeded tariffs: 1.500 €, a renewal 900 €, 250 € per language beyond the
// first), the registration with its invoice number, and a company's summary, answered to whom the
// API answers them (the administration; a company its own, 404 otherwise; a consultant 403).
import { fromCents, MSG, toCents } from '@dapcon/contract/core';
import {
  CATEGORIAS_RESUMEN_DAPCON,
  registrarPagoDapcon,
  resumenPagosDapcon,
  verificarPagoDapcon,
  type CategoriaResumenDapcon,
  type DapconResumen,
  type PagoDapcon,
  type RegistroPagoDapconBody,
} from '@dapcon/contract/finanzas';
import { mockData } from './data';
import { mockCaller, mockDapcons, mockRolEnDapcon, type MockDapcon } from './dapcon';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';

/** A payment as the mock holds it. */
export interface MockPagoDapcon {
  pagado: string | null;
  importe: string;
  num_factura: string | null;
}

/** The fixtures' payments, by declaration. */
const PAGOS_INICIALES: ReadonlyArray<readonly [number, MockPagoDapcon]> = [
  [2, { pagado: '2021-05-03', importe: '2000.00', num_factura: 'F2021-0004' }],
  [6, { pagado: '2016-03-20', importe: '1500.00', num_factura: 'F2016-0002' }],
  [7, { pagado: '2021-05-20', importe: '900.00', num_factura: 'F2021-0005' }],
];

/** The mock's tariffs (api/src/areas/finanzas/seed-tarifas.ts), in cents. */
export const MOCK_TARIFAS_DAPCON = { dapcon: 150_000, dapcon_renovacion: 90_000, sup_dapcon_idioma: 25_000 } as const;

/**
 * The payments held now. The store belongs to one data set: `resetMocks` replaces
 * `mockData.registered`, so a store made for another set is made again from the fixtures.
 */
let store: { of: Set<string>; pagos: Map<number, MockPagoDapcon>; facturas: Map<number, number> } | null = null;
function pagos(): Map<number, MockPagoDapcon> {
  if (store?.of !== mockData.registered) store = { of: mockData.registered, pagos: new Map(PAGOS_INICIALES.map(([id, p]) => [id, { ...p }])), facturas: new Map() };
  return store.pagos;
}

/** Declaration `id`'s payment now (undefined before one is registered or awaited). */
export function mockPagoDapcon(id: number): MockPagoDapcon | undefined {
  return pagos().get(id);
}

/** Back to the fixtures' payments. */
export function resetMockPagosDapcon(): void {
  store = null;
}

/** What a declaration would be charged (as the API's importePrevistoDapcon). */
export function importePrevistoMock(d: Pick<MockDapcon, 'id_padre' | 'idiomas'>): string {
  const base = d.id_padre === null ? MOCK_TARIFAS_DAPCON.dapcon : MOCK_TARIFAS_DAPCON.dapcon_renovacion;
  return fromCents(base + Math.max(d.idiomas.length - 1, 0) * MOCK_TARIFAS_DAPCON.sup_dapcon_idioma);
}

/** A declaration's payment as the API answers it. */
export function pagoDapconDe(d: MockDapcon): PagoDapcon {
  const pago = mockPagoDapcon(d.id);
  return {
    dapcon_id: d.id,
    org_id: d.org_id,
    dapcon_codigo: d.dapcon_codigo,
    pagado: pago?.pagado ?? null,
    importe: pago?.importe ?? null,
    num_factura: pago?.num_factura ?? null,
    importe_previsto: importePrevistoMock(d),
    renovacion: d.id_padre !== null,
    idiomas: d.idiomas.length,
  };
}

/** The summary of a company's declarations (as the API's resumenDapcon). */
export function resumenMock(orgId: number, declarations: readonly MockDapcon[] = mockDapcons()): DapconResumen {
  const own = declarations.filter((d) => d.org_id === orgId);
  const en: Record<CategoriaResumenDapcon, (d: MockDapcon) => boolean> = {
    es: (d) => d.idiomas.some((i) => i.idioma_id === 1),
    en: (d) => d.idiomas.some((i) => i.idioma_id === 3),
    renovadas: (d) => d.id_padre !== null,
    publicadas: (d) => d.estado === 'publicada',
  };
  const cifras = (rows: readonly MockDapcon[]) => {
    const paid = rows.map((d) => mockPagoDapcon(d.id)).filter((p): p is MockPagoDapcon => p?.pagado != null);
    return { declaraciones: rows.length, pagadas: paid.length, importe_pagado: fromCents(paid.reduce((s, p) => s + toCents(p.importe), 0)) };
  };
  return { org_id: orgId, ...cifras(own), categorias: CATEGORIAS_RESUMEN_DAPCON.map((clave) => ({ clave, ...cifras(own.filter(en[clave])) })) };
}

/** The consultant's module never reads payments (403, the endpoint's access). */
function exigirAdminOEmpresa(input: MockInput) {
  const caller = mockCaller(input);
  if (!caller.admin && !caller.organizacion) throw mockError(403, MSG.sinPermiso);
  return caller;
}

/** The next invoice number of a year (the mock's counter starts after the fixtures' numbers). */
function siguienteFactura(year: number): string {
  pagos();
  const facturas = store?.facturas ?? new Map<number, number>();
  const n = (facturas.get(year) ?? 40) + 1;
  facturas.set(year, n);
  return `F${year}-${String(n).padStart(4, '0')}`;
}

export const pagosDapconHandlers = [
  mockEndpoint(verificarPagoDapcon, (input) => {
    const caller = exigirAdminOEmpresa(input);
    const d = mockDapcons().find((x) => String(x.id) === input.params.id);
    if (!d || mockRolEnDapcon(caller, d) === null) throw mockError(404, MSG.noEncontrado);
    return pagoDapconDe(d);
  }),
  mockEndpoint(resumenPagosDapcon, (input) => {
    const caller = exigirAdminOEmpresa(input);
    const orgId = Number(input.params.id);
    const empresa = mockData.empresas.find((e) => e.org_id === orgId);
    if (!empresa || (!caller.admin && empresa.org_cif !== caller.usuario)) throw mockError(404, MSG.noEncontrado);
    return resumenMock(orgId);
  }),
  mockEndpoint(registrarPagoDapcon, (input) => {
    if (!mockCaller(input).admin) throw mockError(403, MSG.sinPermiso);
    const body = input.body as { dapcon_id: number | string; pagado: string; importe?: string | number | null };
    const d = mockDapcons().find((x) => x.id === Number(body.dapcon_id));
    if (!d) throw mockError(404, MSG.noEncontrado);
    const typed = body.importe;
    const importe = typed === undefined || typed === null || String(typed).trim() === '' ? importePrevistoMock(d) : fromCents(toCents(typed));
    const antes = mockPagoDapcon(d.id);
    const pagado: RegistroPagoDapconBody['pagado'] = body.pagado.trim();
    const num_factura = antes?.num_factura ?? siguienteFactura(Number(pagado.slice(0, 4)));
    pagos().set(d.id, { pagado, importe, num_factura });
    return mockAnswer(pagoDapconDe(d), { message: MSG.operacionCorrecta });
  }),
];
