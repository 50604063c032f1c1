import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AUTH_MSG, CambiarPasswordBody, LoginBody, MSG, ParametrosGeneralesBody, RegistroConsultorBody } from '@dapcon/contract';
import { ValidationError } from '../errors';
import { parseWith, toOpenApiSchema } from './validation';

function errorsOf(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.errors ?? {};
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('parseWith', () => {
  it('answers the parsed output (trimmed, defaults filled)', () => {
    expect(parseWith(LoginBody, { usuario: ' B1 ', password: 'p', modulo_app: 'consultor' })).toEqual({
      usuario: 'B1',
      password: 'p',
      modulo_app: 'consultor',
    });
    expect(parseWith(ParametrosGeneralesBody, [{ param: 'tipo_empresa' }])).toEqual([{ param: 'tipo_empresa', locale: 1, active: true }]);
  });

  it('refuses a NUL character in prototype-less objects too (Fastify parses query strings into those)', () => {
    const fields = { usuario: 'a\u0000b', password: 'p', modulo_app: 'consultor' };
    // fast-querystring's objects: an instance of a constructor whose prototype has no prototype.
    function QueryObject() {}
    QueryObject.prototype = Object.create(null);
    for (const query of [Object.assign(Object.create(null) as object, fields), Object.assign(Object.create(QueryObject.prototype as object) as object, fields)]) {
      expect(errorsOf(() => parseWith(LoginBody, query, 'querystring'))).toEqual({ usuario: [MSG.caracteresNoValidos] });
    }
  });

  it("gives a missing key its field's own message, not valibot's generic one", () => {
    expect(errorsOf(() => parseWith(LoginBody, { modulo_app: 'consultor' }))).toEqual({
      usuario: [MSG.documentoObligatorio],
      password: [MSG.passwordObligatoria],
    });
  });

  it('finds field messages inside optional objects and arrays', () => {
    const schema = v.object({
      lines: v.array(v.object({ code: v.string('El código es obligatorio.') })),
      nested: v.optional(v.object({ name: v.string('El nombre es obligatorio.') })),
    });
    expect(errorsOf(() => parseWith(schema, { lines: [{ code: 'a' }, {}], nested: {} }))).toEqual({
      'lines.1.code': ['El código es obligatorio.'],
      'nested.name': ['El nombre es obligatorio.'],
    });
  });

  it('files whole-value errors under the request part, in the contract language', () => {
    expect(errorsOf(() => parseWith(LoginBody, 'text', 'body'))).toEqual({ body: [MSG.datosInvalidos] });
    expect(errorsOf(() => parseWith(v.object({ a: v.string() }), null, 'querystring'))).toEqual({ querystring: [MSG.datosInvalidos] });
  });

  it('reports one message per field (the first failing check)', () => {
    const schema = v.object({ cp: v.pipe(v.string(), v.length(5, 'Cinco.'), v.digits('Dígitos.')) });
    expect(errorsOf(() => parseWith(schema, { cp: 'abc' }))).toEqual({ cp: ['Cinco.'] });
  });
});

describe('parseWith and cross-field rules', () => {
  it("reports a form's cross-field rules together with other fields' errors", () => {
    expect(
      errorsOf(() => parseWith(CambiarPasswordBody, { old_password: '', new_password: 'Nueva-Clave-1', new_password_confirmation: 'Otra-Clave-1' })),
    ).toEqual({
      old_password: [AUTH_MSG.passwordAntiguaObligatoria],
      new_password_confirmation: [MSG.passwordsNoCoinciden],
    });
  });
});

describe('toOpenApiSchema', () => {
  it('lists the fields a form requires as required, whatever their missing-key default', () => {
    const doc = toOpenApiSchema(RegistroConsultorBody);
    expect(doc.required).toEqual(expect.arrayContaining(['usuario', 'email', 'password', 'consultor_nombre', 'consultor_pais']));
    expect(doc.required).not.toContain('consultor_web');
    expect(doc.required).not.toContain('logo');
    expect(JSON.stringify(doc)).not.toContain('"default":""');
  });

  it('converts contract schemas, skipping what JSON Schema cannot say', () => {
    expect(toOpenApiSchema(LoginBody)).toMatchObject({
      type: 'object',
      required: ['usuario', 'password', 'modulo_app'],
      properties: { modulo_app: { enum: ['organizacion', 'consultor', 'administrador'] } },
    });
  });
});
