/**
 * The daily expiry job (docs/dapcon-lifecycle.md 'Expiry'), its functions called with a chosen
 * 'today': published declarations past their last valid day expire, one by one, with a history row
 * whose actor is the system; the companies of those within 90 days of it are e-mailed once. And the
 * plugin, asked for in a test app, runs them on its timer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { validoHastaDe } from '@dapcon/contract';
import caducidadDapcon, { avisarPorCaducar, caducarVencidas, comentarioCaducidad, tareaCaducidad } from '../../../src/areas/dapcon/caducidad';
import { TEST_DAPCON_IDS } from '../../../src/areas/dapcon/seed';
import { dapconIdiomas, dapcons } from '../../../src/db/schema';
import { build } from '../../helper';
import { correosDesde, crearEnEstado, historialDe, llamar, participantes, ultimoCorreo, type Participantes } from './support';

let app: FastifyInstance;
let p: Participantes;

beforeAll(async () => {
  app = await build();
  p = await participantes(app);
});
afterAll(async () => {
  await app.close();
});

async function estadoDe(id: number) {
  const [row] = await app.db.select({ estado: dapcons.estado, aviso: dapcons.aviso_caducidad_at }).from(dapcons).where(eq(dapcons.id, id));
  return row;
}

describe('caducarVencidas', () => {
  it("expires the published declarations whose last valid day is before 'today', with the system as the actor; the rest stay", async () => {
    // Valid up to 2040-01-09 and 2040-01-10; 'today' is 2040-01-10.
    const vencida = await crearEnEstado(app, p, 'publicada', { desde: '2035-01-10' });
    const ultimoDia = await crearEnEstado(app, p, 'publicada', { desde: '2035-01-11' });
    const verificada = await crearEnEstado(app, p, 'verificada');
    expect(validoHastaDe('2035-01-10')).toBe('2040-01-09');

    const movidas = await caducarVencidas(app, '2040-01-10');
    expect(movidas).toContain(vencida);
    expect(movidas).not.toContain(ultimoDia);
    expect(movidas).toContain(TEST_DAPCON_IDS.publicada);
    expect((await estadoDe(vencida))?.estado).toBe('caducada');
    expect((await estadoDe(ultimoDia))?.estado).toBe('publicada');
    expect((await estadoDe(verificada))?.estado).toBe('verificada');
    expect((await historialDe(app, vencida)).at(-1)).toMatchObject({
      accion: 'caducar',
      estado_desde: 'publicada',
      estado_hasta: 'caducada',
      usuario_id: null,
      suplantador_id: null,
      comentario: comentarioCaducidad('2040-01-09'),
    });
    const idiomas = await app.db.select().from(dapconIdiomas).where(eq(dapconIdiomas.dapcon_id, vencida));
    expect(idiomas.map((i) => i.dapcon_idioma_estado)).toEqual(['caducada', 'caducada']);

    // The record shows the system's row without a user.
    const response = await llamar(app, p.tokens.empresa, 'GET', `/dapcon/${vencida}`);
    expect(response.json<{ data: { historial: { accion: string; usuario: string | null }[] } }>().data.historial.at(-1)).toMatchObject({ accion: 'caducar', usuario: null });

    // A second run finds nothing more to do.
    expect(await caducarVencidas(app, '2040-01-10')).toEqual([]);
  });
});

describe('two runs at once (two API processes)', () => {
  it('expire each declaration once and tell each company once', async () => {
    const vencida = await crearEnEstado(app, p, 'publicada', { desde: '2060-01-01' });
    const porCaducar = await crearEnEstado(app, p, 'publicada', { desde: '2060-03-01' });
    const desde = await ultimoCorreo(app);
    // 'today' 2065-01-05: the first ended on 2064-12-31, the second ends on 2065-02-28.
    const runs = await Promise.all([tareaCaducidad(app, new Date('2065-01-05T10:00:00Z')), tareaCaducidad(app, new Date('2065-01-05T10:00:00Z'))]);
    expect(runs.flatMap((r) => r.caducadas).filter((id) => id === vencida)).toEqual([vencida]);
    expect(runs.flatMap((r) => r.avisadas).filter((id) => id === porCaducar)).toEqual([porCaducar]);
    expect((await historialDe(app, vencida)).filter((h) => h.accion === 'caducar')).toHaveLength(1);
    expect((await correosDesde(app, desde)).filter((c) => c.plantilla === 'dapcon_por_caducar' && c.texto.includes(`/dapcon/${porCaducar}/`))).toHaveLength(1);
  });
});

describe('avisarPorCaducar', () => {
  it('e-mails the company of each published declaration within 90 days of its last valid day, once', async () => {
    // 'today' 2045-03-01: last valid days 2045-05-29 (89 days on), 2045-05-30 (90), 2045-05-31 (91), and an expired one.
    const dentro = await crearEnEstado(app, p, 'publicada', { desde: '2040-05-30' });
    const limite = await crearEnEstado(app, p, 'publicada', { desde: '2040-05-31' });
    const fuera = await crearEnEstado(app, p, 'publicada', { desde: '2040-06-01' });
    const caducada = await crearEnEstado(app, p, 'caducada', { desde: '2040-05-01' });
    const desde = await ultimoCorreo(app);

    const avisadas = await avisarPorCaducar(app, '2045-03-01');
    expect(avisadas.filter((id) => [dentro, limite, fuera, caducada].includes(id)).sort((a, b) => a - b)).toEqual([dentro, limite]);
    expect((await estadoDe(dentro))?.aviso).toBeInstanceOf(Date);
    expect((await estadoDe(fuera))?.aviso).toBeNull();
    const enviados = (await correosDesde(app, desde)).filter((c) => c.plantilla === 'dapcon_por_caducar');
    expect(enviados.map((c) => c.destinatario)).toEqual(avisadas.map(() => p.emails.empresa));
    // The last day as dd/mm/yyyy.
    expect(enviados.some((c) => c.texto.includes('29/05/2045'))).toBe(true);

    // Once: the next day's run tells nobody again.
    const despues = await ultimoCorreo(app);
    expect((await avisarPorCaducar(app, '2045-03-02')).filter((id) => id === dentro || id === limite)).toEqual([]);
    expect((await correosDesde(app, despues)).filter((c) => c.plantilla === 'dapcon_por_caducar' && avisadas.includes(Number(/dapcon\/(\d+)\//.exec(c.texto)?.[1])))).toEqual([]);
  });

  it('a new last day set by the administration earns a new notice', async () => {
    const id = await crearEnEstado(app, p, 'publicada', { desde: '2041-02-01' });
    expect(await avisarPorCaducar(app, '2045-12-01')).toContain(id);
    const response = await llamar(app, p.tokens.admin, 'PATCH', `/dapcon/${id}/validez`, { dapcon_valido_desde: '2041-02-01', dapcon_valido_hasta: '2046-02-15' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await estadoDe(id))?.aviso).toBeNull();
    expect(await avisarPorCaducar(app, '2045-12-01')).toContain(id);
  });
});

describe('tareaCaducidad and the plugin', () => {
  it("runs both for the day of an instant in Madrid", async () => {
    const id = await crearEnEstado(app, p, 'publicada', { desde: '2050-01-01' });
    // 23:30 UTC on 31 December 2054 is 1 January 2055 in Madrid, past the last valid day (2054-12-31).
    const { caducadas } = await tareaCaducidad(app, new Date('2054-12-31T23:30:00Z'));
    expect(caducadas).toContain(id);
  });

  it('runs on its timer when a test app asks for it, and stops on close', async () => {
    const conJob = await build({
      extraRoutes: async (instance) => {
        await instance.register(caducidadDapcon, { enabled: true, intervalMs: 50 });
      },
    });
    try {
      const local = await participantes(conJob);
      const id = await crearEnEstado(conJob, local, 'publicada', { desde: '2015-01-01' });
      let estado: string | undefined;
      for (let i = 0; i < 100 && estado !== 'caducada'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await conJob.tasks.idle();
        [{ estado } = { estado: undefined }] = await conJob.db.select({ estado: dapcons.estado }).from(dapcons).where(eq(dapcons.id, id));
      }
      expect(estado).toBe('caducada');
    } finally {
      await conJob.close();
    }
  });
});
