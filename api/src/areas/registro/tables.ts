/**
 * The registry's download counter (issue 35, item 4; docs/registry.md 'The dashboard's figures'): one
 * row per month (its first day, in Europe/Madrid) and kind of download (`TIPOS_DESCARGA_REGISTRO`:
 * openepd, ilcd, certificado), its total upserted by each download the API serves. Nothing about who
 * downloaded: no address, no account, no declaration.
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { TIPOS_DESCARGA_REGISTRO } from '@dapcon/contract';

export const registroDescargas = pgTable(
  'registro_descargas',
  {
    /** The month's first day ('2026-11-01'), in Madrid. */
    mes: date({ mode: 'string' }).notNull(),
    tipo: varchar({ length: 20 }).notNull(),
    total: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.mes, t.tipo] }),
    check('registro_descargas_tipo_check', sql`${t.tipo} in (${sql.raw(TIPOS_DESCARGA_REGISTRO.map((tipo) => `'${tipo}'`).join(', '))})`),
    check('registro_descargas_mes_check', sql`extract(day from ${t.mes}) = 1`),
  ],
);
