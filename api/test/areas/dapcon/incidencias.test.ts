/**
 * The incidents of a declaration (docs/dapcon-lifecycle.md 'Incidents'; contract/src/dapcon/incidencias.ts):
 * who may open, reply to and resolve them in which state (403 for a part that never may, 409 for a
 * state that does not allow it, nothing changed either way), who reaches them (a participant of
 * another declaration gets 404 and sees none), the lists and their filters, the language's state
 * (`con_incidencias` while one is open in verification), the history and the notices.
 *
 * The declarations are inserted here, in the state each test needs, so nothing depends on the seed:
 * X of the demo company, demo consultant and demo verifier; Y of another demo company with another
 * consultant and another verifier.
 */
import { and, asc, count, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  DAPCON_MSG,
  mensajeEstado,
  MSG,
  type Envelope,
  type EstadoDapcon,
  type Incidencia,
  type IncidenciasDeDapcon,
} from '@dapcon/contract';
import { consultores, correos, dapconHistorial, dapconIdiomas, dapcons, incidencias, incidenciasRespuestas, organizaciones, usuarios } from '../../../src/db/schema';
import { insertDapcon, insertDapconIdiomas } from '../../../src/areas/dapcon/repository';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';
import { adminTokens, expectError, fieldErrors, registerCompany } from '../empresas/support';
import { crearOtroVerificador, OTRO_VERIFICADOR } from './support';

let app: FastifyInstance;
const tokens = {
  admin: '',
  admin2: '',
  company: '',
  otherDemoCompany: '',
  otherCompany: '',
  consultant: '',
  otherConsultant: '',
  verifier: '',
  otherVerifier: '',
};
type Quien = keyof typeof tokens;

const EMPRESA_CIF = 'A08612343';
const OTRA_EMPRESA_CIF = 'B08715427';
const CONSULTOR_NIF = '47815236F';
const OTRO_CONSULTOR_NIF = '43091827Q';
const VERIFICADOR_NIF = '39284756C';

/** Ids and addresses of the participants, read once. */
const ids = { empresa: 0, otraEmpresa: 0, consultor: 0, otroConsultor: 0, verificador: 0, otroVerificador: 0 };
const cuentas = { empresa: 0, consultor: 0, verificador: 0, admin: 0 };
const correo = { empresa: '', consultor: '', verificador: '' };

async function usuario(nombre: string, modulo: 'organizacion' | 'consultor' | 'administrador') {
  const [row] = await app.db
    .select({ id: usuarios.id, email: usuarios.email })
    .from(usuarios)
    .where(and(eq(usuarios.usuario, nombre), eq(usuarios.modulo_app, modulo)));
  if (!row) throw new Error(`no account ${nombre}`);
  return row;
}

async function orgId(cif: string): Promise<number> {
  const [row] = await app.db.select({ id: organizaciones.org_id }).from(organizaciones).where(eq(organizaciones.org_cif, cif));
  if (!row) throw new Error(`no company ${cif}`);
  return row.id;
}

async function consultorId(nif: string): Promise<number> {
  const [row] = await app.db.select({ id: consultores.id }).from(consultores).where(eq(consultores.consultor_nif, nif));
  if (!row) throw new Error(`no consultant ${nif}`);
  return row.id;
}

beforeAll(async () => {
  app = await build();
  const { admin, admin2 } = await adminTokens(app);
  tokens.admin = admin;
  tokens.admin2 = admin2;
  tokens.company = await tokenOf(app, demoAccount((a) => a.usuario === EMPRESA_CIF));
  tokens.otherDemoCompany = await tokenOf(app, demoAccount((a) => a.usuario === OTRA_EMPRESA_CIF));
  tokens.consultant = await tokenOf(app, demoAccount((a) => a.usuario === CONSULTOR_NIF));
  tokens.otherConsultant = await tokenOf(app, demoAccount((a) => a.usuario === OTRO_CONSULTOR_NIF));
  tokens.verifier = await tokenOf(app, demoAccount((a) => a.usuario === VERIFICADOR_NIF));
  tokens.otherCompany = (await registerCompany(app, 73_001)).token;

  tokens.otherVerifier = await crearOtroVerificador(app);

  ids.empresa = await orgId(EMPRESA_CIF);
  ids.otraEmpresa = await orgId(OTRA_EMPRESA_CIF);
  ids.consultor = await consultorId(CONSULTOR_NIF);
  ids.otroConsultor = await consultorId(OTRO_CONSULTOR_NIF);
  ids.verificador = await consultorId(VERIFICADOR_NIF);
  ids.otroVerificador = await consultorId(OTRO_VERIFICADOR.usuario);
  const empresa = await usuario(EMPRESA_CIF, 'organizacion');
  const consultor = await usuario(CONSULTOR_NIF, 'consultor');
  const verificador = await usuario(VERIFICADOR_NIF, 'consultor');
  const admin1 = await usuario(demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1).usuario, 'administrador');
  cuentas.empresa = empresa.id;
  cuentas.consultor = consultor.id;
  cuentas.verificador = verificador.id;
  cuentas.admin = admin1.id;
  correo.empresa = empresa.email;
  correo.consultor = consultor.email;
  correo.verificador = verificador.email;
});
afterAll(async () => {
  await app.close();
});

