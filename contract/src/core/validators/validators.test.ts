import { describe, expect, it } from 'vitest';
import {
  dniLetter,
  formatEuro,
  formatIban,
  isBlank,
  isCif,
  isDni,
  isIban,
  isNie,
  isNif,
  isPersonTaxId,
  isSlug,
  normalizeTaxId,
  slugify,
  toDisplayDate,
  toIsoDate,
} from './index';

describe('normalizeTaxId', () => {
  it('uppercases and strips spaces, hyphens and dots', () => {
    expect(normalizeTaxId(' 12.345.678-z ')).toBe('12345678Z');
    expect(normalizeTaxId('b-1234 5674')).toBe('B12345674');
  });
});

describe('DNI', () => {
  it('computes the check letter modulo 23', () => {
    expect(dniLetter(0)).toBe('T');
    expect(dniLetter(12345678)).toBe('Z');
    expect(dniLetter(22)).toBe('E');
    expect(dniLetter(23)).toBe('T');
  });
  it.each(['12345678Z', '00000000T', '87654321X', '11111111H', '12345678z', '12.345.678-Z'])('accepts %s', (id) => {
    expect(isDni(id)).toBe(true);
  });
  it.each(['12345678A', '1234567Z', '123456789Z', 'X1234567L', 'B12345674', '', 'ZZZZZZZZZ'])('rejects %s', (id) => {
    expect(isDni(id)).toBe(false);
  });
});

describe('NIE', () => {
  // X→0, Y→1, Z→2 then the DNI letter: 01234567 % 23 = 19 → L; 11234567 % 23 = 10 → X; 21234567 % 23 = 1 → R
  it.each(['X1234567L', 'Y1234567X', 'Z1234567R', 'x-1234567-l'])('accepts %s', (id) => {
    expect(isNie(id)).toBe(true);
  });
  it.each(['X1234567A', 'W1234567L', 'X123456L', '12345678Z', 'Y1234567L'])('rejects %s', (id) => {
    expect(isNie(id)).toBe(false);
  });
});

describe('CIF', () => {
  // B1234567: odd positions 1,3,5,7 doubled → 2,6,10→1,14→5 = 14; even 2,4,6 = 12; sum 26 → control 4 / 'D'
  it.each([
    'B12345674', // B takes a digit
    'A58818501', // A takes a digit
    'Q2826000H', // Q takes a letter
    'P0800000B', // P (public body) takes a letter
    'S2800001F', // S: doubled 2→4, 1→2, plus 8 = 14 → control 6 → 'F'
    'N0032484H', // N takes a letter
    'G12345674', // G takes either: digit
    'G1234567D', // G takes either: letter
    'B-12345674',
  ])('accepts %s', (id) => {
    expect(isCif(id)).toBe(true);
  });
  it.each([
    'B12345675', // wrong digit
    'B1234567D', // B cannot take a letter
    'Q28260008', // Q cannot take a digit
    'Q2826000J', // wrong letter
    'I12345674', // I is not an organisation letter
    'B1234567', // too short
    '12345678Z', // a DNI
  ])('rejects %s', (id) => {
    expect(isCif(id)).toBe(false);
  });
});

describe('isNif / isPersonTaxId', () => {
  it('accepts any valid DNI, NIE or CIF', () => {
    expect(isNif('12345678Z')).toBe(true);
    expect(isNif('X1234567L')).toBe(true);
    expect(isNif('B12345674')).toBe(true);
    expect(isNif('B12345675')).toBe(false);
    expect(isNif('hola')).toBe(false);
  });
  it('person ids are DNI or NIE only', () => {
    expect(isPersonTaxId('12345678Z')).toBe(true);
    expect(isPersonTaxId('Y1234567X')).toBe(true);
    expect(isPersonTaxId('B12345674')).toBe(false);
  });
});

