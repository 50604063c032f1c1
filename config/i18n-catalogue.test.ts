import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CATALOGUES } from '@dapcon/contract';
import { addBundle } from '@dapcon/shared-sdk';
import { i18n, missingTranslations, unlistedBundles } from './i18n-catalogue';

const root = path.resolve(import.meta.dirname, '..');

describe('the text catalogue', () => {
  it('has every key of every namespace in both Spanish and Catalan', () => {
    expect(missingTranslations()).toEqual([]);
    // Every namespace the apps use is loaded here (a bundle not listed in i18n-catalogue.ts is not checked).
    expect(Object.keys(i18n.store.data.es ?? {}).sort()).toEqual(['auth', 'common', 'consultores', 'contenidos', 'empresas', 'finanzas', 'home', 'home-barra', 'home-firma', 'home-inicio', 'home-panel', 'home-resumen', 'home-tickets', 'parametros', 'registro', 'shell', 'ui']);
  });

  it('loads every bundle the apps add: no addBundle call outside the catalogue', () => {
    expect(unlistedBundles(root)).toEqual([]);
  });

  it('speaks one Catalan: Núm., never N°; Descarregar, never Baixar (issue 33 item 17)', () => {
    const texts: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(i18n.store.data.ca);
    for (const catalogue of ALL_CATALOGUES) for (const message of Object.values(catalogue)) texts.push(message.ca);
    expect(texts.length).toBeGreaterThan(1000);
    // 'Núm.' (or 'núm.' within a sentence) is the Catalan abbreviation; 'N°' and 'Nº' are not Catalan.
    expect(texts.filter((text) => /N[°º]/.test(text))).toEqual([]);
    // The catalogues say 'Descarregar' (and 'Descarregueu', 'Descàrrega'): one word for one action.
    expect(texts.filter((text) => /\b[Bb]aix(ar|eu|ant|at)\b/.test(text))).toEqual([]);
  });

  it('names a key written in one language only', () => {
    addBundle('prueba', { es: { a: 'A', b: { c: 'C' } }, ca: { a: 'A', d: 'D' } });
    try {
      expect(missingTranslations().filter((m) => m.ns === 'prueba')).toEqual([
        { ns: 'prueba', key: 'd', missingIn: 'es' },
        { ns: 'prueba', key: 'b.c', missingIn: 'ca' },
      ]);
    } finally {
      for (const lang of ['es', 'ca']) i18n.removeResourceBundle(lang, 'prueba');
    }
  });
});
