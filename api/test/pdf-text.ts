/**
 * The text a PDF written with pdf-lib's standard fonts shows, for the tests: each page's content
 * stream inflated, and the hex strings of its text operators read as WinAnsi (Latin-1 for the
 * letters of Spanish, Catalan and English), one line per operator. Its title from the document's info.
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

export async function pdfText(bytes: Uint8Array): Promise<{ title: string | undefined; pages: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef)) : [contents];
    const raw = streams
      .map((stream) => (stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : ''))
      .join('\n');
    return [...raw.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1')).join('\n');
  });
  return { title: doc.getTitle(), pages };
}
