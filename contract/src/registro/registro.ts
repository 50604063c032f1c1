/**
 * The public registry (issue 35; docs/registry.md): the published declarations, read by anyone
 * without signing in. `GET /public/dapcon` is the list for machine clients (LCA tools, data hubs,
 * the registry's own pages): paged and sorted on the list kit's rules (allow-listed `order_by`,
 * `page`), with an `ETag` and a rate limit per address. Only `publicada` declarations are listed, and
 * `caducada` ones with `caducadas=true`; nothing personal is in a row: a company's tax id is public,
 * a person's (the verifier's NIF, anyone's e-mail or phone) never is.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { booleanFilter, dateFilter, orderByParam, pageParam, paginated, positiveIntegerFilter, textFilter } from '../core/list';
import { MSG } from '../core/messages';

/** The states a declaration of the registry can be in: published, or expired (listed on request). */
export const ESTADOS_REGISTRO = ['publicada', 'caducada'] as const;
export type EstadoRegistro = (typeof ESTADOS_REGISTRO)[number];

/** The fields the registry's list may be sorted by. */
export const REGISTRO_SORTABLE = ['dapcon_codigo', 'dv_nombre_producto', 'org_nombre', 'dapcon_valido_desde', 'dapcon_valido_hasta'] as const;

/**
 * GET /public/dapcon query: a text over the product, the company and the code (accents and case
 * ignored); the RCP; the company; a publication language; `caduca_antes` (valid until that day or
 * earlier, the day included: what expires soon); an ECO Platform class (`clasificacion`: the node's
 * code, or its id `eco_<code>`; a class with subclasses finds the declarations filed under any of
 * them); `caducadas=true` adds the expired ones; the list
 * kit's `page` and `order_by` (newest publication first by default). No Excel: a machine client
 * pages through the JSON.
 */
export const RegistroQuery = v.object({
  filter_text: textFilter(),
  rcp_id: positiveIntegerFilter(),
  organizacion_id: positiveIntegerFilter(),
  idioma_id: positiveIntegerFilter(),
  caduca_antes: dateFilter(),
  clasificacion: v.optional(
    v.pipe(
      v.string(MSG.valorNoValido),
      v.trim(),
      v.transform((value) => (value === '' ? undefined : value)),
      v.check((value) => value === undefined || /^[A-Za-z0-9._-]{1,100}$/.test(value), MSG.valorNoValido),
    ),
  ),
  caducadas: booleanFilter(),
  page: pageParam(),
  order_by: orderByParam(REGISTRO_SORTABLE, 'dapcon_valido_desde desc'),
});
export type RegistroQuery = v.InferOutput<typeof RegistroQuery>;
export type RegistroQueryInput = v.InferInput<typeof RegistroQuery>;

/** A published (or expired) declaration as the registry shows it: what identifies it, never a person's contact or tax id. */
export const DapconPublica = v.object({
  dapcon_codigo: v.string(),
  dv_nombre_producto: v.string(),
  estado: v.picklist(ESTADOS_REGISTRO),
  /**
   * The company that holds the declaration. Its tax id is public when it is a company's (a CIF); a sole
   * trader's is a person's DNI or NIE, and is null here.
   */
  empresa: v.object({ org_id: v.number(), org_nombre: v.string(), org_cif: v.nullable(v.string()) }),
  /** The RCP (the PCR), its name in the caller's language (Accept-Language), Spanish when it has none in it. */
  rcp: v.object({ rcp_id: v.number(), rcp_equivalencia: v.string(), rcp_nombre: v.string() }),
  /** The verifier, by name only. */
  verificador: v.object({ nombre: v.string(), apellidos: v.string() }),
  /** The ECO Platform class its product is filed under: its code and its name in the caller's language (Spanish, else the class name, when it has none in it); null when it has none. */
  clasificacion: v.nullable(v.object({ codigo: v.string(), nombre: v.string() })),
  /** 'yyyy-mm-dd'. */
  dapcon_valido_desde: v.string(),
  dapcon_valido_hasta: v.string(),
  /** The publication languages, by id, with their code ('es', 'ca', 'en'). */
  idiomas: v.array(v.object({ idioma_id: v.number(), idioma: v.string() })),
  /** The declaration's page in the registry: `/registro/{code}`. */
  url: v.string(),
});
export type DapconPublica = v.InferOutput<typeof DapconPublica>;

/** The path of a declaration's page in the registry. */
export function urlRegistro(codigo: string): string {
  return `/registro/${encodeURIComponent(codigo)}`;
}

/**
 * GET /public/dapcon: a page of the registry's declarations, filtered and sorted, for anyone; with an
 * `ETag` (`If-None-Match` → 304) and `Cache-Control` a CDN may keep for a minute; 429 past the
 * per-address rate limit.
 */
export const dapconesPublicas = defineEndpoint({
  method: 'GET',
  path: '/public/dapcon',
  query: RegistroQuery,
  response: paginated(DapconPublica),
  access: ACCESS.public,
  summary: 'The public registry: published declarations, filtered, sorted, paged (no sign-in)',
  tags: ['registro'],
});
