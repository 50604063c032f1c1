import { describe, expect, it } from 'vitest';
import { localizeMessage, MESSAGES, MSG, SESSION_ERROR_MESSAGES } from './messages';

describe('contract messages', () => {
  it('have a Spanish and a Catalan text for every key', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(text.es.trim(), key).not.toBe('');
      expect(text.ca.trim(), key).not.toBe('');
    }
    expect(Object.keys(MSG).sort()).toEqual(Object.keys(MESSAGES).sort());
  });

  it('give one Catalan text per Spanish text (localizeMessage goes by the Spanish text)', () => {
    const seen = new Map<string, string>();
    for (const [key, text] of Object.entries(MESSAGES)) {
      const other = seen.get(text.es);
      if (other !== undefined) expect(other, key).toBe(text.ca);
      seen.set(text.es, text.ca);
    }
  });

  it('localizes contract texts and leaves anything else as it is', () => {
    expect(localizeMessage(MSG.documentoObligatorio, 'ca')).toBe('El document és obligatori.');
    expect(localizeMessage(MSG.documentoObligatorio, 'es')).toBe('El documento es obligatorio.');
    expect(localizeMessage('Núria Puig', 'ca')).toBe('Núria Puig');
    for (const session of SESSION_ERROR_MESSAGES) expect(localizeMessage(session, 'ca')).toBe(session);
  });

  it('are translated: a Catalan text equal to the Spanish one is a spec text written in Catalan', () => {
    const same = Object.entries(MESSAGES).filter(([, text]) => text.es === text.ca).map(([key]) => key);
    expect(same).toEqual(['sinResultados']);
  });
});
