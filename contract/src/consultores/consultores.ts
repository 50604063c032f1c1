/**
 * The consultants' lookups of the DAPcon creation modal (spec part 2 §2.9, §3 'Verifier
 * reference', §7.1 GET /verificadores, §7.2 GET /consultores/{nif}/nif, §8). They answer a
 * person's tax id and name only: no e-mail, phone or address.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { booleanFilter, listQuery, paginated, textFilter } from '../core/list';

/** A consultant as the lookups name them (the spec's 'Verifier reference'). */
export const ConsultorReferencia = v.object({
  consultor_nif: v.string(),
  consultor_nombre: v.string(),
  consultor_apellidos: v.string(),
});
export type ConsultorReferencia = v.InferOutput<typeof ConsultorReferencia>;

/**
 * The verifiers a DAPcon can be assigned to: consultants who verify, with an active account, by
 * surnames and name.
 *
 * @example
 * const { data } = await call(verificadores); // [{ consultor_nif: '39284756C', consultor_nombre: 'Núria', … }]
 */
export const verificadores = defineEndpoint({
  method: 'GET',
  path: '/verificadores',
  response: v.array(ConsultorReferencia),
  access: ACCESS.user,
  summary: 'Verifiers with an active account, by surnames and name',
  tags: ['consultores'],
});

/**
 * The creation modal's consultant check: 200 `CONSULTORES_MSG.consultorValido` with the
 * consultant's name when the NIF (any case, spaces, dots or hyphens) is a registered consultant
 * with an active account; 404 `CONSULTORES_MSG.consultorNoRegistrado` otherwise, malformed NIFs
 * included. For those who create DAPcons: the administration and companies.
 *
 * @example
 * const { data, message } = await call(consultorPorNif, { params: { nif: '47815236F' } });
 */
export const consultorPorNif = defineEndpoint({
  method: 'GET',
  path: '/consultores/:nif/nif',
  params: v.object({ nif: v.string() }),
  response: ConsultorReferencia,
  access: { modulos: ['administrador', 'organizacion'] },
  summary: 'Whether a NIF is a registered, active LCA consultant (the DAPcon creation check)',
  tags: ['consultores'],
});

/** A consultant as the pickers list it (part 2 §7.2 `GET /consultores/obtener_listado`: id, full_name; and its NIF, for the link to its page). */
export const ConsultorOpcion = v.object({ id: v.number(), full_name: v.string(), consultor_nif: v.string() });
export type ConsultorOpcion = v.InferOutput<typeof ConsultorOpcion>;

/**
 * The consultants for a picker, by surnames and name, those who left excluded; `es_comisionista=true`
 * only commission earners ('Definir Comisionista'). The administration's.
 *
 * @example
 * const { data } = await call(consultoresListado, { query: { es_comisionista: 'true' } });
 */
export const consultoresListado = defineEndpoint({
  method: 'GET',
  path: '/consultores/obtener_listado',
  query: v.object({ es_comisionista: booleanFilter() }),
  response: v.array(ConsultorOpcion),
  access: ACCESS.admin,
  summary: 'Consultants for a picker (id, full name, NIF); es_comisionista=true: commission earners only',
  tags: ['consultores'],
});

// ---------------------------------------------------------------- the /consultores list

/** The fields the consultant list sorts by. */
export const CONSULTORES_SORTABLE = ['consultor_nif', 'nombre', 'fecha_baja'] as const;

/**
 * `GET /consultores` query (part 2 §2.10, §7.2): name or surname (`filter_name`, accents and case
 * ignored), NIF (`filter_nif`, a part of it), verifier yes/no (`es_verificador`), commission earners
 * only (`es_comisionista=true`); page, order_by (default surnames and name), to_excel.
 */
export const ConsultoresQuery = listQuery(
  {
    filter_name: textFilter(),
    filter_nif: textFilter(20),
    es_verificador: booleanFilter(),
    es_comisionista: booleanFilter(),
  },
  CONSULTORES_SORTABLE,
  'nombre asc',
);
export type ConsultoresQuery = v.InferOutput<typeof ConsultoresQuery>;
export type ConsultoresQueryInput = v.InferInput<typeof ConsultoresQuery>;

/**
 * A row of the consultant list (part 1 §3 'Consultant list item': id, nif, nombre, apellidos,
 * telefono, es_verificador, fecha_baja, full name); `activo` whether its account may sign in.
 */
export const ConsultorListItem = v.object({
  id: v.number(),
  nif: v.string(),
  nombre: v.string(),
  apellidos: v.string(),
  full_name: v.string(),
  telefono: v.nullable(v.string()),
  es_verificador: v.boolean(),
  es_comisionista: v.boolean(),
  /** ISO date-time the consultant left (a red row); null while active. */
  fecha_baja: v.nullable(v.string()),
  activo: v.boolean(),
});
export type ConsultorListItem = v.InferOutput<typeof ConsultorListItem>;

/** The Excel's name (before the date prefix): 'Verificadores' when the verifier filter is set, 'Consultores' otherwise (part 2 §2.10). */
export const CONSULTORES_EXCEL_NAME = 'Consultores.xlsx';
export const VERIFICADORES_EXCEL_NAME = 'Verificadores.xlsx';

/**
 * The Excel's name for a query (part 2 §2.10): 'Verificadores' when the list is of verifiers
 * (`es_verificador=true`); the consultants who are not verifiers are 'Consultores', as the whole list.
 */
export function consultoresExcelName(query: Pick<ConsultoresQuery, 'es_verificador'>): string {
  return query.es_verificador === true ? VERIFICADORES_EXCEL_NAME : CONSULTORES_EXCEL_NAME;
}

/**
 * The consultants, filtered, sorted, paged (part 2 §2.10, §7.2); `to_excel=true`: the whole filtered
 * list as `<date>_Consultores.xlsx` (or `_Verificadores.xlsx` with the verifier filter). The administration's.
 */
export const consultoresList = defineEndpoint({
  method: 'GET',
  path: '/consultores',
  query: ConsultoresQuery,
  response: paginated(ConsultorListItem),
  access: ACCESS.admin,
  summary: 'Consultants: filtered, sorted, paged (to_excel=true: xlsx, named Verificadores with the verifier filter)',
  tags: ['consultores'],
});
