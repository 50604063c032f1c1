/**
 * A declaration's documents (docs/dapcon-lifecycle.md 'Documents'): the EPD of each language and,
 * with an RCP of code 100, the product sheet, uploaded while the declaration is in `borrador`; the
 * verification report comes with the acceptance (ciclo.ts). Each is a PDF (by its content, 10 MB at
 * most: the contract's `UPLOAD_RULES.documento`), stored through the storage plugin in the
 * 'documentos' folder; a new one replaces the row of the same kind and language, and the replaced
 * file is removed once the transaction has committed (lib/stored-files.ts).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CODIGO_RCP_FICHA_PRODUCTO, DAPCON_MSG, datePrefixedName, MSG, type DocumentoDapconBody } from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import { FieldErrors, NotFoundError, ValidationError } from '../../errors';
import type { FileAnswer } from '../../lib/download';
import { removeStoredFiles, storeAndWrite } from '../../lib/stored-files';
import { uploadedFile } from '../../lib/uploads';
import { exigirAccion, rolEnDapcon } from './acceso';
import { exigirRol, MAX_NOMBRE_DOCUMENTO } from './ciclo';
import { codigoRcpDeDapcon, findDapconDocumento, listIdiomasDeDapcon, lockDapcon, replaceDapconDocumento } from './repository';

/**
 * Stores (or replaces) a declaration's EPD of one language or its product sheet. The caller's part
 * is checked first (404 / 403, before the file is stored), then, with the declaration locked, the
 * state (409) and what only the declaration can tell (422): the language one of its own, the
 * product sheet only with an RCP of code 100.
 */
export async function subirDocumento(app: FastifyInstance, user: AuthUser, id: number, body: DocumentoDapconBody, log: FastifyBaseLogger): Promise<void> {
  const documento = uploadedFile(body.documento, 'documento');
  if (!documento) throw new ValidationError({ documento: [MSG.documentoObligatorio] });
  const { rol } = await rolEnDapcon(app.db, user, id);
  exigirRol('subir_documento', rol);

  const replaced = await storeAndWrite(app, [{ folder: 'documentos', file: documento }], async (tx, [key]) => {
    const dapcon = await lockDapcon(tx, id);
    if (!dapcon) throw new NotFoundError();
    exigirAccion('subir_documento', rol, dapcon.estado);
    if (!key) throw new Error('The document was not stored');

    const errors = new FieldErrors();
    if (body.tipo === 'dap') {
      const idiomas = await listIdiomasDeDapcon(tx, id);
      if (!idiomas.some((idioma) => idioma.idioma_id === body.idioma_id)) errors.add('idioma_id', DAPCON_MSG.idiomaNoValido);
    } else if ((await codigoRcpDeDapcon(tx, id)) !== CODIGO_RCP_FICHA_PRODUCTO) {
      errors.add('tipo', DAPCON_MSG.fichaProductoNoAplica);
    }
    errors.throwIfAny();

    return replaceDapconDocumento(tx, {
      dapcon_id: id,
      // The product sheet is the declaration's, not a language's.
      idioma_id: body.tipo === 'dap' ? body.idioma_id : null,
      tipo: body.tipo,
      storage_key: key,
      nombre_original: documento.name.slice(0, MAX_NOMBRE_DOCUMENTO),
      tamanyo: documento.size,
      subido_por: user.id,
      suplantador_id: user.suplantadorId,
    });
  });
  await removeStoredFiles(app, [replaced], log);
}

/**
 * A declaration's document to download, as `<day>_<code or DAPcon-id>_<kind>[_<language>].pdf`:
 * for the declaration's participants and the administration; a document of another declaration,
 * or one whose file is lost (logged), answers 404.
 */
export async function documentoDapconFile(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  documentoId: number,
  log: FastifyBaseLogger,
): Promise<FileAnswer> {
  await rolEnDapcon(app.db, user, id);
  const documento = await findDapconDocumento(app.db, id, documentoId);
  if (!documento) throw new NotFoundError();
  const data = await app.storage.get(documento.storage_key);
  if (data === null) {
    log.warn({ key: documento.storage_key }, 'a stored file a DAPcon document names is missing');
    throw new NotFoundError();
  }
  const base = documento.dapcon_codigo ?? `DAPcon-${id}`;
  const idioma = documento.idioma === null ? '' : `_${documento.idioma}`;
  return { data, contentType: 'application/pdf', filename: datePrefixedName(`${base}_${documento.tipo}${idioma}.pdf`) };
}
