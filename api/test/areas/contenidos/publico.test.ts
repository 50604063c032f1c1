/**
 * The readers' contents (api/src/areas/contenidos/publico.ts; docs/contenidos.md step 7): each reader
 * (consultant, verifier, company of each type) gets exactly the contents published for it today, worked
 * out again here from the rows; the filters; the files of each content; archiving one for oneself, which
 * the homes' `ocultos=false` leaves out and nobody else notices. On the 'test' seed, which has no contents.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay, CONTENIDOS_MSG, type ContenidoPublico, type Envelope } from '@dapcon/contract';
import { contenidoArchivos, contenidosWeb } from '../../../src/db/schema';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';

let app: FastifyInstance;
const readers: Record<'empresa' | 'asociacion' | 'consultor' | 'verificador', { token: string; perfil: 3 | 4 | 5; tipo: string | null }> = {} as never;

/** The day `n` days from today, in Madrid. */
const day = (n: number) => calendarDay(new Date(Date.now() + n * 24 * 60 * 60_000));

interface Row {
  titulo: string;
  tipo: 'noticia' | 'comunicado' | 'evento';
  estado: 'Publicado' | 'Despublicado';
  perfiles: (3 | 4 | 5)[];
  tipos_empresa: string[];
  fecha_publicacion: string;
  fecha_fin_publicacion: string | null;
}

/** Every combination that matters: state, window (past, today, future, open), profiles, company types. */
const ROWS: Row[] = [];
for (const estado of ['Publicado', 'Despublicado'] as const) {
  for (const [desde, hasta] of [[-30, -1], [-5, 0], [-1, null], [0, 10], [2, 20]] as const) {
    for (const perfiles of [[3], [4], [5], [3, 4, 5]] as (3 | 4 | 5)[][]) {
      for (const tipos of perfiles.includes(5) ? [[], ['empresa'], ['asociacion'], ['empresa', 'asociacion']] : [[]]) {
        ROWS.push({
          titulo: `C${ROWS.length} ${estado} ${desde}/${hasta} p${perfiles.join('')} t${tipos.join('+')}`,
          tipo: (['noticia', 'comunicado', 'evento'] as const)[ROWS.length % 3] ?? 'comunicado',
          estado,
          perfiles,
          tipos_empresa: tipos,
          fecha_publicacion: day(desde),
          fecha_fin_publicacion: hasta === null ? null : day(hasta),
        });
      }
    }
  }
}

let ids: Map<string, number>;

beforeAll(async () => {
  app = await build();
  const account = (p: Parameters<typeof demoAccount>[0]) => tokenOf(app, demoAccount(p));
  readers.empresa = { token: await account((a) => a.modulo_app === 'organizacion' && a.org_tipo === 'empresa' && a.estado_pago === 'pagado'), perfil: 5, tipo: 'empresa' };
  readers.asociacion = { token: await account((a) => a.modulo_app === 'organizacion' && a.org_tipo === 'asociacion' && a.estado_pago === 'pagado'), perfil: 5, tipo: 'asociacion' };
  readers.consultor = { token: await account((a) => a.modulo_app === 'consultor' && a.perfil === 3), perfil: 3, tipo: null };
  readers.verificador = { token: await account((a) => a.modulo_app === 'consultor' && a.perfil === 4), perfil: 4, tipo: null };
  const inserted = await app.db
    .insert(contenidosWeb)
    .values(ROWS.map((r) => ({ ...r, descripcion_corta: `Resumen de ${r.titulo}`, descripcion_larga: '<p>Texto</p>', clasificacion: 'clas_programa' })))
    .returning({ id: contenidosWeb.id, titulo: contenidosWeb.titulo });
  ids = new Map(inserted.map((r) => [r.titulo, r.id]));
});
afterAll(async () => {
  await app.close();
});

