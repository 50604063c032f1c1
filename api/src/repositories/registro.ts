import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { consultores, organizaciones, paises, parametros, usuarios } from '../db/schema';

type NewUsuario = typeof usuarios.$inferInsert;
type NewOrganizacion = Omit<typeof organizaciones.$inferInsert, 'usuario_id'>;
type NewConsultor = Omit<typeof consultores.$inferInsert, 'usuario_id'>;

export async function paisExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: paises.id }).from(paises).where(eq(paises.id, id)).limit(1);
  return row !== undefined;
}

/** Whether `id` is an active option of the parameter list `lista` (tipo_empresa, tamanio_empresa…). */
export async function isActiveOption(db: Database, lista: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: parametros.param_id })
    .from(parametros)
    .where(and(eq(parametros.param_id, id), eq(parametros.param_padre_id, lista), eq(parametros.activo, true)))
    .limit(1);
  return row !== undefined;
}

async function insertUsuario(db: Database, user: NewUsuario): Promise<number> {
  const [row] = await db.insert(usuarios).values(user).returning({ id: usuarios.id });
  if (!row) throw new Error('The user row was not created');
  return row.id;
}

/** A company's user and organisation rows; answers the user id. */
export async function insertOrganizacion(db: Database, user: NewUsuario, org: NewOrganizacion): Promise<number> {
  const usuarioId = await insertUsuario(db, user);
  await db.insert(organizaciones).values({ ...org, usuario_id: usuarioId });
  return usuarioId;
}

/** A consultant's user and consultant rows; answers the user id. */
export async function insertConsultor(db: Database, user: NewUsuario, consultor: NewConsultor): Promise<number> {
  const usuarioId = await insertUsuario(db, user);
  await db.insert(consultores).values({ ...consultor, usuario_id: usuarioId });
  return usuarioId;
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
