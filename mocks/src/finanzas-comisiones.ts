// The mock API of the finance area's commissions slice (contract/src/finanzas/comisiones.ts;
// docs/finanzas.md 'Commissions'): the commission agents (consultants flagged commission earners),
// some commissions held in memory (agent 3, the demo consultant, over the demo company and two others,
// paid and unpaid; agent 6 over two more), the list (every commission held, with the sums of them all,
// in pages of the sizes asked), showing, updating, paying (all or none), the Excel of a selection,
// assigning a company's agent (optionally synchronising), synchronising from the company's paid fees,
// and deleting an unpaid one. Which commissions an agent's, a company's or a filter's list holds, in
// which order, with which sums, and the 422 for paid and unpaid together are the API's (mf-finanzas's
// FinanzasListas.api.test.tsx). Every route is the administration's (anyone else 403), as the API's.
import * as v from 'valibot';
import { datePrefixedName, MSG, porcentajeDe, sumImportes } from '@dapcon/contract/core';
import { consultoresListado, type ConsultorOpcion } from '@dapcon/contract/consultores';
import {
  ActualizarComisionBody,
  actualizarComision,
  CambiarRemaBody,
  cambiarRema,
  COMISIONES_EXCEL_NAME,
  COMISIONES_SIN_PAGINAR_MAX,
  comisiones,
  ComisionesQuery,
  eliminarComision,
  ExcelComisionesBody,
  FINANZAS_MSG,
  generarExcelComisiones,
  mostrarComision,
  PagarComisionesBody,
  pagarComisiones,
  SincronizarComisionesBody,
  sincronizarComisiones,
  type Comision,
  type SincronizacionComisiones,
  type TipoComision,
} from '@dapcon/contract/finanzas';
import { mockData } from './data';
import { mockCaller, mockDapcons } from './dapcon';
import { mockCuotas } from './finanzas-cuotas';
import { MOCK_TARIFAS, mockDescripcionTarifa } from './finanzas-tarifas';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';
import { xlsx, XLSX_TYPE } from './xlsx';

const ANYO = new Date().getFullYear();

/** The consultants of the pickers: the commission agents (ids 3, 6, 7, those of MOCK_EMPRESAS) and three who are not. */
export const MOCK_COMISIONISTAS: ReadonlyArray<ConsultorOpcion & { es_comisionista: boolean }> = [
  { id: 3, full_name: 'Martínez Soler, Laura', consultor_nif: '47815236F', es_comisionista: true },
  { id: 6, full_name: 'Roca Serra, Jaume', consultor_nif: '45213678W', es_comisionista: true },
  { id: 7, full_name: 'Vidal Mas, Elena', consultor_nif: '46378912X', es_comisionista: true },
  { id: 8, full_name: 'Riera Bosch, Marc', consultor_nif: '43091827Q', es_comisionista: false },
  { id: 9, full_name: 'Navarro Roca, Elena', consultor_nif: '39284756C', es_comisionista: false },
];

/** A commission as the mock holds it: without the joined company and agent, with what it comes from. */
export type MockComision = Omit<Comision, 'organizacion' | 'consultor' | 'tipo_comision_nombre' | 'comision_nombre' | 'porcentaje' | 'dapcon'> & { origen_id: number };

const TIPO_NOMBRE: Record<TipoComision, string> = {
  comision_alta_empresa: 'Alta de empresa',
  comision_renovacion_empresa: 'Renovación de empresa',
  comision_alta_dapcon: 'Alta de DAPcon',
  comision_renovacion_dapcon: 'Renovación de DAPcon',
};

/** The rate of a type: its `comision` tariff (a percentage), or none. */
function tarifaDe(tipo: TipoComision) {
  return MOCK_TARIFAS.find((t) => t.tipo === 'comision' && t.codigo === tipo);
}

function comision(id: number, org_id: number, consultor_id: number, tipo: TipoComision, importe: string, year: number, fecha_pago: string | null, origen: Comision['origen'], origen_id: number, referencia: string | null): MockComision {
  const total_comision = porcentajeDe(importe, tarifaDe(tipo)?.precio ?? '0.00');
  return { id, org_id, consultor_id, tipo_comision: tipo, importe, total_comision, year, fecha_pago, observaciones: null, origen, origen_id, referencia };
}

