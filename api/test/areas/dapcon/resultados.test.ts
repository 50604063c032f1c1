/**
 * A declaration's results table (contract `dapcon/resultados.ts`, docs/registry-exports.md 'Results
 * table'): GET, the template (CSV and Excel, with the figures back), the upload (CSV and Excel; every
 * problem listed with its row and module, in the caller's language, and nothing stored), the removal,
 * who may in which state, and the history rows.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  DAPCON_MSG,
  INDICADORES_NUCLEO,
  MAX_ERRORES_TABLA,
  MODULOS_RESULTADOS,
  mensajeEstado,
  mensajeResultados,
  MSG,
  type Envelope,
  type RespuestaResultados,
} from '@dapcon/contract';
import { bearer, body, build } from '../../helper';
import { expectError, fieldErrors } from '../empresas/support';
import { cifra, csvTabla, filasTabla, subirTabla } from './resultados-support';
import { crearEnEstado, historialDe, llamar, participantes, type Participantes } from './support';

let app: FastifyInstance;
let p: Participantes;

beforeAll(async () => {
  app = await build();
  p = await participantes(app);
});
afterAll(async () => {
  await app.close();
});

function respuesta(res: Awaited<ReturnType<typeof llamar>>, status = 200): RespuestaResultados {
  expect(res.statusCode, res.body).toBe(status);
  return body<Envelope<RespuestaResultados>>(res).data;
}

const leer = async (token: string, id: number) => respuesta(await llamar(app, token, 'GET', `/dapcon/${id}/resultados`));

const plantilla = (token: string, id: number, formato?: string, lang = 'es') =>
  app.inject({ method: 'GET', url: `/api/dapcon/${id}/resultados/plantilla${formato ? `?formato=${formato}` : ''}`, headers: { ...bearer(token), 'accept-language': lang } });

describe('GET /dapcon/:id/resultados and the upload', () => {
  it('a draft has none; its company uploads a CSV and every participant reads it back, exact, in the template’s order', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    expect(await leer(p.tokens.empresa, id)).toEqual({ resultados: null, puede_cambiar: true });
    expect(await leer(p.tokens.verificador, id)).toEqual({ resultados: null, puede_cambiar: false });

    const subida = respuesta(await subirTabla(app, p.tokens.empresa, id, csvTabla(), 'tabla-2025.csv'));
    const r = subida.resultados;
    expect(r).toMatchObject({ unidad_cantidad: '1', unidad: 'm2', masa_por_unidad: '25.5', anio_referencia: 2025, metodo: 'EF 3.1', nombre_archivo: 'tabla-2025.csv', puede_cambiar: true });
    expect(r?.filas.map((f) => f.indicador)).toEqual(INDICADORES_NUCLEO.map((i) => i.codigo));
    const gwp = r?.filas[0];
    expect(gwp?.unidad).toBe('kg CO2 eq');
    expect(gwp?.valores).toEqual({
      'A1-A3': cifra(0, 0),
      A4: cifra(0, 1),
      A5: 'ND',
      ...Object.fromEntries(['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'].map((m) => [m, 'MND'])),
      C1: cifra(0, 10),
      C2: cifra(0, 11),
      C3: cifra(0, 12),
      C4: cifra(0, 13),
      D: cifra(0, 14),
    });
    expect(gwp?.valores.D).toBe('-1.155');
    for (const token of [p.tokens.consultor, p.tokens.verificador, p.tokens.admin]) expect((await leer(token, id)).resultados?.filas).toEqual(r?.filas);
    expect((await leer(p.tokens.verificador, id)).resultados?.puede_cambiar).toBe(false);
    expect((await historialDe(app, id)).at(-1)).toMatchObject({ accion: 'subir_resultados', estado_desde: 'borrador', estado_hasta: 'borrador', usuario_id: p.usuarios.empresa, comentario: 'tabla-2025.csv' });
  });

  it('reads what people write: a decimal comma, an exponent, a tab-separated file, quotes, a BOM, comments, lower case and m²', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    const csv = csvTabla({
      separador: '\t',
      cabecera: { unidad: ['1,5', 'm²'], metodo: ['ef 3.0'], masa: [''] },
      celdas: { 'GWP-total|A1-A3': '1,25', 'ODP|A1-A3': '2.1E-7', 'AP|C1': 'nd', 'AP|A4': '"3.5"' },
    });
    const r = respuesta(await subirTabla(app, p.tokens.consultor, id, `\uFEFF# una nota\r\n${csv}`)).resultados;
    expect(r).toMatchObject({ unidad_cantidad: '1.5', unidad: 'm2', masa_por_unidad: null, metodo: 'EF 3.0' });
    const fila = (codigo: string) => r?.filas.find((f) => f.indicador === codigo)?.valores;
    expect(fila('GWP-total')?.['A1-A3']).toBe('1.25');
    // numeric keeps the figure exact: 2.1E-7 is 0.00000021.
    expect(Number(fila('ODP')?.['A1-A3'])).toBe(2.1e-7);
    expect(fila('AP')?.C1).toBe('ND');
    expect(fila('AP')?.A4).toBe('3.5');
  });

  it('lists every problem with its row and module in the caller’s language, at most MAX_ERRORES_TABLA, and stores nothing', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    respuesta(await subirTabla(app, p.tokens.empresa, id, csvTabla()));
    const antes = await leer(p.tokens.empresa, id);
    const historia = (await historialDe(app, id)).length;

    const mala = csvTabla({
      cabecera: { anio: ['1850'], metodo: null },
      celdas: { 'GWP-total|A4': 'abc', 'ODP|C3': '', 'AP|D': 'MND', 'POCP|A1-A3': '1.2.3' },
      sin: ['WDP'],
    });
    const errores = fieldErrors(await subirTabla(app, p.tokens.empresa, id, mala)).tabla ?? [];
    // The rows: 4 header rows (metodo_lcia left out, so 3), a blank one, the heading (row 5), the indicators from row 6.
    expect(errores).toEqual([
      mensajeResultados('es', 'cabeceraNoValida', { campo: 'anio_referencia', valor: '1850', esperado: mensajeResultados('es', 'esperadoAnio') }),
      mensajeResultados('es', 'cabeceraFalta', { campo: 'metodo_lcia' }),
      mensajeResultados('es', 'celdaNoValida', { fila: 6, indicador: 'GWP-total', modulo: 'A4', valor: 'abc' }),
      mensajeResultados('es', 'moduloObligatorio', { fila: 10, indicador: 'ODP', modulo: 'C3' }),
      mensajeResultados('es', 'moduloObligatorio', { fila: 11, indicador: 'AP', modulo: 'D' }),
      mensajeResultados('es', 'celdaNoValida', { fila: 15, indicador: 'POCP', modulo: 'A1-A3', valor: '1.2.3' }),
      mensajeResultados('es', 'indicadorFalta', { valor: 'WDP' }),
    ]);
    expect(errores[2]).toBe('Fila 6 (GWP-total), módulo A4: «abc» no es un número, ND ni MND.');
    const respuestaCa = await subirTabla(app, p.tokens.empresa, id, mala, 'r.csv', 'ca');
    expect(respuestaCa.statusCode).toBe(422);
    const ca = body<{ errors: Record<string, string[]> }>(respuestaCa).errors.tabla ?? [];
    expect(ca[2]).toBe('Fila 6 (GWP-total), mòdul A4: «abc» no és un número, ND ni MND.');

    // A file full of errors: the first MAX_ERRORES_TABLA, then how many more.
    const celdas = Object.fromEntries(INDICADORES_NUCLEO.flatMap((ind) => MODULOS_RESULTADOS.map((m) => [`${ind.codigo}|${m}`, 'x'])));
    const muchos = fieldErrors(await subirTabla(app, p.tokens.empresa, id, csvTabla({ celdas }))).tabla ?? [];
    expect(muchos).toHaveLength(MAX_ERRORES_TABLA + 1);
    expect(muchos.at(-1)).toBe(mensajeResultados('es', 'masErrores', { n: INDICADORES_NUCLEO.length * MODULOS_RESULTADOS.length - MAX_ERRORES_TABLA }));

    expect(await leer(p.tokens.empresa, id)).toEqual(antes);
    expect(await historialDe(app, id)).toHaveLength(historia);
  });

  it('refuses what is not the template: another heading, an unknown or repeated indicator, a wrong unit, and a file that is no table', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    const filas = filasTabla();
    const encabezado = filas.findIndex((f) => f[0] === 'indicador');
    const sinD = filas.map((f, i) => (i === encabezado ? f.slice(0, -1) : f));
    expect(fieldErrors(await subirTabla(app, p.tokens.empresa, id, sinD.map((f) => f.join(';')).join('\n'))).tabla).toEqual([mensajeResultados('es', 'columnasNoValidas')]);

    const otras = [...filas, ['GWP-total', 'kg CO2 eq', ...MODULOS_RESULTADOS.map(() => '1')], ['PM', 'disease incidence', ...MODULOS_RESULTADOS.map(() => '1')]];
    otras[encabezado + 5] = ['ODP', 'kg CO2 eq', ...(otras[encabezado + 5] ?? []).slice(2)];
    const n = otras.length;
    expect(fieldErrors(await subirTabla(app, p.tokens.empresa, id, otras.map((f) => f.join(';')).join('\n'))).tabla).toEqual([
      mensajeResultados('es', 'unidadNoCoincide', { fila: encabezado + 6, indicador: 'ODP', unidad: 'kg CFC-11 eq' }),
      mensajeResultados('es', 'indicadorRepetido', { fila: n - 1, valor: 'GWP-total' }),
      mensajeResultados('es', 'indicadorDesconocido', { fila: n, valor: 'PM' }),
    ]);

    // A ZIP that is no workbook, and bytes that are not UTF-8 text.
    expect(fieldErrors(await subirTabla(app, p.tokens.empresa, id, Buffer.from('PK\u0003\u0004 not a workbook'), 'r.xlsx')).tabla).toEqual([mensajeResultados('es', 'tablaIlegible')]);
    expect(fieldErrors(await subirTabla(app, p.tokens.empresa, id, Buffer.from([0x41, 0x42, 0xff, 0xfe, 0x41]), 'r.csv')).tabla).toEqual([mensajeResultados('es', 'tablaIlegible')]);
    // A PDF, an empty field, a file over 1 MB.
    expect(fieldErrors(await subirTabla(app, p.tokens.empresa, id, Buffer.from('%PDF-1.4 x'), 'r.csv')).tabla).toEqual([MSG.tablaTipoNoValido]);
    expect(fieldErrors(await llamar(app, p.tokens.empresa, 'POST', `/dapcon/${id}/resultados`, new FormData())).tabla).toEqual([mensajeResultados('es', 'tablaObligatoria')]);
    expect(fieldErrors(await subirTabla(app, p.tokens.empresa, id, `${csvTabla()}#${'x'.repeat(1024 * 1024)}`)).tabla).toEqual([MSG.tablaDemasiadoGrande]);
    expect((await leer(p.tokens.empresa, id)).resultados).toBeNull();
  });

  it('takes the Excel template back, filled: what the template writes is what the upload reads', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    respuesta(await subirTabla(app, p.tokens.empresa, id, csvTabla()));
    const antes = (await leer(p.tokens.empresa, id)).resultados;

    const xlsx = await plantilla(p.tokens.empresa, id, 'xlsx', 'ca');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="dapcon-${id}_resultados.xlsx"`);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(libro.worksheets.map((w) => w.name)).toEqual(['Resultados', 'Instruccions']);
    const hoja = libro.getWorksheet('Resultados');
    if (!hoja) throw new Error('no sheet Resultados');
    expect(hoja.getCell('A6').value).toBe('indicador');
    // Figures are numbers in the workbook, so that Excel computes with them.
    expect(hoja.getCell('C7').value).toBe(Number(cifra(0, 0)));
    // A change in Excel, uploaded back.
    hoja.getCell('C7').value = 9.75;
    const cambiado = Buffer.from(await libro.xlsx.writeBuffer());
    const r = respuesta(await subirTabla(app, p.tokens.consultor, id, cambiado, 'editada.xlsx')).resultados;
    expect(r?.filas[0]?.valores['A1-A3']).toBe('9.75');
    expect(r?.filas.slice(1)).toEqual(antes?.filas.slice(1));
    expect(r?.nombre_archivo).toBe('editada.xlsx');
  });

  it('writes the CSV template, empty for a table not yet uploaded and with the figures after, which uploads back unchanged', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    const vacia = await plantilla(p.tokens.consultor, id, 'csv');
    expect(vacia.statusCode).toBe(200);
    expect(vacia.headers['content-type']).toBe('text/csv; charset=utf-8');
    const texto = vacia.rawPayload.toString('utf-8');
    expect(texto.startsWith('\uFEFF# ')).toBe(true);
    expect(texto).toContain('\r\nindicador;unidad;A1-A3;A4;A5;B1;B2;B3;B4;B5;B6;B7;C1;C2;C3;C4;D\r\nGWP-total;kg CO2 eq;;;;');
    // Empty, the template is refused with what is missing (the year, the figures of the required modules).
    const errores = fieldErrors(await subirTabla(app, p.tokens.consultor, id, vacia.rawPayload)).tabla ?? [];
    expect(errores[0]).toBe(mensajeResultados('es', 'cabeceraNoValida', { campo: 'anio_referencia', valor: '', esperado: mensajeResultados('es', 'esperadoAnio') }));

    respuesta(await subirTabla(app, p.tokens.consultor, id, csvTabla()));
    const antes = (await leer(p.tokens.consultor, id)).resultados;
    const llena = await plantilla(p.tokens.consultor, id, 'csv', 'ca');
    expect(llena.rawPayload.toString('utf-8')).toContain('# Taula de resultats');
    const r = respuesta(await subirTabla(app, p.tokens.consultor, id, llena.rawPayload)).resultados;
    expect({ ...r, subido_en: '' }).toEqual({ ...antes, subido_en: '' });
    expect((await plantilla(p.tokens.consultor, id, 'pdf')).statusCode).toBe(422);
    expect((await plantilla(p.tokens.consultor, id)).headers['content-disposition']).toContain('.xlsx');
  });
});

describe('who may, in which state', () => {
  it('the company and its consultant in borrador only; the administration until publication; the verifier never (403)', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    expectError(await subirTabla(app, p.tokens.verificador, id, csvTabla()), 403, DAPCON_MSG.accionNoPermitida);
    expectError(await llamar(app, p.tokens.verificador, 'DELETE', `/dapcon/${id}/resultados`), 403, DAPCON_MSG.accionNoPermitida);

    for (const estado of ['en_verificacion', 'verificada'] as const) {
      const otra = await crearEnEstado(app, p, estado);
      expectError(await subirTabla(app, p.tokens.empresa, otra, csvTabla()), 409, mensajeEstado(estado));
      expectError(await subirTabla(app, p.tokens.consultor, otra, csvTabla()), 409, mensajeEstado(estado));
      expect((await leer(p.tokens.empresa, otra)).puede_cambiar).toBe(false);
      expect((await leer(p.tokens.admin, otra)).puede_cambiar).toBe(true);
      const r = respuesta(await subirTabla(app, p.tokens.admin, otra, csvTabla())).resultados;
      expect(r?.puede_cambiar).toBe(true);
      expect((await historialDe(app, otra)).at(-1)).toMatchObject({ accion: 'subir_resultados', estado_desde: estado, usuario_id: p.usuarios.admin });
    }
    for (const estado of ['publicada', 'caducada', 'retirada'] as const) {
      const otra = await crearEnEstado(app, p, estado);
      expectError(await subirTabla(app, p.tokens.admin, otra, csvTabla()), 409, mensajeEstado(estado));
      expect((await leer(p.tokens.admin, otra)).puede_cambiar).toBe(false);
    }
  });

  it('reaches only the caller’s own declarations: another company or consultant gets 404, as for an id that does not exist; a guest 401', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    for (const token of [p.tokens.otraEmpresa, p.tokens.otroConsultor]) {
      expect((await llamar(app, token, 'GET', `/dapcon/${id}/resultados`)).statusCode).toBe(404);
      expect((await plantilla(token, id, 'csv')).statusCode).toBe(404);
      expect((await subirTabla(app, token, id, csvTabla())).statusCode).toBe(404);
      expect((await llamar(app, token, 'DELETE', `/dapcon/${id}/resultados`)).statusCode).toBe(404);
    }
    expect((await llamar(app, p.tokens.empresa, 'GET', '/dapcon/999999/resultados')).statusCode).toBe(404);
    expect((await llamar(app, undefined, 'GET', `/dapcon/${id}/resultados`)).statusCode).toBe(401);
    // An id that is no number is refused by the contract's params (422), as on every DAPcon route.
    expect((await llamar(app, p.tokens.empresa, 'GET', '/dapcon/abc/resultados')).statusCode).toBe(422);
  });

  it('removes it (the history says so), then answers 404 for one that is not there', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    respuesta(await subirTabla(app, p.tokens.empresa, id, csvTabla()));
    const res = await llamar(app, p.tokens.consultor, 'DELETE', `/dapcon/${id}/resultados`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await leer(p.tokens.empresa, id)).resultados).toBeNull();
    expect((await historialDe(app, id)).at(-1)).toMatchObject({ accion: 'borrar_resultados', usuario_id: p.usuarios.consultor, comentario: null });
    expect((await llamar(app, p.tokens.consultor, 'DELETE', `/dapcon/${id}/resultados`)).statusCode).toBe(404);
  });
});
