/**
 * The database schema, gathered from the areas that own its tables (and the platform's: the
 * accounts, the mail outbox, the maintenance switch). Only drizzle-kit and the tests import it: the
 * queries import their tables, so `db/database.ts` stands below the areas. Table and column names are the spec's own (Spanish, snake_case) so that
 * screens, API answers and SQL read the same words. Migrations in `api/drizzle/` are
 * generated from this file with `npm run db:generate -w api`; never edit a generated
 * migration by hand.
 */
export * from '../auth/tables';
export * from '../areas/referencia/tables';
export * from '../areas/consultores/tables';
export * from '../areas/empresas/tables';
export * from '../areas/rcp/tables';
export * from '../areas/dapcon/tables';
export * from '../areas/finanzas/tables';
export * from '../areas/contenidos/tables';
export * from '../mail/tables';
export * from '../areas/contenidos/comunicaciones-tables';
export * from '../areas/contenidos/archivos-tables';
export * from '../areas/contenidos/criterios-tables';
export * from '../areas/contenidos/biblioteca-tables';
export * from '../areas/contenidos/ocultos-tables';
export * from '../plugins/app/maintenance-tables';
export * from '../areas/parametros/clasificacion-tables';
export * from '../areas/registro/tables';
export * from '../areas/recordatorios/tables';
