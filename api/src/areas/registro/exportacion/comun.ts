/**
 * What both exports say the same way: the programme operator, the standards a DAPcon declaration
 * complies with, the document's language, and the absolute links.
 */
import { urlIlcd, urlOpenEpd, urlRegistro } from '@dapcon/contract';
import type { DeclaracionExportable } from './datos';

/** The programme operator, as the exports name it. */
export const PROGRAMA = 'DAPcon';

/**
 * The standards the declaration complies with. The portal does not store them per declaration: a
 * DAPcon declaration follows ISO 14025 and, under the RCPs in force, EN 15804+A2. The LCIA method
 * (EF 3.1 or EF 3.0) comes with the results upload; until then EF 3.1, the current one.
 */
export const NORMAS = {
  en15804: { openEpd: 'EN15804+A2', nombre: 'EN 15804:2012+A2:2019', ilcdUuid: 'd4aa3ec7-b1d7-4a4a-a6cb-37af88dcc902', ilcdNombre: 'EN 15804+A2 (EF 3.1)' },
  iso14025: { openEpd: 'ISO14025', nombre: 'ISO 14025:2006', ilcdUuid: '4f2eb655-6e44-4874-a95a-e28f5442cd4d', ilcdNombre: 'ISO 14025' },
} as const;

/** The language an export is written in: the declaration's first publication language (by the portal's order: es, ca, en…). */
export function idiomaPrincipal(d: DeclaracionExportable): string {
  return d.ficha.idiomas[0]?.idioma ?? 'es';
}

/** The publication languages' codes, in the portal's order (Spanish when it lists none). */
export function idiomasPublicacion(d: DeclaracionExportable): string[] {
  const codigos = d.ficha.idiomas.map((i) => i.idioma);
  return codigos.length ? codigos : ['es'];
}

/** The RCP's name in a language: that language's, else the Spanish one, else the first it has, else its reference. */
export function nombreRcp(d: DeclaracionExportable, idioma: string): string {
  const { nombres } = d.rcp;
  return (nombres.find((n) => n.idioma === idioma) ?? nombres.find((n) => n.idioma === 'es') ?? nombres[0])?.nombre ?? d.rcp.equivalencia;
}

/** The absolute links of a declaration: its registry page, its two exports and its EPD (PDF) in each language it has one. */
export function enlaces(d: DeclaracionExportable) {
  const codigo = d.ficha.dapcon_codigo;
  return {
    registro: `${d.origen}${urlRegistro(codigo)}`,
    openEpd: `${d.origen}${urlOpenEpd(codigo)}`,
    ilcd: `${d.origen}${urlIlcd(codigo)}`,
    documentos: d.ficha.documentos.map((doc) => ({ idioma: doc.idioma, url: `${d.origen}${doc.url}` })),
  };
}

/** `yyyy-mm-dd` as the date-time of that day's start, UTC ('2026-03-01T00:00:00Z'). */
export function inicioDelDia(fecha: string): string {
  return `${fecha}T00:00:00Z`;
}
