import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { anyoCuota, anyosCuota, conIva, fromCents, importe, porcentajeDe, sumImportes, toCents } from './money';

describe('money', () => {
  it('reads canonical, typed Spanish and numeric amounts as whole cents', () => {
    expect(toCents('1234.50')).toBe(123450);
    expect(toCents('1.234,50')).toBe(123450);
    expect(toCents('1234,5')).toBe(123450);
    expect(toCents('1.234')).toBe(123400);
    expect(toCents(99.9)).toBe(9990);
    expect(toCents('-5.00')).toBe(-500);
    expect(toCents('12.345')).toBe(1234500); // Spanish grouping: twelve thousand
    expect(toCents('12.3456')).toBeNaN();
    expect(toCents('abc')).toBeNaN();
    expect(toCents(0.001)).toBeNaN();
  });

  it('writes cents back as the canonical string', () => {
    expect(fromCents(123450)).toBe('1234.50');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-5)).toBe('-0.05');
  });

  it('sums to the cent where floating point drifts', () => {
    const amounts = Array.from({ length: 1000 }, () => '0.10');
    expect(sumImportes(amounts)).toBe('100.00');
    expect(amounts.reduce((sum, a) => sum + Number(a), 0)).not.toBe(100);
    expect(sumImportes(['0.10', 0.2])).toBe('0.30');
  });

  it('adds VAT rounded half up to the cent', () => {
    expect(conIva('450.00')).toEqual({ precio: '450.00', iva: '94.50', importe_total: '544.50' });
    expect(conIva('0.50')).toEqual({ precio: '0.50', iva: '0.11', importe_total: '0.61' });
  });

  it('validates an amount field: required, not negative, two decimals at most', () => {
    const schema = importe('Ingrese un importe');
    expect(v.parse(schema, '1.234,5')).toBe('1234.50');
    expect(v.parse(schema, 12)).toBe('12.00');
    const issue = (value: unknown) => v.safeParse(schema, value).issues?.[0]?.message;
    expect(issue('')).toBe('Ingrese un importe');
    expect(issue(undefined)).toBe('Ingrese un importe');
    expect(issue('-1')).toBe(MSG.importeNoValido);
    expect(v.parse(schema, '1.999')).toBe('1999.00');
    expect(issue('3,141')).toBe(MSG.importeNoValido);
    expect(issue('1e5')).toBe(MSG.importeNoValido);
    expect(issue('99999999999')).toBe(MSG.importeNoValido);
    expect(v.safeParse(importe('x', { positive: true }), '0').issues?.[0]?.message).toBe(MSG.importeNoValido);
  });

  it('accepts fee years from 2000 to the current year', () => {
    const now = () => new Date('2026-06-01T12:00:00Z');
    const schema = anyoCuota('El campo es obligatorio.', now);
    expect(v.parse(schema, '2024')).toBe(2024);
    expect(v.parse(schema, 2000)).toBe(2000);
    expect(v.safeParse(schema, '').issues?.[0]?.message).toBe('El campo es obligatorio.');
    expect(v.safeParse(schema, 1999).issues?.[0]?.message).toBe(MSG.anyoNoValido);
    expect(v.safeParse(schema, '2027').issues?.[0]?.message).toBe(MSG.anyoNoValido);
    expect(v.safeParse(schema, '20x4').issues?.[0]?.message).toBe(MSG.anyoNoValido);
    expect(anyosCuota(now())).toHaveLength(27);
    expect(anyosCuota(now())[0]).toBe(2026);
  });

  it('takes a percentage of an amount, rounded half up to the cent', () => {
    expect(porcentajeDe('450.00', '10.00')).toBe('45.00');
    expect(porcentajeDe('123.45', '10.00')).toBe('12.35'); // 12.345
    expect(porcentajeDe('100.30', '5.00')).toBe('5.02'); // 5.015
    expect(porcentajeDe('0.05', '50.00')).toBe('0.03'); // 2.5 cents
    expect(porcentajeDe('0.15', '10.00')).toBe('0.02'); // 1.5 cents
    expect(porcentajeDe('0.14', '10.00')).toBe('0.01'); // 1.4 cents
    expect(porcentajeDe('0.01', '50.00')).toBe('0.01'); // half a cent
    expect(porcentajeDe('0.01', '49.99')).toBe('0.00'); // just under
    expect(porcentajeDe('900.13', '4.00')).toBe('36.01'); // 36.0052
    expect(porcentajeDe('1500.05', '8.00')).toBe('120.00'); // 120.004
    expect(porcentajeDe('1234567.89', '12.34')).toBe('152345.68'); // 152345.677626
  });

  it('gives zero for a zero amount or rate, and the amount itself at 100 %', () => {
    expect(porcentajeDe('0.00', '10.00')).toBe('0.00');
    expect(porcentajeDe('123.45', '0.00')).toBe('0.00');
    expect(porcentajeDe(0, 0)).toBe('0.00');
    expect(porcentajeDe('123.45', '100.00')).toBe('123.45');
    expect(porcentajeDe('0.01', '100.00')).toBe('0.01');
    expect(porcentajeDe('9999999999.99', '100.00')).toBe('9999999999.99');
  });

  it('is exact on the largest amounts, where the product passes 2^53', () => {
    // 999999999999 cents × 9999 = 9998999999990001 (> Number.MAX_SAFE_INTEGER) / 10000 → 999899999999.0001 cents.
    expect(porcentajeDe('9999999999.99', '99.99')).toBe('9998999999.99');
    // 999999999999 × 3333 / 10000 = 333299999999.6667 cents → up.
    expect(porcentajeDe('9999999999.99', '33.33')).toBe('3333000000.00');
    expect(porcentajeDe('9999999999.99', '0.01')).toBe('1000000.00'); // 999999.9999…
    expect(999_999_999_999 * 9999).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
  });

  it('reads its arguments as amounts do (typed Spanish, numbers), and rounds a negative amount away from zero', () => {
    expect(porcentajeDe('1.234,50', 10)).toBe('123.45');
    expect(porcentajeDe(99.99, '5')).toBe('5.00'); // 4.9995
    expect(porcentajeDe('-0.05', '50.00')).toBe('-0.03');
  });
});
