// The mock API of the finance area's commissions slice (contract/src/finanzas/comisiones.ts;
// docs/finanzas.md 'Commissions'): the commission agents of the pickers and fixture commissions (agent 3,
// the demo consultant, over the demo company and two others, paid and unpaid; agent 6 over two more),
// the list (every fixture commission, with the sums of them all, in pages of the sizes asked), one
// commission, the Excel of a selection. Updating, paying, assigning a company's agent, synchronising and
// deleting answer a fixed success (what was sent over the fixture, for the answer only) and keep
// nothing: which commissions an agent's, a company's or a filter's list holds, in which order, with
// which sums, what a payment, an update, a deletion or a synchronisation stores, the agent a company
// keeps and the refusals (404, 409, 422) are the API's (mf-finanzas's FinanzasListas.api.test.tsx).
// Every route is the administration's: 401 and 403 from the contract's `access`, as the API's.
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
import { mockDapcons } from './dapcon';
import { MOCK_TARIFAS, mockDescripcionTarifa } from './finanzas-tarifas';
import { mockAnswer, mockEndpoint, mockError, mockRequireAccess, type MockInput } from './handlers';
import { xlsx, XLSX_TYPE } from './xlsx';

const ANYO = new Date().getFullYear();

/** The commission agents of the picker ('Definir Comisionista' asks for earners only): ids 3, 6 and 7, those of MOCK_EMPRESAS. */
export const MOCK_COMISIONISTAS: readonly ConsultorOpcion[] = [
  { id: 3, full_name: 'Martínez Soler, Laura', consultor_nif: '47815236F' },
  { id: 6, full_name: 'Roca Serra, Jaume', consultor_nif: '45213678W' },
  { id: 7, full_name: 'Vidal Mas, Elena', consultor_nif: '46378912X' },
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

/** The fixture commissions (a copy). */
export function mockComisiones(): MockComision[] {
  return comisionesIniciales();
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

function find(input: MockInput, endpoint: { access: Parameters<typeof mockRequireAccess>[1] }): MockComision {
  mockRequireAccess(input, endpoint.access);
  const found = comisionesIniciales().find((c) => String(c.id) === input.params.id);
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
 * GET /comisiones: every fixture commission, as it is (never filtered by agent, company, state, dates,
 * type or year, nor sorted: that is the API's), a page of `limit` rows with the sums of them all, or the
 * Excel.
 */
export function answerComisiones(input: MockInput) {
  mockRequireAccess(input, comisiones.access);
  const q = v.parse(ComisionesQuery, input.query);
  const rows = comisionesIniciales().map((c) => answered(c, input.lang));
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

/** What a synchronisation answers here: one commission created, the others as they were. */
const SINCRONIZACION: SincronizacionComisiones = { creadas: 1, eliminadas: 0, actualizadas: 0, sin_cambios: 3 };

function empresaDe(input: MockInput, orgId: number) {
  const empresa = mockData.empresas.find((e) => e.org_id === orgId);
  if (!empresa) throw mockError(404, MSG.noEncontrado);
  return empresa;
}

/** The default answers of the commissions' endpoints and of the consultants' picker. */
export const comisionesHandlers = [
  mockEndpoint(consultoresListado, (input) => {
    mockRequireAccess(input, consultoresListado.access);
    return [...MOCK_COMISIONISTAS];
  }),
  mockEndpoint(comisiones, answerComisiones),
  mockEndpoint(mostrarComision, (input) => answered(find(input, mostrarComision), input.lang)),
  mockEndpoint(actualizarComision, (input) => {
    const found = find(input, actualizarComision);
    const body = v.parse(ActualizarComisionBody, input.body);
    return mockAnswer(answered({ ...found, fecha_pago: body.pagado, observaciones: body.observaciones ?? null }, input.lang), { message: FINANZAS_MSG.comisionActualizada });
  }),
  mockEndpoint(pagarComisiones, (input) => {
    mockRequireAccess(input, pagarComisiones.access);
    const body = v.parse(PagarComisionesBody, input.body);
    const rows = comisionesIniciales().filter((c) => body.pagoids.includes(c.id));
    return mockAnswer({ pagadas: body.pagoids.length, total: sumImportes(rows.map((c) => c.total_comision)) }, { message: FINANZAS_MSG.comisionesPagadas });
  }),
  mockEndpoint(generarExcelComisiones, (input) => {
    mockRequireAccess(input, generarExcelComisiones.access);
    const { pagoids } = v.parse(ExcelComisionesBody, input.body);
    return excel(
      comisionesIniciales()
        .filter((c) => pagoids.includes(c.id))
        .map((c) => answered(c, input.lang)),
      input.lang,
    );
  }),
  mockEndpoint(cambiarRema, (input) => {
    mockRequireAccess(input, cambiarRema.access);
    const empresa = empresaDe(input, Number(input.params.orgId));
    const body = v.parse(CambiarRemaBody, input.body);
    return mockAnswer(
      { org_id: empresa.org_id, comisionista_id: body.comisionista_id, tipo_comision: body.tipo_comision, sincronizacion: body.sincronizar ? SINCRONIZACION : null },
      { message: FINANZAS_MSG.comisionistaDefinido },
    );
  }),
  mockEndpoint(sincronizarComisiones, (input) => {
    mockRequireAccess(input, sincronizarComisiones.access);
    empresaDe(input, v.parse(SincronizarComisionesBody, input.body).org_id);
    return mockAnswer(SINCRONIZACION, { message: FINANZAS_MSG.comisionesSincronizadas });
  }),
  mockEndpoint(eliminarComision, (input) => {
    find(input, eliminarComision);
    return mockAnswer(null, { message: FINANZAS_MSG.comisionEliminada });
  }),
];
