/**
 * The RCP catalogue's part of the seed (sizes 'demo' and 'test' alike: it is reference data the
 * DAPcon creation modal needs). Draws nothing at random.
 */
import type { Database } from '../../db/database';
import { IDIOMA_CA, IDIOMA_ES } from '../referencia/data/referencia';
import { RCPS } from './data/rcps';
import { insertRcps } from './repository';

/** Inserts the seeded RCPs with their Spanish and Catalan texts; answers how many. */
export async function seedRcps(db: Database): Promise<number> {
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
    })),
  );
  return RCPS.length;
}
