import { describe, expect, it } from 'vitest';
import { isCif, isDni, isNie } from '@dapcon/contract';
import { Random } from './random';
import { cif, dni, nie } from './documents';

describe('generated tax ids', () => {
  it('match known valid ids', () => {
    expect(dni(12_345_678)).toBe('12345678Z');
    expect(nie('X', 1_234_567)).toBe('X1234567L');
    expect(cif('B', 12, 34_567)).toBe('B12345674');
    expect(cif('A', 58, 81_850)).toBe('A58818501');
    expect(cif('Q', 28, 26_004)).toBe('Q2826004J');
  });

  it('pass the shared validators, thousands of times', () => {
    const rng = new Random(7);
    for (let i = 0; i < 2000; i++) {
      expect(isDni(dni(rng.int(0, 99_999_999)))).toBe(true);
      expect(isNie(nie(rng.pick(['X', 'Y', 'Z'] as const), rng.int(0, 9_999_999)))).toBe(true);
      const id = cif(rng.pick(['A', 'B', 'F', 'G', 'N', 'P', 'Q', 'S', 'W']), rng.int(1, 52), rng.int(0, 99_999));
      expect(isCif(id), id).toBe(true);
    }
  });
});

describe('Random', () => {
  it('is reproducible', () => {
    const a = new Random(42);
    const b = new Random(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('stays in range', () => {
    const rng = new Random(1);
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
  });
});
