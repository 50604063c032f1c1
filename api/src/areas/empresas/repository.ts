/** The empresas area's queries on `organizaciones`; other areas reach the table only through these. */
import { eq, isNotNull, or } from 'drizzle-orm';
import type { EstadoPago } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { organizaciones } from './tables';

/** A new organisation row, without its account (`usuario_id` is given apart). */
export type NewOrganizacion = Omit<typeof organizaciones.$inferInsert, 'usuario_id'>;

/** Inserts the organisation of an account (a registration). */
export async function insertOrganizacion(db: Database, usuarioId: number, org: NewOrganizacion): Promise<void> {
  await db.insert(organizaciones).values({ ...org, usuario_id: usuarioId });
}

/** Inserts organisations in one statement (the seed). */
export async function insertOrganizaciones(db: Database, rows: (typeof organizaciones.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(organizaciones).values(rows);
}

/** The payment state of a user's company; null for users without one (consultants, administrators). */
export async function estadoPagoOfUsuario(db: Database, usuarioId: number): Promise<EstadoPago> {
  const [row] = await db
    .select({ estado_pago: organizaciones.estado_pago })
    .from(organizaciones)
    .where(eq(organizaciones.usuario_id, usuarioId))
    .limit(1);
  return row?.estado_pago ?? null;
}

/** The company of a user: its id, CIF and stored accreditation documents. */
export async function findOrganizacionOfUsuario(db: Database, usuarioId: number) {
  const [row] = await db
    .select({
      org_id: organizaciones.org_id,
      org_cif: organizaciones.org_cif,
      doc_sgm_iso14001: organizaciones.doc_sgm_iso14001,
      doc_sgm_emacs: organizaciones.doc_sgm_emacs,
    })
    .from(organizaciones)
    .where(eq(organizaciones.usuario_id, usuarioId))
    .limit(1);
  return row;
}

/** Column of each accreditation document. */
export const DOCUMENT_COLUMNS = { iso14001: 'doc_sgm_iso14001', emacs: 'doc_sgm_emacs' } as const;

/** Records the storage key of a company's accreditation document. */
export async function setDocumentoAcreditacion(
  db: Database,
  orgId: number,
  type: keyof typeof DOCUMENT_COLUMNS,
  key: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(organizaciones)
    .set({ [DOCUMENT_COLUMNS[type]]: key, updated_at: now })
    .where(eq(organizaciones.org_id, orgId));
}

/** Every storage key an organisation names: logos and accreditation documents (the storage sweep keeps them). */
export async function organizacionStorageKeys(db: Database): Promise<string[]> {
  const rows = await db
    .select({ logo: organizaciones.org_logo, iso: organizaciones.doc_sgm_iso14001, emas: organizaciones.doc_sgm_emacs })
    .from(organizaciones)
    .where(or(isNotNull(organizaciones.org_logo), isNotNull(organizaciones.doc_sgm_iso14001), isNotNull(organizaciones.doc_sgm_emacs)));
  return rows.flatMap((row) => [row.logo, row.iso, row.emas]).filter((key): key is string => key !== null);
}
