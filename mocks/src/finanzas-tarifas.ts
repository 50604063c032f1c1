// The mock API of the finance area's tariffs and bank data (contract/src/finanzas/tarifas.ts;
// docs/finanzas.md 'Tariffs and bank data'): the seed's tariff tree and account as fixtures, the
// descriptions in the caller's language (Catalan texts as the seed's). A write answers a fixed success
// (what was sent over the fixture it names, for the answer only) and keeps nothing: which fees a type
// lists, the internal code's reach (profile 1), a type and code taken (422), what a save or a deletion
// leaves are the API's (mf-finanzas's FinanzasListas.api.test.tsx).
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { MSG, PER_PAGE } from '@dapcon/contract/core';
import { IDIOMA_ID } from '@dapcon/contract/referencia';
import {
  actualizarDatosBancarios,
  actualizarTarifa,
  ActualizarTarifaBody,
  borrarTarifa,
  crearTarifa,
  CrearTarifaBody,
  datosBancarios,
  DatosBancariosBody,
  FINANZAS_MSG,
  mostrarDatosBancarios,
  tarifaAsignada,
  TarifaAsignadaQuery,
  tarifaDetalle,
  tarifasList,
  TarifasQuery,
  type DatosBancarios,
  type Tarifa,
} from '@dapcon/contract/finanzas';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';

/**
 * A fee of the mock API, its code always there (what the callers see depends on their profile);
 * `descripcion` the main language's, `tarifa_idiomas` the others' (the answers give the caller's).
 */
export type MockTarifa = Omit<Tarifa, 'codigo' | 'descripcion_principal'> & { codigo: string };

/** The demo tariffs' Catalan descriptions (as the API's seed). */
const CA: Readonly<Record<string, string>> = {
  ge_250: 'Quota anual gran empresa (més de 250 treballadors)',
  emp_50_250: 'Quota anual mitjana empresa (de 50 a 250 treballadors)',
  pme_50: 'Quota anual petita empresa (menys de 50 treballadors)',
  socios_5: 'Quota anual associació fins a 5 socis',
  socios_superior_5: 'Quota anual associació de més de 5 socis',
  dapcon: "Registre d'una DAPcon",
  dapcon_renovacion: "Renovació d'una DAPcon",
  sup_dapcon_idioma: 'Suplement per cada idioma addicional de la DAPcon',
  comision_alta_empresa: "Comissió per alta d'empresa",
  comision_renovacion_empresa: "Comissió per renovació d'empresa",
  comision_alta_dapcon: 'Comissió per alta de DAPcon',
  comision_renovacion_dapcon: 'Comissió per renovació de DAPcon',
};

/** A fee's description in `lang`: its Catalan text (language 2) when it has one, the main one otherwise. */
export function mockDescripcionTarifa(t: MockTarifa, lang: 'es' | 'ca'): string {
  return (lang === 'ca' ? t.tarifa_idiomas.find((x) => x.idioma_id === IDIOMA_ID.ca)?.descripcion : undefined) ?? t.descripcion;
}

/** The tariff tree of the demo (api/src/areas/finanzas/seed-tarifas.ts). */
export const MOCK_TARIFAS: readonly MockTarifa[] = [
  { id: 1, tipo: 'cuota_anual', codigo: 'ge_250', descripcion: 'Cuota anual gran empresa (más de 250 trabajadores)', codigo_contable: '705.1001', precio: '1200.00', estado: true, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: CA['ge_250'] ?? '' }] },
  { id: 2, tipo: 'cuota_anual', codigo: 'emp_50_250', descripcion: 'Cuota anual mediana empresa (de 50 a 250 trabajadores)', codigo_contable: '705.1002', precio: '800.00', estado: true, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: CA['emp_50_250'] ?? '' }] },
  { id: 3, tipo: 'cuota_anual', codigo: 'pme_50', descripcion: 'Cuota anual pequeña empresa (menos de 50 trabajadores)', codigo_contable: '705.1003', precio: '450.00', estado: true, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: CA['pme_50'] ?? '' }] },
  { id: 4, tipo: 'cuota_anual', codigo: 'socios_5', descripcion: 'Cuota anual asociación hasta 5 socios', codigo_contable: '705.1004', precio: '300.00', estado: true, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: CA['socios_5'] ?? '' }] },
  { id: 5, tipo: 'cuota_anual', codigo: 'socios_superior_5', descripcion: 'Cuota anual asociación de más de 5 socios', codigo_contable: '705.1005', precio: '600.00', estado: false, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: CA['socios_superior_5'] ?? '' }] },
  { id: 6, tipo: 'dapcon', codigo: 'dapcon', descripcion: 'Registro de una DAPcon', codigo_contable: '705.2001', precio: '1500.00', estado: true, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: CA['dapcon'] ?? '' }] },
  { id: 7, tipo: 'dapcon_renovacion', codigo: 'dapcon_renovacion', descripcion: 'Renovación de una DAPcon', codigo_contable: '705.2002', precio: '900.00', estado: true, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: CA['dapcon_renovacion'] ?? '' }] },
  { id: 8, tipo: 'sup_dapcon_idioma', codigo: 'sup_dapcon_idioma', descripcion: 'Suplemento por cada idioma adicional de la DAPcon', codigo_contable: '705.2003', precio: '250.00', estado: true, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: CA['sup_dapcon_idioma'] ?? '' }] },
  // The commission rates: a percentage of the base amount ('10.00' = 10 %), coded by commission type.
  { id: 9, tipo: 'comision', codigo: 'comision_alta_empresa', descripcion: 'Comisión por alta de empresa', codigo_contable: '623.3001', precio: '10.00', estado: true, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: CA['comision_alta_empresa'] ?? '' }] },
  { id: 10, tipo: 'comision', codigo: 'comision_renovacion_empresa', descripcion: 'Comisión por renovación de empresa', codigo_contable: '623.3002', precio: '5.00', estado: true, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: CA['comision_renovacion_empresa'] ?? '' }] },
  { id: 11, tipo: 'comision', codigo: 'comision_alta_dapcon', descripcion: 'Comisión por alta de DAPcon', codigo_contable: '623.3003', precio: '8.00', estado: true, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: CA['comision_alta_dapcon'] ?? '' }] },
  { id: 12, tipo: 'comision', codigo: 'comision_renovacion_dapcon', descripcion: 'Comisión por renovación de DAPcon', codigo_contable: '623.3004', precio: '4.00', estado: true, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: CA['comision_renovacion_dapcon'] ?? '' }] },
];

