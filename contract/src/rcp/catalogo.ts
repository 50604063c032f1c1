/**
 * The RCP catalogue's administration (spec part 2 §2.14, §3 'RCP', §4 'RCP', §5, §7.6): the list
 * on the list kit (`GET /rcp/lista`: 'Mostrar no vigente' is `novigentes`, Excel with `to_excel`), one
 * RCP with its texts per language (`GET /rcp/{id}`), create (`POST /rcp`) and save (`PATCH /rcp`,
 * the id in the body as the spec's path has none). 'Deleting' an RCP saves it with `anulada` true
 * (§4). The administration module (profiles 1 and 2) only; the common lookup, the DAPcon creation
 * modal's select, is the spec's `GET /rcp` (§7.1; rcp.ts; docs/decisions.md 'RCPs', issue 33 item 30).
 *
 * 'material' (the list's third column, §2.14) is the names of the RCP's families (`familia_rcp`,
 * options of the parameter folder `familias_rcp`), in the caller's language, joined by ', '.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { optionalText, positiveInteger, presentString, requiredText, toFormBoolean } from '../core/form';
import { booleanFilter, listQuery, paginated } from '../core/list';
import { MSG } from '../core/messages';
import { RCP_MSG } from './messages';

/** The parameter folder whose options are the RCP families (`familia_rcp`). */
export const CARPETA_FAMILIAS_RCP = 'familias_rcp';

/** The language whose name every RCP must have (spec part 1 §1: language 1 is always present). */
export const IDIOMA_PRINCIPAL_RCP = 1;

/** Longest equivalencia, version, coding code, name and description of an RCP. */
export const RCP_LIMITS = { equivalencia: 50, version: 20, codigo: 10, nombre: 255, sobrenombre: 100, descripcion: 2000 } as const;
/** The years an RCP may carry. */
export const RCP_ANYO = { min: 1990, max: 2100 } as const;

/** An RCP's texts in one language (spec part 2 §3 `rcp_idiomas`). */
export const RcpTexto = v.object({
  idioma_id: v.number(),
  rcp_nombre: v.string(),
  rcp_sobrenombre: v.nullable(v.string()),
  descripcion: v.nullable(v.string()),
});
export type RcpTexto = v.InferOutput<typeof RcpTexto>;

/** An RCP in the administration's list (`GET /rcp`). */
export const RcpListItem = v.object({
  id: v.number(),
  equivalencia: v.string(),
  anyo: v.number(),
  version: v.string(),
  /** In the caller's language, Spanish when the RCP has no text in it. */
  rcp_nombre: v.string(),
  /** The names of its families (`familia_rcp`) in the caller's language, joined by ', '; '' without any. */
  material: v.string(),
  codigo_para_codificacion_dapcon: v.nullable(v.string()),
  vigente: v.boolean(),
  anulada: v.boolean(),
});
export type RcpListItem = v.InferOutput<typeof RcpListItem>;

/** One RCP (`GET /rcp/{id}`): the list's fields, its families' ids and its texts in every language it has. */
export const Rcp = v.object({
  ...RcpListItem.entries,
  familia_rcp: v.array(v.string()),
  rcp_idiomas: v.array(RcpTexto),
});
export type Rcp = v.InferOutput<typeof Rcp>;

/** The fields `GET /rcp` sorts by. */
export const RCP_SORTABLE = ['equivalencia', 'anyo', 'rcp_nombre'] as const;

/**
 * GET /rcp query: `novigentes=true` ('Mostrar no vigente') lists every RCP, those no longer in force
 * and the annulled ones too; without it, the RCPs in force and not annulled. By equivalencia unless sorted.
 */
export const RcpListaQuery = listQuery({ novigentes: booleanFilter() }, RCP_SORTABLE, 'equivalencia asc');
export type RcpListaQuery = v.InferOutput<typeof RcpListaQuery>;

/** The Excel file's name (sent as `<YYYY-MM-DD>_RCPs.xlsx`). */
export const RCP_EXCEL_NAME = 'RCPs.xlsx';

/** The year: a number or its text, from 1990 to 2100. */
function anyoRcp() {
  return v.pipe(
    v.optional(v.union([v.number(), v.string()], RCP_MSG.anyoObligatorio), ''),
    v.transform((value) => (typeof value === 'string' ? value.trim() : value)),
    v.check((value) => value !== '', RCP_MSG.anyoObligatorio),
    v.transform((value) => (typeof value === 'string' && !/^\d{1,4}$/.test(value) ? Number.NaN : Number(value))),
    v.number(RCP_MSG.anyoRcpNoValido),
    v.integer(RCP_MSG.anyoRcpNoValido),
    v.minValue(RCP_ANYO.min, RCP_MSG.anyoRcpNoValido),
    v.maxValue(RCP_ANYO.max, RCP_MSG.anyoRcpNoValido),
  );
}

