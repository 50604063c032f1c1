/**
 * 'Sincronizar' (`POST /ecoplatform-products/sync`; docs/parametros.md 'The import file'): the shipped
 * sample on the seeded classification, the same file twice (the second changes nothing), a changed
 * file (renamed, moved, added and left-out nodes), the portal's nodes left alone, the CSV's quoting,
 * and every malformed file refused with the line and column, nothing written.
 */
import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASIFICACION_MSG, MSG, type ClasificacionDetalle, type Envelope, type ResumenSincronizacion } from '@dapcon/contract';
import { leerFicheroClasificacion } from '../../../src/areas/parametros/clasificacion-fichero';
import { CLASIFICACION_SAMPLE_FILE, filasSemilla, SEED_NODO_PORTAL } from '../../../src/areas/parametros/clasificacion-seed';
import { ecoplatformClasificacion } from '../../../src/areas/parametros/clasificacion-tables';
import { parametros, parametrosTextos } from '../../../src/areas/referencia';
import { bearer, body, build } from '../../helper';
import { adminTokens, fieldErrors } from '../empresas/support';

let app: FastifyInstance;
const tokens = { admin: '', admin2: '' };
const SAMPLE = fs.readFileSync(CLASIFICACION_SAMPLE_FILE, 'utf8');
const IDIOMAS = [
  { id: 1, idioma: 'es' },
  { id: 2, idioma: 'ca' },
  { id: 3, idioma: 'en' },
];

beforeAll(async () => {
  app = await build();
  Object.assign(tokens, await adminTokens(app));
});
afterAll(async () => {
  await app.close();
});

function sync(contenido: unknown, token = tokens.admin, lang = 'es') {
  return app.inject({ method: 'POST', url: '/api/ecoplatform-products/sync', headers: { ...bearer(token), 'accept-language': lang }, payload: { contenido } as object });
}

async function resumen(contenido: string): Promise<ResumenSincronizacion> {
  const res = await sync(contenido);
  expect(res.statusCode, res.body).toBe(200);
  const answer = body<Envelope<ResumenSincronizacion>>(res);
  expect(answer.message).toBe(CLASIFICACION_MSG.clasifSincronizada);
  return answer.data;
}

async function nodo(id: string): Promise<ClasificacionDetalle> {
  const res = await app.inject({ method: 'GET', url: `/api/ecoplatform-products/${id}`, headers: bearer(tokens.admin) });
  expect(res.statusCode, res.body).toBe(200);
  return body<Envelope<ClasificacionDetalle>>(res).data;
}

/** How many rows the classification's tables hold (a refused file writes nothing). */
async function filas(): Promise<number[]> {
  const [p] = await app.db.select({ n: count() }).from(parametros);
  const [t] = await app.db.select({ n: count() }).from(parametrosTextos);
  const [c] = await app.db.select({ n: count() }).from(ecoplatformClasificacion);
  const [activos] = await app.db.select({ n: count() }).from(parametros).where(eq(parametros.activo, true));
  return [p?.n ?? 0, t?.n ?? 0, c?.n ?? 0, activos?.n ?? 0];
}

const sampleFilas = leerFicheroClasificacion(SAMPLE, IDIOMAS).filas;
const sembradas = filasSemilla(sampleFilas);

describe('the shipped sample', () => {
  it('is a classification of three levels and a few dozen nodes named in Spanish, Catalan and English', () => {
    expect(sampleFilas.length).toBeGreaterThanOrEqual(40);
    expect(new Set(sampleFilas.map((f) => f.codigo.split('.').length))).toEqual(new Set([1, 2, 3]));
    for (const fila of sampleFilas) expect([...fila.textos.keys()]).toEqual([1, 2, 3]);
    expect(sembradas.length).toBeGreaterThan(10);
    expect(sembradas.length).toBeLessThan(sampleFilas.length);
  });
});

