/**
 * The public registry's routes (issue 35, docs/registry.md): `GET /public/dapcon`, for anyone. In this
 * plugin only (both plugins stay inside its encapsulation):
 * - an `ETag` on every answer (@fastify/etag, a hash of the body: `If-None-Match` with it → 304, no
 *   body), and `Cache-Control` that lets a CDN or a browser keep a page a minute;
 * - a rate limit per address (@fastify/rate-limit, `PUBLIC_API_RATE_PER_MINUTE`, 120 by default; the
 *   address is the proxy's when TRUST_PROXY names it): past it, 429 with `Retry-After` and the portal's
 *   error envelope.
 * A withdrawn declaration's code answers 410 on each of them (retirada.ts), any other unknown code 404.
 * A certificate or an export answered 200 adds one to its month's download count (cifras.ts). Beside
 * this plugin, outside its ETag and rate limit: the administration's `GET /registro/cifras`.
 */
import etag from '@fastify/etag';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { calendarDay, certificadoPublico, dapconesPublicas, dapconPublica, documentoPublico, logoPublico, urlRegistro } from '@dapcon/contract';
import { NotFoundError, TooManyAttemptsError } from '../../errors';
import { attachmentDisposition } from '../../lib/download';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { certificadoPdf, nombreCertificado } from './certificado';
import { contarDescargas, marcarDescarga } from './cifras';
import rutasCifras from './cifras-routes';
import { documentoPublico as leerDocumento, fichaPublica, logoPublico as leerLogo, type ArchivoPublico } from './ficha';
import { idiomaRegistro } from './idioma';
import { registroPage } from './lista';
import { salvoRetirada } from './retirada';

/** How long a CDN or a browser may keep an answer (seconds); the ETag revalidates it afterwards. */
export const REGISTRO_MAX_AGE_S = 60;

/** How long a published declaration's file (its EPD, its company's logo) may be kept: an hour (a published EPD is not replaced). */
export const ARCHIVO_MAX_AGE_S = 3600;

/** A public file: its type, and `Content-Disposition: attachment` for a download; any cache may keep it an hour. */
function enviarArchivo(reply: FastifyReply, file: ArchivoPublico): FastifyReply {
  reply.header('content-type', file.contentType).header('cache-control', `public, max-age=${ARCHIVO_MAX_AGE_S}`);
  if (file.filename !== undefined) reply.header('content-disposition', attachmentDisposition(file.filename));
  return reply.send(file.data);
}

const publicas: FastifyPluginAsync = async (app) => {
  await app.register(etag);
  await app.register(rateLimit, {
    max: app.config.publicApiRatePerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => new TooManyAttemptsError(Math.ceil(context.ttl / 1000)),
  });
  // After the ETag's hook: a download marked by its handler and answered 200 (not a 304) is counted once sent.
  contarDescargas(app);

  serve(app, dapconesPublicas, async (request, reply) => {
    reply.header('Cache-Control', `public, max-age=${REGISTRO_MAX_AGE_S}`);
    reply.header('Vary', 'Accept-Language');
    return ok(await registroPage(app.db, request.query, languageOf(request.headers['accept-language']), app.listTotals));
  });

  serve(app, dapconPublica, async (request, reply) => {
    const ficha = await salvoRetirada(app.db, request.params.codigo, async () => {
      const found = await fichaPublica(app.db, request.params.codigo, languageOf(request.headers['accept-language']));
      if (!found) throw new NotFoundError();
      return found;
    });
    reply.header('Cache-Control', `public, max-age=${REGISTRO_MAX_AGE_S}`);
    reply.header('Vary', 'Accept-Language');
    return ok(ficha);
  });

  serve(app, documentoPublico, async (request, reply) =>
    enviarArchivo(reply, await salvoRetirada(app.db, request.params.codigo, () => leerDocumento(app, request.params.codigo, request.params.idioma, request.log))),
  );
  serve(app, logoPublico, async (request, reply) => enviarArchivo(reply, await salvoRetirada(app.db, request.params.codigo, () => leerLogo(app, request.params.codigo, request.log))));

  serve(app, certificadoPublico, async (request, reply) => {
    const lang = request.query.lang ?? idiomaRegistro(undefined, request.headers['accept-language']);
    const ficha = await salvoRetirada(app.db, request.params.codigo, async () => {
      const found = await fichaPublica(app.db, request.params.codigo, lang === 'ca' ? 'ca' : 'es');
      if (!found) throw new NotFoundError();
      return found;
    });
    marcarDescarga(request, 'certificado');
    const url = `${app.config.publicUrl}${urlRegistro(ficha.dapcon_codigo)}?lang=${lang}`;
    const data = Buffer.from(await certificadoPdf(ficha, lang, url, calendarDay(new Date())));
    // Issued today: a cache keeps it no longer than the registry's pages.
    reply.header('content-type', 'application/pdf').header('cache-control', `public, max-age=${REGISTRO_MAX_AGE_S}`).header('vary', 'Accept-Language');
    return reply.header('content-disposition', attachmentDisposition(nombreCertificado(ficha.dapcon_codigo, lang))).send(data);
  });
  await app.register(import('./routes-exportacion'));
};

const routes: FastifyPluginAsync = async (app) => {
  await app.register(publicas);
  await app.register(rutasCifras);
};

export default routes;