/** A form boolean with a default when missing. */
function flag(fallback: boolean) {
  return v.pipe(
    v.optional(v.unknown(), fallback),
    v.transform((value) => (value === null || value === undefined ? fallback : toFormBoolean(value))),
    v.boolean(MSG.valorNoValido),
  );
}

/** A text of a language tab: trimmed, '' when missing. */
function textoTab(max: number) {
  return v.pipe(v.optional(v.nullable(v.string(MSG.valorNoValido)), ''), v.transform((value) => (value ?? '').trim()), v.maxLength(max, MSG.textoDemasiadoLargo));
}

/** One language tab of the form: every text may be empty here; the rules are the body's (below). */
const RcpTextoBody = v.object({
  idioma_id: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, RCP_MSG.idiomaRcpNoValido), v.transform(Number))], RCP_MSG.idiomaRcpNoValido),
    positiveInteger(RCP_MSG.idiomaRcpNoValido),
  ),
  rcp_nombre: textoTab(RCP_LIMITS.nombre),
  rcp_sobrenombre: textoTab(RCP_LIMITS.sobrenombre),
  descripcion: textoTab(RCP_LIMITS.descripcion),
});

const CAMPOS_RCP = {
  equivalencia: requiredText(RCP_MSG.equivalenciaObligatoria, RCP_LIMITS.equivalencia),
  version: requiredText(RCP_MSG.versionObligatoria, RCP_LIMITS.version),
  anyo: anyoRcp(),
  codigo_para_codificacion_dapcon: v.pipe(
    optionalText(RCP_LIMITS.codigo),
    v.check((value) => value === undefined || /^[0-9A-Za-z]+$/.test(value), RCP_MSG.codigoRcpNoValido),
  ),
  /** Ids of options of the folder `familias_rcp` (the API checks them). */
  familia_rcp: v.optional(v.array(v.pipe(presentString(RCP_MSG.familiaNoValida), v.trim(), v.nonEmpty(RCP_MSG.familiaNoValida), v.maxLength(100, RCP_MSG.familiaNoValida)), RCP_MSG.familiaNoValida), []),
  vigente: flag(true),
  anulada: flag(false),
  /** One entry per language tab, in any order; a tab left empty is dropped. */
  rcp_idiomas: v.array(RcpTextoBody, MSG.valorNoValido),
};

type Tab = v.InferOutput<typeof RcpTextoBody>;
const tabVacia = (tab: Tab) => tab.rcp_nombre === '' && tab.rcp_sobrenombre === '' && tab.descripcion === '';

/**
 * The tabs' rules, each under its own field so the form shows it in its tab: the main language's
 * name is required (and its tab must be there); any other tab with something written needs its name;
 * a language once.
 */
function reglasTabs<T extends { rcp_idiomas: Tab[] }>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    // Checked once the tabs themselves are sound, even while other fields have errors (one 422 names them all).
    if ((dataset.issues ?? []).some((issue) => issue.path?.[0]?.key === 'rcp_idiomas')) return;
    const body = dataset.value as T;
    const tabs = body.rcp_idiomas;
    const raiz: v.IssuePathItem = { type: 'object', origin: 'value', input: body, key: 'rcp_idiomas', value: tabs };
    const at = (i: number, key: keyof Tab): [v.IssuePathItem, ...v.IssuePathItem[]] => [
      raiz,
      { type: 'array', origin: 'value', input: tabs, key: i, value: tabs[i] },
      { type: 'object', origin: 'value', input: tabs[i] as Tab, key, value: (tabs[i] as Tab)[key] },
    ];
    const principal = tabs.findIndex((tab) => tab.idioma_id === IDIOMA_PRINCIPAL_RCP);
    if (principal < 0) addIssue({ message: RCP_MSG.nombreIdiomaPrincipalObligatorio, path: [raiz] });
    const seen = new Set<number>();
    tabs.forEach((tab, i) => {
      if (seen.has(tab.idioma_id)) addIssue({ message: RCP_MSG.idiomaRepetido, path: at(i, 'idioma_id') });
      seen.add(tab.idioma_id);
      if (tab.rcp_nombre === '' && (i === principal || !tabVacia(tab))) addIssue({ message: MSG.nombreObligatorio, path: at(i, 'rcp_nombre') });
    });
  });
}

