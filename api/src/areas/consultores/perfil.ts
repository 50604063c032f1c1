/**
 * A consultant's data (docs/consultores.md 'The consultant's data'; spec part 1 §3, §5, part 2 §2.11,
 * §7.2; contract/src/consultores/perfil.ts):
 *
 * - read and saved by the administration (its page) and by the consultant itself (`/mis-datos`): the
 *   address, contact, company, web, a new logo, and a verifier's boxes per language (`verificador_casillas`);
 *   the administration also the name, surnames, and whether it verifies or earns commissions;
 * - the boxes are kept only for a verifier, and only for languages the programme has (else 422);
 * - the e-mail, names and phone are copied to the consultant's account, whose e-mail no other account may hold;
 * - 'Eliminar': the consultant and its account, refused (409) while a DAPcon or a commission names it;
 * - its logo: the consultant its own, the administration any (another consultant's id answers 404).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  AUTH_MSG,
  casillasDeTexto,
  CONSULTORES_MSG,
  MSG,
  normalizeTaxId,
  type ConsultorBody,
  type ConsultorFicha,
  type ConsultorPerfil,
  type MisDatosConsultorBody,
  type VerificadorCasilla,
} from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { ConflictError, FieldErrors, NotFoundError } from '../../errors';
import { isForeignKeyViolation } from '../../lib/db-errors';
import type { FileAnswer } from '../../lib/download';
import { mimeOfExtension } from '../../lib/file-type';
import { removeStoredFiles, storeAndWrite } from '../../lib/stored-files';
import { uploadedFile } from '../../lib/uploads';
import { deleteCuentaDe, isEmailTaken, updateCuentaDe } from '../../auth/accounts';
import { usuarios } from '../../auth/tables';
import { activeIdiomaIds, paisExists } from '../referencia';
import { consultores, verificadorCasillas } from './tables';

// ---------------------------------------------------------------- reading

const columns = {
  id: consultores.id,
  usuario_id: consultores.usuario_id,
  consultor_nif: consultores.consultor_nif,
  consultor_nombre: consultores.consultor_nombre,
  consultor_apellidos: consultores.consultor_apellidos,
  consultor_empresa_nombre: consultores.consultor_empresa_nombre,
  consultor_empresa_cif: consultores.consultor_empresa_cif,
  consultor_direccion: consultores.consultor_direccion,
  consultor_codigo_postal: consultores.consultor_codigo_postal,
  consultor_poblacion: consultores.consultor_poblacion,
  consultor_provincia: consultores.consultor_provincia,
  consultor_pais: consultores.consultor_pais,
  consultor_movil: consultores.consultor_movil,
  consultor_email: consultores.consultor_email,
  consultor_web: consultores.consultor_web,
  consultor_logo: consultores.consultor_logo,
  es_verificador: consultores.es_verificador,
  es_comisionista: consultores.es_comisionista,
  consultor_fecha_alta: consultores.consultor_fecha_alta,
  consultor_fecha_modificacion: consultores.consultor_fecha_modificacion,
  cuenta_email: usuarios.email,
  activo: usuarios.activo,
  fecha_baja: usuarios.fecha_baja,
};

async function findConsultorRow(db: Database, where: ReturnType<typeof eq>) {
  const [row] = await db.select(columns).from(consultores).innerJoin(usuarios, eq(usuarios.id, consultores.usuario_id)).where(where).limit(1);
  return row;
}
type ConsultorRow = NonNullable<Awaited<ReturnType<typeof findConsultorRow>>>;

/** A verifier's boxes, by language. */
async function casillasOf(db: Database, consultorId: number): Promise<VerificadorCasilla[]> {
  return db
    .select({ idioma_id: verificadorCasillas.idioma_id, casilla_pagina_firma: verificadorCasillas.casilla_pagina_firma, casilla_ultima_pagina: verificadorCasillas.casilla_ultima_pagina })
    .from(verificadorCasillas)
    .where(eq(verificadorCasillas.consultor_id, consultorId))
    .orderBy(asc(verificadorCasillas.idioma_id));
}

async function perfilOf(db: Database, row: ConsultorRow): Promise<ConsultorPerfil> {
  const { usuario_id: _usuario, consultor_logo, cuenta_email: _email, activo: _activo, fecha_baja: _baja, consultor_fecha_alta, consultor_fecha_modificacion, ...rest } = row;
  return {
    ...rest,
    tiene_logo: consultor_logo !== null,
    verificador_casillas: row.es_verificador ? await casillasOf(db, row.id) : [],
    consultor_fecha_alta: consultor_fecha_alta.toISOString(),
    consultor_fecha_modificacion: consultor_fecha_modificacion?.toISOString() ?? null,
  };
}

