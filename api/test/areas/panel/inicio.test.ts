/**
 * The readers' homes (GET /panel/inicio; contract/src/panel/inicio.ts): each caller's own data, found
 * from the session whatever the request carries; a company's logo, payment alert and declarations by
 * state (the test seed's five, one per state, are the first demo company's); a consultant's logo and
 * whether it signs (profile 4 or `es_verificador`). Who may call it: the matrix.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Inicio } from '@dapcon/contract';
import { TEST_DAPCON_IDS, TEST_INCIDENCIA_ID } from '../../../src/areas/dapcon';
import { consultores, dapcons, organizaciones } from '../../../src/db/schema';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';
import { adminTokens } from '../empresas/support';

let app: FastifyInstance;

beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

const token = (usuario: string) => tokenOf(app, demoAccount((a) => a.usuario === usuario));

async function inicio(t: string, query: Record<string, string> = {}): Promise<Inicio> {
  const res = await app.inject({ method: 'GET', url: '/api/panel/inicio', query, headers: bearer(t) });
  expect(res.statusCode).toBe(200);
  return body<{ data: Inicio }>(res).data;
}

const NINGUNA = { borrador: 0, en_verificacion: 0, verificada: 0, publicada: 0, caducada: 0, retirada: 0 };

describe('GET /panel/inicio: a company', () => {
  it("answers the first demo company's logo, payment alert and its declarations by state", async () => {
    expect(await inicio(await token('A08612343'))).toEqual({
      tiene_logo: false,
      empresa: { alerta_pago: false, pago: null, dapcons: { borrador: 1, en_verificacion: 1, verificada: 1, publicada: 1, caducada: 1, retirada: 0 } },
      consultor: null,
    });
  });

  it('counts only its own declarations, whatever it sends', async () => {
    const [otra] = await app.db.select({ org_id: organizaciones.org_id }).from(organizaciones).where(eq(organizaciones.org_cif, 'A08612343'));
    const t = await token('B08715427');
    const propio = { tiene_logo: false, empresa: { alerta_pago: false, pago: null, dapcons: NINGUNA }, consultor: null };
    expect(await inicio(t)).toEqual(propio);
    expect(await inicio(t, { org_id: String(otra?.org_id), organizacion_id: String(otra?.org_id), org_cif: 'A08612343' })).toEqual(propio);
    // A declaration moved to it is counted for it, and no longer for the first company.
    const [propia] = await app.db.select({ org_id: organizaciones.org_id }).from(organizaciones).where(eq(organizaciones.org_cif, 'B08715427'));
    if (!propia) throw new Error('no company B08715427');
    await app.db.update(dapcons).set({ org_id: propia.org_id }).where(eq(dapcons.estado, 'publicada'));
    expect(await inicio(t)).toMatchObject({ empresa: { dapcons: { ...NINGUNA, publicada: 1 } } });
    expect(await inicio(await token('A08612343'))).toMatchObject({ empresa: { dapcons: { borrador: 1, en_verificacion: 1, verificada: 1, publicada: 0, caducada: 1 } } });
  });

  it('shows the payment alert of a company that owes its fee, and its logo once it has one', async () => {
    const t = await token('B17238452');
    // No method chosen yet (the payment flow's choices: test/areas/finanzas/pago-organizacion.test.ts).
    expect(await inicio(t)).toMatchObject({ tiene_logo: false, empresa: { alerta_pago: true, pago: null } });
    await app.db.update(organizaciones).set({ org_logo: 'logos/prueba.png', alerta_pago: false }).where(eq(organizaciones.org_cif, 'B17238452'));
    expect(await inicio(t)).toMatchObject({ tiene_logo: true, empresa: { alerta_pago: false } });
  });
});

describe('GET /panel/inicio: consultants and verifiers', () => {
  /** The ids the incidents' call answers for the caller (its home's list must be the same). */
  async function abiertasSegunIncidencias(t: string): Promise<number[]> {
    const res = await app.inject({ method: 'GET', url: '/api/incidencias/dapcon-incidencias', query: { esta_resuelta: 'false' }, headers: bearer(t) });
    expect(res.statusCode).toBe(200);
    return body<{ data: { id: number }[] }>(res).data.map((i) => i.id);
  }
  /** What the bell counts, and the ids it lists. */
  async function campana(t: string): Promise<{ total: number; ids: number[] }> {
    const res = await app.inject({ method: 'GET', url: '/api/obtener-notificaciones', headers: bearer(t) });
    expect(res.statusCode).toBe(200);
    const { tickets } = body<{ data: { tickets: { total: number; data: { id: number }[] } } }>(res).data;
    return { total: tickets.total, ids: tickets.data.map((i) => i.id) };
  }
  const ids = (d: Inicio) => d.consultor?.incidencias.map((i) => i.id) ?? [];

  it("a consultant does not sign; a verifier (profile 4) does; both see the seed's open incident, as the incidents' call answers", async () => {
    const consultor = await token('47815236F');
    const verificador = await token('39284756C');
    const seeded = {
      id: TEST_INCIDENCIA_ID,
      dapcon_id: TEST_DAPCON_IDS.en_verificacion,
      idioma_id: 1,
      idioma: 'es',
      dapcon_codigo: null,
      dv_nombre_producto: 'Mortero de albañilería M-7,5',
      dapcon_incidencias_titulo: 'Unidad funcional',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string,
    };
    expect(await inicio(consultor)).toEqual({ tiene_logo: false, empresa: null, consultor: { firma: false, incidencias: [seeded] } });
    expect(await inicio(verificador)).toEqual({ tiene_logo: false, empresa: null, consultor: { firma: true, incidencias: [seeded] } });
    expect(ids(await inicio(consultor))).toEqual(await abiertasSegunIncidencias(consultor));
    expect(ids(await inicio(verificador))).toEqual(await abiertasSegunIncidencias(verificador));
  });

  it("lists the unresolved incidents of every language with the language's code, newest first, as many as the bell counts; a resolved one leaves", async () => {
    const verificador = await token('39284756C');
    const consultor = await token('47815236F');
    const crear = async (idioma_id: number, titulo: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/incidencias/crear',
        headers: bearer(verificador),
        payload: { dapcon_id: TEST_DAPCON_IDS.en_verificacion, idioma_id, titulo, descripcion: 'Revise la tabla de impactos.' },
      });
      expect(res.statusCode).toBe(201);
      return body<{ data: { id: number } }>(res).data.id;
    };
    const catalan = await crear(2, 'En català');
    const nueva = await crear(1, 'Nueva en español');
    for (const t of [consultor, verificador]) {
      const home = await inicio(t);
      expect(ids(home)).toEqual([nueva, catalan, TEST_INCIDENCIA_ID]);
      expect(home.consultor?.incidencias.map((i) => [i.idioma_id, i.idioma])).toEqual([
        [1, 'es'],
        [2, 'ca'],
        [1, 'es'],
      ]);
      expect(ids(home)).toEqual(await abiertasSegunIncidencias(t));
      expect(await campana(t)).toEqual({ total: 3, ids: ids(home) });
    }
    const resolver = await app.inject({ method: 'PATCH', url: `/api/incidencias/${catalan}/resolver`, headers: bearer(verificador), payload: { esta_resuelta: true } });
    expect(resolver.statusCode).toBe(200);
    expect(ids(await inicio(consultor))).toEqual([nueva, TEST_INCIDENCIA_ID]);
    expect(ids(await inicio(verificador))).toEqual([nueva, TEST_INCIDENCIA_ID]);
    expect((await campana(verificador)).total).toBe(2);
  });

  it('a consultant of profile 3 who is a verifier (es_verificador) signs; a logo is seen; another consultant sees none of the incidents', async () => {
    await app.db.update(consultores).set({ es_verificador: true, consultor_logo: 'logos/consultor.png' }).where(eq(consultores.consultor_nif, '43091827Q'));
    expect(await inicio(await token('43091827Q'))).toEqual({ tiene_logo: true, empresa: null, consultor: { firma: true, incidencias: [] } });
  });
});

describe('GET /panel/inicio: the administration', () => {
  it('answers 403 to both administrators (their home is the dashboard) and 401 without a session', async () => {
    const { admin, admin2 } = await adminTokens(app);
    for (const t of [admin, admin2]) expect((await app.inject({ method: 'GET', url: '/api/panel/inicio', headers: bearer(t) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/panel/inicio' })).statusCode).toBe(401);
  });
});