/** What a reader should see today, worked out from the rows. */
function expectedFor(reader: (typeof readers)['empresa']): string[] {
  const today = day(0);
  return ROWS.filter(
    (r) =>
      r.estado === 'Publicado' &&
      r.perfiles.includes(reader.perfil) &&
      r.fecha_publicacion <= today &&
      (r.fecha_fin_publicacion === null || r.fecha_fin_publicacion >= today) &&
      (reader.perfil !== 5 || r.tipos_empresa.length === 0 || (reader.tipo !== null && r.tipos_empresa.includes(reader.tipo))),
  )
    .map((r) => r.titulo)
    .sort();
}

async function all(token: string, query: Record<string, string> = {}): Promise<ContenidoPublico[]> {
  const out: ContenidoPublico[] = [];
  for (let page = 1; ; page++) {
    const response = await app.inject({ method: 'GET', url: '/api/contenidos-web-public', query: { ...query, page: String(page) }, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    const data = body<Envelope<{ data: ContenidoPublico[]; total: number }>>(response).data;
    out.push(...data.data);
    if (out.length >= data.total || data.data.length === 0) return out;
  }
}

const ocultar = (token: string, id: string) => app.inject({ method: 'GET', url: '/api/ocultar-comunicado', query: { id }, headers: bearer(token) });

describe('what each reader sees', () => {
  it('gives every reader exactly the contents published for it today, newest first', async () => {
    for (const reader of Object.values(readers)) {
      const seen = await all(reader.token);
      const expected = expectedFor(reader);
      expect(expected.length).toBeGreaterThan(0);
      expect(seen.map((c) => c.titulo).sort()).toEqual(expected);
      const dates = seen.map((c) => c.fecha_publicacion);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    // The four readers do not all see the same.
    expect(new Set(Object.values(readers).map((r) => expectedFor(r).join('|'))).size).toBe(4);
  });

  it('filters by text, type and id, and names the type in the caller’s language', async () => {
    const reader = readers.empresa;
    const expected = expectedFor(reader);
    const one = expected[0] ?? '';
    const byText = await all(reader.token, { magic: one.split(' ')[0] ?? '' });
    expect(byText.map((c) => c.titulo)).toEqual([one]);
    const eventos = await all(reader.token, { tipo: 'evento' });
    expect(eventos.map((c) => c.titulo).sort()).toEqual(expected.filter((t) => ROWS.find((r) => r.titulo === t)?.tipo === 'evento'));
    const byId = await all(reader.token, { id: String(ids.get(one)) });
    expect(byId.map((c) => c.titulo)).toEqual([one]);
    const hidden = ROWS.find((r) => r.estado === 'Despublicado')?.titulo ?? '';
    expect(await all(reader.token, { id: String(ids.get(hidden)) })).toEqual([]);
    const ca = await app.inject({ method: 'GET', url: '/api/contenidos-web-public', query: { tipo: 'evento' }, headers: { ...bearer(reader.token), 'accept-language': 'ca' } });
    expect(body<Envelope<{ data: ContenidoPublico[] }>>(ca).data.data[0]?.tipo_noticia_texto).toBe('Esdeveniment');
  });

  it("lists each content's files", async () => {
    const titulo = expectedFor(readers.consultor)[0] ?? '';
    const id = ids.get(titulo) ?? 0;
    await app.db.insert(contenidoArchivos).values([
      { contenido_web_id: id, titulo: 'Programa', archivo: 'programa.pdf', ruta: 'contenidos/00000000-0000-4000-8000-000000000001.pdf' },
      { contenido_web_id: id, titulo: 'Cartel', archivo: 'cartel.png', ruta: 'contenidos/00000000-0000-4000-8000-000000000002.png' },
    ]);
    const [content] = await all(readers.consultor.token, { id: String(id) });
    expect(content?.archivos.map((a) => [a.titulo, a.archivo])).toEqual([
      ['Programa', 'programa.pdf'],
      ['Cartel', 'cartel.png'],
    ]);
    expect((await all(readers.consultor.token)).filter((c) => c.id !== id).every((c) => c.archivos.length === 0)).toBe(true);
  });

  it("lets a reader download a file of a content published for it, and nobody another's", async () => {
    const visible = ids.get(expectedFor(readers.empresa)[0] ?? '') ?? 0;
    const notForCompanies = ids.get(ROWS.find((r) => r.estado === 'Publicado' && !r.perfiles.includes(5) && r.fecha_publicacion <= day(0) && (r.fecha_fin_publicacion ?? '9') >= day(0))?.titulo ?? '') ?? 0;
    const bytes = Buffer.from('%PDF-1.7\n%%EOF\n');
    const stored = await app.db
      .insert(contenidoArchivos)
      .values([
        { contenido_web_id: visible, titulo: 'Bases', archivo: 'bases.pdf', ruta: await app.storage.put('contenidos', 'pdf', bytes) },
        { contenido_web_id: notForCompanies, titulo: 'Interno', archivo: 'interno.pdf', ruta: await app.storage.put('contenidos', 'pdf', bytes) },
      ])
      .returning({ id: contenidoArchivos.id });
    const download = (token: string, id: number | undefined) => app.inject({ method: 'GET', url: `/api/archivos-contenido/${id}/descargar`, headers: bearer(token) });
    const ok = await download(readers.empresa.token, stored[0]?.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toMatch(/^attachment; filename="\d{4}-\d{2}-\d{2}_bases\.pdf"/);
    expect(ok.rawPayload).toEqual(bytes);
    expect((await download(readers.empresa.token, stored[1]?.id)).statusCode).toBe(404);
    expect((await download(readers.consultor.token, stored[1]?.id)).statusCode).toBe(expectedFor(readers.consultor).length > 0 && ROWS.find((r) => ids.get(r.titulo) === notForCompanies)?.perfiles.includes(3) ? 200 : 404);
  });

  it('answers 422 for bad filters', async () => {
    const bad: Record<string, string>[] = [{ id: 'x' }, { ocultos: 'quizá' }, { order_by: 'estado asc' }, { page: '0' }];
    for (const query of bad) {
      const response = await app.inject({ method: 'GET', url: '/api/contenidos-web-public', query, headers: bearer(readers.empresa.token) });
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
    }
  });
});

describe('archiving', () => {
  it('archives a content for its reader only: out of its home, still in /public-comunicados', async () => {
    const reader = readers.verificador;
    const titulo = expectedFor(reader)[0] ?? '';
    const id = String(ids.get(titulo));
    const response = await ocultar(reader.token, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(body<Envelope<{ id: number }>>(response)).toMatchObject({ message: CONTENIDOS_MSG.comunicadoArchivado, data: { id: Number(id) } });
    expect((await ocultar(reader.token, id)).statusCode).toBe(200);

    const home = await all(reader.token, { ocultos: 'false' });
    expect(home.map((c) => c.titulo)).not.toContain(titulo);
    expect(home).toHaveLength(expectedFor(reader).length - 1);
    const archived = await all(reader.token, { ocultos: 'true' });
    expect(archived.map((c) => c.titulo)).toEqual([titulo]);
    const everything = await all(reader.token);
    expect(everything.find((c) => c.titulo === titulo)?.oculto).toBe(true);
    expect(everything.filter((c) => c.oculto)).toHaveLength(1);

    // Another reader who sees it too is not affected.
    const other = readers.consultor;
    if (expectedFor(other).includes(titulo)) expect((await all(other.token, { ocultos: 'false' })).map((c) => c.titulo)).toContain(titulo);
  });

  it('answers 404 for a content not published for the caller, and 422 without a valid id', async () => {
    const notForCompanies = ROWS.find((r) => r.estado === 'Publicado' && !r.perfiles.includes(5) && r.fecha_publicacion <= day(0))?.titulo ?? '';
    expect((await ocultar(readers.empresa.token, String(ids.get(notForCompanies)))).statusCode).toBe(404);
    expect((await ocultar(readers.empresa.token, '999999')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/ocultar-comunicado', headers: bearer(readers.empresa.token) })).statusCode).toBe(422);
    expect((await ocultar(readers.empresa.token, 'abc')).statusCode).toBe(422);
  });
});
