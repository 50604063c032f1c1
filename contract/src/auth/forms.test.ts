import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  crossFieldRules,
  formAccepted,
  formBoolean,
  formDataValues,
  formId,
  hasForbiddenCharacter,
  MAX_INTEGER,
  MSG,
  newPassword,
  optionalText,
  optionalUpload,
  requiredText,
  toFormBoolean,
  toFormData,
  UPLOAD_RULES,
} from '../core';
import {
  AUTH_MSG,
  CambiarPasswordBody,
  DocumentoAcreditacionBody,
  RegistroConsultorBody,
  RegistroOrganizacionBody,
  ReiniciarPasswordBody,
} from './index';

/** First message per field, as the API answers them. */
function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    out[key] ??= issue.message;
  }
  return out;
}

describe('form values', () => {
  it('reads booleans in their form spellings', () => {
    for (const yes of [true, 1, '1', 'true', 'on', 'yes', 'Sí', ' TRUE ']) expect(toFormBoolean(yes), String(yes)).toBe(true);
    for (const no of [false, 0, '0', 'false', 'off', 'no', '']) expect(toFormBoolean(no), String(no)).toBe(false);
    expect(toFormBoolean('quizá')).toBeNull();
    expect(v.parse(formBoolean(), undefined)).toBe(false);
    expect(errorsOf(v.object({ a: formBoolean() }), { a: 'quizá' })).toEqual({ a: MSG.valorNoValido });
    expect(errorsOf(v.object({ a: formAccepted('Acepte.') }), {})).toEqual({ a: 'Acepte.' });
    expect(v.parse(v.object({ a: formAccepted('Acepte.') }), { a: 'on' })).toEqual({ a: true });
  });

  it('reads ids from numbers and numeric strings', () => {
    const schema = v.object({ pais: formId('Obligatorio.', 'No válido.') });
    expect(v.parse(schema, { pais: '34' })).toEqual({ pais: 34 });
    expect(v.parse(schema, { pais: 7 })).toEqual({ pais: 7 });
    expect(errorsOf(schema, {})).toEqual({ pais: 'Obligatorio.' });
    expect(errorsOf(schema, { pais: '  ' })).toEqual({ pais: 'Obligatorio.' });
    for (const bad of ['1.5', 'uno', '-1', 0, 2.5]) expect(errorsOf(schema, { pais: bad }), String(bad)).toEqual({ pais: 'No válido.' });
  });

  it('trims texts: a missing or blank required text has its own message; an empty optional one is undefined', () => {
    const schema = v.object({ a: requiredText('A es obligatorio.'), b: optionalText() });
    expect(errorsOf(schema, {})).toEqual({ a: 'A es obligatorio.' });
    expect(errorsOf(schema, { a: '  ' })).toEqual({ a: 'A es obligatorio.' });
    expect(v.parse(schema, { a: ' x ', b: '  ' })).toEqual({ a: 'x', b: undefined });
    expect(v.parse(schema, { a: 'x', b: null })).toEqual({ a: 'x', b: undefined });
    expect(errorsOf(schema, { a: 'x'.repeat(256) })).toEqual({ a: MSG.textoDemasiadoLargo });
  });

  it('runs cross-field rules alongside the fields own errors, skipping fields that already failed', () => {
    const schema = v.pipe(
      v.object({ a: requiredText('A.'), b: optionalText(), c: optionalText() }),
      crossFieldRules([
        { field: 'b', reads: ['a'], holds: (f) => f.a !== 'x' || f.b !== undefined, message: 'B con x.' },
        { field: 'c', reads: ['a'], holds: () => false, message: 'C nunca.' },
      ]),
    );
    expect(errorsOf(schema, { a: 'x' })).toEqual({ b: 'B con x.', c: 'C nunca.' });
    // c's rule reads a, which failed: only a's own message.
    expect(errorsOf(schema, {})).toEqual({ a: 'A.' });
  });

  it('toFormData and formDataValues speak the multipart forms', async () => {
    const logo = new File([new Uint8Array([1, 2])], 'logo.png', { type: 'image/png' });
    const form = toFormData({ a: 'x', b: true, c: false, n: 34, nada: null, tampoco: undefined, logo, lista: ['1', '2'] });
    expect([...form.keys()]).toEqual(['a', 'b', 'c', 'n', 'logo', 'lista', 'lista']);
    const values = formDataValues(form);
    expect(values).toMatchObject({ a: 'x', b: '1', c: '0', n: '34', lista: ['1', '2'] });
    expect(values.logo).toBeInstanceOf(File);
    expect((values.logo as File).name).toBe('logo.png');
    expect(() => toFormData({ x: { nested: true } })).toThrow(TypeError);
  });
});