/** The programme's account of the demo, with the creditor data of its direct-debit remittances. */
export const MOCK_DATOS_BANCARIOS: DatosBancarios = {
  id: 1,
  entidad: 'CaixaBank',
  num_cuenta: 'ES9121000418450200051332',
  titular: "Col·legi de l'Arquitectura Tècnica de Barcelona",
  bic: 'CAIXESBBXXX',
  identificador_acreedor: 'ES10ZZZQ0875009B',
  direccion: 'Carrer del Bon Pastor, 5, 08021 Barcelona',
};

const vista = (input: MockInput, t: MockTarifa): Tarifa => ({
  ...t,
  descripcion: mockDescripcionTarifa(t, input.lang),
  descripcion_principal: t.descripcion,
});

function tarifaDe(input: MockInput): MockTarifa {
  const found = MOCK_TARIFAS.find((t) => String(t.id) === input.params.id);
  if (!found) throw mockError(404, MSG.noEncontrado);
  return found;
}

/** The default answers of the tariffs' and bank data's endpoints. */
export const tarifasHandlers: HttpHandler[] = [
  mockEndpoint(tarifasList, (input) => {
    const query = v.parse(TarifasQuery, input.query);
    // The fees as they are, of every type and never sorted.
    const start = (query.page - 1) * PER_PAGE;
    return { data: MOCK_TARIFAS.slice(start, start + PER_PAGE).map((t) => vista(input, t)), total: MOCK_TARIFAS.length, per_page: PER_PAGE, current_page: query.page };
  }),
  mockEndpoint(tarifaDetalle, (input) => vista(input, tarifaDe(input))),
  mockEndpoint(crearTarifa, (input) => {
    const body = v.parse(CrearTarifaBody, input.body);
    const created: MockTarifa = { id: 100, ...body, codigo: body.codigo ?? body.tipo, tarifa_idiomas: body.tarifa_idiomas ?? [] };
    return mockAnswer(vista(input, created), { status: 201, message: FINANZAS_MSG.tarifaGuardada });
  }),
  mockEndpoint(actualizarTarifa, (input) => {
    const current = tarifaDe(input);
    const body = v.parse(ActualizarTarifaBody, input.body);
    const next: MockTarifa = { ...current, ...body, codigo: body.codigo ?? current.codigo, tarifa_idiomas: body.tarifa_idiomas ?? current.tarifa_idiomas };
    return mockAnswer(vista(input, next), { message: FINANZAS_MSG.tarifaGuardada });
  }),
  mockEndpoint(borrarTarifa, (input) => mockAnswer({ id: tarifaDe(input).id }, { message: FINANZAS_MSG.tarifaBorrada })),
  mockEndpoint(datosBancarios, () => MOCK_DATOS_BANCARIOS),
  mockEndpoint(actualizarDatosBancarios, (input) => {
    const body = v.parse(DatosBancariosBody, input.body);
    return mockAnswer({ ...MOCK_DATOS_BANCARIOS, ...body }, { status: 201, message: FINANZAS_MSG.datosBancariosGuardados });
  }),
  mockEndpoint(mostrarDatosBancarios, () => ({ nombre_entidad: MOCK_DATOS_BANCARIOS.entidad, numero_cuenta: MOCK_DATOS_BANCARIOS.num_cuenta })),
  mockEndpoint(tarifaAsignada, (input) => {
    const { id } = v.parse(TarifaAsignadaQuery, input.query);
    const found = MOCK_TARIFAS.find((t) => t.tipo === 'cuota_anual' && t.codigo === id && t.estado);
    if (!found) throw mockError(404, FINANZAS_MSG.tarifaNoEncontrada);
    return { precio: found.precio };
  }),
];
