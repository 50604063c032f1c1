/**
 * A company opts out of (and back into) its annual fee's reminders (issue 36;
 * PATCH /organizaciones/mis-datos/recordatorios): its profile says so, the audit trail names the
 * change old → new, the scheduler then sends it no fee reminder (and does again once it opts back
 * in); a bad value is refused with nothing written, and only a company may call it.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPRESAS_MSG, type Envelope, type EmpresaPerfil } from '@dapcon/contract';
import { TIPOS_RECORDATORIO_DEFS } from '../../../src/areas';
import { enviarRecordatorios } from '../../../src/areas/recordatorios';
import { auditoria, cuotas, organizaciones, recordatorios } from '../../../src/db/schema';
import { bearer, body, build } from '../../helper';
import { adminTokens, perfil, registerCompany, type TestCompany } from './support';

let app: FastifyInstance;
let company: TestCompany;

beforeAll(async () => {
  app = await build();
  company = await registerCompany(app, 1);
});
afterAll(async () => {
  await app.close();
});

const patch = (payload: unknown, token = company.token) =>
  app.inject({ method: 'PATCH', url: '/api/organizaciones/mis-datos/recordatorios', headers: bearer(token), payload: payload as Record<string, unknown> });

async function stored(): Promise<boolean | undefined> {
  const [row] = await app.db.select({ v: organizaciones.recordatorios_cuota }).from(organizaciones).where(eq(organizaciones.org_id, company.orgId));
  return row?.v;
}

describe('the fee reminders opt-out', () => {
  it('is on for a new company; off and on again as it asks, told in its words, recorded old → new', async () => {
    expect((await perfil(app, company.token)).recordatorios_cuota).toBe(true);
    const off = await patch({ recordatorios_cuota: false });
    expect(off.statusCode, off.body).toBe(200);
    const answer = body<Envelope<EmpresaPerfil>>(off);
    expect(answer.message).toBe(EMPRESAS_MSG.recordatoriosCuotaDesactivados);
    expect(answer.data.recordatorios_cuota).toBe(false);
    expect((await perfil(app, company.token)).recordatorios_cuota).toBe(false);
    await vi.waitFor(
      async () => {
        const rows = await app.db
          .select()
          .from(auditoria)
          .where(and(eq(auditoria.entidad, 'organizaciones'), eq(auditoria.entidad_id, String(company.orgId)), eq(auditoria.url, '/api/organizaciones/mis-datos/recordatorios')));
        expect(rows).toHaveLength(1);
        expect(rows[0]?.detalle).toMatchObject({ cambios: { recordatorios_cuota: { antes: true, despues: false } } });
      },
      { timeout: 15_000, interval: 50 },
    );
    const on = await patch({ recordatorios_cuota: true });
    expect(body<Envelope<EmpresaPerfil>>(on).message).toBe(EMPRESAS_MSG.recordatoriosCuotaActivados);
    expect(await stored()).toBe(true);
  });

  it('stops the scheduler’s fee reminders while off, and lets them go again once on', async () => {
    const [cuota] = await app.db
      .insert(cuotas)
      .values({ org_id: company.orgId, year: 2090, importe: '350.00', tipo: 'Renovado', created_at: new Date('2090-01-10T11:00:00Z') })
      .returning({ id: cuotas.id });
    const de = () => app.db.select().from(recordatorios).where(and(eq(recordatorios.tipo, 'cuota'), eq(recordatorios.entidad_id, cuota?.id ?? 0)));
    expect((await patch({ recordatorios_cuota: false })).statusCode).toBe(200);
    await enviarRecordatorios(app, TIPOS_RECORDATORIO_DEFS, new Date('2090-01-25T11:00:00Z'));
    expect(await de()).toEqual([]);
    expect((await patch({ recordatorios_cuota: true })).statusCode).toBe(200);
    await enviarRecordatorios(app, TIPOS_RECORDATORIO_DEFS, new Date('2090-01-26T11:00:00Z'));
    expect((await de()).map((r) => r.hito)).toEqual([15]);
  });

  it('refuses a value that is no boolean, or none (422, under the field), writing nothing', async () => {
    const before = await stored();
    for (const payload of [{}, { recordatorios_cuota: 'no' }, { recordatorios_cuota: 1 }, { recordatorios_cuota: null }]) {
      const response = await patch(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body<{ errors: Record<string, string[]> }>(response).errors).toHaveProperty('recordatorios_cuota');
    }
    expect(await stored()).toBe(before);
  });

  it('is the company’s own: the administration 403, nobody signed in 401', async () => {
    const { admin, admin2 } = await adminTokens(app);
    expect((await patch({ recordatorios_cuota: false }, admin)).statusCode).toBe(403);
    expect((await patch({ recordatorios_cuota: false }, admin2)).statusCode).toBe(403);
    expect((await app.inject({ method: 'PATCH', url: '/api/organizaciones/mis-datos/recordatorios', payload: { recordatorios_cuota: false } })).statusCode).toBe(401);
    expect(await stored()).toBe(true);
  });
});
