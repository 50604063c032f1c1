/**
 * The notice windows of the declarations' lifecycle (docs/dapcon-lifecycle.md): how many days before
 * its expiry a published declaration is 'por caducar' (the daily expiry job's notices) and how many
 * before it the renewal is due (the dashboard's card). Parameters of the programme (AVISOS_PANEL).
 */
import { sql } from 'drizzle-orm';
import { AVISOS_PANEL, diasDeParametro } from '@dapcon/contract';
import { executeRows, type Database } from '../../db/database';
import { IDIOMA_ES, parametros, parametrosTextos } from '../referencia';

/** The windows in force: each parameter's Texto 1 (first language), or its default. */
export async function leerVentanas(db: Database): Promise<{ renovacion: number; caducidad: number }> {
  const rows = await executeRows<{ id: string; texto: string }>(
    db,
    sql`select ${parametros.param_id} as id, ${parametrosTextos.pt_texto} as texto
        from ${parametros} join ${parametrosTextos} on ${parametrosTextos.pt_param_id} = ${parametros.param_id} and ${parametrosTextos.pt_idioma_id} = ${IDIOMA_ES}
        where ${parametros.param_id} in (${AVISOS_PANEL.renovacion.id}, ${AVISOS_PANEL.caducidad.id}) and ${parametros.activo}`,
  );
  const texto = (id: string) => rows.find((r) => r.id === id)?.texto;
  return {
    renovacion: diasDeParametro(texto(AVISOS_PANEL.renovacion.id), AVISOS_PANEL.renovacion.defecto),
    caducidad: diasDeParametro(texto(AVISOS_PANEL.caducidad.id), AVISOS_PANEL.caducidad.defecto),
  };
}
