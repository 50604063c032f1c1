/**
 * The bad-input fuzz over every write route (POST, PUT, PATCH, DELETE under /api), found from the
 * app itself, so a route added later is fuzzed too: hostile JSON (wrong types, NUL and control
 * characters, huge, negative and fractional numbers, long texts, lists for objects, bodies that are
 * not objects, bodies nested thousands deep), malformed JSON, other content types and broken
 * multipart bodies, signed out and signed in. No answer may be a 5xx, and every refusal must be in
 * the contract's shape. Seeded, so a failure repeats. Before it, every write route gets each
 * non-object and deeply nested body from every kind of user (issue 33, items 18 and 19).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build, demoAccount, tokenOf } from './helper';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Runs per route; each run sends one request. Bounded so the file takes seconds on two cores. */
const RUNS_PER_ROUTE = 120;
/** The write routes are tested in this many shares, each with its own time limit. */
const SHARES = [0, 1, 2, 3, 4, 5, 6, 7];

interface WriteRoute {
  method: string;
  url: string;
  /** The route has a body schema (its endpoint takes a body). */
  takesBody: boolean;
}

let app: FastifyInstance;
const routes: WriteRoute[] = [];
const tokens: string[] = [];
const sweepTokens: string[] = [];

beforeAll(async () => {
  app = await build({
    beforeRegister: (fastify) => {
      fastify.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (WRITE_METHODS.has(method) && route.url.startsWith('/api/')) routes.push({ method, url: route.url, takesBody: route.schema?.body !== undefined });
        }
      });
    },
  });
  for (const modulo of ['administrador', 'consultor', 'organizacion'] as const) {
    tokens.push(await tokenOf(app, demoAccount((a) => a.modulo_app === modulo)));
  }
  // Every kind of caller, for the sweep below: one of them passes each route's access rule.
  for (const account of [
    demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1),
    demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3),
    demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 4),
    demoAccount((a) => a.modulo_app === 'organizacion'),
  ]) {
    sweepTokens.push(await tokenOf(app, account));
  }
});
afterAll(async () => {
  await app.close();
});

/** Field names the contract uses, so that hostile values reach the schemas' fields, not only `body`. */
const FIELD_NAMES = [
  'usuario', 'password', 'password_confirmation', 'modulo_app', 'email', 'org_nombre', 'org_pais', 'org_codigo_postal',
  'org_tipo', 'org_tamanio', 'es_persona', 'consultor_pais', 'consultor_codigo_postal', 'consultor_nif', 'org_cif',
  'token', 'token_docs', 'type', 'param', 'locale', 'active', 'old_password', 'new_password', 'new_password_confirmation',
  'logo', 'documento', '__proto__', 'constructor',
];

const hostileText = fc.oneof(
  { arbitrary: fc.constantFrom('a\u0000b', '\u0000', '\uD800', '\uFFFF', '%00', "'; drop table usuarios; --", '../../etc/passwd', '        ', ''), weight: 3 },
  { arbitrary: fc.string().map((text) => `${text}\u0000${text}`), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string(), weight: 1 },
  { arbitrary: fc.string({ minLength: 300, maxLength: 5000 }), weight: 1 },
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.constantFrom(2147483648, -2147483649, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0, -1, 0.5),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string()), tie('value'), { maxKeys: 4 }),
  ),
})).value;
const hostileObject = fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 10 });

/**
 * Bodies a route accepts, or nearly: a hostile value in one or two of their fields then gets past
 * the other checks and reaches the database, where a NUL or an out-of-range integer used to be a 500.
 */