/**
 * The fixtures: agent 3 earns on the demo company's fees (finanzas-cuotas.ts) and a declaration, and on
 * companies 2 and 3; agent 6 on 4 and 5. In the list's default order (newest year first), as the list
 * answers them.
 */
function comisionesIniciales(): MockComision[] {
  return [
    comision(5, 2, 3, 'comision_alta_empresa', '450.00', ANYO, null, 'cuota', 5, `F${ANYO}-0001`),
    comision(4, 1, 3, 'comision_alta_dapcon', '1500.00', ANYO, null, 'dapcon', 4, `001/${ANYO}`),
    comision(3, 1, 3, 'comision_renovacion_empresa', '1200.00', ANYO, null, 'cuota', 4, `F${ANYO}-0002`),
    comision(8, 5, 6, 'comision_alta_empresa', '800.00', ANYO - 1, `${ANYO - 1}-06-30`, 'cuota', 90, null),
    comision(7, 4, 6, 'comision_renovacion_dapcon', '900.00', ANYO - 1, null, 'dapcon', 9, `014/${ANYO - 1}`),
    comision(6, 3, 3, 'comision_alta_empresa', '450.00', ANYO - 1, `${ANYO - 1}-05-02`, 'cuota', 6, `F${ANYO - 1}-0001`),
    comision(2, 1, 3, 'comision_renovacion_empresa', '1200.00', ANYO - 2, `${ANYO - 2}-04-12`, 'cuota', 2, `F${ANYO - 2}-0001`),
    comision(1, 1, 3, 'comision_alta_empresa', '1200.00', ANYO - 3, `${ANYO - 3}-04-10`, 'cuota', 1, `F${ANYO - 3}-0001`),
  ];
}

/** The commissions held now, made again from the fixtures for a new data set (`resetMocks`). */
let store: { of: Set<string>; comisiones: MockComision[]; next: number } | null = null;
function held() {
  if (store?.of !== mockData.registered) {
    const rows = comisionesIniciales();
    store = { of: mockData.registered, comisiones: rows, next: rows.length + 1 };
  }
  return store;
}

/** Back to the fixtures. */
export function resetMockComisiones(): void {
  store = null;
}

/** The commissions held now (a copy). */
export function mockComisiones(): MockComision[] {
  return held().comisiones.map((c) => ({ ...c }));
}

function answered(c: MockComision, lang: 'es' | 'ca' = 'es'): Comision {
  const empresa = mockData.empresas.find((e) => e.org_id === c.org_id);
  const agente = MOCK_COMISIONISTAS.find((a) => a.id === c.consultor_id);
  const tarifa = tarifaDe(c.tipo_comision);
  const { origen_id: _o, ...rest } = c;
  // A declaration's commission: the declaration of the mock's (its id is the commission's origin).
  const dapcon = c.origen === 'dapcon' ? mockDapcons().find((d) => d.id === c.origen_id) : undefined;
  return {
    ...rest,
    dapcon: dapcon ? { id: dapcon.id, dapcon_codigo: dapcon.dapcon_codigo, dv_nombre_producto: dapcon.dv_nombre_producto } : null,
    organizacion: { org_cif: empresa?.org_cif ?? '', org_nombre: empresa?.org_nombre ?? '' },
    consultor: { consultor_nif: agente?.consultor_nif ?? '', nombre_completo: agente?.full_name ?? '' },
    tipo_comision_nombre: TIPO_NOMBRE[c.tipo_comision],
    // The rate's name in the caller's language (the API keeps the names it had when the commission was created).
    comision_nombre: tarifa ? mockDescripcionTarifa(tarifa, lang) : TIPO_NOMBRE[c.tipo_comision],
    porcentaje: tarifa?.precio ?? '0.00',
  };
}

function adminOnly(input: MockInput): void {
  if (!mockCaller(input).admin) throw mockError(403, MSG.sinPermiso);
}

function find(input: MockInput): MockComision {
  adminOnly(input);
  const found = held().comisiones.find((c) => String(c.id) === input.params.id);
  if (!found) throw mockError(404, FINANZAS_MSG.comisionNoExiste);
  return found;
}

