/**
 * The daily expiry job (docs/dapcon-lifecycle.md 'Expiry'), its functions called with a chosen
 * 'today': published declarations past their last valid day expire, one by one, with a history row
 * whose actor is the system (the reminders before it: recordatorios.test.ts). And the
 * plugin, asked for in a test app, runs them on its timer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { validoHastaDe } from '@dapcon/contract';
import caducidadDapcon, { caducarVencidas, comentarioCaducidad, tareaCaducidad } from '../../../src/areas/dapcon/caducidad';
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
  const [row] = await app.db.select({ estado: dapcons.estado }).from(dapcons).where(eq(dapcons.id, id));
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
  it('expire each declaration once and tell its parties once', async () => {
    const vencida = await crearEnEstado(app, p, 'publicada', { desde: '2060-01-01' });
    const desde = await ultimoCorreo(app);
    // 'today' 2065-01-05: it ended on 2064-12-31.
    const runs = await Promise.all([tareaCaducidad(app, new Date('2065-01-05T10:00:00Z')), tareaCaducidad(app, new Date('2065-01-05T10:00:00Z'))]);
    expect(runs.flatMap((r) => r.caducadas).filter((id) => id === vencida)).toEqual([vencida]);
    expect((await historialDe(app, vencida)).filter((h) => h.accion === 'caducar')).toHaveLength(1);
    expect((await correosDesde(app, desde)).filter((c) => c.plantilla === 'dapcon_caducada' && c.texto.includes(`/dapcon/${vencida}/`))).toHaveLength(2);
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