describe('uploads', () => {
  const schema = v.object({ logo: optionalUpload(UPLOAD_RULES.logo) });
  const file = (size: number, name: string, type: string) => ({ name, size, type });

  it('checks the type (by MIME type, or the extension when there is none), then the size', () => {
    expect(errorsOf(schema, { logo: file(10, 'a.png', 'image/png') })).toEqual({});
    expect(errorsOf(schema, { logo: file(10, 'a.JPG', '') })).toEqual({});
    expect(errorsOf(schema, { logo: file(10, 'a.pdf', 'application/pdf') })).toEqual({ logo: MSG.logoTipoNoValido });
    expect(errorsOf(schema, { logo: file(10, 'a.webp', '') })).toEqual({ logo: MSG.logoTipoNoValido });
    expect(errorsOf(schema, { logo: file(2 * 1024 * 1024, 'a.gif', 'image/gif') })).toEqual({});
    expect(errorsOf(schema, { logo: file(2 * 1024 * 1024 + 1, 'a.gif', 'image/gif') })).toEqual({ logo: MSG.logoDemasiadoGrande });
  });

  it('takes no file, an empty file input or an empty value as no file; refuses anything else', () => {
    for (const none of [{}, { logo: null }, { logo: '' }, { logo: file(0, '', '') }]) expect(v.parse(schema, none)).toEqual(none.logo === undefined ? {} : { logo: undefined });
    expect(errorsOf(schema, { logo: 'logo.png' })).toEqual({ logo: MSG.archivoNoValido });
    // A cropper's nameless Blob is a file too.
    expect(errorsOf(schema, { logo: new Blob([new Uint8Array(4)], { type: 'image/png' }) })).toEqual({});
    expect(errorsOf(DocumentoAcreditacionBody, { org_cif: 'B12345674', token_docs: 't', type: 'iso14001' })).toEqual({
      documento: AUTH_MSG.documentoAcreditativoObligatorio,
    });
  });

  it('the limits are those of docs/accounts.md', () => {
    expect(UPLOAD_RULES.logo).toMatchObject({ accept: ['image/png', 'image/jpeg', 'image/gif'], maxBytes: 2 * 1024 * 1024 });
    expect(UPLOAD_RULES.documento).toMatchObject({ accept: ['application/pdf'], maxBytes: 10 * 1024 * 1024 });
  });
});

