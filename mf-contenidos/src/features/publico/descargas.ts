// Downloads of what readers read: a content's files and the highlighted documents.
import { datePrefixedName } from '@dapcon/contract/core';
import { descargarArchivoContenido, descargarDocumentoBiblioteca, type ArchivoPublico, type DocumentoPublico } from '@dapcon/contract/contenidos';
import { download, reportApiError } from '@dapcon/shared-sdk';

/** Hands a file to the browser under the server's name, else `fallback` with the day before it. */
async function guardar(file: { blob: Blob; filename: string | null }, fallback: string): Promise<void> {
  // The list kit's saver, loaded only when something is downloaded (never with the homes).
  const { saveFile } = await import('@dapcon/shared-ui/data');
  saveFile(file.blob, file.filename ?? datePrefixedName(fallback));
}

/** A content's file (`GET /archivos-contenido/{id}/descargar`): an attachment named `<day>_<its name>`. */
export async function descargarArchivo(archivo: ArchivoPublico): Promise<void> {
  try {
    await guardar(await download(descargarArchivoContenido, { params: { id: String(archivo.id) } }), archivo.archivo);
  } catch (error) {
    reportApiError(error);
  }
}

/** A highlighted document's file (`GET /biblioteca-documentos/{id}/descargar`); a link is opened, never downloaded. */
export async function descargarDocumento(documento: DocumentoPublico): Promise<void> {
  try {
    await guardar(await download(descargarDocumentoBiblioteca, { params: { id: String(documento.id) } }), documento.archivo ?? `${documento.titulo}.pdf`);
  } catch (error) {
    reportApiError(error);
  }
}