const VALID_BODIES: Record<string, Record<string, unknown>[]> = {
  '/api/auth/login': [{ usuario: '47815236F', password: 'Demo-Consultor-2026', modulo_app: 'consultor' }],
  '/api/auth/reiniciarPassword': [
    { modulo_app: 'consultor', consultor_nif: '47815236F' },
    { modulo_app: 'organizacion', org_cif: 'A08612343' },
    { modulo_app: 'administrador', usuario: '46127839M' },
  ],
  '/api/auth/restablecerPassword': [{ token: 'x'.repeat(43), password: 'Nueva-Clave-2026', password_confirmation: 'Nueva-Clave-2026' }],
  '/api/usuarios/cambiarPassword': [{ old_password: 'Otra-Clave-2026', new_password: 'Nueva-Clave-2026', new_password_confirmation: 'Nueva-Clave-2026' }],
  '/api/auth/registroConsultor': [
    {
      usuario: '12345678Z', email: 'fuzz@example.org', password: 'Clave-Fuzz-2026', password_confirmation: 'Clave-Fuzz-2026',
      consultor_nombre: 'Carla', consultor_apellidos: 'Ferrer', consultor_movil: '611222333', consultor_manif_prot_datos_pers: '1',
      consultor_direccion: 'Carrer Major, 5', consultor_codigo_postal: '17002', consultor_poblacion: 'Girona',
      consultor_provincia: 'Girona', consultor_pais: '1',
    },
  ],
  '/api/auth/registroOrganizacion': [
    {
      usuario: 'B12345674', es_persona: '0', org_nombre: 'Fuzz, S.L.', org_direccion: 'Carrer Major, 1', org_codigo_postal: '08001',
      org_poblacion: 'Barcelona', org_provincia: 'Barcelona', org_pais: '1', email: 'fuzz.org@example.org', org_telefono: '931234567',
      org_persona_contacto_nombre: 'Marta', org_persona_contacto_cargo: 'Gerente', org_persona_contacto_telefono: '600111222',
      org_persona_contacto_email: 'marta@example.org', org_contacto_facturacion_nombre: 'Jordi', org_contacto_facturacion_email: 'f@example.org',
      org_contacto_facturacion_telefono: '931234568', password: 'Clave-Fuzz-2026', password_confirmation: 'Clave-Fuzz-2026',
      org_manif_veracidad_datos: '1', org_manif_terminos_condiciones: '1', org_manif_prot_datos_pers: '1', org_tipo: 'empresa', org_tamanio: 'pme_50',
    },
  ],
  '/api/auth/registroOrganizacion/documentos': [{ org_cif: 'A08612343', token_docs: 'x'.repeat(43), type: 'iso14001' }],
  '/api/parametros_generales': [],
};

/** A body close to one the route accepts, with one or two fields made hostile. */
function nearlyValid(url: string): fc.Arbitrary<unknown> {
  if (url === '/api/parametros_generales') {
    return fc.array(fc.record({ param: fc.oneof(fc.constant('tipo_empresa'), hostileText), locale: fc.oneof(fc.constant(2), hostileNumber), active: fc.oneof(fc.boolean(), hostileValue) }), { minLength: 1, maxLength: 3 });
  }
  const bodies = VALID_BODIES[url] ?? [];
  if (bodies.length === 0) return hostileObject;
  return fc
    .tuple(fc.constantFrom(...bodies), fc.array(fc.tuple(fc.nat(), fc.oneof(hostileText, hostileNumber, hostileValue)), { minLength: 1, maxLength: 2 }))
    .map(([valid, changes]) => {
      const out: Record<string, unknown> = { ...valid };
      const keys = Object.keys(valid);
      for (const [at, value] of changes) out[keys[at % keys.length] ?? 'usuario'] = value;
      return out;
    });
}

/** One request's body and headers. */
interface Sent {
  payload: string;
  contentType: string | undefined;
}

const toJson = (value: unknown): Sent => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });
const json = fc.oneof(hostileObject, hostileValue).map(toJson);

/** A JSON text nested `depth` deep: objects (`{"a":` × depth) or lists (`[` × depth). */
function nested(depth: number, kind: 'object' | 'array'): string {
  return kind === 'object' ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}
