import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { displayIban, ibanField, IBAN_MESSAGES, isValidCreditorId, isValidIban, normalizeCreditorId, normalizeIban } from './iban';

const REQUIRED = 'Ingrese un N° IBAN';
const field = ibanField(REQUIRED);

function messageOf(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0]?.message;
}

describe('IBAN field', () => {
  it.each([
    ['ES9121000418450200051332', 'ES9121000418450200051332'],
    ['ES91 2100 0418 4502 0005 1332', 'ES9121000418450200051332'],
    ['  es91 2100 0418 4502 0005 1332 ', 'ES9121000418450200051332'],
    ['ES91-2100-0418-4502-0005-1332', 'ES9121000418450200051332'],
    ['ES7921000813610123456789', 'ES7921000813610123456789'],
  ])('accepts %s and gives the electronic format', (typed, electronic) => {
    expect(v.parse(field, typed)).toBe(electronic);
  });

  it.each([
    ['ES9121000418450200051333', 'a wrong check digit'],
    ['ES912100041845020005133', 'one digit short'],
    ['ES91210004184502000513321', 'one digit too many'],
    ['XX9121000418450200051332', 'no such country'],
    ['DE89370400440532013000', 'a valid German IBAN, but Spanish only by default'],
    ['hola', 'not an IBAN'],
    ['ES91 2100 0418 4502 0005 133X', 'a letter where a digit goes'],
  ])('refuses %s (%s) with "IBAN no válido"', (typed) => {
    expect(messageOf(field, typed)).toBe('IBAN no válido');
  });

  it('asks for it with the given message when missing or blank', () => {
    expect(messageOf(field, '')).toBe(REQUIRED);
    expect(messageOf(field, '   ')).toBe(REQUIRED);
    expect(messageOf(field, undefined)).toBe(REQUIRED);
    expect(messageOf(v.object({ iban: field }), {})).toBe(REQUIRED);
  });

  it('takes other countries when told, and its own invalid message', () => {
    const sepa = ibanField(REQUIRED, { paises: ['ES', 'DE'], invalidMessage: 'Cuenta no válida' });
    expect(v.parse(sepa, 'de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(messageOf(sepa, 'FR1420041010050500013M02606')).toBe('Cuenta no válida');
  });

  it('has the message in both languages', () => {
    expect(IBAN_MESSAGES.ibanNoValido).toEqual({ es: 'IBAN no válido', ca: 'IBAN no vàlid' });
  });
});

describe('IBAN helpers', () => {
  it('normalize, check and group', () => {
    expect(normalizeIban(' es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
    expect(normalizeIban('')).toBe('');
    expect(isValidIban('ES91 2100 0418 4502 0005 1332')).toBe(true);
    expect(isValidIban('ES9121000418450200051333')).toBe(false);
    expect(isValidIban('DE89370400440532013000', ['DE'])).toBe(true);
    expect(displayIban('es9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
  });
});

describe('SEPA creditor identifiers', () => {
  // Check digits as the sepa library computes them (SEPA.checksumCreditorID): ES10ZZZQ0875009B, ES70ZZZG08953184, DE98ZZZ09999999999.
  it('take the valid ones, whatever the business code, spaces or case', () => {
    for (const id of ['ES10ZZZQ0875009B', 'ES70ZZZG08953184', 'DE98ZZZ09999999999', 'es10 abc q0875009b']) expect(isValidCreditorId(id), id).toBe(true);
    expect(normalizeCreditorId('es10 zzz q0875009b')).toBe('ES10ZZZQ0875009B');
  });

  it('refuse wrong check digits, a changed identifier, and malformed text', () => {
    for (const id of ['ES11ZZZQ0875009B', 'ES10ZZZQ0875009C', 'ES10ZZZ', '', 'XX', 'ES10ZZZQ08750$9B']) expect(isValidCreditorId(id), id).toBe(false);
  });
});
