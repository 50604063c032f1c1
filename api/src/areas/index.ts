/**
 * Every area's routes, mounted under /api, and what the platform asks of all the areas at once (the
 * keys of the stored files their rows name). An area is a folder (routes, service, repository, tables,
 * seed, mappers, matrix) that others reach only through its index.ts; its routes come from the
 * contract's endpoint objects, so no path is written here. Areas are listed rather than autoloaded,
 * so the bundle sees them.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { seed } from '../seed';
import * as auth from './auth';
import * as consultores from './consultores';
import * as contenidos from './contenidos';
import * as dapcon from './dapcon';
import * as empresas from './empresas';
import * as finanzas from './finanzas';
import * as panel from './panel';
import * as parametros from './parametros';
import * as rcp from './rcp';
import * as recordatorios from './recordatorios';
import * as referencia from './referencia';
import * as registro from './registro';
import * as sistema from './sistema';

const areas: FastifyPluginAsync = async (app) => {
  await app.register(auth.routes);
  // A change of a company's fee exemption sets its payment state from the fees it paid: the finance
  // area's rule, handed down to the companies' area, which stands below it.
  await app.register(empresas.routes, { trasCambioDeCuota: finanzas.estadoPagoTrasExencion } satisfies empresas.EmpresasRoutesOptions);
  await app.register(consultores.routes);
  await app.register(contenidos.routes);
  await app.register(rcp.routes);
  await app.register(dapcon.routes);
  await app.register(finanzas.routes);
  await app.register(referencia.routes);
  await app.register(parametros.routes);
  // The demo reset seeds every area again: the seed stands above the areas.
  await app.register(sistema.routes, { sembrar: (tx) => seed(tx, app.seedSize, { storage: app.storage }) } satisfies sistema.MantenimientoRoutesOptions);
  await app.register(panel.routes);
  await app.register(registro.routes);
  // The reminders' list stands below the areas whose records they remind of: their kinds are handed down.
  await app.register(recordatorios.routes, { tipos: TIPOS_RECORDATORIO_DEFS } satisfies recordatorios.RecordatoriosRoutesOptions);
};

export default areas;

/**
 * The public registry's pages (/registro, /sitemap.xml, /robots.txt: outside /api, app.ts registers
 * them), rendered by the live build of mf-registro in the static root.
 */
export const paginasRegistro = registro.paginas;
export const renderizadorRegistro = registro.renderizadorPublicado;

/** The daily expiry of published declarations (a plugin of its own: app.ts registers it). */
export const caducidadDapcon = dapcon.caducidad;

/** Every kind of scheduled reminder, from the areas that own its records (issue 36). */
export const TIPOS_RECORDATORIO_DEFS: readonly recordatorios.TipoRecordatorioDef[] = [...dapcon.RECORDATORIOS_DAPCON, ...finanzas.RECORDATORIOS_FINANZAS];

/** The scheduled jobs (pg-boss schedules: the reminders, the audit's pruning; app.ts registers it). */
export const programador = recordatorios.programador;

/**
 * Every stored file's key that a row names, in any area that stores files (the storage sweep's
 * `referencedKeys`). Editor images a day old that no stored HTML names stop being anyone's first.
 */
export async function storedFileKeys(db: Database): Promise<string[]> {
  await contenidos.forgetUnusedEditorImages(db, new Date(Date.now() - contenidos.EDITOR_IMAGE_GRACE_MS));
  return [
    ...(await contenidos.contenidosStorageKeys(db)),
    ...(await contenidos.archivosStorageKeys(db)),
    ...(await contenidos.bibliotecaStorageKeys(db)),
    ...(await empresas.organizacionStorageKeys(db)),
    ...(await consultores.consultorStorageKeys(db)),
    ...(await dapcon.dapconStorageKeys(db)),
    ...(await finanzas.mandatoStorageKeys(db)),
  ];
}