/** Bodies that are not a record of fields, as JSON and as plain text. */
const NON_OBJECT_BODIES: Sent[] = [
  ...['"x"', 'null', '7', 'true', '[]', '[{"a":1}]'].map((payload) => ({ payload, contentType: 'application/json' })),
  { payload: 'x', contentType: 'text/plain' },
];
/** Bodies nested deeper than the API takes (plugins/app/json-body.ts). */
const DEEP_BODIES: Sent[] = [
  { payload: nested(2000, 'object'), contentType: 'application/json' },
  { payload: nested(2000, 'array'), contentType: 'application/json' },
  { payload: `{"usuario":${nested(100, 'object')}}`, contentType: 'application/json' },
];
const nonObject = fc.constantFrom(...NON_OBJECT_BODIES);
const deep = fc.tuple(fc.integer({ min: 33, max: 5000 }), fc.constantFrom<'object' | 'array'>('object', 'array')).map(([depth, kind]): Sent => ({
  payload: nested(depth, kind),
  contentType: 'application/json',
}));
const brokenJson = fc
  .constantFrom('{', '{"usuario":', '[1,2', '{"a":1}}', 'nul', '"\\u0000"', '{"usuario":"\\ud800"}', '\u0000', '')
  .map((payload): Sent => ({ payload, contentType: 'application/json' }));
const otherType = fc
  .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'image/png', 'application/json; charset=latin1'), fc.string())
  .map(([contentType, payload]): Sent => ({ payload, contentType }));
const multipart = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.oneof(hostileText, hostileNumber.map(String)), { maxKeys: 8 }),
    fc.constantFrom('multipart/form-data; boundary=x', 'multipart/form-data; boundary=x', 'multipart/form-data; boundary=y', 'multipart/form-data'),
    fc.constantFrom('\r\n', '\n'),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([fields, contentType, eol, cut, withFile]): Sent => {
    const parts = Object.entries(fields).map(([name, value]) => `--x${eol}Content-Disposition: form-data; name="${name}"${eol}${eol}${value}${eol}`);
    if (withFile) parts.push(`--x${eol}Content-Disposition: form-data; name="logo"; filename="a.png"${eol}Content-Type: image/png${eol}${eol}\u0089PNG\r\n${eol}`);
    const body = `${parts.join('')}--x--${eol}`;
    return {
      payload: cut ? body.slice(0, Math.floor(body.length / 2)) : body,
      contentType,
    };
  });
const noBody = fc.constant<Sent>({ payload: '', contentType: undefined });
/** Near-valid bodies sent as multipart: each field as a text part, with the same hostile values. */
const asMultipart = (value: unknown): Sent => {
  const fields = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [['body', value]];
  const parts = fields.map(([name, field]) => `--x\r\nContent-Disposition: form-data; name="${String(name)}"\r\n\r\n${typeof field === 'string' ? field : JSON.stringify(field)}\r\n`);
  return { payload: `${parts.join('')}--x--\r\n`, contentType: 'multipart/form-data; boundary=x' };
};
const requestFor = (url: string) => fc.record({
  sent: fc.oneof(
    { arbitrary: nearlyValid(url).map(toJson), weight: 4 },
    { arbitrary: nearlyValid(url).map(asMultipart), weight: 2 },
    { arbitrary: json, weight: 2 },
    { arbitrary: nonObject, weight: 1 },
    { arbitrary: deep, weight: 1 },
    { arbitrary: brokenJson, weight: 1 },
    { arbitrary: otherType, weight: 1 },
    { arbitrary: multipart, weight: 2 },
    { arbitrary: noBody, weight: 1 },
  ),
  token: fc.oneof(fc.constant(null), fc.constantFrom(0, 1, 2), fc.constant('garbage')),
  segment: fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom('0', '-1', '2147483648', '1e308', '%00', 'a%2Fb')),
  lang: fc.constantFrom(undefined, 'ca', 'es', 'xx'),
});

/** The contract's shape of a refusal (docs/api.md 'Answers'). */
function checkRefusal(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what} → ${response.statusCode} ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  let answer: unknown;
  expect(() => (answer = response.json()), `${what}: not JSON`).not.toThrow();
  expect(answer, what).toMatchObject({ status: 'Error', message: expect.any(String) });
  const errors = (answer as { errors?: unknown }).errors;
  if (errors !== undefined) {
    expect(typeof errors, what).toBe('object');
    for (const texts of Object.values(errors as Record<string, unknown>)) {
      expect(Array.isArray(texts) && texts.every((t) => typeof t === 'string'), `${what}: errors`).toBe(true);
    }
  }
}

