/** What the registry's components share: the list's result, and how the browser loads another one. */
import type { ContextoRegistro, IdiomaRegistro, PaginaLista, PaginaRegistro } from '@dapcon/contract/registro';
import type { CampoConsulta } from './textos';
import type { Consulta } from './url';

export type Resultado = PaginaLista['resultado'];

/** A list state's answer: its page of rows, or the fields the API refused (422). */
export type RespuestaLista = { ok: true; resultado: Resultado } | { ok: false; errores: CampoConsulta[] };

/**
 * Loads a list state (the browser's `cliente/api.ts`); it throws when the network or the API fails.
 * Absent on the server: the links and the form are then plain navigations.
 */
export type CargarLista = (consulta: Consulta, lang: IdiomaRegistro, signal: AbortSignal) => Promise<RespuestaLista>;

/** The id of the page's JSON block with the props the browser hydrates from. */
export const ID_DATOS = 'registro-datos';

/** What that block holds (the server writes it, `cliente/hidratar.tsx` reads it back). */
export interface DatosRegistro {
  pagina: PaginaRegistro;
  contexto: ContextoRegistro;
}
