/**
 * The finance area's routes of the organisation payment flow (docs/finanzas.md 'The organisation
 * payment flow'; spec part 2 §7.11): the fee to pay with its VAT, the SEPA mandate to sign, and the two
 * choices, which answer a new session token. routes.ts registers them.
 */
import type { FastifyPluginAsync } from 'fastify';
import { detalleTarifa as detalleTarifaEndpoint, FINANZAS_MSG, mandatoSepa as mandatoSepaEndpoint, pagarDomiciliacion, pagarTransferencia } from '@dapcon/contract';
import { sendFile } from '../../lib/download';
import { languageOf } from '../../lib/lang';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/app/access-control';
import { detalleTarifa, elegirMetodoPago, mandatoSepa } from './pago-organizacion';
import { auditRecord } from '../../plugins/app/audit';
import { eq, sql } from 'drizzle-orm';
import { mandatosSepa } from './tables';
import { organizaciones } from '../empresas';

/** The company of an account, as a subquery. */
const orgDe = (usuarioId: number) => sql<number>`(select ${organizaciones.org_id} from ${organizaciones} where ${organizaciones.usuario_id} = ${usuarioId})`;

const routes: FastifyPluginAsync = async (app) => {
  serve(app, detalleTarifaEndpoint, async (request) => ok(await detalleTarifa(app.db, currentUser(request), request.query.metodo_pago, languageOf(request.headers['accept-language']))));

  serve(app, mandatoSepaEndpoint, async (request, reply) => {
    const { data, filename } = await mandatoSepa(app.db, currentUser(request), request.body, languageOf(request.headers['accept-language']));
    return sendFile(reply, { data, contentType: 'application/pdf', filename });
  });

  serve(app, pagarDomiciliacion, async (request) => {
    // Names the company's mandate; its IBAN and holder are recorded as changed, never as what they are.
    const token = await auditRecord(request, { tabla: mandatosSepa, donde: eq(mandatosSepa.org_id, orgDe(currentUser(request).id)) }, () =>
      elegirMetodoPago(app, currentUser(request), 'R', request.body, request),
    );
    return ok({ token }, FINANZAS_MSG.domiciliacionRegistrada);
  });

  serve(app, pagarTransferencia, async (request) => {
    const token = await elegirMetodoPago(app, currentUser(request), 'T', null, request);
    return ok({ token }, FINANZAS_MSG.transferenciaRegistrada);
  });
};

export default routes;