describe('fuzz of every write route', () => {
  it('finds the write routes of the app', () => {
    const found = routes.map((r) => `${r.method} ${r.url}`);
    expect(found).toEqual(expect.arrayContaining(['POST /api/auth/login', 'POST /api/auth/registroOrganizacion', 'PATCH /api/usuarios/cambiarPassword']));
  });

  // The routes are found when the app is built, so each test takes a share of them by index: a
  // share's limit is a safety net that holds on a slow machine, where the whole sweep once took
  // over 120 s (stop 41's CI run). The last test checks that the shares covered every route.
  let swept = 0;
  let fuzzed = 0;
  it.each(SHARES)('refuses a body that is not an object (400, 415 or 422) and a deeply nested one (400) on every write route, from every kind of user (share %i)', async (share) => {
    let sent = 0;
    for (const route of routes.filter((_, index) => index % SHARES.length === share)) {
      // A route without a body ignores one it is sent: only the nested ones, refused while parsing, go there.
      const bodies = route.takesBody ? [...NON_OBJECT_BODIES, ...DEEP_BODIES] : DEEP_BODIES;
      const url = route.url.replace(/:[^/]+/g, '1');
      for (const sentBody of bodies) {
        const statuses: number[] = [];
        for (const token of [null, ...sweepTokens]) {
          const headers: Record<string, string> = { 'content-type': sentBody.contentType ?? 'application/json' };
          if (token) headers.authorization = `Bearer ${token}`;
          const response = await app.inject({ method: route.method as 'POST', url, headers, payload: sentBody.payload });
          sent += 1;
          const what = `${route.method} ${url} (${sentBody.contentType}) ${sentBody.payload.slice(0, 40)}`;
          checkRefusal(response, what);
          statuses.push(response.statusCode);
        }
        const what = `${route.method} ${url} ${sentBody.payload.slice(0, 40)}: ${statuses.join(' ')}`;
        // Someone passes the route's access rule, and what they get is the body's refusal.
        const reached = statuses.filter((status) => status !== 401 && status !== 403);
        expect(reached.length, what).toBeGreaterThan(0);
        const expected = DEEP_BODIES.includes(sentBody) ? [400] : [400, 415, 422];
        for (const status of reached) expect(expected, what).toContain(status);
      }
    }
    swept += sent;
  }, 120_000);

  it.each(SHARES)('answers no 5xx, and every refusal in the contract shape (share %i)', async (share) => {
    for (const [index, route] of routes.entries()) {
      if (index % SHARES.length !== share) continue;
      await fc.assert(
        fc.asyncProperty(requestFor(route.url), async ({ sent: body, token, segment, lang }) => {
          const url = route.url.replace(/:[^/]+/g, () => encodeURIComponent(segment));
          const headers: Record<string, string> = {};
          if (body.contentType) headers['content-type'] = body.contentType;
          if (token !== null) headers.authorization = `Bearer ${typeof token === 'number' ? tokens[token] : token}`;
          if (lang) headers['accept-language'] = lang;
          const response = await app.inject({ method: route.method as 'POST', url, headers, payload: body.payload });
          fuzzed += 1;
          checkRefusal(response, `${route.method} ${url} (${body.contentType ?? 'no body'}) ${body.payload.slice(0, 120)}`);
        }),
        { seed: 20261122 + index, numRuns: RUNS_PER_ROUTE },
      );
    }
  }, 120_000);

  it('swept and fuzzed every write route, share by share', () => {
    expect(swept).toBeGreaterThan(routes.length * 3 * 5);
    expect(fuzzed).toBe(routes.length * RUNS_PER_ROUTE);
    console.info(`non-object and nested bodies: ${routes.length} write routes (${routes.filter((r) => r.takesBody).length} with a body), ${swept} requests; fuzz: ${fuzzed} requests`);
  });
});
