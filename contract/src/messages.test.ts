import { describe, expect, it } from 'vitest';
import {
  ALL_CATALOGUES,
  AUTH_MESSAGES,
  catalogueConflicts,
  CORE_MESSAGES,
  createLocalizer,
  MSG,
  SESSION_ERROR_MESSAGES,
  spanishTexts,
} from './index';

const localize = createLocalizer(ALL_CATALOGUES);

describe('contract messages', () => {
  it('have a Spanish and a Catalan text for every key of every catalogue', () => {
    for (const catalogue of ALL_CATALOGUES) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.es.trim(), key).not.toBe('');
        expect(text.ca.trim(), key).not.toBe('');
      }
      expect(Object.keys(spanishTexts(catalogue)).sort()).toEqual(Object.keys(catalogue).sort());
    }
  });

  it('use each key once across the areas', () => {
    const keys = ALL_CATALOGUES.flatMap((catalogue) => Object.keys(catalogue));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('give one Catalan text per Spanish text (a localizer goes by the Spanish text)', () => {
    expect(catalogueConflicts(ALL_CATALOGUES)).toEqual([]);
    expect(catalogueConflicts([{ a: { es: 'Hola', ca: 'Hola' } }, { b: { es: 'Hola', ca: 'Bon dia' } }])).toEqual(['Hola']);
  });

  it('localize contract texts and leave anything else as it is', () => {
    expect(localize(MSG.documentoObligatorio, 'ca')).toBe('El document és obligatori.');
    expect(localize(MSG.documentoObligatorio, 'es')).toBe('El documento es obligatorio.');
    expect(localize(AUTH_MESSAGES.sesionIniciada.es, 'ca')).toBe('Sessió iniciada correctament.');
    expect(localize('Núria Puig', 'ca')).toBe('Núria Puig');
    for (const session of SESSION_ERROR_MESSAGES) expect(localize(session, 'ca')).toBe(session);
  });

  it('take in a catalogue added later (a remote loaded after the shell)', () => {
    const partial = createLocalizer([CORE_MESSAGES]);
    expect(partial(AUTH_MESSAGES.sesionIniciada.es, 'ca')).toBe(AUTH_MESSAGES.sesionIniciada.es);
    partial.add(AUTH_MESSAGES);
    expect(partial(AUTH_MESSAGES.sesionIniciada.es, 'ca')).toBe('Sessió iniciada correctament.');
  });

  it('are translated: a Catalan text equal to the Spanish one is a spec text written in Catalan, or the same words', () => {
    const same = ALL_CATALOGUES.flatMap((catalogue) => Object.entries(catalogue).filter(([, text]) => text.es === text.ca).map(([key]) => key));
    // 'DAPcon creada' is Catalan as well as Spanish.
    expect(same).toEqual(['sinResultados', 'dapconCreada']);
  });
});
