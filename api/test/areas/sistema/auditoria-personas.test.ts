/**
 * `GET /auditoria?persona=`: the text is resolved to accounts first (their CIF/NIF or name), then their
 * entries, as the user or as the administrator behind an impersonation, are read by those ids
 * (api/src/areas/sistema/auditoria.ts `personasDe`; the audit bench, README 'Figures').
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@dapcon/contract';
import { auditoria, usuarios } from '../../../src/db/schema';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';

let app: FastifyInstance;
let token: string;
const ares = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1);

/** Two accounts of the seed whose CIF/NIF share no text with the rest, and their ids. */
let uno: { id: number; usuario: string };
let otro: { id: number; usuario: string };
let adminId: number;

beforeAll(async () => {
  app = await build();
  token = await tokenOf(app, ares);
  const cuentas = await app.db.select({ id: usuarios.id, usuario: usuarios.usuario }).from(usuarios).where(eq(usuarios.modulo_app, 'organizacion')).orderBy(usuarios.id).limit(2);
  [uno, otro] = cuentas as [typeof uno, typeof otro];
  const [admin] = await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, ares.usuario));
  adminId = admin!.id;
  await app.tasks.idle();
  await app.db.execute(sql`truncate ${auditoria}`);
  await app.db.insert(auditoria).values([
    { accion: 'escritura', usuario_id: uno.id, metodo: 'POST', ruta: '/x', url: '/p/uno-1', status: 200 },
    { accion: 'acceso', usuario_id: uno.id, metodo: 'POST', ruta: '/x', url: '/p/uno-2', status: 200 },
    { accion: 'escritura', usuario_id: otro.id, suplantador_id: admin!.id, metodo: 'POST', ruta: '/x', url: '/p/otro-1', status: 200 },
    { accion: 'escritura', usuario_id: null, metodo: 'POST', ruta: '/x', url: '/p/nadie', status: 200 },
    // Naming the same account twice (not something the API writes): one entry, counted once.
    { accion: 'escritura', usuario_id: admin!.id, suplantador_id: admin!.id, metodo: 'POST', ruta: '/x', url: '/p/dos-veces', status: 200 },
  ]);
});
afterAll(async () => {
  await app.close();
});

async function urls(query: string): Promise<{ total: number; urls: string[] }> {
  const response = await app.inject({ method: 'GET', url: `/api/auditoria?${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  const page = body<Envelope<{ data: { url: string }[]; total: number }>>(response).data;
  return { total: page.total, urls: page.data.map((row) => row.url).filter((url) => url.startsWith('/p/')).sort() };
}

describe('GET /auditoria?persona=', () => {
  it('counts a person alone from both indexes: an entry as the user and as the administrator behind, each once', async () => {
    expect(await urls(`persona_id=${adminId}`)).toEqual({ total: 2, urls: ['/p/dos-veces', '/p/otro-1'] });
    expect(await urls(`persona=${encodeURIComponent(ares.usuario)}`)).toEqual({ total: 2, urls: ['/p/dos-veces', '/p/otro-1'] });
    expect(await urls(`persona=${encodeURIComponent(ares.usuario)}&persona_id=${adminId}`)).toEqual({ total: 2, urls: ['/p/dos-veces', '/p/otro-1'] });
    expect(await urls(`persona=${encodeURIComponent(ares.usuario)}&persona_id=${uno.id}`)).toEqual({ total: 0, urls: [] });
  });

  it("finds an account's entries by its CIF/NIF, in any case", async () => {
    expect(await urls(`persona=${encodeURIComponent(uno.usuario.toLowerCase())}`)).toEqual({ total: 2, urls: ['/p/uno-1', '/p/uno-2'] });
  });

  it('finds the entries of every account the text holds: as the user and as the administrator behind one', async () => {
    const both = await urls(`persona=${encodeURIComponent(ares.usuario)}`);
    expect(both.urls).toContain('/p/otro-1');
    expect(both.urls).not.toContain('/p/uno-1');
  });

  it('answers an empty page when no account holds the text', async () => {
    expect(await urls('persona=zzzz-nadie-zzzz')).toEqual({ total: 0, urls: [] });
  });

  it('combines with the other filters', async () => {
    expect(await urls(`persona=${encodeURIComponent(uno.usuario)}&accion=acceso`)).toEqual({ total: 1, urls: ['/p/uno-2'] });
  });
});