const EXCEL_HEADERS = {
  es: ['Comisionista', 'NIF', 'Organización', 'CIF', 'Comisión', 'Tipo', 'Año', 'Importe (€)', '%', 'Total comisión (€)', 'Fecha de pago', 'Observaciones'],
  ca: ['Comissionista', 'NIF', 'Organització', 'CIF', 'Comissió', 'Tipus', 'Any', 'Import (€)', '%', 'Total comissió (€)', 'Data de pagament', 'Observacions'],
} as const;

function excel(rows: readonly Comision[], lang: 'es' | 'ca'): Response {
  const bytes = xlsx(lang === 'ca' ? 'Comissions' : 'Comisiones', [
    [...EXCEL_HEADERS[lang]],
    ...rows.map((r) => [r.consultor.nombre_completo, r.consultor.consultor_nif, r.organizacion.org_nombre, r.organizacion.org_cif, r.comision_nombre, r.tipo_comision_nombre, String(r.year), r.importe, r.porcentaje, r.total_comision, r.fecha_pago ?? '', r.observaciones ?? '']),
  ]);
  return new Response(bytes, {
    status: 200,
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${datePrefixedName(COMISIONES_EXCEL_NAME)}"`, 'X-Total-Count': String(rows.length) },
  });
}

/**
 * GET /comisiones: every commission held, as it is (never filtered by agent, company, state, dates,
 * type or year, nor sorted: that is the API's), a page of `limit` rows with the sums of them all, or the
 * Excel.
 */
export function answerComisiones(input: MockInput) {
  adminOnly(input);
  const q = v.parse(ComisionesQuery, input.query);
  const rows = held().comisiones.map((c) => answered(c, input.lang));
  if (q.to_excel) return excel(rows, input.lang);
  const perPage = q.paginate === false ? COMISIONES_SIN_PAGINAR_MAX : q.limit;
  const page = q.paginate === false ? 1 : q.page;
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    total: rows.length,
    per_page: perPage,
    current_page: page,
    total_a_pagar: sumImportes(rows.filter((r) => r.fecha_pago === null).map((r) => r.total_comision)),
    total_pagado: sumImportes(rows.filter((r) => r.fecha_pago !== null).map((r) => r.total_comision)),
  };
}

/** 'Sincronizar' over the company's paid fees: the missing commissions of its agent and type created, unpaid ones no longer due removed, paid ones kept. */
function sincronizar(orgId: number): SincronizacionComisiones {
  const s = held();
  const empresa = mockData.empresas.find((e) => e.org_id === orgId);
  const agente = empresa?.comisionista_id ?? null;
  const tipo = (empresa?.tipo_comision ?? null) as TipoComision | null;
  const due = mockCuotas().filter(
    (c) => c.org_id === orgId && c.pagado !== null && !c.no_comisionable && agente !== null && (c.tipo === 'Alta' ? 'comision_alta_empresa' : 'comision_renovacion_empresa') === tipo,
  );
  const before = s.comisiones.filter((c) => c.org_id === orgId).length;
  const kept = s.comisiones.filter(
    (c) => c.org_id !== orgId || c.fecha_pago !== null || (c.consultor_id === agente && c.tipo_comision === tipo && (c.origen !== 'cuota' || due.some((d) => d.id === c.origen_id))),
  );
  const eliminadas = s.comisiones.length - kept.length;
  s.comisiones = kept;
  let creadas = 0;
  for (const cuota of due) {
    if (agente === null || tipo === null || s.comisiones.some((c) => c.origen === 'cuota' && c.origen_id === cuota.id && c.tipo_comision === tipo)) continue;
    s.comisiones.push(comision(s.next++, orgId, agente, tipo, cuota.importe, cuota.year, null, 'cuota', cuota.id, cuota.num_factura));
    creadas += 1;
  }
  return { creadas, eliminadas, actualizadas: 0, sin_cambios: before - eliminadas };
}

