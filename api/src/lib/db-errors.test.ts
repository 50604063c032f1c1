import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors';

/** An error as Drizzle throws it: its own, with the driver's (which carries the SQLSTATE) as its cause. */
const wrapped = (code: string) => Object.assign(new Error('Failed query: …'), { cause: Object.assign(new Error('driver'), { code }) });

describe('database errors by SQLSTATE', () => {
  it('tells a unique violation, bare or wrapped', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped('23503'))).toBe(false);
  });

  it('tells a foreign-key refusal, of NO ACTION (23503) and of RESTRICT (23001)', () => {
    expect(isForeignKeyViolation(wrapped('23503'))).toBe(true);
    expect(isForeignKeyViolation(wrapped('23001'))).toBe(true);
    expect(isForeignKeyViolation(wrapped('23505'))).toBe(false);
    expect(isForeignKeyViolation(new Error('no code'))).toBe(false);
    expect(isForeignKeyViolation(null)).toBe(false);
  });
});
