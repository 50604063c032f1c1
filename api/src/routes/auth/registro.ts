/**
 * Self-registration (spec part 1 §3, §4, §7): companies with their accreditation
 * documents, and consultants. Multipart bodies, validated whole by the contract's
 * schemas (files included) before anything is written; then the database checks;
 * then the files are stored and the rows written in one transaction. Any failure
 * after a file was stored removes it, so a refused request leaves nothing behind.
 */
import type { FastifyInstance } from 'fastify';
import {
  AUTH_MSG,
  DocumentoAcreditacionBody,
  EMAIL_MAX_LENGTH,
  hasForbiddenCharacter,
  LISTA_TAMANIO_POR_TIPO,
  MSG,
  PERFILES,
  RegistroConsultorBody,
  RegistroOrganizacionBody,
  TOKEN_DOCS_TTL_MINUTES,
  type DocumentoAcreditacionData,
  type RegistroConsultorData,
  type RegistroOrganizacionData,
} from '@dapcon/contract';
import { ACCESS } from '../../auth/access';
import { hashPassword } from '../../auth/passwords';
import { isUserActive } from '../../auth/session-rules';
import type { Database } from '../../db/database';
import { FieldErrors, ValidationError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/routes';
import { uploadedFile, type UploadedFile } from '../../lib/uploads';
import type { StorageFolder } from '../../plugins/app/storage';
import {
  findOrganizacionOfUsuario,
  insertConsultor,
  insertOrganizacion,
  isActiveOption,
  paisExists,
  setDocumentoAcreditacion,
  DOCUMENT_COLUMNS,
} from '../../repositories/registro';
import { createOneOffToken, findOneOffToken } from '../../repositories/tokens';
import { isEmailTaken, isUsuarioTaken } from '../../repositories/usuarios';
import { isNif, normalizeTaxId } from '@dapcon/contract';

const MULTIPART = ['multipart/form-data'];

/** The checks only the database can make, for a new account of either kind. */
async function checkNewAccount(db: Database, errors: FieldErrors, usuario: string, email: string, pais: { field: string; id: number }) {
  if (await isUsuarioTaken(db, usuario)) errors.add('usuario', AUTH_MSG.documentoYaRegistrado);
  if (await isEmailTaken(db, email)) errors.add('email', AUTH_MSG.correoYaRegistrado);
  if (!(await paisExists(db, pais.id))) errors.add(pais.field, MSG.paisNoValido);
}

/**
 * A registration the contract refused (`attachValidation`) still learns, in the same 422, that its
 * CIF/NIF or e-mail belongs to an account already: from the raw values, as the schema would read
 * them, so the user fixes everything on the first submit instead of meeting the duplicate last.
 */
async function refuseWithConflicts(db: Database, raw: unknown, refused: Error): Promise<never> {
  if (!(refused instanceof ValidationError)) throw refused;
  const fields: Record<string, unknown> = typeof raw === 'object' && raw !== null ? { ...raw } : {};
  const text = (value: unknown) => (typeof value === 'string' && !hasForbiddenCharacter(value) ? value.trim() : '');
  const usuario = normalizeTaxId(text(fields.usuario));
  const email = text(fields.email);
  const errors = new FieldErrors();
  if (isNif(usuario) && (await isUsuarioTaken(db, usuario))) errors.add('usuario', AUTH_MSG.documentoYaRegistrado);
  if (email.includes('@') && email.length <= EMAIL_MAX_LENGTH && (await isEmailTaken(db, email))) errors.add('email', AUTH_MSG.correoYaRegistrado);
  // The field's own problem, when it has one, comes first: one message per field.
  throw new ValidationError({ ...errors.all(), ...(refused.errors ?? {}) });
}

/**
 * Stores the files, then runs `write` in a transaction. If anything fails the stored
 * files are removed; a unique violation (the same CIF/NIF registered meanwhile) is the
 * usual 422 under `usuario`.
 */
async function storeAndWrite<T>(
  app: FastifyInstance,
  files: { folder: StorageFolder; file: UploadedFile | undefined }[],
  write: (tx: Database, keys: (string | null)[]) => Promise<T>,
): Promise<T> {
  const keys: (string | null)[] = [];
  try {
    for (const { folder, file } of files) keys.push(file ? await app.storage.put(folder, file.extension, file.data) : null);
    return await app.db.transaction((tx) => write(tx, keys));
  } catch (error) {
    await Promise.all(
      keys.filter((key): key is string => key !== null).map((key) =>
        app.storage.delete(key).catch((err: unknown) => app.log.error({ err, key }, 'could not remove a stored file')),
      ),
    );
    if (isUniqueViolation(error)) throw new ValidationError({ usuario: [AUTH_MSG.documentoYaRegistrado] });
    throw error;
  }
}

const registro: RoutesPlugin = async (app) => {
  app.post(
    '/registroOrganizacion',
    {
      schema: {
        body: RegistroOrganizacionBody,
        consumes: MULTIPART,
        tags: ['auth'],
        summary: 'Register a company (multipart, optional logo); answers token_docs to attach its documents',
      },
      config: { auth: ACCESS.public },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return refuseWithConflicts(app.db, request.body, request.validationError);
      const body = request.body;
      const logo = uploadedFile(body.logo, 'logo');

      const errors = new FieldErrors();
      await checkNewAccount(app.db, errors, body.usuario, body.email, { field: 'org_pais', id: body.org_pais });
      if (!(await isActiveOption(app.db, 'tipo_empresa', body.org_tipo))) {
        errors.add('org_tipo', AUTH_MSG.tipoEmpresaNoValido);
      } else {
        const lista = (LISTA_TAMANIO_POR_TIPO as Record<string, string>)[body.org_tipo];
        if (!lista || !(await isActiveOption(app.db, lista, body.org_tamanio))) errors.add('org_tamanio', AUTH_MSG.tamanioEmpresaNoValido);
      }
      errors.throwIfAny();

      const persona = body.es_persona ? { nombre: body.org_persona_nombre ?? '', apellidos: body.org_persona_apellido ?? '' } : null;
      const orgNombre = persona ? `${persona.nombre} ${persona.apellidos}` : (body.org_nombre ?? '');
      const passwordHash = await hashPassword(body.password);

      const tokenDocs = await storeAndWrite(app, [{ folder: 'logos', file: logo }], async (tx, [logoKey]) => {
        const usuarioId = await insertOrganizacion(
          tx,
          {
            usuario: body.usuario,
            password_hash: passwordHash,
            email: body.email,
            nombre: persona?.nombre ?? orgNombre,
            apellidos: persona?.apellidos ?? '',
            telefono: body.org_telefono,
            modulo_app: 'organizacion',
            perfil: PERFILES.organizacion,
          },
          {
            org_cif: body.usuario,
            org_nombre: orgNombre,
            es_persona: body.es_persona,
            org_persona_nombre: persona?.nombre ?? null,
            org_persona_apellido: persona?.apellidos ?? null,
            org_direccion: body.org_direccion,
            org_codigo_postal: body.org_codigo_postal ?? null,
            org_poblacion: body.org_poblacion ?? null,
            org_provincia: body.org_provincia ?? null,
            org_pais: body.org_pais,
            org_email: body.email,
            org_telefono: body.org_telefono,
            org_web: body.org_web ?? null,
            org_logo: logoKey ?? null,
            persona_contacto_nombre: body.org_persona_contacto_nombre,
            persona_contacto_cargo: body.org_persona_contacto_cargo,
            persona_contacto_telefono: body.org_persona_contacto_telefono,
            persona_contacto_email: body.org_persona_contacto_email,
            contacto_facturacion_nombre: body.org_contacto_facturacion_nombre,
            contacto_facturacion_email: body.org_contacto_facturacion_email,
            contacto_facturacion_telefono: body.org_contacto_facturacion_telefono,
            org_tipo: body.org_tipo,
            org_tamanio: body.org_tamanio,
            // A new company owes its first annual fee: it signs in at once, and the home shows the payment alert.
            estado_pago: 'pendiente',
            alerta_pago: true,
          },
        );
        return createOneOffToken(tx, usuarioId, 'documentos_registro', TOKEN_DOCS_TTL_MINUTES);
      });

      reply.code(201);
      return ok<RegistroOrganizacionData>({ token_docs: tokenDocs, org_cif: body.usuario }, AUTH_MSG.registroCorrecto);
    },
  );

  app.post(
    '/registroOrganizacion/documentos',
    {
      schema: {
        body: DocumentoAcreditacionBody,
        consumes: MULTIPART,
        tags: ['auth'],
        summary: 'Attach an accreditation document (ISO 14001 or EMAS, PDF) of a company that has just registered',
      },
      config: { auth: ACCESS.public },
    },
    async (request, reply) => {
      const body = request.body;
      const documento = uploadedFile(body.documento, 'documento');
      if (!documento) throw new ValidationError({ documento: [AUTH_MSG.documentoAcreditativoObligatorio] });

      const now = new Date();
      const token = await findOneOffToken(app.db, 'documentos_registro', body.token_docs);
      const org = token ? await findOrganizacionOfUsuario(app.db, token.user.id) : undefined;
      if (!token || !org || org.org_cif !== body.org_cif || !isUserActive(token.user, now)) {
        throw new ValidationError({ token_docs: [AUTH_MSG.tokenDocsNoValido] });
      }
      if (token.expires_at.getTime() <= now.getTime()) throw new ValidationError({ token_docs: [AUTH_MSG.tokenDocsCaducado] });

      const previous = org[DOCUMENT_COLUMNS[body.type]];
      await storeAndWrite(app, [{ folder: 'documentos', file: documento }], async (tx, [key]) => {
        if (!key) throw new Error('The document was not stored');
        await setDocumentoAcreditacion(tx, org.org_id, body.type, key, now);
      });
      // A document sent again within the window replaces the earlier one.
      if (previous) await app.storage.delete(previous).catch((err: unknown) => request.log.error({ err }, 'could not remove a replaced document'));

      reply.code(201);
      return ok<DocumentoAcreditacionData>({ org_cif: org.org_cif, type: body.type }, AUTH_MSG.documentoGuardado);
    },
  );

  app.post(
    '/registroConsultor',
    {
      schema: {
        body: RegistroConsultorBody,
        consumes: MULTIPART,
        tags: ['auth'],
        summary: 'Register a consultant (multipart, optional logo)',
      },
      config: { auth: ACCESS.public },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return refuseWithConflicts(app.db, request.body, request.validationError);
      const body = request.body;
      const logo = uploadedFile(body.logo, 'logo');

      const errors = new FieldErrors();
      await checkNewAccount(app.db, errors, body.usuario, body.email, { field: 'consultor_pais', id: body.consultor_pais });
      errors.throwIfAny();

      const passwordHash = await hashPassword(body.password);
      await storeAndWrite(app, [{ folder: 'logos', file: logo }], (tx, [logoKey]) =>
        insertConsultor(
          tx,
          {
            usuario: body.usuario,
            password_hash: passwordHash,
            email: body.email,
            nombre: body.consultor_nombre,
            apellidos: body.consultor_apellidos,
            telefono: body.consultor_movil,
            modulo_app: 'consultor',
            perfil: PERFILES.consultor,
          },
          {
            consultor_nif: body.usuario,
            consultor_nombre: body.consultor_nombre,
            consultor_apellidos: body.consultor_apellidos,
            consultor_empresa_nombre: body.consultor_empresa_nombre ?? null,
            consultor_direccion: body.consultor_direccion,
            consultor_codigo_postal: body.consultor_codigo_postal ?? null,
            consultor_poblacion: body.consultor_poblacion ?? null,
            consultor_provincia: body.consultor_provincia ?? null,
            consultor_pais: body.consultor_pais,
            consultor_movil: body.consultor_movil,
            consultor_email: body.email,
            consultor_web: body.consultor_web ?? null,
            consultor_logo: logoKey ?? null,
          },
        ),
      );

      reply.code(201);
      return ok<RegistroConsultorData>({ consultor_nif: body.usuario }, AUTH_MSG.registroCorrecto);
    },
  );
};

export default registro;
