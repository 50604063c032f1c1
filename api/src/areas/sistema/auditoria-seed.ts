/**
 * The audit trail's retention in the parameter tree (docs/decisions.md 'Audit retention (issue 36)'),
 * seeded in both sizes: the folder `auditoria` with `auditoria_retencion_dias` (1825 days, five years),
 * the number in Texto 1 of each language. Permission 1: the association administrator reads it, only
 * the Ares administrator edits it. Draws nothing.
 */
import { AUDITORIA_RETENCION } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { IDIOMA_CA, IDIOMA_ES, parametros, parametrosTextos } from '../referencia';

/** The folder's place among the tree's roots: after the dashboard's windows (90). */
const ORDEN_CARPETA = 95;

export async function seedAuditoriaRetencion(db: Database): Promise<void> {
  const { carpeta, retencion } = AUDITORIA_RETENCION;
  await db.insert(parametros).values([
    { param_id: carpeta, param_padre_id: null, param_order: ORDEN_CARPETA, param_permiso: 1, param_admite_hijos: true, param_nombre: carpeta },
    { param_id: retencion.id, param_padre_id: carpeta, param_order: 1, param_permiso: 1, param_admite_hijos: false, param_nombre: retencion.id },
  ]);
  await db.insert(parametrosTextos).values([
    { pt_param_id: carpeta, pt_idioma_id: IDIOMA_ES, pt_texto: 'Auditoría' },
    { pt_param_id: carpeta, pt_idioma_id: IDIOMA_CA, pt_texto: 'Auditoria' },
    {
      pt_param_id: retencion.id,
      pt_idioma_id: IDIOMA_ES,
      pt_texto: String(retencion.defecto),
      pt_descripcion: `Días que se conserva cada entrada de la auditoría (número en Texto 1; mínimo ${AUDITORIA_RETENCION.minimo}). Cada noche se borran las más antiguas. Vacío o 0: no se borra nada.`,
    },
    {
      pt_param_id: retencion.id,
      pt_idioma_id: IDIOMA_CA,
      pt_texto: String(retencion.defecto),
      pt_descripcion: `Dies que es conserva cada entrada de l'auditoria (nombre al Text 1; mínim ${AUDITORIA_RETENCION.minimo}). Cada nit s'esborren les més antigues. Buit o 0: no s'esborra res.`,
    },
  ]);
}
