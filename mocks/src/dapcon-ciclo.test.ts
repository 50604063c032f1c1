// The mock API's life of a declaration (dapcon.ts, dapcon-incidencias.ts): it answers as the API
// does, by PERMISOS_DAPCON (403 for the role, 409 for the state, nothing changed), so the browser's
// tests and stories meet the same refusals the real API gives.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accionesPermitidas,
  aceptarDapcon,
  caducarDapcon,
  crearIncidencia,
  dapcon,
  DAPCON_MSG,
  descargarDocumentoDapcon,
  devolverDapcon,
  eliminarDapcon,
  enviarDapcon,
  incidenciasDapcon,
  publicarDapcon,
  renovarDapcon,
  resolverIncidencia,
  resolvePath,
  subirDocumentoDapcon,
  validoHastaDe,
  type DapconDetalle,
  type Incidencia,
} from '@dapcon/contract';
import { calendarDay } from '@dapcon/contract/core';
import { MOCK_DAPCON_IDS, MOCK_DAPCONS, resetMocks, sessionToken } from './index';
import { mockServer } from './node';

const BASE = 'http://portal.test/api';
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  resetMocks();
});
afterAll(() => mockServer.close());

type Who = 'organizacion' | 'consultor' | 'verificador' | 'admin_ares';
const USUARIO: Record<Who, string> = { organizacion: 'A08612343', consultor: '47815236F', verificador: '39284756C', admin_ares: '46127839M' };

async function send(who: Who, method: string, path: string, body?: unknown): Promise<{ status: number; json: { message: string; data: unknown } }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${await sessionToken(who, { usuario: USUARIO[who], nombre: who, apellidos: 'Demo' })}` };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${BASE}${path}`, { method, headers, body: payload });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as { message: string; data: unknown } };
}

const path = (endpoint: { path: string }, id: number, extra: Record<string, string> = {}) => resolvePath(endpoint.path, { id: String(id), ...extra });
const detalle = async (who: Who, id: number) => (await send(who, 'GET', path(dapcon, id))).json.data as DapconDetalle;
const pdf = (name: string) => new File(['%PDF-1.4 mock'], name, { type: 'application/pdf' });