/** The texts as stored: empty tabs dropped, empty short names and descriptions as null. */
function textosGuardados(tabs: readonly Tab[]): RcpTexto[] {
  return tabs
    .filter((tab) => !tabVacia(tab))
    .map((tab) => ({
      idioma_id: tab.idioma_id,
      rcp_nombre: tab.rcp_nombre,
      rcp_sobrenombre: tab.rcp_sobrenombre === '' ? null : tab.rcp_sobrenombre,
      descripcion: tab.descripcion === '' ? null : tab.descripcion,
    }));
}

/**
 * POST /rcp body (spec part 2 §3 'RCP'): equivalencia, version, year, the DAPcon coding code, the
 * families, whether it is in force (and annulled), and a tab per language.
 *
 * @example
 * await call(crearRcp, { body: { equivalencia: 'RCP 015', version: '1.0', anyo: 2026, familia_rcp: ['fam_rcp_vidrio'], rcp_idiomas: [{ idioma_id: 1, rcp_nombre: 'Vidrio plano' }] } });
 */
export const CrearRcpBody = v.pipe(
  v.object(CAMPOS_RCP),
  reglasTabs(),
  v.transform((body) => ({ ...body, rcp_idiomas: textosGuardados(body.rcp_idiomas) })),
);
export type CrearRcpBody = v.InferOutput<typeof CrearRcpBody>;
/** The modal's values (the tabs' texts as typed). */
export type RcpFormValues = v.InferInput<typeof CrearRcpBody>;

/** PATCH /rcp body: the RCP's `id` and every field of {@link CrearRcpBody} (the texts replace the stored ones). */
export const ActualizarRcpBody = v.pipe(
  v.object({
    id: v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.valorNoValido), v.transform(Number))], MSG.valorNoValido), positiveInteger(MSG.valorNoValido)),
    ...CAMPOS_RCP,
  }),
  reglasTabs(),
  v.transform((body) => ({ ...body, rcp_idiomas: textosGuardados(body.rcp_idiomas) })),
);
export type ActualizarRcpBody = v.InferOutput<typeof ActualizarRcpBody>;
export type ActualizarRcpValues = v.InferInput<typeof ActualizarRcpBody>;

const RcpIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });

const TAGS = ['rcp'];

/**
 * The administration's RCP list: a page sorted by the contract's fields, or with `to_excel=true`
 * the whole list as `<YYYY-MM-DD>_RCPs.xlsx`.
 *
 * @example
 * const { data } = await call(rcpLista, { query: { novigentes: 'true', order_by: 'anyo desc' } });
 */
export const rcpLista = defineEndpoint({
  method: 'GET',
  path: '/rcp/lista',
  query: RcpListaQuery,
  response: paginated(RcpListItem),
  access: ACCESS.admin,
  summary: 'The RCP catalogue on the list kit (novigentes=true: also superseded and annulled ones; to_excel=true: the xlsx file)',
  tags: TAGS,
});

/** One RCP with its families and its texts in every language it has. */
export const rcpDetalle = defineEndpoint({
  method: 'GET',
  path: '/rcp/:id',
  params: RcpIdParams,
  response: Rcp,
  access: ACCESS.admin,
  summary: 'One RCP with its families and texts per language',
  tags: TAGS,
});

/** Creates an RCP (201, 'Los datos han sido guardados correctamente'). */
export const crearRcp = defineEndpoint({
  method: 'POST',
  path: '/rcp',
  body: CrearRcpBody,
  response: Rcp,
  status: 201,
  stale: ['GET /rcp/lista', 'GET /rcp'],
  access: ACCESS.admin,
  summary: 'Create an RCP',
  tags: TAGS,
});

/**
 * Saves an RCP (200): its fields, families and texts. 'Deleting' is saving it with `anulada: true`
 * (spec part 2 §4): the DAPcon creation no longer offers it; the list shows it with 'Mostrar no vigente'.
 */
export const actualizarRcp = defineEndpoint({
  method: 'PATCH',
  path: '/rcp',
  body: ActualizarRcpBody,
  response: Rcp,
  stale: ['GET /rcp/lista', 'GET /rcp', 'GET /rcp/:id'],
  access: ACCESS.admin,
  summary: 'Save an RCP (anulada=true: its deletion)',
  tags: TAGS,
});