interface Participantes {
  org_id: number;
  consultor_id: number;
  verificador_id: number;
}

const X = (): Participantes => ({ org_id: ids.empresa, consultor_id: ids.consultor, verificador_id: ids.verificador });
const Y = (): Participantes => ({ org_id: ids.otraEmpresa, consultor_id: ids.otroConsultor, verificador_id: ids.otroVerificador });

/** A declaration in `estado` with languages 1 and 2 in its state, inserted directly. */
async function nuevaDapcon(estado: EstadoDapcon, participantes: Participantes = X()): Promise<number> {
  const id = await insertDapcon(app.db, { ...participantes, rcp_id: 1, dv_nombre_producto: `Producto en ${estado}`, estado, secuencia: 1 });
  await insertDapconIdiomas(app.db, [
    { dapcon_id: id, idioma_id: 1, dapcon_idioma_estado: estado, inscripcion_ecoplatform: true },
    { dapcon_id: id, idioma_id: 2, dapcon_idioma_estado: estado },
  ]);
  return id;
}

async function setEstado(id: number, estado: EstadoDapcon): Promise<void> {
  await app.db.update(dapcons).set({ estado }).where(eq(dapcons.id, id));
}

function abrir(token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/incidencias/crear', headers: bearer(token), payload });
}

function responder(token: string, id: number | string, mensaje: unknown = 'Corregido en la versión 2.') {
  return app.inject({ method: 'POST', url: `/api/incidencias/${id}/responder`, headers: bearer(token), payload: { mensaje } });
}

function resolver(token: string, id: number | string, esta_resuelta: unknown) {
  return app.inject({ method: 'PATCH', url: `/api/incidencias/${id}/resolver`, headers: bearer(token), payload: { esta_resuelta } });
}

const valida = (dapconId: number, overrides: Record<string, unknown> = {}) => ({
  dapcon_id: dapconId,
  idioma_id: 1,
  titulo: 'La tabla de impactos no cuadra',
  descripcion: 'El GWP total de la tabla 3 no es la suma de sus módulos.',
  ...overrides,
});