/** The default answers of the commissions' endpoints and of the consultants' picker. */
export const comisionesHandlers = [
  mockEndpoint(consultoresListado, (input) => {
    adminOnly(input);
    const soloComisionistas = input.query.es_comisionista === 'true';
    return MOCK_COMISIONISTAS.filter((c) => !soloComisionistas || c.es_comisionista).map(({ id, full_name, consultor_nif }) => ({ id, full_name, consultor_nif }));
  }),
  mockEndpoint(comisiones, answerComisiones),
  mockEndpoint(mostrarComision, (input) => answered(find(input), input.lang)),
  mockEndpoint(actualizarComision, (input) => {
    const found = find(input);
    const body = v.parse(ActualizarComisionBody, input.body);
    Object.assign(found, { fecha_pago: body.pagado, observaciones: body.observaciones ?? null });
    return mockAnswer(answered(found, input.lang), { message: FINANZAS_MSG.comisionActualizada });
  }),
  mockEndpoint(pagarComisiones, (input) => {
    adminOnly(input);
    const body = v.parse(PagarComisionesBody, input.body);
    const chosen = body.pagoids.map((id) => held().comisiones.find((c) => c.id === id));
    if (chosen.some((c) => c === undefined)) throw mockError(404, FINANZAS_MSG.comisionesNoExisten);
    const rows = chosen.filter((c): c is MockComision => c !== undefined);
    if (rows.some((c) => c.fecha_pago !== null)) throw mockError(409, FINANZAS_MSG.comisionesYaPagadas);
    for (const c of rows) Object.assign(c, { fecha_pago: body.pagado, observaciones: body.observaciones ?? c.observaciones });
    return mockAnswer({ pagadas: rows.length, total: sumImportes(rows.map((c) => c.total_comision)) }, { message: FINANZAS_MSG.comisionesPagadas });
  }),
  mockEndpoint(generarExcelComisiones, (input) => {
    adminOnly(input);
    const { pagoids } = v.parse(ExcelComisionesBody, input.body);
    const rows = held().comisiones.filter((c) => pagoids.includes(c.id));
    if (rows.length !== pagoids.length) throw mockError(404, FINANZAS_MSG.comisionesNoExisten);
    return excel(
      rows.map((c) => answered(c, input.lang)),
      input.lang,
    );
  }),
  mockEndpoint(cambiarRema, (input) => {
    adminOnly(input);
    const index = mockData.empresas.findIndex((e) => String(e.org_id) === input.params.orgId);
    const empresa = mockData.empresas[index];
    if (!empresa) throw mockError(404, MSG.noEncontrado);
    const body = v.parse(CambiarRemaBody, input.body);
    if (!MOCK_COMISIONISTAS.some((c) => c.id === body.comisionista_id && c.es_comisionista)) {
      throw mockError(422, MSG.datosInvalidos, { comisionista_id: [FINANZAS_MSG.comisionistaNoValido] });
    }
    mockData.empresas[index] = { ...empresa, comisionista_id: body.comisionista_id, tipo_comision: body.tipo_comision };
    const sincronizacion = body.sincronizar ? sincronizar(empresa.org_id) : null;
    return mockAnswer(
      { org_id: empresa.org_id, comisionista_id: body.comisionista_id, tipo_comision: body.tipo_comision, sincronizacion },
      { message: FINANZAS_MSG.comisionistaDefinido },
    );
  }),
  mockEndpoint(sincronizarComisiones, (input) => {
    adminOnly(input);
    const body = v.parse(SincronizarComisionesBody, input.body);
    const empresa = mockData.empresas.find((e) => e.org_id === body.org_id);
    if (!empresa) throw mockError(404, MSG.noEncontrado);
    const pedido = body.comisionista_id === undefined || body.comisionista_id === null || body.comisionista_id === '' ? null : Number(body.comisionista_id);
    if (empresa.comisionista_id === null || (pedido !== null && pedido !== empresa.comisionista_id)) {
      throw mockError(422, MSG.datosInvalidos, { comisionista_id: [FINANZAS_MSG.comisionistaNoValido] });
    }
    return mockAnswer(sincronizar(empresa.org_id), { message: FINANZAS_MSG.comisionesSincronizadas });
  }),
  mockEndpoint(eliminarComision, (input) => {
    const found = find(input);
    if (found.fecha_pago !== null) throw mockError(409, FINANZAS_MSG.comisionPagadaNoSeElimina);
    const s = held();
    s.comisiones = s.comisiones.filter((c) => c.id !== found.id);
    return mockAnswer(null, { message: FINANZAS_MSG.comisionEliminada });
  }),
];