describe('POST /ecoplatform-products/sync', () => {
  it('imports the sample on the seeded classification: the other families created, the seeded ones unchanged', async () => {
    const r = await resumen(SAMPLE);
    expect(r).toMatchObject({ total: sampleFilas.length, creados: sampleFilas.length - sembradas.length, actualizados: 0, sin_cambios: sembradas.length, desactivados: 0 });
    expect(r.codigos.creados).toEqual(sampleFilas.filter((f) => !sembradas.includes(f)).map((f) => f.codigo));
    expect(await nodo('eco_05.02.03')).toMatchObject({
      parent_id: 'eco_05.02',
      param_order: 3,
      className: 'Rigid polyurethane foam (PUR/PIR)',
      producto: 'Espuma rígida de poliuretano (PUR/PIR)',
      classId: '05.02.03',
      origen: 'importado',
      classActive: true,
    });
    expect((await nodo('eco_05.01')).param_textos[0]?.pt_descripcion).toBe('<p>Productos de lana mineral (MW) según UNE-EN 13162.</p>');
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await filas();
    const r = await resumen(SAMPLE);
    expect(r).toEqual({ total: sampleFilas.length, creados: 0, actualizados: 0, sin_cambios: sampleFilas.length, desactivados: 0, codigos: { creados: [], actualizados: [], desactivados: [] } });
    expect(await filas()).toEqual(before);
  });

  it('updates what changed, creates what is new, deactivates the imported nodes left out, and never touches the portal’s', async () => {
    const lines = SAMPLE.trimEnd().split('\n');
    const changed = lines
      // left out: a leaf and a branch with its children
      .filter((line) => !line.startsWith('09.02;') && !line.startsWith('07.'))
      // renamed in Spanish, and with a new English description
      .map((line) => (line.startsWith('04.02;') ? '04.02;04;Aluminio y aleaciones;Alumini;Aluminium;;Aluminium and its alloys.' : line))
      // moved: the plasterboards under cement
      .map((line) => (line.startsWith('02.03.01;') ? line.replace('02.03.01;02.03;', '02.03.01;02.01;') : line));
    changed.push('09.03;09;Revestimientos continuos;Revestiments continus;Renders;;');
    const r = await resumen(changed.join('\r\n'));
    expect(r.codigos).toEqual({ creados: ['09.03'], actualizados: ['02.03.01', '04.02'], desactivados: ['07.01', '07.02', '09.02'] });
    expect(r).toMatchObject({ creados: 1, actualizados: 2, desactivados: 3, sin_cambios: changed.length - 1 - 1 - 2 });
    expect(await nodo('eco_04.02')).toMatchObject({ producto: 'Aluminio y aleaciones', className: 'Aluminium', classDefinition: 'Aluminium and its alloys.' });
    expect(await nodo('eco_02.03.01')).toMatchObject({ parent_id: 'eco_02.01', param_order: 3 });
    expect(await nodo('eco_07.01')).toMatchObject({ classActive: false });
    expect(await nodo(SEED_NODO_PORTAL.param_id)).toMatchObject({ classActive: true, origen: 'portal' });

    // The sample again puts everything back: the left-out nodes active again, the new one deactivated.
    const back = await resumen(SAMPLE);
    expect(back.codigos).toEqual({ creados: [], actualizados: ['02.03.01', '04.02', '07.01', '07.02', '09.02'], desactivados: ['09.03'] });
    expect(await nodo('eco_04.02')).toMatchObject({ producto: 'Aluminio', classDefinition: null });
    expect((await resumen(SAMPLE)).sin_cambios).toBe(sampleFilas.length);
  });

  it('reads quoted fields (separators, quotes and line breaks inside), commas between columns and an orden column', async () => {
    const csv = [
      '\uFEFFcodigo,padre,orden,nombre_es,nombre_en,descripcion_es',
      '10,,20,"Piedra natural, en bloque y en placas",Natural stone,"Primera línea',
      'segunda línea con ""comillas"""',
      '10.01,10,,Granito,Granite,',
    ].join('\n');
    const r = await resumen(csv);
    expect(r.codigos.creados).toEqual(['10', '10.01']);
    expect(await nodo('eco_10')).toMatchObject({ producto: 'Piedra natural, en bloque y en placas', param_order: 20, className: 'Natural stone', classDefinition: 'Primera línea\nsegunda línea con "comillas"' });
    expect((await nodo('eco_10')).param_textos.find((t) => t.pt_idioma_id === 1)?.pt_descripcion).toBe('<p>Primera línea</p><p>segunda línea con "comillas"</p>');
    // Its languages only: the Catalan column was not in this file; the sample's rows were, so they are deactivated now.
    expect(r.desactivados).toBe(sampleFilas.length);
    expect((await resumen(SAMPLE)).codigos.desactivados).toEqual(['10', '10.01']);
  });

  it('refuses a file using the code of a node created in the portal', async () => {
    const before = await filas();
    expect(fieldErrors(await sync(`${SAMPLE}${SEED_NODO_PORTAL.codigo};01;Escaleras;Escales;Stairs;;\n`))).toEqual({ [`linea.${sampleFilas.length + 2}.codigo`]: [CLASIFICACION_MSG.clasifCodigoDelPortal] });
    expect(await filas()).toEqual(before);
  });

  it.each([
    ['no file', '', { contenido: [CLASIFICACION_MSG.clasifFicheroObligatorio] }],
    ['only blanks', ' \n \n', { contenido: [CLASIFICACION_MSG.clasifFicheroObligatorio] }],
    ['a header only', 'codigo;padre;nombre_es\n', { contenido: [CLASIFICACION_MSG.clasifFicheroSinFilas] }],
    ['a missing column', 'codigo;nombre_es\n01;Hormigón\n', { 'linea.1.padre': [CLASIFICACION_MSG.clasifColumnaFalta] }],
    ['no Spanish name column', 'codigo;padre;nombre_en\n01;;Concrete\n', { 'linea.1.nombre_es': [CLASIFICACION_MSG.clasifColumnaFalta] }],
    ['an unknown column and a language that is not one', 'codigo;padre;nombre_es;precio;nombre_xx\n01;;Hormigón;3;x\n', { 'linea.1.precio': [CLASIFICACION_MSG.clasifColumnaDesconocida], 'linea.1.nombre_xx': [CLASIFICACION_MSG.clasifColumnaDesconocida] }],
    ['a repeated column', 'codigo;padre;nombre_es;nombre_es\n01;;a;b\n', { 'linea.1.nombre_es': [CLASIFICACION_MSG.clasifColumnaRepetida] }],
    ['a row with another number of columns', 'codigo;padre;nombre_es\n01;;Hormigón\n02;Cemento\n', { 'linea.3': [CLASIFICACION_MSG.clasifFicheroColumnas] }],
    ['a parent on a later line', 'codigo;padre;nombre_es\n01.01;01;Hormigón preparado\n01;;Hormigón\n', { 'linea.2.padre': [CLASIFICACION_MSG.clasifPadreNoAnterior] }],
    ['its own parent', 'codigo;padre;nombre_es\n01;01;Hormigón\n', { 'linea.2.padre': [CLASIFICACION_MSG.clasifPadreNoAnterior] }],
    ['a repeated code', 'codigo;padre;nombre_es\n01;;Hormigón\n02;;Cemento\n01;;Otra vez\n', { 'linea.4.codigo': [CLASIFICACION_MSG.clasifCodigoRepetido] }],
    ['a code with spaces', 'codigo;padre;nombre_es\n01 A;;Hormigón\n', { 'linea.2.codigo': [CLASIFICACION_MSG.clasifCodigoNoValido] }],
    ['no code', 'codigo;padre;nombre_es\n;;Hormigón\n', { 'linea.2.codigo': [CLASIFICACION_MSG.clasifValorObligatorio] }],
    ['no Spanish name', 'codigo;padre;nombre_es;nombre_en\n01;;;Concrete\n', { 'linea.2.nombre_es': [CLASIFICACION_MSG.clasifValorObligatorio] }],
    ['a description without its name', 'codigo;padre;nombre_es;nombre_en;descripcion_en\n01;;Hormigón;;Only a description\n', { 'linea.2.nombre_en': [CLASIFICACION_MSG.clasifValorObligatorio] }],
    ['an order that is not a number', 'codigo;padre;orden;nombre_es\n01;;primero;Hormigón\n', { 'linea.2.orden': [CLASIFICACION_MSG.clasifOrdenNoValido] }],
    ['a name too long', `codigo;padre;nombre_es\n01;;${'x'.repeat(256)}\n`, { 'linea.2.nombre_es': [MSG.textoDemasiadoLargo] }],
    ['a quote never closed', 'codigo;padre;nombre_es\n01;;Hormigón\n02;;"Cemento\n03;;Cal\n', { 'linea.3': [CLASIFICACION_MSG.clasifFicheroComillas] }],
    ['another encoding (read as UTF-8)', 'codigo;padre;nombre_es\n01;;Hormigón\n02;;Cer\uFFFDmica\n', { 'linea.3': [CLASIFICACION_MSG.clasifFicheroCodificacion] }],
    ['more than 500 KB', `codigo;padre;nombre_es\n${'x'.repeat(500 * 1024)}`, { contenido: [CLASIFICACION_MSG.clasifFicheroGrande] }],
    ['not a text', 42, { contenido: [CLASIFICACION_MSG.clasifFicheroObligatorio] }],
  ])('refuses %s with a 422 naming the line and column, writing nothing', async (_what, contenido, errors) => {
    const before = await filas();
    expect(fieldErrors(await sync(contenido))).toEqual(errors);
    expect(await filas()).toEqual(before);
  });

  it('names every bad line at once, in the caller’s language', async () => {
    const res = await sync('codigo;padre;nombre_es\n01;;\n02;09;Cemento\n', tokens.admin, 'ca');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({ 'linea.2.nombre_es': ['Introduïu un valor'], 'linea.3.padre': ["El pare ha de ser el codi d'una fila anterior del fitxer."] });
  });

  it('is the administrator profile’s', async () => {
    expect((await sync(SAMPLE, tokens.admin2)).statusCode).toBe(403);
  });
});