async function fichaOf(db: Database, row: ConsultorRow): Promise<ConsultorFicha> {
  return {
    ...(await perfilOf(db, row)),
    usuario_id: row.usuario_id,
    full_name: `${row.consultor_apellidos}, ${row.consultor_nombre}`,
    usuario: { activo: row.activo, fecha_baja: row.fecha_baja?.toISOString() ?? null },
  };
}

/** `GET /consultores/:nif/detalle`: a consultant by NIF (any case or separators), with its account. */
export async function consultorFicha(db: Database, nif: string): Promise<ConsultorFicha> {
  const row = await findConsultorRow(db, eq(consultores.consultor_nif, normalizeTaxId(nif)));
  if (!row) throw new NotFoundError();
  return fichaOf(db, row);
}

/** `GET /consultores/mis-datos/mostrar`: the signed-in consultant's own data. */
export async function misDatosConsultor(db: Database, user: AuthUser): Promise<ConsultorPerfil> {
  const row = await findConsultorRow(db, eq(consultores.usuario_id, user.id));
  if (!row) throw new NotFoundError();
  return perfilOf(db, row);
}

// ---------------------------------------------------------------- saving

/** What a save changes of the consultant row (the common fields; the administration adds its own). */
function datosComunes(body: MisDatosConsultorBody) {
  return {
    consultor_empresa_nombre: body.consultor_empresa_nombre ?? null,
    consultor_empresa_cif: body.consultor_empresa_cif ? normalizeTaxId(body.consultor_empresa_cif) : null,
    consultor_direccion: body.consultor_direccion,
    consultor_codigo_postal: body.consultor_codigo_postal ?? null,
    consultor_poblacion: body.consultor_poblacion ?? null,
    consultor_provincia: body.consultor_provincia ?? null,
    consultor_pais: body.consultor_pais,
    consultor_movil: body.consultor_movil,
    consultor_email: body.consultor_email,
    consultor_web: body.consultor_web ?? null,
  };
}

/**
 * The checks only the database can make: the country, the e-mail (the account's too: no other
 * account may hold it) and the boxes' languages (active ones, or ones the consultant already has).
 * Answers the boxes to keep.
 */
async function checkDatos(db: Database, body: MisDatosConsultorBody, stored: ConsultorRow, verifica: boolean): Promise<VerificadorCasilla[]> {
  const errors = new FieldErrors();
  if (body.consultor_pais !== stored.consultor_pais && !(await paisExists(db, body.consultor_pais))) errors.add('consultor_pais', MSG.paisNoValido);
  if (body.consultor_email.toLowerCase() !== stored.cuenta_email.toLowerCase() && (await isEmailTaken(db, body.consultor_email))) {
    errors.add('consultor_email', AUTH_MSG.correoYaRegistrado);
  }
  // The contract checked the text; a consultant who does not verify keeps no boxes.
  const casillas = verifica ? (casillasDeTexto(body.verificador_casillas) ?? []) : [];
  const ids = casillas.map((c) => c.idioma_id);
  const known = await activeIdiomaIds(db, ids);
  for (const c of await casillasOf(db, stored.id)) known.add(c.idioma_id);
  if (ids.some((id) => !known.has(id))) errors.add('verificador_casillas', CONSULTORES_MSG.casillasIdiomaNoValido);
  errors.throwIfAny();
  return casillas;
}

/**
 * Writes a save in one transaction: the consultant row, its boxes (replaced), its account's e-mail,
 * names and phone, and a new logo (stored first; the replaced one removed after the commit).
 */
async function writeConsultor(
  app: FastifyInstance,
  stored: ConsultorRow,
  changes: Partial<typeof consultores.$inferInsert>,
  casillas: VerificadorCasilla[],
  logo: ReturnType<typeof uploadedFile>,
  log: FastifyBaseLogger,
): Promise<ConsultorRow> {
  const replaced = await storeAndWrite(app, [{ folder: 'logos', file: logo }], async (tx, [logoKey]) => {
    const [locked] = await tx.select({ logo: consultores.consultor_logo }).from(consultores).where(eq(consultores.id, stored.id)).for('update');
    if (!locked) throw new NotFoundError();
    const now = new Date();
    const [row] = await tx
      .update(consultores)
      .set({ ...changes, ...(logoKey ? { consultor_logo: logoKey } : {}), consultor_fecha_modificacion: now })
      .where(eq(consultores.id, stored.id))
      .returning({ nombre: consultores.consultor_nombre, apellidos: consultores.consultor_apellidos, movil: consultores.consultor_movil, email: consultores.consultor_email });
    if (!row) throw new NotFoundError();
    await tx.delete(verificadorCasillas).where(eq(verificadorCasillas.consultor_id, stored.id));
    if (casillas.length > 0) await tx.insert(verificadorCasillas).values(casillas.map((c) => ({ ...c, consultor_id: stored.id })));
    await updateCuentaDe(tx, 'consultor', stored.usuario_id, { email: row.email ?? stored.cuenta_email, nombre: row.nombre, apellidos: row.apellidos, telefono: row.movil }, now);
    return logoKey ? locked.logo : null;
  });
  await removeStoredFiles(app, [replaced], log);
  const row = await findConsultorRow(app.db, eq(consultores.id, stored.id));
  if (!row) throw new NotFoundError();
  return row;
}

