import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { crossFieldRules } from './form';
import { isSpanishPostalCode, PAIS_ESPANA, spanishAddressRules, spanishPostalCode } from './address';
import { MSG } from './messages';

describe('the postal-code rule', () => {
  it.each(['01001', '08001', '28080', '52001', '35001', '53001', '00001'])('accepts %s (5 digits)', (cp) => {
    expect(isSpanishPostalCode(cp)).toBe(true);
  });
  it.each(['8001', '080011', '08 01', 'abcde', ' 08001', '', 8001, null])('rejects %s', (cp) => {
    expect(isSpanishPostalCode(cp)).toBe(false);
  });
  it('gives the lookup query its messages', () => {
    expect(v.safeParse(spanishPostalCode(), '0800').issues?.[0]?.message).toBe(MSG.codigoPostalCincoDigitos);
    expect(v.safeParse(spanishPostalCode(), undefined).issues?.[0]?.message).toBe(MSG.codigoPostalObligatorio);
  });
});

describe('spanishAddressRules', () => {
  const Address = v.pipe(
    v.object({ pais: v.number(), cp: v.optional(v.string()), town: v.optional(v.string()), province: v.optional(v.string()) }),
    crossFieldRules(spanishAddressRules({ pais: 'pais', codigoPostal: 'cp', poblacion: 'town', provincia: 'province' })),
  );
  const errors = (input: unknown) => Object.fromEntries((v.safeParse(Address, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]));

  it('asks Spain for postal code, town and province, one message per field', () => {
    expect(errors({ pais: PAIS_ESPANA })).toEqual({ cp: MSG.codigoPostalObligatorio, town: MSG.poblacionObligatoria, province: MSG.provinciaObligatoria });
    expect(errors({ pais: PAIS_ESPANA, cp: '0800', town: 'Barcelona', province: 'Barcelona' })).toEqual({ cp: MSG.codigoPostalCincoDigitos });
    expect(errors({ pais: PAIS_ESPANA, cp: '08001', town: 'Barcelona', province: 'Barcelona' })).toEqual({});
  });

  it('asks nothing of other countries', () => {
    expect(errors({ pais: 2 })).toEqual({});
    expect(errors({ pais: 2, cp: 'SW1A 1AA' })).toEqual({});
  });
});
