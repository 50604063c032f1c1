import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CODIGO_RCP_GENERAL, MSG, type Envelope, type RcpOpcion } from '@dapcon/contract';
import { RCPS } from '../../../src/areas/rcp/data/rcps';
import { body, bearer, build, demoAccount, errorBody, tokenOf } from '../../helper';

let app: FastifyInstance;
let company: string;
beforeAll(async () => {
  app = await build();
  company = await tokenOf(app, demoAccount((a) => a.modulo_app === 'organizacion'));
});
afterAll(async () => {
  await app.close();
});

async function list(query = '', lang?: string): Promise<RcpOpcion[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/rcp${query}`,
    headers: { ...bearer(company), ...(lang ? { 'accept-language': lang } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = body<Envelope<RcpOpcion[]>>(response);
  expect(answer).toMatchObject({ status: 'Success', message: 'OK' });
  return answer.data;
}

describe('GET /api/rcp (the common lookup, spec part 2 §7.1)', () => {
  it('lists the RCPs in force, not annulled, by equivalencia, named in Spanish', async () => {
    const rcps = await list();
    expect(rcps).toHaveLength(RCPS.filter((r) => r.vigente && !r.anulada).length);
    expect(rcps.every((r) => r.vigente)).toBe(true);
    const equivalencias = rcps.map((r) => r.rcp_equivalencia);
    expect(equivalencias).toEqual([...equivalencias].sort());
    expect(new Set(equivalencias).size).toBe(equivalencias.length);
    expect(rcps[0]).toEqual({
      rcp_id: expect.any(Number),
      rcp_equivalencia: 'RCP 001',
      rcp_nombre: 'Baldosas cerámicas',
      codigo_para_codificacion_dapcon: '001',
      vigente: true,
    });
    expect(rcps.at(-1)).toMatchObject({ rcp_equivalencia: 'RCP 100', rcp_nombre: 'Productos de construcción en general', codigo_para_codificacion_dapcon: CODIGO_RCP_GENERAL });
    expect(rcps.map((r) => r.rcp_nombre)).not.toContain('Revestimientos de piedra natural');
  });

  it('names them in Catalan for a Catalan caller', async () => {
    const rcps = await list('', 'ca');
    expect(rcps[0]).toMatchObject({ rcp_equivalencia: 'RCP 001', rcp_nombre: 'Rajoles ceràmiques' });
    expect(rcps.at(-1)?.rcp_nombre).toBe('Productes de construcció en general');
    expect((await list()).map((r) => r.rcp_id)).toEqual(rcps.map((r) => r.rcp_id));
  });

  it('with novigentes=true adds the superseded versions after the one in force, never the annulled one', async () => {
    const all = await list('?novigentes=true');
    expect(all).toHaveLength(RCPS.filter((r) => !r.anulada).length);
    const general = all.filter((r) => r.rcp_equivalencia === 'RCP 100');
    expect(general.map((r) => r.vigente)).toEqual([true, false]);
    expect(all.filter((r) => !r.vigente).map((r) => r.rcp_equivalencia)).toEqual(['RCP 001', 'RCP 006', 'RCP 100']);
    expect(all.map((r) => r.rcp_nombre)).not.toContain('Revestimientos de piedra natural');
    expect(await list('?novigentes=false')).toEqual(await list());
    expect(await list('?novigentes=')).toEqual(await list());
  });

  it('answers the lookup to every kind of signed-in user, the administration included (issue 33 item 30: it was the administration’s list, 403 to a company)', async () => {
    const callers = [
      demoAccount((a) => a.modulo_app === 'organizacion'),
      demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3),
      demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 4),
      demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1),
      demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2),
    ];
    const expected = await list();
    for (const caller of callers) {
      const response = await app.inject({ method: 'GET', url: '/api/rcp', headers: bearer(await tokenOf(app, caller)) });
      expect(response.statusCode, `${caller.usuario}: ${response.body}`).toBe(200);
      expect(body<Envelope<RcpOpcion[]>>(response).data).toEqual(expected);
    }
    // The administration's paged list is /rcp/lista.
    const admin = await tokenOf(app, demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1));
    const lista = await app.inject({ method: 'GET', url: '/api/rcp/lista', headers: bearer(admin) });
    expect(lista.statusCode).toBe(200);
    expect(body<Envelope<{ total: number; per_page: number }>>(lista).data).toMatchObject({ total: expect.any(Number) as number, per_page: 20 });
  });

  it('refuses a novigentes that is not yes or no (422), and anyone not signed in (401)', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/rcp?novigentes=maybe', headers: bearer(company) });
    expect(bad.statusCode).toBe(422);
    expect(errorBody(bad).errors).toEqual({ novigentes: [MSG.valorNoValido] });
    const anonymous = await app.inject({ method: 'GET', url: '/api/rcp' });
    expect(anonymous.statusCode).toBe(401);
  });
});
