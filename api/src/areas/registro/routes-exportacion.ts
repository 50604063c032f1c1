/**
 * The exports of a published declaration (issue 35, docs/registry-exports.md), for anyone:
 * `GET /public/dapcon/{code}/openepd` (openEPD JSON) and `GET /public/dapcon/{code}/ilcd`
 * (ILCD+EPD v1.2 XML), each a download named after the code. A code that is not a published or
 * expired declaration's is 404 (a withdrawn one's 410). Registered inside the registry's plugin (routes.ts), so its ETag and
 * its per-address rate limit apply here too; any cache may keep an answer a minute. An answer of 200
 * adds one to its month's download count (routes.ts' hook, cifras.ts).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { exportacionIlcd, exportacionOpenEpd } from '@dapcon/contract';
import { NotFoundError } from '../../errors';
import { attachmentDisposition } from '../../lib/download';
import { serve } from '../../lib/endpoint';
import { marcarDescarga } from './cifras';
import { declaracionExportable, ilcdEpd, openEpd, type DeclaracionExportable } from './exportacion';
import { salvoRetirada } from './retirada';

/** How long any cache may keep an export (seconds), as the registry's other answers (routes.ts' REGISTRO_MAX_AGE_S; not imported: routes.ts registers this plugin). */
const EXPORTACION_MAX_AGE_S = 60;

const rutasExportacion: FastifyPluginAsync = async (app) => {
  async function leer(codigo: string): Promise<DeclaracionExportable> {
    return salvoRetirada(app.db, codigo, async () => {
      const d = await declaracionExportable(app.db, codigo, app.config.publicUrl);
      if (!d) throw new NotFoundError();
      return d;
    });
  }

  function descarga(reply: FastifyReply, tipo: string, nombre: string, cuerpo: string): FastifyReply {
    return reply
      .header('content-type', tipo)
      .header('cache-control', `public, max-age=${EXPORTACION_MAX_AGE_S}`)
      .header('content-disposition', attachmentDisposition(nombre))
      .send(cuerpo);
  }

  serve(app, exportacionOpenEpd, async (request, reply) => {
    const d = await leer(request.params.codigo);
    marcarDescarga(request, 'openepd');
    return descarga(reply, 'application/json; charset=utf-8', `${d.ficha.dapcon_codigo}.openepd.json`, `${JSON.stringify(openEpd(d), null, 2)}\n`);
  });

  serve(app, exportacionIlcd, async (request, reply) => {
    const d = await leer(request.params.codigo);
    marcarDescarga(request, 'ilcd');
    return descarga(reply, 'application/xml; charset=utf-8', `${d.ficha.dapcon_codigo}.ilcd.xml`, ilcdEpd(d));
  });
};

export default rutasExportacion;
