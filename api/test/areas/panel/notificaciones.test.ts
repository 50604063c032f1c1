/**
 * The top bar's notifications (api/src/areas/panel/notificaciones-service.ts; docs/home.md step 4):
 * each reader gets the communications its home shows (the same set and total as
 * `/contenidos-web-public?ocultos=false`) and the unresolved incidents of its own declarations, each with
 * its total and the newest ten; archiving a communication or resolving an incident takes it out, for
 * that caller only; the administration module is refused (403). On the 'test' seed: no contents, and one
 * open incident (TEST_INCIDENCIA_ID) on the demo company's declaration in verification, by the demo
 * consultant, verified by the demo verifier.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay, NOTIFICACIONES_MAX, type ContenidoPublico, type Envelope, type Notificaciones, type Paginated } from '@dapcon/contract';
import { TEST_DAPCON_IDS, TEST_INCIDENCIA_ID } from '../../../src/areas/dapcon';
import { contenidosWeb, incidencias } from '../../../src/db/schema';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';

let app: FastifyInstance;
const tokens = { company: '', otherCompany: '', consultant: '', otherConsultant: '', verifier: '', admin: '' };

const day = (n: number) => calendarDay(new Date(Date.now() + n * 24 * 60 * 60_000));

async function notificacionesDe(token: string, lang = 'es'): Promise<Notificaciones> {
  const response = await app.inject({ method: 'GET', url: '/api/obtener-notificaciones', headers: { ...bearer(token), 'accept-language': lang } });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<Notificaciones>>(response).data;
}

async function homeDe(token: string): Promise<Paginated<ContenidoPublico>> {
  const response = await app.inject({ method: 'GET', url: '/api/contenidos-web-public?ocultos=false', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<Paginated<ContenidoPublico>>>(response).data;
}

async function insertContenido(titulo: string, perfiles: (3 | 4 | 5)[], { desde = -1, estado = 'Publicado' as 'Publicado' | 'Despublicado', tipos = [] as string[] } = {}): Promise<number> {
  const [row] = await app.db
    .insert(contenidosWeb)
    .values({
      titulo,
      descripcion_corta: `Resumen de ${titulo}`,
      descripcion_larga: '<p>Texto</p>',
      clasificacion: 'clas_programa',
      tipo: 'comunicado',
      estado,
      perfiles,
      tipos_empresa: tipos,
      fecha_publicacion: day(desde),
      fecha_fin_publicacion: null,
    })
    .returning({ id: contenidosWeb.id });
  if (!row) throw new Error('not inserted');
  return row.id;
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await build();
  const token = (p: Parameters<typeof demoAccount>[0]) => tokenOf(app, demoAccount(p));
  tokens.company = await token((a) => a.usuario === 'A08612343');
  tokens.otherCompany = await token((a) => a.usuario === 'B08715427');
  tokens.consultant = await token((a) => a.usuario === '47815236F');
  tokens.otherConsultant = await token((a) => a.usuario === '43091827Q');
  tokens.verifier = await token((a) => a.usuario === '39284756C');
  tokens.admin = await token((a) => a.modulo_app === 'administrador' && a.perfil === 1);
  // Oldest first, so the newest is the last inserted.
  ids.todos = await insertContenido('Para todos', [3, 4, 5], { desde: -9 });
  ids.empresas = await insertContenido('Solo empresas de tipo empresa', [5], { desde: -8, tipos: ['empresa'] });
  ids.asociaciones = await insertContenido('Solo asociaciones', [5], { desde: -7, tipos: ['asociacion'] });
  ids.verificadores = await insertContenido('Solo verificadores', [4], { desde: -6 });
  ids.borrador = await insertContenido('Despublicado', [3, 4, 5], { desde: -5, estado: 'Despublicado' });
  ids.futuro = await insertContenido('Aún no publicado', [3, 4, 5], { desde: 3 });
});

afterAll(async () => {
  await app.close();
});

describe('GET /api/obtener-notificaciones', () => {
  it("answers each reader's communications not archived, the same set and total as its home, newest first", async () => {
    for (const [token, expected] of [
      [tokens.company, [ids.empresas, ids.todos]],
      [tokens.consultant, [ids.todos]],
      [tokens.verifier, [ids.verificadores, ids.todos]],
    ] as const) {
      const { comunicados } = await notificacionesDe(token);
      expect(comunicados.data.map((c) => c.id)).toEqual(expected);
      expect(comunicados.total).toBe(expected.length);
      const home = await homeDe(token);
      expect(comunicados.data.map((c) => c.id)).toEqual(home.data.map((c) => c.id));
      expect(comunicados.total).toBe(home.total);
    }
    const { comunicados } = await notificacionesDe(tokens.company);
    expect(comunicados.data[0]).toEqual({
      id: ids.empresas,
      titulo: 'Solo empresas de tipo empresa',
      tipo_noticia_texto: 'Comunicado',
      fecha_publicacion: day(-8),
      enlace: '/public-comunicados',
    });
  });

  it("answers the caller's unresolved incidents only: its own declarations', each linking to its ticket", async () => {
    for (const token of [tokens.company, tokens.consultant, tokens.verifier]) {
      const { tickets } = await notificacionesDe(token);
      expect(tickets.total).toBe(1);
      expect(tickets.data).toEqual([
        expect.objectContaining({ id: TEST_INCIDENCIA_ID, titulo: 'Unidad funcional', dapcon_id: TEST_DAPCON_IDS.en_verificacion, idioma_id: 1, enlace: `/tickets/${TEST_INCIDENCIA_ID}` }),
      ]);
    }
    // Another company and another consultant take no part in that declaration.
    for (const token of [tokens.otherCompany, tokens.otherConsultant]) {
      expect((await notificacionesDe(token)).tickets).toEqual({ total: 0, data: [] });
    }
  });

  it('leaves out a communication the caller archived, for that caller only', async () => {
    const archivar = await app.inject({ method: 'GET', url: `/api/ocultar-comunicado?id=${ids.todos}`, headers: bearer(tokens.consultant) });
    expect(archivar.statusCode, archivar.body).toBe(200);
    expect(await notificacionesDe(tokens.consultant)).toMatchObject({ comunicados: { total: 0, data: [] } });
    const verifier = await notificacionesDe(tokens.verifier);
    expect(verifier.comunicados.data.map((c) => c.id)).toEqual([ids.verificadores, ids.todos]);
  });

  it('counts every communication and lists the newest ten', async () => {
    const nuevos: number[] = [];
    for (let n = 0; n < NOTIFICACIONES_MAX + 2; n++) nuevos.push(await insertContenido(`Solo asociaciones ${n}`, [5], { desde: -4, tipos: ['asociacion'] }));
    const asociacion = await tokenOf(app, demoAccount((a) => a.modulo_app === 'organizacion' && a.org_tipo === 'asociacion' && a.estado_pago === 'pagado'));
    const { comunicados } = await notificacionesDe(asociacion);
    // The twelve of today-4 (same day: newest id first), then the older two for associations and everyone.
    expect(comunicados.total).toBe(NOTIFICACIONES_MAX + 2 + 2);
    expect(comunicados.data).toHaveLength(NOTIFICACIONES_MAX);
    expect(comunicados.data.map((c) => c.id)).toEqual([...nuevos].reverse().slice(0, NOTIFICACIONES_MAX));
  });

  it('takes a resolved incident out, and counts more than ten open ones while listing the newest ten', async () => {
    const resolver = (esta_resuelta: boolean) =>
      app.inject({ method: 'PATCH', url: `/api/incidencias/${TEST_INCIDENCIA_ID}/resolver`, headers: bearer(tokens.verifier), payload: { esta_resuelta } });
    expect((await resolver(true)).statusCode).toBe(200);
    for (const token of [tokens.company, tokens.consultant, tokens.verifier]) expect((await notificacionesDe(token)).tickets).toEqual({ total: 0, data: [] });
    expect((await resolver(false)).statusCode).toBe(200);
    expect((await notificacionesDe(tokens.company)).tickets.total).toBe(1);

    const [verificador] = await app.db.select({ creada_por: incidencias.creada_por }).from(incidencias).limit(1);
    const abiertas: number[] = [];
    for (let n = 0; n < NOTIFICACIONES_MAX + 1; n++) {
      const [row] = await app.db
        .insert(incidencias)
        .values({
          dapcon_id: TEST_DAPCON_IDS.en_verificacion,
          idioma_id: 1,
          titulo: `Incidencia ${n}`,
          descripcion: 'Descripción',
          esta_resuelta: false,
          creada_por: verificador?.creada_por ?? null,
          created_at: new Date(Date.now() + n * 1000),
        })
        .returning({ id: incidencias.id });
      abiertas.push(row?.id ?? 0);
    }
    const { tickets } = await notificacionesDe(tokens.verifier);
    expect(tickets.total).toBe(NOTIFICACIONES_MAX + 2);
    expect(tickets.data.map((t) => t.id)).toEqual([...abiertas].reverse().slice(0, NOTIFICACIONES_MAX));
    expect((await notificacionesDe(tokens.otherCompany)).tickets.total).toBe(0);
  });

  it('refuses the administration module (it has no dropdown) and anyone signed out', async () => {
    const admin = await app.inject({ method: 'GET', url: '/api/obtener-notificaciones', headers: bearer(tokens.admin) });
    expect(admin.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/obtener-notificaciones' })).statusCode).toBe(401);
  });

  it('names the content types in the caller language', async () => {
    const { comunicados } = await notificacionesDe(tokens.verifier, 'ca');
    expect(comunicados.data[0]?.tipo_noticia_texto).toBe('Comunicat');
  });
});
