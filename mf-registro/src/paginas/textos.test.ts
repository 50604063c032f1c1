import { describe, expect, it } from 'vitest';
import { formatearFecha, formatearNumero, IDIOMAS, nombreIdioma, TEXTOS } from './textos';

/** Every string of a texts object, the functions called with sample arguments. */
function cadenas(valor: unknown, ruta: string): [string, string][] {
  if (typeof valor === 'string') return [[ruta, valor]];
  if (typeof valor === 'function') return cadenas((valor as (...a: unknown[]) => unknown)('X', 2), `${ruta}()`);
  if (valor && typeof valor === 'object') return Object.entries(valor).flatMap(([k, v]) => cadenas(v, `${ruta}.${k}`));
  throw new Error(`${ruta}: ${typeof valor}`);
}

describe('TEXTOS', () => {
  it('has no empty text in any language, and the same keys in all three', () => {
    const claves = (lang: (typeof IDIOMAS)[number]) => cadenas(TEXTOS[lang], lang).map(([r]) => r.slice(2));
    for (const lang of IDIOMAS) {
      for (const [ruta, texto] of cadenas(TEXTOS[lang], lang)) expect(texto.trim(), ruta).not.toBe('');
      expect(claves(lang)).toEqual(claves('es'));
    }
  });
  it("names the programme and the states in each language", () => {
    expect(TEXTOS.es.programa).toBe('DAPcon · Registro de declaraciones ambientales de producto');
    expect(TEXTOS.ca.programa).toContain('Registre de declaracions ambientals de producte');
    expect(TEXTOS.en.programa).toContain('Register of environmental product declarations');
    expect([TEXTOS.es.estados.publicada, TEXTOS.ca.estados.publicada, TEXTOS.en.estados.publicada]).toEqual(['Publicada', 'Publicada', 'Published']);
    expect(TEXTOS.en.estados.caducada).toBe('Expired');
    expect([nombreIdioma('es', 'es'), nombreIdioma('es', 'ca'), nombreIdioma('es', 'en')]).toEqual(['Español', 'Castellà', 'Spanish']);
    expect(nombreIdioma('xx', 'es')).toBe('XX');
    expect(TEXTOS.es.pagina(2, 14)).toBe('Página 2 de 14');
    expect(TEXTOS.es.caducadaAviso('29/11/2026')).toBe('Esta declaración caducó el 29/11/2026; ya no está vigente.');
  });
});

describe('formats', () => {
  it('writes dates the same way everywhere (no Intl)', () => {
    expect(formatearFecha('2026-11-29', 'es')).toBe('29/11/2026');
    expect(formatearFecha('2026-11-29', 'ca')).toBe('29/11/2026');
    expect(formatearFecha('2026-11-29', 'en')).toBe('29 Nov 2026');
    expect(formatearFecha('2026-01-05', 'en')).toBe('5 Jan 2026');
    expect(formatearFecha('no es fecha', 'es')).toBe('no es fecha');
    expect(formatearFecha('2026-13-01', 'en')).toBe('2026-13-01');
  });
  it('groups thousands', () => {
    expect(formatearNumero(19698, 'es')).toBe('19.698');
    expect(formatearNumero(19698, 'en')).toBe('19,698');
    expect(formatearNumero(999, 'ca')).toBe('999');
    expect(TEXTOS.es.resultadosCuenta(1)).toBe('1 declaración encontrada');
    expect(TEXTOS.en.resultadosCuenta(1234567)).toBe('1,234,567 declarations found');
  });
});
