// The preview of a template: its texts with each `{{variable}}` replaced by the variable's sample value.
import { escapeHtml, sustituirVariables, variablesAjenas, type PlantillaIdioma, type PlantillaVariable } from '@dapcon/contract/contenidos';

/**
 * A template's text with each variable it has replaced by its sample; a variable it does not have stays
 * as written. `html`: the samples are escaped (the text is the body's HTML).
 *
 * @example
 * conEjemplos('Hola, {{nombre}}', [{ var_id: 'nombre', var_desc: '', ejemplo: 'Ana & Joan' }], { html: true }) // 'Hola, Ana &amp; Joan'
 */
export function conEjemplos(text: string, variables: readonly PlantillaVariable[], { html = false }: { html?: boolean } = {}): string {
  const ejemplos = new Map(variables.map((x) => [x.var_id, x.ejemplo]));
  return sustituirVariables(text, (name) => {
    const ejemplo = ejemplos.get(name);
    return ejemplo === undefined || !html ? ejemplo : escapeHtml(ejemplo);
  });
}

/** The variables the texts use that the template does not have, once each (the server refuses them). */
export function variablesDesconocidas(texts: readonly string[], variables: readonly PlantillaVariable[]): string[] {
  return variablesAjenas(texts, variables.map((x) => x.var_id));
}

/**
 * The document the preview frame shows: the body with the samples, in the template's language, with a
 * plain e-mail look (the stored HTML is a fragment the editor wrote; the server has cleaned it).
 */
export function documentoVistaPrevia(html: string, variables: readonly PlantillaVariable[], idioma: PlantillaIdioma): string {
  return [
    '<!doctype html>',
    `<html lang="${idioma}"><head><meta charset="utf-8">`,
    '<style>body{font-family:Arial,Helvetica,sans-serif;color:#1a202c;line-height:1.5;margin:12px;font-size:14px;overflow-wrap:anywhere}img{max-width:100%;height:auto}a{color:#276749}</style>',
    '</head><body>',
    conEjemplos(html, variables, { html: true }),
    '</body></html>',
  ].join('');
}