describe('IBAN', () => {
  it.each(['ES9121000418450200051332', 'ES91 2100 0418 4502 0005 1332', 'es91 2100 0418 4502 0005 1332', 'ES7620770024003102575766'])(
    'accepts %s',
    (iban) => {
      expect(isIban(iban)).toBe(true);
    },
  );
  it.each([
    'ES9121000418450200051333', // wrong check
    'ES912100041845020005133', // 21 digits
    'DE89370400440532013000', // valid German IBAN, not Spanish
    'ES91-2100-0418-4502-0005-1332', // hyphens are not IBAN notation
    '',
  ])('rejects %s', (iban) => {
    expect(isIban(iban)).toBe(false);
  });
  it('formats in blocks of four', () => {
    expect(formatIban('es9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
  });
});

describe('slug', () => {
  it('lowercases, removes accents and joins with underscores', () => {
    expect(slugify('Tamaño de la Empresa (≥ 250)')).toBe('tamano_de_la_empresa_250');
    expect(slugify('Col·legi d’Aparelladors')).toBe('collegi_d_aparelladors');
    expect(slugify('  Ça va -- bien!  ')).toBe('ca_va_bien');
    expect(slugify('ÀÉÍÒÚ ü Ñ')).toBe('aeiou_u_n');
  });
  it('cuts at 50 characters without a trailing underscore', () => {
    const long = slugify('palabra '.repeat(20));
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith('_')).toBe(false);
    expect(isSlug(long)).toBe(true);
    expect(slugify('a'.repeat(80))).toHaveLength(50);
  });
  it('isSlug accepts only a-z, 0-9 and _ up to 50', () => {
    expect(isSlug('tipo_empresa_2')).toBe(true);
    expect(isSlug('Tipo_empresa')).toBe(false);
    expect(isSlug('tipo-empresa')).toBe(false);
    expect(isSlug('')).toBe(false);
    expect(isSlug('a'.repeat(51))).toBe(false);
  });
});

describe('isBlank', () => {
  it('blank strings, empty lists, null and undefined are empty', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('  \n')).toBe(true);
    expect(isBlank([])).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
  });
  it('values are not', () => {
    expect(isBlank('a')).toBe(false);
    expect(isBlank([''])).toBe(false);
    expect(isBlank(0)).toBe(false);
    expect(isBlank(false)).toBe(false);
  });
});

describe('dates', () => {
  it('toIsoDate converts real dates', () => {
    expect(toIsoDate('05/03/2024')).toBe('2024-03-05');
    expect(toIsoDate('5/3/2024')).toBe('2024-03-05');
    expect(toIsoDate('29/02/2024')).toBe('2024-02-29');
    expect(toIsoDate('31/12/1999')).toBe('1999-12-31');
  });
  it('toIsoDate rejects impossible dates and other formats', () => {
    expect(toIsoDate('29/02/2023')).toBeNull();
    expect(toIsoDate('31/04/2024')).toBeNull();
    expect(toIsoDate('00/01/2024')).toBeNull();
    expect(toIsoDate('01/13/2024')).toBeNull();
    expect(toIsoDate('2024-03-05')).toBeNull();
    expect(toIsoDate('')).toBeNull();
  });
  it('toDisplayDate reads dates and datetimes', () => {
    expect(toDisplayDate('2024-03-05')).toBe('05/03/2024');
    expect(toDisplayDate('2024-03-05 10:20:30')).toBe('05/03/2024');
    expect(toDisplayDate('2024-03-05T10:20:30')).toBe('05/03/2024');
    expect(toDisplayDate('2024-03-05T10:20:30.000000Z')).toBe('05/03/2024');
    // 23:30 UTC is already the next day in Madrid
    expect(toDisplayDate('2024-03-05T23:30:00Z')).toBe('06/03/2024');
    expect(toDisplayDate('2024-07-05T23:30:00+02:00')).toBe('05/07/2024');
    expect(toDisplayDate(new Date(Date.UTC(2024, 0, 15, 12)))).toBe('15/01/2024');
  });
  it('toDisplayDate gives an empty text for anything else', () => {
    expect(toDisplayDate(null)).toBe('');
    expect(toDisplayDate(undefined)).toBe('');
    expect(toDisplayDate('')).toBe('');
    expect(toDisplayDate('05/03/2024')).toBe('');
    expect(toDisplayDate('2023-02-29')).toBe('');
    expect(toDisplayDate(new Date(Number.NaN))).toBe('');
  });
  it('round-trips', () => {
    expect(toDisplayDate(toIsoDate('01/10/2025') ?? '')).toBe('01/10/2025');
  });
});

describe('formatEuro', () => {
  it('formats with dots, a comma and two decimals', () => {
    expect(formatEuro(1234.5)).toBe('1.234,50 €');
    expect(formatEuro(0)).toBe('0,00 €');
    expect(formatEuro(12)).toBe('12,00 €');
    expect(formatEuro(1234567.891)).toBe('1.234.567,89 €');
    expect(formatEuro(-1234.5)).toBe('-1.234,50 €');
    expect(formatEuro(-0.001)).toBe('0,00 €');
  });
  it('accepts numeric strings and rejects the rest', () => {
    expect(formatEuro('99.9')).toBe('99,90 €');
    expect(formatEuro('abc')).toBe('');
    expect(formatEuro('')).toBe('');
    expect(formatEuro(null)).toBe('');
    expect(formatEuro(Number.NaN)).toBe('');
  });
});
