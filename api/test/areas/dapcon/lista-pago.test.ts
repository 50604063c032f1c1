/**
 * GET /dapcon's payment filter and fields (docs/finanzas.md 'DAPcon payments'; spec part 2 §2.7,
 * §3 '{product} (in lists)', §7.5 `pendiente_pago`): on the test seed (declarations 4 and 5 paid by
 * the seed, 1 to 3 not), plus an awaited payment (a row without date) written here. The expectations
 * come from the `dapcon_pagos` rows read back.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type DapconListItem, type Envelope } from '@dapcon/contract';
import { TEST_DAPCON_IDS } from '../../../src/areas/dapcon/seed';
import { dapconPagos } from '../../../src/areas/dapcon/tables';
import { bearer, build, errorBody } from '../../helper';
import { participantes, type Participantes } from './support';

type Page = Envelope<{ data: DapconListItem[]; total: number }>;

let app: FastifyInstance;
let p: Participantes;
/** The payment rows by declaration. */
let pagos: Map<number, { pagado: string | null; importe: string }>;

beforeAll(async () => {
  app = await build();
  p = await participantes(app);
  await app.db.insert(dapconPagos).values({ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: null, importe: '1750.00' });
  const rows = await app.db.select().from(dapconPagos);
  pagos = new Map(rows.map((r) => [r.dapcon_id, { pagado: r.pagado, importe: r.importe }]));
});
afterAll(async () => {
  await app.close();
});

function lista(query: string, token: string = p.tokens.admin): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/api/dapcon?${query}`, headers: bearer(token) });
}
const ids = (r: LightMyRequestResponse) => r.json<Page>().data.data.map((row) => row.id).sort((a, b) => a - b);
const todas = Object.values(TEST_DAPCON_IDS).sort((a, b) => a - b);
const pagada = (id: number) => pagos.get(id)?.pagado != null;

describe('GET /dapcon pendiente_pago', () => {
  it('answers each row with its payment date and amount (pago null without a row)', async () => {
    const res = await lista('');
    expect(res.statusCode).toBe(200);
    for (const row of res.json<Page>().data.data) {
      const pago = pagos.get(row.id);
      expect(row.pagado).toBe(pago?.pagado ?? null);
      expect(row.pago).toEqual(pago ? { importe: pago.importe } : null);
    }
    expect(pagos.size).toBeGreaterThanOrEqual(3);
  });

  it('true: only the declarations not paid (no row, or a row without date); false: only the paid ones', async () => {
    const pendientes = todas.filter((id) => !pagada(id));
    expect(pendientes).toContain(TEST_DAPCON_IDS.verificada);
    expect(ids(await lista('pendiente_pago=true'))).toEqual(pendientes);
    expect(ids(await lista('pendiente_pago=false'))).toEqual(todas.filter(pagada));
    expect(ids(await lista('pendiente_pago='))).toEqual(todas);
    expect((await lista('pendiente_pago=true')).json<Page>().data.total).toBe(pendientes.length);
  });

  it("narrows the caller's reach and combines with the other filters", async () => {
    expect(ids(await lista('pendiente_pago=true', p.tokens.empresa))).toEqual(todas.filter((id) => !pagada(id)));
    expect(ids(await lista('pendiente_pago=true', p.tokens.otraEmpresa))).toEqual([]);
    expect(ids(await lista('pendiente_pago=false&estado=publicada'))).toEqual([TEST_DAPCON_IDS.publicada]);
    expect(ids(await lista('pendiente_pago=true&estado=publicada'))).toEqual([]);
  });

  it('filters the Excel file too, and answers 422 for a value that is no boolean', async () => {
    const res = await lista('pendiente_pago=true&to_excel=true');
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(1 + todas.filter((id) => !pagada(id)).length);
    expect(res.headers['x-total-count']).toBe(String(todas.filter((id) => !pagada(id)).length));
    const bad = await lista('pendiente_pago=quizas');
    expect(bad.statusCode).toBe(422);
    expect(errorBody(bad).errors?.pendiente_pago).toEqual([MSG.valorNoValido]);
  });
});
