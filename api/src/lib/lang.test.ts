import { describe, expect, it } from 'vitest';
import { languageOf } from './lang';

describe('languageOf', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['ca', 'ca'],
    ['es', 'es'],
    ['ca-ES,ca;q=0.9,es;q=0.8', 'ca'],
    ['es-ES,es;q=0.9,ca;q=0.8', 'es'],
    ['en-GB,ca;q=0.5', 'ca'],
    ['es;q=0.4,ca;q=0.6', 'ca'],
    ['ca;q=0', 'es'],
    ['fr', 'es'],
  ] as const)('%s → %s', (header, lang) => {
    expect(languageOf(header)).toBe(lang);
  });
});