/** `POST /consultores/:id/actualizar`: the administration's save of a consultant. */
export async function saveConsultor(app: FastifyInstance, id: number, body: ConsultorBody, log: FastifyBaseLogger): Promise<ConsultorPerfil> {
  const logo = uploadedFile(body.logo, 'logo');
  const stored = await findConsultorRow(app.db, eq(consultores.id, id));
  if (!stored) throw new NotFoundError();
  const casillas = await checkDatos(app.db, body, stored, body.es_verificador);
  const changes = {
    ...datosComunes(body),
    consultor_nombre: body.consultor_nombre,
    consultor_apellidos: body.consultor_apellidos,
    es_verificador: body.es_verificador,
    es_comisionista: body.es_comisionista,
  };
  return perfilOf(app.db, await writeConsultor(app, stored, changes, casillas, logo, log));
}

/** `POST /consultores/mis-datos/actualizar`: the signed-in consultant's save of its own data. */
export async function saveMisDatosConsultor(app: FastifyInstance, user: AuthUser, body: MisDatosConsultorBody, log: FastifyBaseLogger): Promise<ConsultorPerfil> {
  const logo = uploadedFile(body.logo, 'logo');
  const stored = await findConsultorRow(app.db, eq(consultores.usuario_id, user.id));
  if (!stored) throw new NotFoundError();
  const casillas = await checkDatos(app.db, body, stored, stored.es_verificador);
  return perfilOf(app.db, await writeConsultor(app, stored, datosComunes(body), casillas, logo, log));
}

// ---------------------------------------------------------------- deletion and logo

/**
 * `DELETE /consultores/:id/eliminar`: the consultant's account, and with it (ON DELETE CASCADE) the
 * consultant, its boxes, sessions and tokens; companies it was the agent of keep no agent. A
 * consultant a DAPcon names (as its consultant or its verifier) or a commission was recorded for
 * (ON DELETE RESTRICT) is refused with a 409 and nothing is deleted: it is given baja instead.
 */
export async function deleteConsultor(app: FastifyInstance, id: number, log: FastifyBaseLogger): Promise<void> {
  let logo: string | null;
  try {
    logo = await app.db.transaction(async (tx) => {
      const [row] = await tx.select({ usuario_id: consultores.usuario_id, logo: consultores.consultor_logo }).from(consultores).where(eq(consultores.id, id)).for('update');
      if (!row) throw new NotFoundError();
      await deleteCuentaDe(tx, 'consultor', row.usuario_id);
      return row.logo;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ConflictError(CONSULTORES_MSG.consultorConHistorial);
    throw error;
  }
  await removeStoredFiles(app, [logo], log);
}

/** `GET /consultor-logo-img/:id/img`: the consultant its own, the administration any (else 404). */
export async function logoConsultorFile(app: FastifyInstance, user: AuthUser, id: number, log: FastifyBaseLogger): Promise<FileAnswer> {
  const [row] = await app.db.select({ usuario_id: consultores.usuario_id, logo: consultores.consultor_logo }).from(consultores).where(eq(consultores.id, id)).limit(1);
  if (!row || (user.modulo_app !== 'administrador' && row.usuario_id !== user.id)) throw new NotFoundError();
  const data = row.logo === null ? null : await app.storage.get(row.logo);
  if (data === null) {
    if (row.logo !== null) log.warn({ key: row.logo }, 'a stored logo a consultant names is missing');
    throw new NotFoundError(CONSULTORES_MSG.sinLogoConsultor);
  }
  return { data, contentType: mimeOfExtension(row.logo?.split('.').pop() ?? '') };
}

/** The account of a consultant by NIF, for 'Iniciar sesión' (auth/service.ts). */
export async function usuarioIdDeConsultor(db: Database, nif: string): Promise<number | undefined> {
  const [row] = await db.select({ id: consultores.usuario_id }).from(consultores).where(sql`${consultores.consultor_nif} = ${normalizeTaxId(nif)}`).limit(1);
  return row?.id;
}
