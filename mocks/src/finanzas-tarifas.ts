// The mock API of the finance area's tariffs and bank data (contract/src/finanzas/tarifas.ts;
// docs/finanzas.md 'Tariffs and bank data'): the seed's tariff tree and account, kept in memory, with
// the API's rules — the internal code only for profile 1 (profile 2 gets null, may not send one, and
// its new fee takes the slug of the description), a type and code taken once (422 under `codigo`),
// the bank data saved with 201, a size's annual fee from the active `cuota_anual` fee; descriptions in
// the caller's language (Catalan texts as the seed's).
import { decodeJwt } from 'jose';
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { MSG, PER_PAGE, slugify } from '@dapcon/contract/core';
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

let tarifas: MockTarifa[] = [...MOCK_TARIFAS];
let cuenta: DatosBancarios = { ...MOCK_DATOS_BANCARIOS };
let nextId = 100;

/** Back to the fixtures (for `resetMocks`). */
export function resetMockTarifas(): void {
  tarifas = [...MOCK_TARIFAS];
  cuenta = { ...MOCK_DATOS_BANCARIOS };
  nextId = 100;
}

/** The programme's bank data the mock API holds now (the remittances read their creditor here). */
export function mockDatosBancarios(): DatosBancarios {
  return { ...cuenta };
}

/** The fees the mock API holds now. */
export function mockTarifas(): readonly MockTarifa[] {
  return tarifas;
}

/** Whether the caller sees and sets the internal code (profile 1). */
function veCodigo(input: MockInput): boolean {
  try {
    return decodeJwt((input.request.headers.get('authorization') ?? '').replace(/^Bearer /, '')).perfil === 1;
  } catch {
    return false;
  }
}

const vista = (input: MockInput, t: MockTarifa): Tarifa => ({
  ...t,
  codigo: veCodigo(input) ? t.codigo : null,
  descripcion: mockDescripcionTarifa(t, input.lang),
  descripcion_principal: t.descripcion,
});

function tarifaDe(input: MockInput): MockTarifa {
  const found = tarifas.find((t) => String(t.id) === input.params.id);
  if (!found) throw mockError(404, MSG.noEncontrado);
  return found;
}

function comprobarCodigo(input: MockInput, codigo: string | undefined): void {
  if (codigo !== undefined && !veCodigo(input)) throw mockError(403, FINANZAS_MSG.codigoSoloAdministrador);
}

function comprobarDuplicada(input: MockInput, t: MockTarifa): void {
  if (tarifas.some((x) => x.id !== t.id && x.tipo === t.tipo && x.codigo === t.codigo)) {
    throw mockError(422, MSG.datosInvalidos, { [veCodigo(input) ? 'codigo' : 'descripcion']: [FINANZAS_MSG.tarifaDuplicada] });
  }
}

/** The default answers of the tariffs' and bank data's endpoints. */
export const tarifasHandlers: HttpHandler[] = [
  mockEndpoint(tarifasList, (input) => {
    const query = v.parse(TarifasQuery, input.query);
    // The fees as they are, of every type and never sorted: which a type lists, in which order, is the
    // API's (mf-finanzas's FinanzasListas.api.test.tsx).
    const start = (query.page - 1) * PER_PAGE;
    return { data: tarifas.slice(start, start + PER_PAGE).map((t) => vista(input, t)), total: tarifas.length, per_page: PER_PAGE, current_page: query.page };
  }),
  mockEndpoint(tarifaDetalle, (input) => vista(input, tarifaDe(input))),
  mockEndpoint(crearTarifa, (input) => {
    const body = v.parse(CrearTarifaBody, input.body);
    comprobarCodigo(input, body.codigo);
    const codigo = veCodigo(input) ? body.codigo : slugify(body.descripcion) || body.tipo;
    if (codigo === undefined) throw mockError(422, MSG.datosInvalidos, { codigo: [FINANZAS_MSG.codigoObligatorio] });
    nextId += 1;
    const created: MockTarifa = {
      id: nextId,
      tipo: body.tipo,
      codigo,
      descripcion: body.descripcion,
      tarifa_idiomas: body.tarifa_idiomas ?? [],
      codigo_contable: body.codigo_contable,
      precio: body.precio,
      estado: body.estado,
    };
    comprobarDuplicada(input, created);
    tarifas = [...tarifas, created];
    return mockAnswer(vista(input, created), { status: 201, message: FINANZAS_MSG.tarifaGuardada });
  }),
  mockEndpoint(actualizarTarifa, (input) => {
    const current = tarifaDe(input);
    const body = v.parse(ActualizarTarifaBody, input.body);
    comprobarCodigo(input, body.codigo);
    const next: MockTarifa = { ...current, ...body, codigo: body.codigo ?? current.codigo, tarifa_idiomas: body.tarifa_idiomas ?? current.tarifa_idiomas };
    comprobarDuplicada(input, next);
    tarifas = tarifas.map((t) => (t.id === next.id ? next : t));
    return mockAnswer(vista(input, next), { message: FINANZAS_MSG.tarifaGuardada });
  }),
  mockEndpoint(borrarTarifa, (input) => {
    const { id } = tarifaDe(input);
    tarifas = tarifas.filter((t) => t.id !== id);
    return mockAnswer({ id }, { message: FINANZAS_MSG.tarifaBorrada });
  }),
  mockEndpoint(datosBancarios, () => cuenta),
  mockEndpoint(actualizarDatosBancarios, (input) => {
    if (input.params.id !== String(cuenta.id)) throw mockError(404, MSG.noEncontrado);
    const body = v.parse(DatosBancariosBody, input.body);
    // The creditor's fields left out are kept; blank ones (null) are cleared.
    cuenta = {
      id: cuenta.id,
      entidad: body.entidad,
      num_cuenta: body.num_cuenta,
      titular: body.titular === undefined ? cuenta.titular : body.titular,
      bic: body.bic === undefined ? cuenta.bic : body.bic,
      identificador_acreedor: body.identificador_acreedor === undefined ? cuenta.identificador_acreedor : body.identificador_acreedor,
      direccion: body.direccion === undefined ? cuenta.direccion : body.direccion,
    };
    return mockAnswer(cuenta, { status: 201, message: FINANZAS_MSG.datosBancariosGuardados });
  }),
  mockEndpoint(mostrarDatosBancarios, () => ({ nombre_entidad: cuenta.entidad, numero_cuenta: cuenta.num_cuenta })),
  mockEndpoint(tarifaAsignada, (input) => {
    const { id } = v.parse(TarifaAsignadaQuery, input.query);
    const found = tarifas.find((t) => t.tipo === 'cuota_anual' && t.codigo === id && t.estado);
    if (!found) throw mockError(404, FINANZAS_MSG.tarifaNoEncontrada);
    return { precio: found.precio };
  }),
];
