// The last day of a declaration's validity (docs/dapcon-lifecycle.md 'Publication'): five years on,
// less a day, as the publication modal shows it and the API stores it.
import { describe, expect, it } from 'vitest';
import { validoHastaDe } from './dapcon';

describe('validoHastaDe', () => {
  it.each([
    ['2026-03-02', '2031-03-01'],
    ['2021-05-10', '2026-05-09'],
    // The first of a month ends on the last day of the previous one, across a year too.
    ['2026-01-01', '2030-12-31'],
    ['2026-03-01', '2031-02-28'],
    // A 29 February start ends on 28 February (the five-year anniversary has no 29th).
    ['2024-02-29', '2029-02-28'],
  ])('%s → %s', (desde, hasta) => {
    expect(validoHastaDe(desde)).toBe(hasta);
  });
});
