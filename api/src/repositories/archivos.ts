/** Storage keys the database refers to: the files that must stay (plugins/app/storage-sweep.ts). */
import { isNotNull, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { consultores, organizaciones } from '../db/schema';

/** Every key held by a column that names a stored file: logos and accreditation documents. */
export async function referencedStorageKeys(db: Database): Promise<Set<string>> {
  const keys = new Set<string>();
  const orgs = await db
    .select({ logo: organizaciones.org_logo, iso: organizaciones.doc_sgm_iso14001, emas: organizaciones.doc_sgm_emacs })
    .from(organizaciones)
    .where(or(isNotNull(organizaciones.org_logo), isNotNull(organizaciones.doc_sgm_iso14001), isNotNull(organizaciones.doc_sgm_emacs)));
  for (const row of orgs) for (const key of [row.logo, row.iso, row.emas]) if (key) keys.add(key);
  const consultants = await db
    .select({ logo: consultores.consultor_logo })
    .from(consultores)
    .where(isNotNull(consultores.consultor_logo));
  for (const { logo } of consultants) if (logo) keys.add(logo);
  return keys;
}