describe('registration schemas with browser values', () => {
  const company = {
    usuario: '12345678Z',
    es_persona: true,
    org_persona_nombre: 'Ana',
    org_persona_apellido: 'Gil',
    org_direccion: 'Rue de Rivoli, 1',
    org_pais: 6,
    email: 'ana@gil.example',
    org_telefono: '600000000',
    org_persona_contacto_nombre: 'Ana Gil',
    org_persona_contacto_cargo: 'Titular',
    org_persona_contacto_telefono: '600000000',
    org_persona_contacto_email: 'ana@gil.example',
    org_contacto_facturacion_nombre: 'Ana Gil',
    org_contacto_facturacion_email: 'ana@gil.example',
    org_contacto_facturacion_telefono: '600000000',
    password: 'Clave-Segura-1',
    password_confirmation: 'Clave-Segura-1',
    org_manif_veracidad_datos: true,
    org_manif_terminos_condiciones: true,
    org_manif_prot_datos_pers: true,
    org_tipo: 'empresa',
    org_tamanio: 'pme_50',
  };

  it('accepts a person abroad with real booleans and numbers, and normalises the tax id', () => {
    const parsed = v.parse(RegistroOrganizacionBody, { ...company, usuario: '12.345.678-z' });
    expect(parsed).toMatchObject({ usuario: '12345678Z', es_persona: true, org_pais: 6 });
    expect(parsed.org_codigo_postal).toBeUndefined();
    expect(parsed.logo).toBeUndefined();
  });

  it('gives the same answer for the FormData of the same values', () => {
    expect(v.parse(RegistroOrganizacionBody, formDataValues(toFormData(company)))).toEqual(v.parse(RegistroOrganizacionBody, company));
  });

  it('asks a business for its name, and Spain for postal code, town and province', () => {
    expect(errorsOf(RegistroOrganizacionBody, { ...company, usuario: 'B12345674', es_persona: false, org_pais: 1 })).toEqual({
      org_nombre: MSG.nombreObligatorio,
      org_codigo_postal: MSG.codigoPostalObligatorio,
      org_poblacion: MSG.poblacionObligatoria,
      org_provincia: MSG.provinciaObligatoria,
    });
  });

  it('consultants are people: DNI or NIE', () => {
    const consultant = {
      usuario: 'X1234567L',
      email: 'c@acv.example',
      password: 'Clave-Segura-1',
      password_confirmation: 'Clave-Segura-1',
      consultor_nombre: 'Carla',
      consultor_apellidos: 'Ferrer',
      consultor_movil: '600000000',
      consultor_manif_prot_datos_pers: true,
      consultor_direccion: 'Carrer Major, 5',
      consultor_codigo_postal: '17002',
      consultor_poblacion: 'Girona',
      consultor_provincia: 'Girona',
      consultor_pais: 1,
    };
    expect(errorsOf(RegistroConsultorBody, consultant)).toEqual({});
    expect(errorsOf(RegistroConsultorBody, { ...consultant, usuario: 'B12345674' })).toEqual({ usuario: MSG.nifPersonaNoValido });
  });
});

describe('password schemas', () => {
  it('recovery asks for the identifier of the module', () => {
    expect(v.parse(ReiniciarPasswordBody, { modulo_app: 'administrador', usuario: ' 12345678Z ' })).toEqual({ modulo_app: 'administrador', usuario: '12345678Z' });
    expect(errorsOf(ReiniciarPasswordBody, { modulo_app: 'consultor' })).toEqual({ consultor_nif: AUTH_MSG.usuarioObligatorio });
    expect(errorsOf(ReiniciarPasswordBody, { modulo_app: 'otro', usuario: 'x' })).toEqual({ modulo_app: MSG.moduloInvalido });
  });

  it('a change needs a new password, repeated, different from the old one', () => {
    expect(errorsOf(CambiarPasswordBody, { old_password: 'Vieja-Clave-1', new_password: 'Vieja-Clave-1', new_password_confirmation: 'Vieja-Clave-1' })).toEqual({
      new_password: AUTH_MSG.passwordNuevaIgualAntigua,
    });
    expect(errorsOf(CambiarPasswordBody, { old_password: 'Vieja-Clave-1', new_password: 'Nueva-Clave-1', new_password_confirmation: 'Nueva-Clave-2' })).toEqual({
      new_password_confirmation: MSG.passwordsNoCoinciden,
    });
  });
});

describe('bounds no database column can hold', () => {
  it('takes ids from 1 to the integer maximum only', () => {
    const schema = v.object({ pais: formId(MSG.paisObligatorio, MSG.paisNoValido) });
    expect(v.parse(schema, { pais: String(MAX_INTEGER) })).toEqual({ pais: MAX_INTEGER });
    for (const bad of [MAX_INTEGER + 1, String(MAX_INTEGER + 1), 1e308, '99999999999999999999']) {
      expect(errorsOf(schema, { pais: bad }), String(bad)).toEqual({ pais: MSG.paisNoValido });
    }
  });

  it('refuses a password of spaces only, but keeps spaces in a real one', () => {
    const schema = v.object({ password: newPassword(MSG.passwordObligatoria) });
    expect(errorsOf(schema, { password: '        ' })).toEqual({ password: MSG.passwordEnBlanco });
    expect(v.parse(schema, { password: ' clave con espacios ' })).toEqual({ password: ' clave con espacios ' });
  });

  it('knows the character no text may hold', () => {
    expect(hasForbiddenCharacter('a\u0000b')).toBe(true);
    expect(hasForbiddenCharacter('Àrea Empresa\n')).toBe(false);
  });
});
