/**
 * A declaration's documents (docs/dapcon-lifecycle.md 'Documents'): the EPD of each language and,
 * with an RCP of code 100, the product sheet, uploaded while the declaration is in `borrador`, and
 * replaced while it is `en_verificacion` to correct an open incident (`sustituir_documento`: the EPD
 * of a language with an open incident, the product sheet with any; recorded in the history and in
 * each such incident's thread, and the verifier is told); the verification report comes with the
 * acceptance (ciclo.ts). Each is a PDF (by its content, 10 MB at
 * most: the contract's `UPLOAD_RULES.documento`), stored through the storage plugin in the
 * 'documentos' folder; a new one replaces the row of the same kind and language, and the replaced
 * file is removed once the transaction has committed (lib/stored-files.ts).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CODIGO_RCP_FICHA_PRODUCTO, DAPCON_MSG, datePrefixedName, MSG, type DocumentoDapconBody, type TipoDocumentoDapcon } from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import { ConflictError, FieldErrors, NotFoundError, ValidationError } from '../../errors';
import type { FileAnswer } from '../../lib/download';
import { removeStoredFiles, storeAndWrite } from '../../lib/stored-files';
import { uploadedFile } from '../../lib/uploads';
import { exigirAccion, rolEnDapcon } from './acceso';
import type { Lang } from '../../lib/lang';
import { avisar, exigirRol, MAX_NOMBRE_DOCUMENTO } from './ciclo';
import { avisoDocumentoSustituido } from './correos';
import { datosAviso } from './incidencias';
import { insertRespuesta, lockIncidenciasAbiertas } from './incidencias-repository';
import { nombreIdioma } from './mappers';
import { codigoRcpDeDapcon, findDapconDocumento, insertDapconHistorial, listIdiomasDeDapcon, lockDapcon, replaceDapconDocumento } from './repository';

/** Each kind's name in the portal's languages (a notice names the document it tells of). */
const NOMBRE_DOCUMENTO: Readonly<Record<TipoDocumentoDapcon, Record<Lang, string>>> = {
  dap: { es: 'Documento DAPcon', ca: 'Document DAPcon' },
  ficha_producto: { es: 'Ficha de producto', ca: 'Fitxa de producte' },
  informe_verificacion: { es: 'Informe de verificación', ca: 'Informe de verificació' },
};

/**
 * Stores (or replaces) a declaration's EPD of one language or its product sheet. The caller's part
 * is checked first (404 / 403, before the file is stored), then, with the declaration locked, the
 * state (409: `subir_documento` in a draft, `sustituir_documento` in verification) and what only the
 * declaration can tell (422): the language one of its own, the product sheet only with an RCP of
 * code 100. In verification the document must answer an open incident (of its language; any, for
 * the product sheet: else 409 'sinIncidenciaAbierta'): the replacement writes a history row
 * ('sustituir_documento', the language, the file's name), an entry in the thread of each incident it
 * answers, and the verifier's notice, all in the same transaction.
 */
export async function subirDocumento(app: FastifyInstance, user: AuthUser, id: number, body: DocumentoDapconBody, log: FastifyBaseLogger): Promise<void> {
  const documento = uploadedFile(body.documento, 'documento');
  if (!documento) throw new ValidationError({ documento: [MSG.documentoObligatorio] });
  const { rol } = await rolEnDapcon(app.db, user, id);
  // A part that may neither upload nor replace is refused before anything is stored (the verifier: 403).
  exigirRol('subir_documento', rol);

  const replaced = await storeAndWrite(app, [{ folder: 'documentos', file: documento }], async (tx, [key]) => {
    const dapcon = await lockDapcon(tx, id);
    if (!dapcon) throw new NotFoundError();
    const sustitucion = dapcon.estado === 'en_verificacion';
    exigirAccion(sustitucion ? 'sustituir_documento' : 'subir_documento', rol, dapcon.estado);
    if (!key) throw new Error('The document was not stored');

    const errors = new FieldErrors();
    const idiomas = await listIdiomasDeDapcon(tx, id);
    const idioma = body.tipo === 'dap' ? idiomas.find((i) => i.idioma_id === body.idioma_id) : undefined;
    if (body.tipo === 'dap') {
      if (!idioma) errors.add('idioma_id', DAPCON_MSG.idiomaNoValido);
    } else if ((await codigoRcpDeDapcon(tx, id)) !== CODIGO_RCP_FICHA_PRODUCTO) {
      errors.add('tipo', DAPCON_MSG.fichaProductoNoAplica);
    }
    errors.throwIfAny();

    // The product sheet is the declaration's, not a language's.
    const idiomaId = body.tipo === 'dap' ? body.idioma_id : null;
    const abiertas = sustitucion ? await lockIncidenciasAbiertas(tx, id, idiomaId) : [];
    if (sustitucion && abiertas.length === 0) throw new ConflictError(DAPCON_MSG.sinIncidenciaAbierta);

    const nombre = documento.name.slice(0, MAX_NOMBRE_DOCUMENTO);
    const anterior = await replaceDapconDocumento(tx, {
      dapcon_id: id,
      idioma_id: idiomaId,
      tipo: body.tipo,
      storage_key: key,
      nombre_original: nombre,
      tamanyo: documento.size,
      subido_por: user.id,
      suplantador_id: user.suplantadorId,
    });
    const [ultima] = abiertas;
    if (ultima) {
      await insertDapconHistorial(tx, [
        {
          dapcon_id: id,
          accion: 'sustituir_documento',
          estado_desde: dapcon.estado,
          estado_hasta: dapcon.estado,
          idioma_id: idiomaId,
          usuario_id: user.id,
          suplantador_id: user.suplantadorId,
          comentario: nombre,
        },
      ]);
      await insertRespuesta(
        tx,
        abiertas.map((incidencia) => ({ incidencia_id: incidencia.id, mensaje: '', documento_tipo: body.tipo, documento_nombre: nombre, usuario_id: user.id, suplantador_id: user.suplantadorId })),
      );
      const documentoEn = (lang: Lang) => (idioma ? `${NOMBRE_DOCUMENTO[body.tipo][lang]} (${nombreIdioma(lang, idioma.idioma, idioma.idioma_nombre)})` : NOMBRE_DOCUMENTO[body.tipo][lang]);
      await avisar(app, tx, id, avisoDocumentoSustituido(datosAviso(dapcon, ultima.idioma_id, ultima.titulo), documentoEn, nombre), ['verificador'], user.id);
    }
    return anterior;
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
