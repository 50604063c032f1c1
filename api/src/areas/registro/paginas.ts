/**
 * The registry's pages (issue 35, docs/registry.md 'The pages'), outside /api and for anyone:
 * - `/registro`: the search, its query in the URL on the list kit's rules (the same parameters as
 *   `GET /api/public/dapcon`); a parameter that is not valid is shown under its field (400);
 * - `/registro/{code}`: a published or expired declaration (200), a withdrawn one's code 410 (a page
 *   saying it was withdrawn, and when), any other code 404;
 * - `/sitemap.xml` (the search and every published declaration, with their alternates in ES, CA and
 *   EN) and `/robots.txt` (the registry open to crawlers, the rest of the portal not).
 * The API reads the data and sets the status; the live build of the `mf-registro` area renders the
 * HTML (renderizador.ts). The language is `?lang=es|ca|en`, else the browser's (`Accept-Language`).
 * Each answer may be kept a minute by a CDN or a browser and carries an `ETag` (304 on `If-None-Match`);
 * the same per-address rate limit as the registry's API.
 */
import etag from '@fastify/etag';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { IDIOMAS_REGISTRO, RegistroQuery, type IdiomaRegistro, type PaginaLista, type PaginaRegistro, type RegistroQueryInput } from '@dapcon/contract';
import { TooManyAttemptsError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { clasificacionesRegistro } from './clasificaciones';
import { codigosPublicados, empresaDelRegistro, fichaPublica, opcionesRegistro } from './ficha';
import { registroPage } from './lista';
import { idiomaRegistro } from './idioma';
import type { CargarRenderizador } from './renderizador';
import { retiradaPublica } from './retirada';
import { REGISTRO_MAX_AGE_S } from './routes';

export interface PaginasRegistroOptions {
  /** Finds the live renderer (renderizadorPublicado(webRoot) in the product; the tests may give their own build's). */
  renderizador: CargarRenderizador;
}

/** The query's parameters the search page reads (the rest, `lang` included, are not the query's). */
const PARAMETROS = Object.keys(RegistroQuery.entries) as (keyof RegistroQueryInput)[];

/** The language the data is read in: the RCPs are named in Spanish and Catalan, so English reads the Spanish names. */
const idiomaDatos = (lang: IdiomaRegistro): Lang => (lang === 'ca' ? 'ca' : 'es');

/** The page's path and query without `lang`, for the alternates and the canonical link. */
function pathSinLang(url: string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.delete('lang');
  const query = parsed.searchParams.toString();
  return `${parsed.pathname}${query ? `?${query}` : ''}`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What a visitor sees when the registry's area is not published or fails: a plain page in the three languages (503). */
const NO_DISPONIBLE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Registro DAPcon</title></head>
<body><main><h1>Registro DAPcon</h1>
<p>El registro no está disponible en este momento. Vuelva a intentarlo en unos minutos.</p>
<p lang="ca">El registre no està disponible en aquest moment. Torneu-ho a provar d'aquí a uns minuts.</p>
<p lang="en">The register is not available at the moment. Please try again in a few minutes.</p>
</main></body></html>`;

const paginas: FastifyPluginAsync<PaginasRegistroOptions> = async (app, { renderizador }) => {
  await app.register(etag);
  await app.register(rateLimit, {
    max: app.config.publicApiRatePerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => new TooManyAttemptsError(Math.ceil(context.ttl / 1000)),
  });

  // The search form's choices (the RCPs and languages with a declaration in the registry) read two
  // DISTINCTs over every published declaration: kept a minute per language, as long as a cache keeps
  // the page itself (a newly published RCP shows within it).
  const elegidas = new Map<Lang, { hasta: number; valor: Promise<Awaited<ReturnType<typeof opcionesRegistro>>> }>();
  const opcionesGuardadas = (lang: Lang) => {
    const guardadas = elegidas.get(lang);
    if (guardadas && guardadas.hasta > Date.now()) return guardadas.valor;
    const valor = opcionesRegistro(app.db, lang);
    elegidas.set(lang, { hasta: Date.now() + REGISTRO_MAX_AGE_S * 1000, valor });
    valor.catch(() => elegidas.delete(lang));
    return valor;
  };

  const publicas = (reply: FastifyReply) => reply.header('cache-control', `public, max-age=${REGISTRO_MAX_AGE_S}`).header('vary', 'Accept-Language');

  async function enviar(app: FastifyInstance, reply: FastifyReply, status: number, pagina: PaginaRegistro, lang: IdiomaRegistro, url: string) {
    publicas(reply).type('text/html; charset=utf-8');
    let html: string | null = null;
    try {
      const r = await renderizador();
      if (r) html = r.render(pagina, { lang, origin: app.config.publicUrl, base: r.base, path: pathSinLang(url) });
      else app.log.warn('the registry has no renderer: mf-registro is not published in WEB_ROOT');
    } catch (error) {
      app.log.error({ err: error }, "the registry's renderer failed");
    }
    if (html === null) return reply.code(503).header('cache-control', 'no-store').header('retry-after', '60').send(NO_DISPONIBLE);
    return reply.code(status).send(html);
  }

  app.get('/registro', { schema: { hide: true } }, async (request, reply) => {
    const raw = request.query as Record<string, unknown>;
    const lang = idiomaRegistro(raw.lang, request.headers['accept-language']);
    const consulta: PaginaLista['consulta'] = {};
    for (const key of PARAMETROS) {
      const value = raw[key];
      if (typeof value === 'string' && value !== '') consulta[key] = value;
    }
    const parsed = v.safeParse(RegistroQuery, consulta);
    const errores = parsed.success ? [] : [...new Set(parsed.issues.map((i) => String(i.path?.[0]?.key ?? '')).filter((k): k is keyof RegistroQueryInput => (PARAMETROS as string[]).includes(k)))];
    const datos = idiomaDatos(lang);
    const [resultado, opciones, empresa] = await Promise.all([
      parsed.success ? registroPage(app.db, parsed.output, datos, app.listTotals) : { data: [], total: 0, per_page: 20, current_page: 1 },
      opcionesGuardadas(datos),
      parsed.success && parsed.output.organizacion_id !== undefined ? empresaDelRegistro(app.db, parsed.output.organizacion_id) : null,
    ]);
    const clasificaciones = await clasificacionesRegistro(app.db, datos);
    const pagina: PaginaLista = { tipo: 'lista', consulta, errores, resultado, rcps: opciones.rcps, idiomas: opciones.idiomas, empresa, clasificaciones };
    return enviar(app, reply, errores.length ? 400 : 200, pagina, lang, request.url);
  });

  app.get<{ Params: { codigo: string } }>('/registro/:codigo', { schema: { hide: true } }, async (request, reply) => {
    const lang = idiomaRegistro((request.query as Record<string, unknown>).lang, request.headers['accept-language']);
    const codigo = request.params.codigo;
    const dapcon = /^[A-Za-z0-9._-]{1,30}$/.test(codigo) ? await fichaPublica(app.db, codigo, idiomaDatos(lang)) : null;
    if (!dapcon) {
      const retirada = /^[A-Za-z0-9._-]{1,30}$/.test(codigo) ? await retiradaPublica(app.db, codigo) : null;
      if (retirada) return enviar(app, reply, 410, { tipo: 'retirada', ...retirada }, lang, request.url);
      return enviar(app, reply, 404, { tipo: 'no-encontrada', codigo: codigo.slice(0, 60) }, lang, request.url);
    }
    return enviar(app, reply, 200, { tipo: 'ficha', dapcon }, lang, request.url);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const origin = app.config.publicUrl;
    const url = (path: string, lastmod?: string) => {
      const alternates = [...IDIOMAS_REGISTRO.map((l) => [l, `${origin}${path}?lang=${l}`]), ['x-default', `${origin}${path}`]]
        .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href ?? '')}"/>`)
        .join('');
      return `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`;
    };
    const codigos = await codigosPublicados(app.db);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      url('/registro'),
      ...codigos.map((c) => url(`/registro/${encodeURIComponent(c.codigo)}`, c.desde)),
      '</urlset>',
      '',
    ].join('\n');
    return publicas(reply).type('application/xml; charset=utf-8').send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = [
      '# The public registry is for everyone; the rest of the portal is for its users.',
      'User-agent: *',
      'Allow: /registro',
      'Allow: /remotes/mf-registro/',
      'Allow: /api/public/',
      'Disallow: /',
      '',
      `Sitemap: ${app.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
    return publicas(reply).type('text/plain; charset=utf-8').send(body);
  });
};

export default paginas;
