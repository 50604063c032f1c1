/**
 * The lists' totals reused per filter set (LIST_TOTALS_TTL_MS, docs/lists.md "Totals"): a total is
 * counted once while it lives, and any write through the API makes every list count again.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, EmpresaListItem } from '@dapcon/contract';
import { insertUsuario } from '../src/auth/accounts';
import { insertOrganizacion } from '../src/areas/empresas';
import { cif } from '../src/seed/documents';
import { bearer, body, build } from './helper';
import { adminTokens, registerCompany } from './areas/empresas/support';

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await build({ env: { LIST_TOTALS_TTL_MS: '60000' } });
  ({ admin } = await adminTokens(app));
});
afterAll(async () => {
  await app.close();
});

async function total(query = 'estado_id=todos'): Promise<number> {
  const answer = await app.inject({ method: 'GET', url: `/api/organizaciones?${query}`, headers: bearer(admin) });
  expect(answer.statusCode).toBe(200);
  return body<Envelope<{ total: number; data: EmpresaListItem[] }>>(answer).data.total;
}

/** A company written straight into the database, as another API process would. */
async function companyBehindTheApi(n: number): Promise<void> {
  const org_cif = cif('B', 8, 90_000 + n);
  const id = await insertUsuario(app.db, { usuario: org_cif, email: `totals${n}@example.org`, password_hash: 'x', modulo_app: 'organizacion', perfil: 5 });
  await insertOrganizacion(app.db, id, { org_cif, org_nombre: `Totales ${n}, S.L.` });
}

describe('list totals kept for LIST_TOTALS_TTL_MS', () => {
  it('reuses a total while it lives: a row another process adds shows in the rows at once, in the total later', async () => {
    const before = await total();
    await companyBehindTheApi(1);
    expect(await total()).toBe(before);
    // Another filter set counts on its own.
    expect(await total('estado_id=todos&filter_name=totales')).toBe(1);
  });

  it('forgets every total when the API writes: a registration shows in the total at once', async () => {
    const before = await total();
    await registerCompany(app, 7);
    // The registration, and the company written behind the API's back in the test before, which
    // the kept total had not seen yet.
    expect(await total()).toBe(before + 2);
  });

  it('a refused write forgets nothing', async () => {
    const before = await total();
    await companyBehindTheApi(2);
    const refused = await app.inject({ method: 'PATCH', url: '/api/organizaciones/1/dar_de_baja', headers: bearer(admin), payload: {} });
    expect(refused.statusCode).toBe(422);
    expect(await total()).toBe(before);
  });
});
