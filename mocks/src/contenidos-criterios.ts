// The mock API of the front page's banner criteria (contract/src/contenidos/criterios.ts; docs/contenidos.md
// step 8) and of the options of one parameter folder (`GET /parametros-select`, contract/src/referencia):
// fixtures only, for the stories and the MOCK_API=1 dev pages. The three criteria folders in Spanish and
// Catalan as the portal's reference data has them, a few chosen per banner as the demo seed does; a save
// answers the set sent, in the folder's order, with 'Los datos han sido guardados correctamente', and
// keeps nothing. What a save stores and what the server refuses are the API's, tested on it
// (mf-contenidos/src/features/Contenidos.api.test.tsx).
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { MSG } from '@dapcon/contract/core';
import {
  CARPETAS_CRITERIOS,
  criteriosSave,
  criteriosShow,
  esTipoCriterio,
  GuardarCriteriosBody,
  type CarpetaCriterios,
  type CriteriosBanner,
  type TipoCriterio,
} from '@dapcon/contract/contenidos';
import { IDIOMA_ID, parametrosSelect, REFERENCIA_MSG } from '@dapcon/contract/referencia';
import { PARAMETROS, type Bilingual } from './data';
import { mockAnswer, mockEndpoint, mockError } from './handlers';

type Opcion = { id: string; texto: Bilingual };
const o = (id: string, es: string, ca: string): Opcion => ({ id, texto: { es, ca } });

/** The options of each banner's folder, in its order (api/src/areas/referencia/data/referencia.ts). */
export const MOCK_OPCIONES_CRITERIOS: Readonly<Record<CarpetaCriterios, readonly Opcion[]>> = {
  criterios_consulta: [
    o('crit_emp_nombre', 'Nombre de la empresa', "Nom de l'empresa"),
    o('crit_emp_producto', 'Producto', 'Producte'),
    o('crit_emp_codigo_dapcon', 'Código DAPcon', 'Codi DAPcon'),
    o('crit_emp_rcp', 'Regla de categoría de producto (RCP)', 'Regla de categoria de producte (RCP)'),
    o('crit_emp_clasificacion', 'Clasificación de producto (ECO Platform)', 'Classificació de producte (ECO Platform)'),
    o('crit_emp_provincia', 'Provincia', 'Província'),
    o('crit_emp_idioma', 'Idioma de la declaración', 'Idioma de la declaració'),
    o('crit_emp_vigente', 'Solo declaraciones vigentes', 'Només declaracions vigents'),
    o('crit_emp_gestion_ambiental', 'Sistema de gestión ambiental (ISO 14001 o EMAS)', 'Sistema de gestió ambiental (ISO 14001 o EMAS)'),
    o('crit_emp_asociacion', 'Asociación sectorial (convenio)', 'Associació sectorial (conveni)'),
  ],
  criterios_consulta_verificador: [
    o('crit_ver_nombre', 'Nombre y apellidos', 'Nom i cognoms'),
    o('crit_ver_empresa', 'Empresa', 'Empresa'),
    o('crit_ver_provincia', 'Provincia', 'Província'),
    o('crit_ver_pais', 'País', 'País'),
    o('crit_ver_idioma', 'Idiomas de verificación', 'Idiomes de verificació'),
    o('crit_ver_rcp', 'RCP que verifica', 'RCP que verifica'),
    o('crit_ver_declaraciones', 'Declaraciones verificadas', 'Declaracions verificades'),
  ],
  criterios_consulta_consultor: [
    o('crit_con_nombre', 'Nombre y apellidos', 'Nom i cognoms'),
    o('crit_con_empresa', 'Empresa o consultoría', 'Empresa o consultoria'),
    o('crit_con_poblacion', 'Población', 'Població'),
    o('crit_con_provincia', 'Provincia', 'Província'),
    o('crit_con_pais', 'País', 'País'),
    o('crit_con_rcp', 'RCP en las que trabaja', 'RCP en què treballa'),
    o('crit_con_declaraciones', 'Declaraciones elaboradas', 'Declaracions elaborades'),
    o('crit_con_web', 'Con página web', 'Amb pàgina web'),
  ],
};

/** What each banner has chosen at the start (the demo seed's, api/src/areas/contenidos/seed-criterios.ts). */
export const MOCK_CRITERIOS: Readonly<Record<TipoCriterio, readonly string[]>> = {
  banner_empresa: ['crit_emp_nombre', 'crit_emp_producto', 'crit_emp_rcp', 'crit_emp_provincia'],
  banner_verificador: ['crit_ver_nombre', 'crit_ver_provincia', 'crit_ver_idioma'],
  banner_consultor: ['crit_con_nombre', 'crit_con_empresa', 'crit_con_provincia'],
};

/** The options of a folder: a criteria folder, or one of the other lists the mock API knows. */
function opcionesDe(carpeta: string): readonly Opcion[] | undefined {
  if (carpeta in MOCK_OPCIONES_CRITERIOS) return MOCK_OPCIONES_CRITERIOS[carpeta as CarpetaCriterios];
  return PARAMETROS[carpeta];
}

/** A banner's criteria, in its folder's order. */
function criteriosDe(tipo: TipoCriterio, ids: readonly string[]): CriteriosBanner {
  return { tipo, criterios: MOCK_OPCIONES_CRITERIOS[CARPETAS_CRITERIOS[tipo]].map((x) => x.id).filter((id) => ids.includes(id)) };
}

/** The default answers of the banner criteria's endpoints and of `/parametros-select`. */
export const criteriosHandlers: readonly HttpHandler[] = [
  mockEndpoint(parametrosSelect, (input) => {
    const opciones = opcionesDe(input.query.param_padre_id ?? '');
    if (!opciones) throw mockError(404, REFERENCIA_MSG.parametroNoExiste);
    const lang = Number(input.query.idioma_id) === IDIOMA_ID.ca ? 'ca' : 'es';
    return opciones.map((x) => ({ pt_param_id: x.id, pt_texto: x.texto[lang] }));
  }),
  mockEndpoint(criteriosShow, (input) => {
    const tipo = input.params.tipo;
    if (!esTipoCriterio(tipo)) throw mockError(404, MSG.noEncontrado);
    return criteriosDe(tipo, MOCK_CRITERIOS[tipo]);
  }),
  mockEndpoint(criteriosSave, (input) => {
    const { tipo, criterios } = v.parse(GuardarCriteriosBody, input.body);
    return mockAnswer(criteriosDe(tipo, criterios), { message: MSG.operacionCorrecta });
  }),
];
