/**
 * The registry's pages (issue 35, docs/registry.md 'The pages'): `/registro` and `/registro/{code}`,
 * HTML rendered on the server by the live build of the `mf-registro` area and hydrated in the
 * browser. The API reads the data and decides the status; the area's renderer turns what is written
 * here into the page. This is the seam between the two: what a page is given, and the renderer's
 * signature. Also the two public files a declaration's page links to (its EPD per language, its
 * company's logo) and its record as JSON for machine clients.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { MSG } from '../core/messages';
import { ResultadosPublicos } from '../dapcon/resultados-datos';
import { DapconPublica, type RegistroQueryInput } from './registro';

export type { ResultadosPublicos };

/** The registry's languages: the portal's two and English, for readers outside Catalonia and Spain. */
export const IDIOMAS_REGISTRO = ['es', 'ca', 'en'] as const;
export type IdiomaRegistro = (typeof IDIOMAS_REGISTRO)[number];

/** A declaration's code in a path: 'DAPcon-2026-0001' (letters, digits, '-', '.', '_'); anything else is not a code (404). */
const Codigo = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,30}$/, MSG.noEncontrado));

export const CodigoParams = v.object({ codigo: Codigo });

/** A published (or expired) declaration's record: the registry's row, its company's logo and its EPD per language. */
export const FichaPublica = v.object({
  ...DapconPublica.entries,
  /** The company's logo (`/api/public/dapcon/{code}/logo`), or null when it has none. */
  logo_url: v.nullable(v.string()),
  /** The declaration's EPD (PDF) in each language it has one, `/api/public/dapcon/{code}/documento/{lang}`. */
  documentos: v.array(v.object({ idioma_id: v.number(), idioma: v.string(), url: v.string() })),
  /** Its results table, or null when its company uploaded none (absent from an API older than the table). */
  resultados: v.optional(v.nullable(ResultadosPublicos)),
});
export type FichaPublica = v.InferOutput<typeof FichaPublica>;

/** The API's path of a public declaration's file. */
export function urlDocumentoPublico(codigo: string, idioma: string): string {
  return `/api/public/dapcon/${encodeURIComponent(codigo)}/documento/${encodeURIComponent(idioma)}`;
}
export function urlLogoPublico(codigo: string): string {
  return `/api/public/dapcon/${encodeURIComponent(codigo)}/logo`;
}

/** GET /public/dapcon/:codigo: a published or expired declaration's record for anyone; any other code is 404. */
export const dapconPublica = defineEndpoint({
  method: 'GET',
  path: '/public/dapcon/:codigo',
  params: CodigoParams,
  response: FichaPublica,
  access: ACCESS.public,
  summary: "The public registry: a published declaration's record (no sign-in)",
  tags: ['registro'],
});

/** GET /public/dapcon/:codigo/documento/:idioma: a published or expired declaration's EPD in one of its languages (PDF attachment). */
export const documentoPublico = defineEndpoint({
  method: 'GET',
  path: '/public/dapcon/:codigo/documento/:idioma',
  params: v.object({ codigo: Codigo, idioma: v.pipe(v.string(), v.regex(/^[a-z]{2}$/, MSG.noEncontrado)) }),
  response: v.unknown(),
  envelope: false,
  access: ACCESS.public,
  summary: "The public registry: a published declaration's EPD in one language (PDF, no sign-in)",
  tags: ['registro'],
});

/** GET /public/dapcon/:codigo/logo: the logo of the company that holds a published or expired declaration. */
export const logoPublico = defineEndpoint({
  method: 'GET',
  path: '/public/dapcon/:codigo/logo',
  params: CodigoParams,
  response: v.unknown(),
  envelope: false,
  access: ACCESS.public,
  summary: "The public registry: the logo of a published declaration's company (image, no sign-in)",
  tags: ['registro'],
});

// ---------------------------------------------------------------- the renderer's seam

/** An option of the search form's selects. */
export interface OpcionRegistro {
  id: number;
  nombre: string;
}