describe('the mock life of a declaration', () => {
  it("answers each participant's part and actions by PERMISOS_DAPCON", async () => {
    const d = MOCK_DAPCONS.find((x) => x.id === MOCK_DAPCON_IDS.enVerificacion);
    for (const [who, rol] of [
      ['organizacion', 'organizacion'],
      ['consultor', 'consultor'],
      ['verificador', 'verificador'],
      ['admin_ares', 'administrador'],
    ] as const) {
      const record = await detalle(who, MOCK_DAPCON_IDS.enVerificacion);
      expect(record.rol).toBe(rol);
      expect(record.acciones).toEqual(accionesPermitidas(rol, d?.estado ?? 'borrador'));
    }
  });

  it('refuses a role that may never act (403) and a state that does not allow it (409), changing nothing', async () => {
    const forbidden = await send('organizacion', 'POST', path(aceptarDapcon, MOCK_DAPCON_IDS.enVerificacion), (() => {
      const form = new FormData();
      form.set('documento', pdf('informe.pdf'));
      return form;
    })());
    expect(forbidden).toMatchObject({ status: 403, json: { message: DAPCON_MSG.accionNoPermitida } });
    const conflict = await send('consultor', 'PATCH', path(enviarDapcon, MOCK_DAPCON_IDS.enVerificacion));
    expect(conflict).toMatchObject({ status: 409, json: { message: DAPCON_MSG.estadoEnVerificacion } });
    expect((await detalle('admin_ares', MOCK_DAPCON_IDS.enVerificacion)).historial).toHaveLength(2);
  });

  it('goes from draft to published and renewed, with documents, incidents, the code and the validity', async () => {
    const id = MOCK_DAPCON_IDS.borrador;
    const form = new FormData();
    form.set('tipo', 'dap');
    form.set('idioma_id', '2');
    form.set('documento', pdf('dap-ca.pdf'));
    const uploaded = await send('consultor', 'POST', path(subirDocumentoDapcon, id), form);
    expect(uploaded.status).toBe(201);
    const stored = (uploaded.json.data as DapconDetalle).documentos.find((x) => x.idioma_id === 2);
    expect(stored).toMatchObject({ tipo: 'dap', nombre: 'dap-ca.pdf' });
    const file = await fetch(`${BASE}${path(descargarDocumentoDapcon, id, { documentoId: String(stored?.id) })}`, {
      headers: { Authorization: `Bearer ${await sessionToken('consultor', { usuario: USUARIO.consultor })}` },
    });
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${calendarDay(new Date())}_dap-ca.pdf"`);

    expect((await send('organizacion', 'PATCH', path(enviarDapcon, id))).status).toBe(200);
    const incidencia = await send('verificador', 'POST', crearIncidencia.path, { dapcon_id: id, idioma_id: 2, titulo: 'A4', descripcion: 'Falta A4.' });
    expect(incidencia.status).toBe(201);
    expect((await detalle('verificador', id)).idiomas.map((i) => i.dapcon_idioma_estado)).toEqual(['en_verificacion', 'con_incidencias']);
    const informe = () => {
      const f = new FormData();
      f.set('documento', pdf('informe.pdf'));
      return f;
    };
    expect(await send('verificador', 'POST', path(aceptarDapcon, id), informe())).toMatchObject({ status: 409, json: { message: DAPCON_MSG.incidenciasAbiertas } });
    await send('verificador', 'PATCH', resolvePath(resolverIncidencia.path, { id: String((incidencia.json.data as Incidencia).id) }), { esta_resuelta: true });
    expect((await send('verificador', 'POST', path(aceptarDapcon, id), informe())).status).toBe(200);

    const published = await send('admin_ares', 'PATCH', path(publicarDapcon, id), { dapcon_valido_desde: '2026-04-01', idiomas: [{ id: 2, ecoplatform: true }] });
    const record = published.json.data as DapconDetalle;
    expect(record).toMatchObject({ estado: 'publicada', dapcon_valido_desde: '2026-04-01', dapcon_valido_hasta: validoHastaDe('2026-04-01') });
    expect(record.dapcon_codigo).toBe(`DAPcon-${calendarDay(new Date()).slice(0, 4)}-0001`);
    expect(record.idiomas.map((i) => i.inscripcion_ecoplatform)).toEqual([true, true]);

    const renewed = await send('organizacion', 'POST', path(renovarDapcon, id));
    expect(renewed.status).toBe(201);
    const nueva = (renewed.json.data as { id: number }).id;
    const chain = (await detalle('organizacion', nueva)).cadena;
    expect(chain.map((c) => [c.id, c.secuencia, c.estado])).toEqual([
      [id, 1, 'publicada'],
      [nueva, 2, 'borrador'],
    ]);
    expect(await send('organizacion', 'POST', path(renovarDapcon, id))).toMatchObject({ status: 409, json: { message: DAPCON_MSG.yaRenovada } });
    expect((await send('admin_ares', 'PATCH', path(caducarDapcon, id), { confirmacion: true })).status).toBe(200);
    expect((await send('organizacion', 'DELETE', path(eliminarDapcon, nueva))).status).toBe(200);
    expect((await send('organizacion', 'GET', path(dapcon, nueva))).status).toBe(404);
  });

  it('never deletes a declaration that was submitted once (409)', async () => {
    const id = MOCK_DAPCON_IDS.enVerificacion;
    await send('verificador', 'PATCH', path(devolverDapcon, id), { motivo: 'Revisar.' });
    expect(await send('organizacion', 'DELETE', path(eliminarDapcon, id))).toMatchObject({ status: 409, json: { message: DAPCON_MSG.yaEnviada } });
  });

  it("filters the incidents by declaration and language, only the caller's", async () => {
    const list = async (who: Who, query: string) => (await send(who, 'GET', `${incidenciasDapcon.path}?${query}`)).json.data as Incidencia[];
    expect((await list('organizacion', `dapcon_id=${MOCK_DAPCON_IDS.enVerificacion}&idioma_id=1`)).map((i) => i.dapcon_incidencias_titulo)).toEqual(['Falta el módulo A4']);
    expect((await list('organizacion', `dapcon_id=${MOCK_DAPCON_IDS.enVerificacion}&esta_resuelta=true`)).map((i) => i.idioma_id)).toEqual([2]);
    // The published one's verifier is another: its incident is not this verifier's.
    expect((await list('verificador', `dapcon_id=${MOCK_DAPCON_IDS.publicada}`))).toEqual([]);
    expect(await send('organizacion', 'POST', crearIncidencia.path, { dapcon_id: MOCK_DAPCON_IDS.enVerificacion, idioma_id: 1, titulo: 'x', descripcion: 'y' })).toMatchObject({ status: 403 });
  });
});
