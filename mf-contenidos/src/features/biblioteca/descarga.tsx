// What the library's two screens share: a document's download (under the server's dated name) or a
// link's 'Abrir enlace' (a new tab that cannot reach back into the portal).
import { Button, chakra, Link } from '@dapcon/shared-ui';
import { saveFile } from '@dapcon/shared-ui/data';
import { datePrefixedName } from '@dapcon/contract/core';
import { descargarDocumentoBiblioteca, type DocumentoPublico } from '@dapcon/contract/contenidos';
import { download, reportApiError, useTranslation } from '@dapcon/shared-sdk';
import './i18n';

/** Downloads a document's file under the server's name (`<day>_<title>.<ext>`). */
export async function descargarDocumento(documento: Pick<DocumentoPublico, 'id' | 'titulo' | 'archivo'>): Promise<void> {
  try {
    const file = await download(descargarDocumentoBiblioteca, { params: { id: String(documento.id) } });
    saveFile(file.blob, file.filename ?? datePrefixedName(documento.archivo ?? `${documento.titulo}.pdf`));
  } catch (error) {
    reportApiError(error);
  }
}

/** A document's download button, or a link's 'Abrir enlace' (a new tab, with no way back to the portal). */
export function AbrirDocumento({ documento, size = 'xs' }: { documento: Pick<DocumentoPublico, 'id' | 'titulo' | 'tipo' | 'archivo' | 'link'>; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('contenidos');
  if (documento.tipo === 'enlace' && documento.link) {
    return (
      <Button asChild size={size} variant="outline">
        <a href={documento.link} target="_blank" rel="noopener noreferrer" aria-label={t('biblioteca.abrirDe', { titulo: documento.titulo })}>
          {t('biblioteca.abrir')}
        </a>
      </Button>
    );
  }
  return (
    <Button size={size} variant="outline" onClick={() => void descargarDocumento(documento)} aria-label={t('biblioteca.descargarDe', { titulo: documento.titulo })}>
      {t('biblioteca.descargar')}
    </Button>
  );
}


/**
 * The same as a link in a line of text (the administration's list): a document's file name, which
 * downloads it, or a link's address, which opens it in a new tab.
 */
export function EnlaceDocumento({ documento }: { documento: Pick<DocumentoPublico, 'id' | 'titulo' | 'tipo' | 'archivo' | 'link'> }) {
  const { t } = useTranslation('contenidos');
  if (documento.tipo === 'enlace' && documento.link) {
    return (
      // Named by its address, as shown (WCAG 2.5.3), and told to open a new tab.
      <Link href={documento.link} target="_blank" rel="noopener noreferrer" wordBreak="break-all">
        {documento.link}
        <chakra.span srOnly>{` ${t('biblioteca.nuevaPestana')}`}</chakra.span>
      </Link>
    );
  }
  return (
    <Link asChild wordBreak="break-all">
      // Named by the file name it shows first (WCAG 2.5.3), then what it does.
      <button type="button" onClick={() => void descargarDocumento(documento)} aria-label={t('biblioteca.descargarArchivoDe', { archivo: documento.archivo, titulo: documento.titulo })}>
        {documento.archivo}
      </button>
    </Link>
  );
}