/** The search page: the query as the visitor wrote it (kept in the form), its field errors, and the page found. */
export interface PaginaLista {
  tipo: 'lista';
  /** The query's parameters as they came (strings), for the form and the links. */
  consulta: Partial<Record<keyof RegistroQueryInput, string>>;
  /** The fields whose value is not valid (the page then shows no result). */
  errores: (keyof RegistroQueryInput)[];
  resultado: { data: DapconPublica[]; total: number; per_page: number; current_page: number };
  /** The RCPs with a declaration in the registry, and the publication languages, for the selects. */
  rcps: OpcionRegistro[];
  /** Each language with its own name ('Español', 'Català', 'English', 'Français'…: an endonym reads the same in any page language). */
  idiomas: { id: number; codigo: string; nombre: string }[];
  /** The company the list is filtered by, named in the heading. */
  empresa: string | null;
  /** The ECO Platform classes declarations of the registry are filed under (code and name in the page's language, by name), for the select. */
  clasificaciones: { codigo: string; nombre: string }[];
}

/** A declaration's page. */
export interface PaginaFicha {
  tipo: 'ficha';
  dapcon: FichaPublica;
}

/** An unknown code (404). */
export interface PaginaNoEncontrada {
  tipo: 'no-encontrada';
  codigo: string;
}

/**
 * A declaration withdrawn by the programme's administration (410): its code, its product and the day
 * it was withdrawn (`yyyy-mm-dd`, in the programme's time zone); the reason is the programme's and
 * the company's, never shown here.
 */
export interface PaginaRetirada {
  tipo: 'retirada';
  codigo: string;
  producto: string;
  retirada_el: string;
}

export type PaginaRegistro = PaginaLista | PaginaFicha | PaginaNoEncontrada | PaginaRetirada;

/** What the renderer is told besides the page. */
export interface ContextoRegistro {
  lang: IdiomaRegistro;
  /** The site's public origin ('https://portal.example.org'): the absolute URLs of hreflang, canonical and JSON-LD. */
  origin: string;
  /** Where the area's build is served from ('/remotes/mf-registro/0.1.0-3f9a1c2b/'): its script and style sheet. */
  base: string;
  /** The page's path and query without `lang` ('/registro?rcp_id=3'): the alternates add theirs. */
  path: string;
}

/** The area's server entry: a page as a whole HTML document. */
export type RenderRegistro = (pagina: PaginaRegistro, contexto: ContextoRegistro) => string;

/**
 * Props of mf-registro's `./EnlaceRegistro`: a published declaration's entry in the registry, as a
 * panel of the DAPcon record page (mf-empresas mounts it with `RemotePanel` when the declaration is
 * published or expired).
 *
 * @example
 * <RemotePanel<EnlaceRegistroProps> remote="mf_registro" module="EnlaceRegistro" props={{ codigo }} />
 */
export interface EnlaceRegistroProps {
  /** The declaration's code ('DAPcon-2026-0001'). */
  codigo: string;
}

// ---------------------------------------------------------------- the registration certificate

/** The certificate's language: `?lang=es|ca|en` (the caller's `Accept-Language` without it). */
export const CertificadoQuery = v.object({ lang: v.optional(v.picklist(IDIOMAS_REGISTRO, MSG.valorNoValido)) });

/**
 * GET /public/dapcon/:codigo/certificado: a published or expired declaration's registration certificate,
 * a PDF in the language asked for (the programme, the code, product, company, RCP, verifier and
 * validity, and a QR code to its registry page), for anyone.
 */
export const certificadoPublico = defineEndpoint({
  method: 'GET',
  path: '/public/dapcon/:codigo/certificado',
  params: CodigoParams,
  query: CertificadoQuery,
  response: v.unknown(),
  envelope: false,
  access: ACCESS.public,
  summary: "The public registry: a published declaration's registration certificate (PDF with a QR code to its page, no sign-in)",
  tags: ['registro'],
});

/** The API's path of a declaration's certificate in a language. */
export function urlCertificado(codigo: string, lang: IdiomaRegistro): string {
  return `/api/public/dapcon/${encodeURIComponent(codigo)}/certificado?lang=${lang}`;
}
