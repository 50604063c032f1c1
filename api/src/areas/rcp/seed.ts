/**
 * The RCP catalogue's part of the seed (sizes 'demo' and 'test' alike: it is reference data the
 * DAPcon creation modal needs): the parameter folder of the RCP families (`familias_rcp`) with its
 * options, then the RCPs with their texts and families. Draws nothing at random.
 */
import type { Database } from '../../db/database';
import { IDIOMA_CA, IDIOMA_ES, parametros, parametrosTextos } from '../referencia';
import { CARPETA_FAMILIAS, CARPETA_FAMILIAS_ORDEN, FAMILIAS_RCP } from './data/familias';
import { RCPS } from './data/rcps';
import { insertRcps } from './repository';

/** The folder `familias_rcp` and its options, in Spanish and Catalan. */
async function seedFamilias(db: Database): Promise<void> {
  const carpeta = CARPETA_FAMILIAS;
  await db.insert(parametros).values([
    { param_id: carpeta.id, param_padre_id: null, param_order: CARPETA_FAMILIAS_ORDEN, param_permiso: carpeta.permiso, param_admite_hijos: true, param_nombre: carpeta.id },
    ...FAMILIAS_RCP.map((f, i) => ({ param_id: f.id, param_padre_id: carpeta.id, param_order: i + 1, param_permiso: carpeta.permiso, param_admite_hijos: false, param_nombre: f.es })),
  ]);
  await db.insert(parametrosTextos).values([
    { pt_param_id: carpeta.id, pt_idioma_id: IDIOMA_ES, pt_texto: carpeta.es },
    { pt_param_id: carpeta.id, pt_idioma_id: IDIOMA_CA, pt_texto: carpeta.ca },
    ...FAMILIAS_RCP.flatMap((f) => [
      { pt_param_id: f.id, pt_idioma_id: IDIOMA_ES, pt_texto: f.es },
      { pt_param_id: f.id, pt_idioma_id: IDIOMA_CA, pt_texto: f.ca },
    ]),
  ]);
}

/** Inserts the RCP families, then the seeded RCPs with their Spanish and Catalan texts and families; answers how many RCPs. */
export async function seedRcps(db: Database): Promise<number> {
  await seedFamilias(db);
  await insertRcps(
    db,
    RCPS.map((rcp) => ({
      rcp: {
        anyo: rcp.anyo,
        equivalencia: rcp.equivalencia,
        version: rcp.version,
        vigente: rcp.vigente,
        anulada: rcp.anulada ?? false,
        codigo_para_codificacion_dapcon: rcp.codigo,
      },
      textos: [
        { idioma_id: IDIOMA_ES, rcp_nombre: rcp.es.nombre, rcp_sobrenombre: rcp.es.sobrenombre, descripcion: rcp.es.descripcion },
        { idioma_id: IDIOMA_CA, rcp_nombre: rcp.ca.nombre, rcp_sobrenombre: rcp.ca.sobrenombre, descripcion: rcp.ca.descripcion },
      ],
      familias: rcp.familias,
    })),
  );
  return RCPS.length;
}
