/**
 * The DAPcon area's ciclo routes (docs/dapcon-lifecycle.md): a declaration's documents and its
 * transitions, one route each (ciclo.ts, documentos.ts). Each answers the record as it is after the
 * change, read again for the caller; the renewal answers the new declaration's id like the creation
 * ('DAPcon creada = {id}'), the deletion nothing. routes.ts registers them.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  aceptarDapcon,
  ajustarValidezDapcon,
  caducarDapcon,
  DAPCON_MSG,
  descargarDocumentoDapcon,
  devolverDapcon,
  eliminarDapcon,
  enviarDapcon,
  publicarDapcon,
  renovarDapcon,
  retirarDapcon,
  subirDocumentoDapcon,
  type DapconDetalle,
} from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import { sendFile } from '../../lib/download';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import { aceptar, ajustarValidez, caducar, devolver, eliminar, enviar, publicar, renovar, retirar } from './ciclo';
import { documentoDapconFile, subirDocumento } from './documentos';
import { dapconById } from './service';
import { auditRecord } from '../../plugins/app/audit';
import { dapcons } from './tables';

const routes: FastifyPluginAsync = async (app) => {
  /** The record after a change, as `GET /dapcon/:id` answers it to the same caller. */
  const detalle = (request: FastifyRequest, user: AuthUser, id: number): Promise<DapconDetalle> =>
    dapconById(app.db, user, id, languageOf(request.headers['accept-language']));

  serve(app, subirDocumentoDapcon, async (request) => {
    const user = currentUser(request);
    await auditRecord(request, { tabla: dapcons, id: request.params.id }, () => subirDocumento(app, user, request.params.id, request.body, request.log));
    return ok(await detalle(request, user, request.params.id));
  });

  serve(app, descargarDocumentoDapcon, async (request, reply) =>
    sendFile(reply, await documentoDapconFile(app, currentUser(request), request.params.id, request.params.documentoId, request.log)),
  );

  serve(app, enviarDapcon, async (request) => {
    const user = currentUser(request);
    await auditRecord(request, { tabla: dapcons, id: request.params.id }, () => enviar(app, user, request.params.id, languageOf(request.headers['accept-language'])));
    return ok(await detalle(request, user, request.params.id));
  });

  serve(app, devolverDapcon, async (request) => {
    const user = currentUser(request);
    await auditRecord(request, { tabla: dapcons, id: request.params.id }, () => devolver(app, user, request.params.id, request.body.motivo));
    return ok(await detalle(request, user, request.params.id));
  });

  serve(app, aceptarDapcon, async (request) => {
    const user = currentUser(request);
    await auditRecord(request, { tabla: dapcons, id: request.params.id }, () => aceptar(app, user, request.params.id, request.body, request.log));
    return ok(await detalle(request, user, request.params.id));
  });

  serve(app, publicarDapcon, async (request) => {
    const user = currentUser(request);
    await auditRecord(request, { tabla: dapcons, id: request.params.id }, () => publicar(app, user, request.params.id, request.body));
    return ok(await detalle(request, user, request.params.id));
  });

  serve(app, ajustarValidezDapcon, async (request) => {
    const user = currentUser(request);
    await auditRecord(request, { tabla: dapcons, id: request.params.id }, () => ajustarValidez(app, user, request.params.id, request.body));
    return ok(await detalle(request, user, request.params.id));
  });

  serve(app, caducarDapcon, async (request) => {
    const user = currentUser(request);
    await auditRecord(request, { tabla: dapcons, id: request.params.id }, () => caducar(app, user, request.params.id, request.body));
    return ok(await detalle(request, user, request.params.id));
  });

  serve(app, retirarDapcon, async (request) => {
    const user = currentUser(request);
    await auditRecord(request, { tabla: dapcons, id: request.params.id }, () => retirar(app, user, request.params.id, request.body));
    return ok(await detalle(request, user, request.params.id));
  });

  // The spec's creation message carries the id after ' = ' (part 2 §4); a renewal is a creation.
  serve(app, renovarDapcon, async (request) => {
    // The renewal is a new declaration: the entry names it (the old one is recorded by its own history).
    const id = await auditRecord(request, { tabla: dapcons, id: null, idTras: (nueva) => nueva }, () => renovar(app, currentUser(request), request.params.id));
    return ok({ id }, `${DAPCON_MSG.dapconCreada} = ${id}`);
  });

  serve(app, eliminarDapcon, async (request) => {
    await auditRecord(request, { tabla: dapcons, id: request.params.id }, () => eliminar(app, currentUser(request), request.params.id, request.log));
    return ok(null);
  });
};

export default routes;
