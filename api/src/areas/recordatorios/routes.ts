/** The scheduled reminders' routes ('Recordatorios' of /comunicaciones; lista.ts): the administration's. */
import type { FastifyPluginAsync } from 'fastify';
import { CONTENIDOS_MSG, recordatoriosList, recordatoriosPrevistos, reenviarRecordatorio } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import * as lista from './lista';
import type { TipoRecordatorioDef } from './motor';

export interface RecordatoriosRoutesOptions {
  /** Every kind of reminder, from the areas that own their records (areas/index.ts). */
  tipos: readonly TipoRecordatorioDef[];
}

const routes: FastifyPluginAsync<RecordatoriosRoutesOptions> = async (app, { tipos }) => {
  serve(app, recordatoriosList, async (request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    if (request.query.to_excel === true) return lista.recordatoriosExcel(app.db, request.query, lang, app.listTotals, reply, request.log);
    return ok(await lista.recordatoriosList(app.db, request.query, lang, app.listTotals));
  });
  serve(app, recordatoriosPrevistos, async (request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    if (request.query.to_excel === true) return lista.recordatoriosPrevistosExcel(app, tipos, request.query, lang, reply, request.log);
    return ok(await lista.recordatoriosPrevistos(app, tipos, request.query, lang));
  });
  serve(app, reenviarRecordatorio, async (request) =>
    ok(await lista.reenviar(app, tipos, request.params.id, languageOf(request.headers['accept-language'])), CONTENIDOS_MSG.recordatorioReenviado),
  );
};

export default routes;
