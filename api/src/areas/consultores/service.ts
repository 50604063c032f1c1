/** The consultants' lookups as the routes answer them (the DAPcon creation modal). */
import { CONSULTORES_MSG, normalizeTaxId, type ConsultorReferencia } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../errors';
import { findConsultorActivo, listVerificadoresActivos } from './repository';

/** The verifiers a DAPcon can be assigned to. */
export function verificadoresActivos(db: Database): Promise<ConsultorReferencia[]> {
  return listVerificadoresActivos(db);
}

/**
 * The consultant check: the registered, active consultant of a NIF typed in any case or with
 * separators; anything else (unknown, a company's CIF, an account de baja, a malformed NIF) is the
 * spec's 404.
 */
export async function consultorValido(db: Database, nif: string): Promise<ConsultorReferencia> {
  const normalized = normalizeTaxId(nif);
  const consultor = normalized.length > 0 && normalized.length <= 20 ? await findConsultorActivo(db, normalized) : undefined;
  if (!consultor) throw new NotFoundError(CONSULTORES_MSG.consultorNoRegistrado);
  return consultor;
}