/** Opens an incident (201 expected) and answers it. */
async function abierta(token: string, dapconId: number, overrides: Record<string, unknown> = {}): Promise<Incidencia> {
  const response = await abrir(token, valida(dapconId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return body<Envelope<Incidencia>>(response).data;
}

async function listar(token: string, query: Record<string, string> = {}): Promise<Incidencia[]> {
  const response = await app.inject({ method: 'GET', url: '/api/incidencias/dapcon-incidencias', headers: bearer(token), query });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<Incidencia[]>>(response).data;
}

async function todas(token: string): Promise<IncidenciasDeDapcon[]> {
  const response = await app.inject({ method: 'GET', url: '/api/incidencias/listar/todas', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<IncidenciasDeDapcon[]>>(response).data;
}

async function estadosIdioma(dapconId: number): Promise<string[]> {
  const rows = await app.db
    .select({ estado: dapconIdiomas.dapcon_idioma_estado })
    .from(dapconIdiomas)
    .where(eq(dapconIdiomas.dapcon_id, dapconId))
    .orderBy(asc(dapconIdiomas.idioma_id));
  return rows.map((row) => row.estado);
}

function historial(dapconId: number) {
  return app.db
    .select({
      accion: dapconHistorial.accion,
      estado_desde: dapconHistorial.estado_desde,
      estado_hasta: dapconHistorial.estado_hasta,
      idioma_id: dapconHistorial.idioma_id,
      usuario_id: dapconHistorial.usuario_id,
      suplantador_id: dapconHistorial.suplantador_id,
      comentario: dapconHistorial.comentario,
    })
    .from(dapconHistorial)
    .where(eq(dapconHistorial.dapcon_id, dapconId))
    .orderBy(asc(dapconHistorial.id));
}

/** Everything an incident write could change for a declaration, to show that a refusal changed nothing. */
async function huella(dapconId: number) {
  const filas = await app.db.select().from(incidencias).where(eq(incidencias.dapcon_id, dapconId)).orderBy(asc(incidencias.id));
  const [respuestas] = await app.db
    .select({ n: count() })
    .from(incidenciasRespuestas)
    .innerJoin(incidencias, eq(incidencias.id, incidenciasRespuestas.incidencia_id))
    .where(eq(incidencias.dapcon_id, dapconId));
  return { filas, respuestas: respuestas?.n, historial: await historial(dapconId), idiomas: await estadosIdioma(dapconId), correos: await ultimoCorreo() };
}

/** The id of the last e-mail recorded (0 when none): what a step sends comes after it. */
async function ultimoCorreo(): Promise<number> {
  const [row] = await app.db.select({ id: max(correos.id) }).from(correos);
  return row?.id ?? 0;
}

/** The notices recorded after correo `desde`: template and address, sorted. */
async function correosDesde(desde: number) {
  const rows = await app.db
    .select({ plantilla: correos.plantilla, destinatario: correos.destinatario, asunto: correos.asunto, texto: correos.texto, html: correos.html })
    .from(correos)
    .where(gt(correos.id, desde))
    .orderBy(asc(correos.id));
  return rows;
}

const destinos = (rows: { plantilla: string; destinatario: string }[]) => rows.map((r) => `${r.plantilla} ${r.destinatario}`).sort();

describe('POST /api/incidencias/crear', () => {
  it('the verifier opens one: the incident, its history row, the language con_incidencias, the company and consultant e-mailed', async () => {
    const id = await nuevaDapcon('en_verificacion');
    const antes = await ultimoCorreo();
    const inc = await abierta(tokens.verifier, id);
    expect(inc).toEqual({
      id: expect.any(Number),
      dapcon_id: id,
      dapcon_codigo: null,
      dv_nombre_producto: 'Producto en en_verificacion',
      idioma_id: 1,
      dapcon_incidencias_titulo: 'La tabla de impactos no cuadra',
      dapcon_incidencias_descripcion: 'El GWP total de la tabla 3 no es la suma de sus módulos.',
      esta_resuelta: false,
      autor: 'Elena Navarro Roca',
      created_at: expect.any(String),
      respuestas: [],
    });
    expect(await estadosIdioma(id)).toEqual(['con_incidencias', 'en_verificacion']);
    expect(await historial(id)).toEqual([
      {
        accion: 'abrir_incidencia',
        estado_desde: 'en_verificacion',
        estado_hasta: 'en_verificacion',
        idioma_id: 1,
        usuario_id: cuentas.verificador,
        suplantador_id: null,
        comentario: 'La tabla de impactos no cuadra',
      },
    ]);
    const enviados = await correosDesde(antes);
    expect(destinos(enviados)).toEqual([`incidencia_nueva ${correo.consultor}`, `incidencia_nueva ${correo.empresa}`].sort());
    for (const enviado of enviados) {
      // In each one's language: the demo accounts have signed in with none, so Spanish.
      expect(enviado.asunto).toBe('Nueva incidencia en la verificación');
      expect(enviado.texto).toContain(`/dapcon/${id}/1`);
      expect(enviado.texto).toContain('«La tabla de impactos no cuadra»');
      expect(enviado.html).toContain(`/dapcon/${id}/1`);
    }
  });

  it('both administrators open them too; the language of each is the one named', async () => {
    const id = await nuevaDapcon('en_verificacion');
    const a = await abierta(tokens.admin, id, { idioma_id: 2 });
    const b = await abierta(tokens.admin2, id, { idioma_id: 2 });
    expect([a.idioma_id, b.idioma_id]).toEqual([2, 2]);
    expect(await estadosIdioma(id)).toEqual(['en_verificacion', 'con_incidencias']);
    expect((await historial(id)).map((h) => [h.accion, h.idioma_id])).toEqual([
      ['abrir_incidencia', 2],
      ['abrir_incidencia', 2],
    ]);
  });

  it('the consultant takes part but never opens one (403), the company is not let in (403): nothing changes', async () => {
    const id = await nuevaDapcon('en_verificacion');
    const antes = await huella(id);
    expectError(await abrir(tokens.consultant, valida(id)), 403, DAPCON_MSG.accionNoPermitida);
    expectError(await abrir(tokens.company, valida(id)), 403, MSG.sinPermiso);
    expect(await huella(id)).toEqual(antes);
  });

  it.each(['borrador', 'verificada', 'publicada', 'caducada'] as const)('in %s: 409 naming the state, for the verifier and the administration; nothing changes', async (estado) => {
    const id = await nuevaDapcon(estado);
    const antes = await huella(id);
    expectError(await abrir(tokens.verifier, valida(id)), 409, mensajeEstado(estado));
    expectError(await abrir(tokens.admin, valida(id)), 409, mensajeEstado(estado));
    expect(await huella(id)).toEqual(antes);
    expect(await estadosIdioma(id)).toEqual([estado, estado]);
  });

  it('bad inputs: 422 with the contract messages; a language not of the declaration under idioma_id; nothing changes', async () => {
    const id = await nuevaDapcon('en_verificacion');
    const antes = await huella(id);
    expect(fieldErrors(await abrir(tokens.verifier, valida(id, { idioma_id: 3 })))).toEqual({ idioma_id: [DAPCON_MSG.idiomaNoValido] });
    expect(fieldErrors(await abrir(tokens.verifier, valida(id, { idioma_id: 'uno' })))).toEqual({ idioma_id: [DAPCON_MSG.idiomaNoValido] });
    expect(fieldErrors(await abrir(tokens.verifier, valida(id, { titulo: '   ', descripcion: '' })))).toEqual({
      titulo: [DAPCON_MSG.tituloObligatorio],
      descripcion: [MSG.descripcionObligatoria],
    });
    expect(fieldErrors(await abrir(tokens.verifier, valida(id, { descripcion: 'x'.repeat(5001) })))).toEqual({ descripcion: [MSG.textoDemasiadoLargo] });
    expect(fieldErrors(await abrir(tokens.verifier, { idioma_id: 1, titulo: 't', descripcion: 'd' }))).toEqual({ dapcon_id: [DAPCON_MSG.dapconObligatoria] });
    expect(await huella(id)).toEqual(antes);
  });

  it('a declaration that does not exist, or one the caller does not take part in: 404', async () => {
    const x = await nuevaDapcon('en_verificacion');
    const y = await nuevaDapcon('en_verificacion', Y());
    const antes = await huella(x);
    expectError(await abrir(tokens.verifier, valida(999_999)), 404, MSG.noEncontrado);
    expectError(await abrir(tokens.otherVerifier, valida(x)), 404, MSG.noEncontrado);
    expectError(await abrir(tokens.otherConsultant, valida(x)), 404, MSG.noEncontrado);
    expectError(await abrir(tokens.verifier, valida(y)), 404, MSG.noEncontrado);
    expect(await huella(x)).toEqual(antes);
    // Y's verifier opens on Y: the rule is the same for every declaration.
    await abierta(tokens.otherVerifier, y);
  });
});

describe('POST /api/incidencias/:id/responder', () => {
  it('every participant replies; the thread oldest first, with names and parts; each reply e-mails the other side', async () => {
    const id = await nuevaDapcon('en_verificacion');
    const inc = await abierta(tokens.verifier, id);

    const quien: [Quien, string[]][] = [
      ['company', [correo.verificador]],
      ['consultant', [correo.verificador]],
      ['verifier', [correo.empresa, correo.consultor]],
      ['admin', [correo.empresa, correo.consultor]],
    ];
    for (const [token, esperados] of quien) {
      const antes = await ultimoCorreo();
      const response = await responder(tokens[token], inc.id, `Respuesta de ${token}.`);
      expect(response.statusCode, response.body).toBe(201);
      expect(destinos(await correosDesde(antes))).toEqual(esperados.map((e) => `incidencia_respuesta ${e}`).sort());
    }

    const [leida] = await listar(tokens.company, { dapcon_id: String(id) });
    expect(leida?.respuestas.map((r) => [r.mensaje, r.autor, r.rol])).toEqual([
      ['Respuesta de company.', expect.any(String), 'organizacion'],
      ['Respuesta de consultant.', 'Laura Martínez Soler', 'consultor'],
      ['Respuesta de verifier.', 'Elena Navarro Roca', 'verificador'],
      ['Respuesta de admin.', 'Montserrat Puig Ferrer', 'administrador'],
    ]);
    const [row] = await app.db.select({ n: count() }).from(incidenciasRespuestas).where(eq(incidenciasRespuestas.incidencia_id, inc.id));
    expect(row?.n).toBe(4);
  });

  it('answers the incident with its thread; a blank message is a 422', async () => {
    const id = await nuevaDapcon('en_verificacion');
    const inc = await abierta(tokens.verifier, id);
    const response = await responder(tokens.consultant, inc.id, '  Adjunto la tabla corregida.  ');
    expect(response.statusCode, response.body).toBe(201);
    const answer = body<Envelope<Incidencia>>(response).data;
    expect(answer).toMatchObject({ id: inc.id, esta_resuelta: false, respuestas: [{ mensaje: 'Adjunto la tabla corregida.', rol: 'consultor', autor: 'Laura Martínez Soler' }] });
    expect(fieldErrors(await responder(tokens.consultant, inc.id, ' '))).toEqual({ mensaje: [DAPCON_MSG.mensajeObligatorio] });
    expect(fieldErrors(await responder(tokens.consultant, inc.id, 'x'.repeat(5001)))).toEqual({ mensaje: [MSG.textoDemasiadoLargo] });
  });

  it('after a return (borrador) the thread goes on; once verified, 409; a resolved incident, 409 incidenciaResuelta; nothing changes', async () => {
    const id = await nuevaDapcon('en_verificacion');
    const inc = await abierta(tokens.verifier, id);
    await setEstado(id, 'borrador');
    expect((await responder(tokens.company, inc.id)).statusCode).toBe(201);

    await setEstado(id, 'verificada');
    let antes = await huella(id);
    expectError(await responder(tokens.company, inc.id), 409, mensajeEstado('verificada'));
    expectError(await responder(tokens.verifier, inc.id), 409, mensajeEstado('verificada'));
    expect(await huella(id)).toEqual(antes);

    await setEstado(id, 'en_verificacion');
    expect((await resolver(tokens.verifier, inc.id, true)).statusCode).toBe(200);
    antes = await huella(id);
    expectError(await responder(tokens.consultant, inc.id), 409, DAPCON_MSG.incidenciaResuelta);
    expect(await huella(id)).toEqual(antes);
  });
});

describe('PATCH /api/incidencias/:id/resolver', () => {
  it('the verifier resolves (who and when recorded, history row, language back) and reopens (cleared, history row, con_incidencias again)', async () => {
    const id = await nuevaDapcon('en_verificacion');
    const inc = await abierta(tokens.verifier, id);
    const antes = await ultimoCorreo();

    const resuelta = await resolver(tokens.verifier, inc.id, true);
    expect(resuelta.statusCode, resuelta.body).toBe(200);
    expect(body<Envelope<Incidencia>>(resuelta).data).toMatchObject({ id: inc.id, esta_resuelta: true });
    let [row] = await app.db.select().from(incidencias).where(eq(incidencias.id, inc.id));
    expect(row?.resuelta_por).toBe(cuentas.verificador);
    expect(row?.resuelta_at).toBeInstanceOf(Date);
    expect(await estadosIdioma(id)).toEqual(['en_verificacion', 'en_verificacion']);

    const reabierta = await resolver(tokens.admin, inc.id, false);
    expect(reabierta.statusCode, reabierta.body).toBe(200);
    expect(body<Envelope<Incidencia>>(reabierta).data.esta_resuelta).toBe(false);
    [row] = await app.db.select().from(incidencias).where(eq(incidencias.id, inc.id));
    expect([row?.resuelta_por, row?.resuelta_at]).toEqual([null, null]);
    expect(await estadosIdioma(id)).toEqual(['con_incidencias', 'en_verificacion']);

    expect((await historial(id)).map((h) => [h.accion, h.estado_desde, h.estado_hasta, h.idioma_id, h.usuario_id, h.comentario])).toEqual([
      ['abrir_incidencia', 'en_verificacion', 'en_verificacion', 1, cuentas.verificador, inc.dapcon_incidencias_titulo],
      ['resolver_incidencia', 'en_verificacion', 'en_verificacion', 1, cuentas.verificador, inc.dapcon_incidencias_titulo],
      ['reabrir_incidencia', 'en_verificacion', 'en_verificacion', 1, cuentas.admin, inc.dapcon_incidencias_titulo],
    ]);
    // Resolving and reopening e-mail nobody.
    expect(await correosDesde(antes)).toEqual([]);
  });

  it('a language stays con_incidencias while any of its incidents is open', async () => {
    const id = await nuevaDapcon('en_verificacion');
    const a = await abierta(tokens.verifier, id);
    const b = await abierta(tokens.verifier, id);
    await abierta(tokens.verifier, id, { idioma_id: 2 });
    expect(await estadosIdioma(id)).toEqual(['con_incidencias', 'con_incidencias']);
    await resolver(tokens.verifier, a.id, true);
    expect(await estadosIdioma(id)).toEqual(['con_incidencias', 'con_incidencias']);
    await resolver(tokens.verifier, b.id, true);
    expect(await estadosIdioma(id)).toEqual(['en_verificacion', 'con_incidencias']);
  });

  it('asking for the state it already has changes nothing, writes no history row and answers 200', async () => {
    const id = await nuevaDapcon('en_verificacion');
    const inc = await abierta(tokens.verifier, id);
    expect((await resolver(tokens.verifier, inc.id, true)).statusCode).toBe(200);
    const antes = await huella(id);
    const again = await resolver(tokens.admin2, inc.id, true);
    expect(again.statusCode, again.body).toBe(200);
    expect(body<Envelope<Incidencia>>(again).data.esta_resuelta).toBe(true);
    expect(await huella(id)).toEqual(antes);
  });

  it('the company (403, not let in) and the consultant (403, never resolves) cannot; a state that does not allow it: 409; nothing changes', async () => {
    const id = await nuevaDapcon('en_verificacion');
    const inc = await abierta(tokens.verifier, id);
    let antes = await huella(id);
    expectError(await resolver(tokens.company, inc.id, true), 403, MSG.sinPermiso);
    expectError(await resolver(tokens.consultant, inc.id, true), 403, DAPCON_MSG.accionNoPermitida);
    expect(await huella(id)).toEqual(antes);

    // After a return the verifier may still resolve (PERMISOS_DAPCON); the language follows the declaration.
    await setEstado(id, 'borrador');
    expect((await resolver(tokens.verifier, inc.id, true)).statusCode).toBe(200);
    expect((await resolver(tokens.verifier, inc.id, false)).statusCode).toBe(200);
    expect(await estadosIdioma(id)).toEqual(['borrador', 'borrador']);

    for (const estado of ['verificada', 'publicada', 'caducada'] as const) {
      await setEstado(id, estado);
      antes = await huella(id);
      expectError(await resolver(tokens.verifier, inc.id, true), 409, mensajeEstado(estado));
      expectError(await resolver(tokens.admin, inc.id, true), 409, mensajeEstado(estado));
      expect(await huella(id)).toEqual(antes);
    }
  });

  it('an unknown incident: 404; an id that is no number: the path check\'s 422', async () => {
    expectError(await resolver(tokens.admin, 999_999, true), 404, MSG.noEncontrado);
    expectError(await responder(tokens.admin, 999_999), 404, MSG.noEncontrado);
    // The contract's path check (as GET /dapcon/:id's): a 422 naming the id, with the 404's text.
    expect(fieldErrors(await resolver(tokens.admin, 'abc', true))).toEqual({ id: [MSG.noEncontrado] });
    expect(fieldErrors(await responder(tokens.admin, '1e3'))).toEqual({ id: [MSG.noEncontrado] });
  });
});

describe('who reaches an incident', () => {
  it('a company, consultant or verifier of another declaration gets 404 for its incidents, and sees none of them in the lists', async () => {
    const x = await nuevaDapcon('en_verificacion');
    const y = await nuevaDapcon('en_verificacion', Y());
    const deX = await abierta(tokens.verifier, x);
    const deY = await abierta(tokens.otherVerifier, y);
    const antes = await huella(x);

    for (const otro of ['otherDemoCompany', 'otherConsultant', 'otherVerifier', 'otherCompany'] as const) {
      const token = tokens[otro];
      expectError(await responder(token, deX.id), 404, MSG.noEncontrado);
      if (otro !== 'otherDemoCompany' && otro !== 'otherCompany') expectError(await resolver(token, deX.id, true), 404, MSG.noEncontrado);
      const lista = await listar(token);
      expect(lista.some((i) => i.dapcon_id === x)).toBe(false);
      expect(await listar(token, { dapcon_id: String(x) })).toEqual([]);
      expect((await todas(token)).some((d) => d.dapcon_id === x)).toBe(false);
    }
    expect(await huella(x)).toEqual(antes);

    // And the other way round: X's participants do not reach Y's.
    for (const propio of ['company', 'consultant', 'verifier'] as const) {
      const token = tokens[propio];
      expectError(await responder(token, deY.id), 404, MSG.noEncontrado);
      expect((await listar(token)).map((i) => i.id)).toContain(deX.id);
      expect((await listar(token)).map((i) => i.id)).not.toContain(deY.id);
      expect((await todas(token)).some((d) => d.dapcon_id === y)).toBe(false);
    }
    expect((await listar(tokens.otherDemoCompany)).map((i) => i.id)).toContain(deY.id);
  });
});

describe('GET /api/incidencias/dapcon-incidencias', () => {
  it('newest first; filters dapcon_id, idioma_id, esta_resuelta', async () => {
    const id = await nuevaDapcon('en_verificacion');
    const a = await abierta(tokens.verifier, id, { titulo: 'Primera' });
    const b = await abierta(tokens.verifier, id, { titulo: 'Segunda', idioma_id: 2 });
    const c = await abierta(tokens.admin, id, { titulo: 'Tercera' });
    await resolver(tokens.verifier, a.id, true);
    const de = (lista: Incidencia[]) => lista.map((i) => i.dapcon_incidencias_titulo);

    expect(de(await listar(tokens.company, { dapcon_id: String(id) }))).toEqual(['Tercera', 'Segunda', 'Primera']);
    expect(de(await listar(tokens.company, { dapcon_id: String(id), idioma_id: '1' }))).toEqual(['Tercera', 'Primera']);
    expect(de(await listar(tokens.consultant, { dapcon_id: String(id), esta_resuelta: 'false' }))).toEqual(['Tercera', 'Segunda']);
    expect(de(await listar(tokens.verifier, { dapcon_id: String(id), esta_resuelta: 'true' }))).toEqual(['Primera']);
    expect(de(await listar(tokens.admin2, { dapcon_id: String(id), esta_resuelta: 'false', idioma_id: '2' }))).toEqual(['Segunda']);
    expect([b.autor, c.autor]).toEqual(['Elena Navarro Roca', 'Montserrat Puig Ferrer']);
  });

  it('perfil: the consultant and verifier views, the company its own only, the administration all whatever the perfil', async () => {
    // The demo verifier is the consultant of Z (verified by another): its two parts tell apart.
    const x = await nuevaDapcon('en_verificacion');
    const z = await nuevaDapcon('en_verificacion', { org_id: ids.empresa, consultor_id: ids.verificador, verificador_id: ids.otroVerificador });
    const deX = await abierta(tokens.verifier, x);
    const deZ = await abierta(tokens.otherVerifier, z);
    const ids_ = async (token: string, query: Record<string, string> = {}) => (await listar(token, query)).map((i) => i.id);

    expect(await ids_(tokens.verifier)).toEqual(expect.arrayContaining([deX.id, deZ.id]));
    expect(await ids_(tokens.verifier, { perfil: 'verificador' })).toContain(deX.id);
    expect(await ids_(tokens.verifier, { perfil: 'verificador' })).not.toContain(deZ.id);
    expect(await ids_(tokens.verifier, { perfil: 'consultor' })).toContain(deZ.id);
    expect(await ids_(tokens.verifier, { perfil: 'consultor' })).not.toContain(deX.id);
    expect(await ids_(tokens.verifier, { perfil: 'organizacion' })).toEqual([]);

    expect(await ids_(tokens.consultant, { perfil: 'consultor' })).toContain(deX.id);
    expect(await ids_(tokens.consultant, { perfil: 'verificador' })).not.toContain(deX.id);

    expect(await ids_(tokens.company, { perfil: 'organizacion' })).toEqual(expect.arrayContaining([deX.id, deZ.id]));
    expect(await ids_(tokens.company, { perfil: 'consultor' })).toEqual([]);

    for (const perfil of ['consultor', 'verificador', 'organizacion']) {
      expect(await ids_(tokens.admin, { perfil })).toEqual(expect.arrayContaining([deX.id, deZ.id]));
    }

    // In Z the demo verifier is the consultant: its reply carries that part.
    const response = await responder(tokens.verifier, deZ.id, 'Como consultora.');
    expect(response.statusCode, response.body).toBe(201);
    expect(body<Envelope<Incidencia>>(response).data.respuestas.map((r) => r.rol)).toEqual(['consultor']);
  });

  it('bad filters: 422 with the contract message; nobody signed in: 401', async () => {
    const bad = async (query: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/incidencias/dapcon-incidencias', headers: bearer(tokens.admin), query });
    expect(fieldErrors(await bad({ perfil: 'jefe' }))).toEqual({ perfil: [MSG.valorNoValido] });
    expect(fieldErrors(await bad({ esta_resuelta: 'quizá' }))).toEqual({ esta_resuelta: [MSG.valorNoValido] });
    expect(fieldErrors(await bad({ dapcon_id: '0' }))).toEqual({ dapcon_id: [MSG.valorNoValido] });
    expect(fieldErrors(await bad({ idioma_id: 'es' }))).toEqual({ idioma_id: [MSG.valorNoValido] });
    expect((await app.inject({ method: 'GET', url: '/api/incidencias/dapcon-incidencias' })).statusCode).toBe(401);
  });
});

describe('GET /api/incidencias/listar/todas', () => {
  it('the declarations with incidents, the newest incident first, each with its incidents newest first', async () => {
    const p = await nuevaDapcon('en_verificacion');
    const q = await nuevaDapcon('en_verificacion');
    const sin = await nuevaDapcon('en_verificacion');
    const p1 = await abierta(tokens.verifier, p, { titulo: 'P1' });
    const q1 = await abierta(tokens.verifier, q, { titulo: 'Q1' });
    const p2 = await abierta(tokens.admin, p, { titulo: 'P2', idioma_id: 2 });
    await resolver(tokens.verifier, q1.id, true);

    const lista = await todas(tokens.consultant);
    const nuestras = lista.filter((d) => [p, q, sin].includes(d.dapcon_id));
    expect(nuestras).toEqual([
      {
        dapcon_id: p,
        dapcon_codigo: null,
        dv_nombre_producto: 'Producto en en_verificacion',
        created_at: p2.created_at,
        incidencias: [
          { id: p2.id, idioma_id: 2, dapcon_incidencias_titulo: 'P2', esta_resuelta: false, created_at: p2.created_at },
          { id: p1.id, idioma_id: 1, dapcon_incidencias_titulo: 'P1', esta_resuelta: false, created_at: p1.created_at },
        ],
      },
      {
        dapcon_id: q,
        dapcon_codigo: null,
        dv_nombre_producto: 'Producto en en_verificacion',
        created_at: q1.created_at,
        incidencias: [{ id: q1.id, idioma_id: 1, dapcon_incidencias_titulo: 'Q1', esta_resuelta: true, created_at: q1.created_at }],
      },
    ]);
    // The whole list is newest first too.
    const fechas = lista.map((d) => d.created_at);
    expect([...fechas].sort().reverse()).toEqual(fechas);
    expect((await todas(tokens.admin)).map((d) => d.dapcon_id)).toEqual(expect.arrayContaining([p, q]));
  });
});

describe('an administrator in a company\'s session', () => {
  it('replies as the company: the reply records the administrator behind it, the part is the company\'s, the verifier is e-mailed', async () => {
    const id = await nuevaDapcon('en_verificacion');
    const inc = await abierta(tokens.verifier, id);
    const opened = await app.inject({ method: 'GET', url: `/api/admin/auth/organizacion/${EMPRESA_CIF}`, headers: bearer(tokens.admin2) });
    expect(opened.statusCode, opened.body).toBe(200);
    const comoEmpresa = body<Envelope<{ token: string }>>(opened).data.token;
    const antes = await ultimoCorreo();

    const response = await responder(comoEmpresa, inc.id, 'Respuesta en nombre de la empresa.');
    expect(response.statusCode, response.body).toBe(201);
    expect(body<Envelope<Incidencia>>(response).data.respuestas.map((r) => r.rol)).toEqual(['organizacion']);
    const [row] = await app.db
      .select({ usuario_id: incidenciasRespuestas.usuario_id, suplantador_id: incidenciasRespuestas.suplantador_id })
      .from(incidenciasRespuestas)
      .where(eq(incidenciasRespuestas.incidencia_id, inc.id));
    const admin2 = await usuario(demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2).usuario, 'administrador');
    expect(row).toEqual({ usuario_id: cuentas.empresa, suplantador_id: admin2.id });
    expect(destinos(await correosDesde(antes))).toEqual([`incidencia_respuesta ${correo.verificador}`]);
  });
});
