/**
 * The dapcon area: the declarations, their lifecycle, documents and incidents. What others use: its
 * tables (the declarations, their languages, payments and incidents), who a user is in a declaration,
 * the expiry and its notice windows, the incidents a user sees (the panel), the keys of its stored
 * documents, a declaration's results table (the registry's exports), the daily expiry job (app.ts),
 * routes and seed.
 */
export { rolEnDapcon } from './acceso';
export { default as caducidad } from './caducidad';
export { caducar } from './ciclo';
export { alcanceDe, incidenciasVisibles } from './incidencias';
export { listIncidencias } from './incidencias-repository';
export { dapconStorageKeys } from './repository';
export { resultadosPublicos, tablaDeDapcon } from './resultados';
export type { TablaResultados } from './resultados-tabla';
export { default as routes } from './routes';
export { seedDemoDapcons, TEST_DAPCON_IDS } from './seed';
export { dapconDocumentos, dapconHistorial, dapconIdiomas, dapconPagos, dapcons, incidencias, incidenciasRespuestas } from './tables';
export { leerVentanas } from './ventanas';
// The scheduled reminders of its records (areas/recordatorios.ts) and the notices' writer they share.
export { RECORDATORIOS_DAPCON } from './recordatorios';
export { enviarAviso, type AvisoDapcon, type Destinatario } from './correos';

// For other areas' tests: the matrix, the inserts and the seed's fixtures they build on.
export { dapconMatrix } from './matrix';
export { insertDapcon, insertDapconIdiomas, insertDapcons } from './repository';
export { DEMO_DAPCON_PARTICIPANTES, TEST_INCIDENCIA_ID } from './seed';
