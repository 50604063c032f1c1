/**
 * The front page's banner criteria (/banner-portada; spec part 2 §2.23, §3 'Criteria', §7.10;
 * docs/contenidos.md step 8): the public web's front page has three search banners, for companies,
 * verifiers and consultants, and each offers its visitors the search criteria chosen here. A banner's
 * criteria are options of its own parameter folder (`CARPETAS_CRITERIOS`), listed with
 * `GET /parametros-select`; saving a banner replaces its whole set.
 */
import * as v from 'valibot';
import { defineEndpoint, type Access } from '../core/endpoint';
import { PERFILES } from '../core/session';
import { PARAM_ID_MAX_LENGTH } from '../referencia/referencia';
import { CONTENIDOS_MSG } from './messages';

/** The three banners of the front page (part 2 §3 'Criteria': `tipo`). */
export const TIPOS_CRITERIO = ['banner_empresa', 'banner_verificador', 'banner_consultor'] as const;
export type TipoCriterio = (typeof TIPOS_CRITERIO)[number];

/**
 * The parameter folder each banner's criteria come from (part 2 §7.1: `GET /parametros-select` for
 * criterios_consulta, criterios_consulta_verificador, criterios_consulta_consultor).
 */
export const CARPETAS_CRITERIOS = {
  banner_empresa: 'criterios_consulta',
  banner_verificador: 'criterios_consulta_verificador',
  banner_consultor: 'criterios_consulta_consultor',
} as const satisfies Record<TipoCriterio, string>;
export type CarpetaCriterios = (typeof CARPETAS_CRITERIOS)[TipoCriterio];

/** The most criteria one save may carry (a folder holds about ten). */
export const CRITERIOS_MAX = 100;

/**
 * True for one of the three banners.
 *
 * @example
 * esTipoCriterio('banner_empresa') // true
 */
export function esTipoCriterio(value: unknown): value is TipoCriterio {
  return (TIPOS_CRITERIO as readonly unknown[]).includes(value);
}

/**
 * Who edits the banners (part 2 §2.1: 'administration module or consultor profile'): the administration
 * module, or a consultant of profile 3 (not a verifier, profile 4). The rule of shared-sdk's
 * `bannerEditor`, the route's gate.
 */
export const EDITORES_BANNER = {
  anyOf: [{ modulos: ['administrador'] }, { modulos: ['consultor'], perfiles: [PERFILES.consultor] }],
} as const satisfies Access;

/** A banner's criteria: the ids of the options of its folder that are chosen (active ones, in the folder's order). */
export const CriteriosBanner = v.object({
  tipo: v.picklist(TIPOS_CRITERIO),
  criterios: v.array(v.string()),
});
export type CriteriosBanner = v.InferOutput<typeof CriteriosBanner>;

/**
 * POST /criterios body (part 2 §7.10: `tipo`, `criterios`): the banner and the whole set of its criteria
 * (none at all is a set too), each id once. The server refuses, under `criterios`, an id that is not an
 * active option of that banner's folder.
 *
 * @example
 * v.parse(GuardarCriteriosBody, { tipo: 'banner_empresa', criterios: ['crit_emp_nombre', 'crit_emp_nombre'] }) // { tipo: 'banner_empresa', criterios: ['crit_emp_nombre'] }
 */
export const GuardarCriteriosBody = v.object({
  tipo: v.picklist(TIPOS_CRITERIO, CONTENIDOS_MSG.tipoBannerNoValido),
  criterios: v.pipe(
    v.array(v.pipe(v.string(CONTENIDOS_MSG.criteriosNoValidos), v.trim(), v.nonEmpty(CONTENIDOS_MSG.criteriosNoValidos), v.maxLength(PARAM_ID_MAX_LENGTH, CONTENIDOS_MSG.criteriosNoValidos)), CONTENIDOS_MSG.criteriosNoValidos),
    v.maxLength(CRITERIOS_MAX, CONTENIDOS_MSG.criteriosNoValidos),
    v.transform((ids) => [...new Set(ids)]),
  ),
});
export type GuardarCriteriosBody = v.InferOutput<typeof GuardarCriteriosBody>;
export type GuardarCriteriosForm = v.InferInput<typeof GuardarCriteriosBody>;

const TAGS = ['contenidos'];

/**
 * A banner's chosen criteria. `tipo` one of `TIPOS_CRITERIO`; any other is a 404 (no such banner).
 *
 * @example
 * const { data } = await call(criteriosShow, { params: { tipo: 'banner_empresa' } }); // { tipo, criterios: ['crit_emp_nombre', …] }
 */
export const criteriosShow = defineEndpoint({
  method: 'GET',
  path: '/criterios/:tipo',
  // Any text: the API answers 404 for one that names no banner (a path to nothing).
  params: v.object({ tipo: v.string() }),
  response: CriteriosBanner,
  access: EDITORES_BANNER,
  summary: "A front-page banner's search criteria (banner_empresa, banner_verificador, banner_consultor)",
  tags: TAGS,
});

/**
 * Saves a banner's whole set of criteria (200, 'Los datos han sido guardados correctamente'): what is
 * not in the list is no longer chosen. Answers the set as stored.
 *
 * @example
 * await call(criteriosSave, { body: { tipo: 'banner_verificador', criterios: ['crit_ver_nombre'] } });
 */
export const criteriosSave = defineEndpoint({
  method: 'POST',
  path: '/criterios',
  body: GuardarCriteriosBody,
  response: CriteriosBanner,
  stale: ['GET /criterios/:tipo'],
  access: EDITORES_BANNER,
  summary: "Saves a front-page banner's whole set of search criteria (options of its parameter folder)",
  tags: TAGS,
});
