/**
 * The consultant list (`GET /consultores`; spec part 2 §2.10, §7.2; api/src/areas/consultores/lista.ts):
 * its filters (name or surname, accents and case ignored; a part of the NIF; verifier yes/no;
 * commission earners), sorts, paging, the answers' fields, 422 for what the contract refuses, and the
 * Excel named Verificadores for the verifiers and Consultores otherwise. On the 'test' seed (the three
 * demo consultants) and three more made here: one who left, one inactive, one verifier and commission
 * earner whose name has accents.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultorListItem } from '@dapcon/contract';
import { consultores, usuarios } from '../../../src/db/schema';
import { bearer, build } from '../../helper';
import { adminTokens } from '../empresas/support';

let app: FastifyInstance;
let admin: string;
const BAJA = new Date('2025-06-30T10:00:00Z');

const EXTRA = [
  { nif: '11111111H', nombre: 'Àngela', apellidos: 'Güell Puigdomènech', verificador: true, comisionista: true, activo: true, baja: null },
  { nif: '22222222J', nombre: 'Pedro', apellidos: 'Baja Antigua', verificador: false, comisionista: false, activo: false, baja: BAJA },
  { nif: '33333333P', nombre: 'Inés', apellidos: 'Pendiente Activar', verificador: false, comisionista: true, activo: false, baja: null },
] as const;

beforeAll(async () => {
  app = await build();
  ({ admin } = await adminTokens(app));
  for (const c of EXTRA) {
    const [user] = await app.db
      .insert(usuarios)
      .values({ usuario: c.nif, password_hash: 'x', email: `${c.nif}@example.org`, nombre: c.nombre, apellidos: c.apellidos, modulo_app: 'consultor', perfil: c.verificador ? 4 : 3, activo: c.activo, fecha_baja: c.baja, telefono: '600000000' })
      .returning({ id: usuarios.id });
    await app.db.insert(consultores).values({ usuario_id: user?.id ?? 0, consultor_nif: c.nif, consultor_nombre: c.nombre, consultor_apellidos: c.apellidos, es_verificador: c.verificador, es_comisionista: c.comisionista });
  }
});
afterAll(async () => {
  await app.close();
});

function get(query: string, token = admin, lang = 'es') {
  return app.inject({ method: 'GET', url: `/api/consultores${query}`, headers: { ...bearer(token), 'accept-language': lang } });
}

async function page(query = ''): Promise<{ data: ConsultorListItem[]; total: number; per_page: number; current_page: number }> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { data: ConsultorListItem[]; total: number; per_page: number; current_page: number } }>().data;
}

const nifs = (rows: ConsultorListItem[]) => rows.map((r) => r.nif);

describe('GET /consultores', () => {
  it('lists every consultant by surnames and name, with the list item fields', async () => {
    const all = await page();
    expect(all.total).toBe(6);
    expect(all.data.map((r) => r.full_name)).toEqual(['Baja Antigua, Pedro', 'Güell Puigdomènech, Àngela', 'Martínez Soler, Laura', 'Navarro Roca, Elena', 'Pendiente Activar, Inés', 'Riera Bosch, Marc']);
    const laura = all.data.find((r) => r.nif === '47815236F');
    expect(laura).toMatchObject({ nombre: 'Laura', apellidos: 'Martínez Soler', es_verificador: false, es_comisionista: true, fecha_baja: null, activo: true });
    expect(all.data.find((r) => r.nif === '22222222J')).toMatchObject({ fecha_baja: BAJA.toISOString(), activo: false, telefono: '600000000' });
  });

  it('filters by name or surname in either order, accents and case ignored, and by a part of the NIF', async () => {
    expect(nifs((await page('?filter_name=guell')).data)).toEqual(['11111111H']);
    expect(nifs((await page('?filter_name=ANGELA%20GUELL')).data)).toEqual(['11111111H']);
    expect(nifs((await page('?filter_name=soler%20laura')).data)).toEqual(['47815236F']);
    expect(nifs((await page('?filter_nif=4781')).data)).toEqual(['47815236F']);
    expect(nifs((await page('?filter_nif=47.815.236-f')).data)).toEqual(['47815236F']);
    expect((await page('?filter_name=100%25')).total).toBe(0);
  });

  it('filters verifiers yes/no and commission earners (the checkbox: unticked, everyone)', async () => {
    expect(nifs((await page('?es_verificador=true')).data).sort()).toEqual(['11111111H', '39284756C']);
    expect((await page('?es_verificador=false')).total).toBe(4);
    expect(nifs((await page('?es_comisionista=true')).data).sort()).toEqual(['11111111H', '33333333P', '47815236F']);
    expect((await page('?es_comisionista=false')).total).toBe(6);
    expect(nifs((await page('?es_verificador=true&es_comisionista=true')).data)).toEqual(['11111111H']);
  });

  it('sorts by NIF and by leaving day (those still in last), both ways', async () => {
    expect(nifs((await page('?order_by=consultor_nif%20asc')).data)).toEqual(['11111111H', '22222222J', '33333333P', '39284756C', '43091827Q', '47815236F']);
    expect(nifs((await page('?order_by=consultor_nif%20desc')).data)[0]).toBe('47815236F');
    expect(nifs((await page('?order_by=fecha_baja%20asc')).data)[0]).toBe('22222222J');
    expect(nifs((await page('?order_by=fecha_baja%20desc')).data).at(-1)).toBe('22222222J');
  });

  it('refuses what the contract does not take (422) and anyone but the administration (401/403)', async () => {
    for (const query of ['?order_by=consultor_email%20asc', '?es_verificador=quizas', '?page=0', `?filter_name=${'x'.repeat(101)}`]) {
      expect((await get(query)).statusCode, query).toBe(422);
    }
    expect((await app.inject({ method: 'GET', url: '/api/consultores' })).statusCode).toBe(401);
  });

  it("downloads the Excel named Consultores, or Verificadores for the verifiers, with the filtered rows in the caller's language", async () => {
    const todos = await get('?to_excel=true');
    expect(todos.statusCode).toBe(200);
    expect(todos.headers['content-disposition']).toMatch(/_Consultores\.xlsx"$/);
    const verificadores = await get('?to_excel=true&es_verificador=true', admin, 'ca');
    expect(verificadores.headers['content-disposition']).toMatch(/_Verificadores\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(verificadores.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    // The sheet is named as the file (issue 33, item 16), in the caller's language.
    expect(sheet?.name).toBe('Verificadors');
    const values = (n: number) => (sheet?.getRow(n).values as unknown[]).slice(1, 4);
    expect(values(1)).toEqual(['NIF', 'Cognoms', 'Nom']);
    expect([values(2), values(3)]).toEqual([
      ['11111111H', 'Güell Puigdomènech', 'Àngela'],
      ['39284756C', 'Navarro Roca', 'Elena'],
    ]);
    expect(sheet?.rowCount).toBe(3);
  });

  it('names the sheet as the file: Verificadores / Consultores, in Spanish and in Catalan', async () => {
    const sheetOf = async (query: string, lang: 'es' | 'ca') => {
      const response = await get(query, admin, lang);
      expect(response.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      return book.worksheets.map((w) => w.name);
    };
    expect(await sheetOf('?to_excel=true&es_verificador=true', 'es')).toEqual(['Verificadores']);
    expect(await sheetOf('?to_excel=true&es_verificador=true', 'ca')).toEqual(['Verificadors']);
    expect(await sheetOf('?to_excel=true', 'es')).toEqual(['Consultores']);
    expect(await sheetOf('?to_excel=true', 'ca')).toEqual(['Consultors']);
    // Those who are not verifiers are a list of consultants, as its file says.
    expect(await sheetOf('?to_excel=true&es_verificador=false', 'es')).toEqual(['Consultores']);
  });
});
