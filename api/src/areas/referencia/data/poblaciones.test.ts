import { describe, expect, it } from 'vitest';
import { poblacionRows, PROVINCIAS } from './poblaciones';

describe('the postal-code table', () => {
  const rows = poblacionRows();

  it('covers all 52 provinces with codes that start with their own INE code', () => {
    expect(Object.keys(PROVINCIAS)).toHaveLength(52);
    expect(new Set(Object.values(PROVINCIAS).map((p) => p.codigo))).toEqual(new Set(Array.from({ length: 52 }, (_, i) => i + 1)));
    expect(new Set(rows.map((r) => r.provincia)).size).toBe(52);
  });

  it('has a few hundred codes, the capitals among them, and codes shared by several towns', () => {
    const codes = new Set(rows.map((r) => r.codigo_postal));
    expect(codes.size).toBeGreaterThan(300);
    for (const cp of ['08001', '28001', '46001', '17001', '25001', '43001']) expect(codes).toContain(cp);
    const shared = rows.filter((r) => rows.filter((o) => o.codigo_postal === r.codigo_postal).length > 1);
    expect(shared.length).toBeGreaterThan(4);
  });

  it('lists each town once per code', () => {
    const keys = rows.map((r) => `${r.codigo_postal} ${r.poblacion}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
