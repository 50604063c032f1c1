/**
 * The dashboard's windows in the parameter tree (docs/home.md step 1), seeded in both sizes: the
 * folder `avisos_panel` with `dias_aviso_renovacion` (60) and `dias_aviso_caducidad` (90), the
 * number in Texto 1 of each language, editable in /parametros by both administrators (permission
 * 2: edit, never delete). Draws nothing.
 */
import { AVISOS_PANEL } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { IDIOMA_CA, IDIOMA_ES, parametros, parametrosTextos } from '../referencia';

/** The folder's place among the tree's roots: after the reference lists. */
const ORDEN_CARPETA = 90;

export async function seedAvisosPanel(db: Database): Promise<void> {
  const { carpeta, renovacion, caducidad } = AVISOS_PANEL;
  await db.insert(parametros).values([
    { param_id: carpeta, param_padre_id: null, param_order: ORDEN_CARPETA, param_permiso: 2, param_admite_hijos: true, param_nombre: carpeta },
    { param_id: renovacion.id, param_padre_id: carpeta, param_order: 1, param_permiso: 2, param_admite_hijos: false, param_nombre: renovacion.id },
    { param_id: caducidad.id, param_padre_id: carpeta, param_order: 2, param_permiso: 2, param_admite_hijos: false, param_nombre: caducidad.id },
  ]);
  await db.insert(parametrosTextos).values([
    { pt_param_id: carpeta, pt_idioma_id: IDIOMA_ES, pt_texto: 'Avisos del panel de inicio' },
    { pt_param_id: carpeta, pt_idioma_id: IDIOMA_CA, pt_texto: "Avisos del tauler d'inici" },
    {
      pt_param_id: renovacion.id,
      pt_idioma_id: IDIOMA_ES,
      pt_texto: String(renovacion.defecto),
      pt_descripcion: 'Días antes del aniversario del alta en que una empresa aparece para renovar (número en Texto 1).',
    },
    {
      pt_param_id: renovacion.id,
      pt_idioma_id: IDIOMA_CA,
      pt_texto: String(renovacion.defecto),
      pt_descripcion: "Dies abans de l'aniversari de l'alta en què una empresa apareix per renovar (nombre al Text 1).",
    },
    {
      pt_param_id: caducidad.id,
      pt_idioma_id: IDIOMA_ES,
      pt_texto: String(caducidad.defecto),
      pt_descripcion: 'Días antes de su último día de validez en que una DAPcon está a punto de caducar (número en Texto 1).',
    },
    {
      pt_param_id: caducidad.id,
      pt_idioma_id: IDIOMA_CA,
      pt_texto: String(caducidad.defecto),
      pt_descripcion: "Dies abans del seu darrer dia de validesa en què una DAPcon és a punt de caducar (nombre al Text 1).",
    },
  ]);
}
