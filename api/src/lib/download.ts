/**
 * Files sent as the answer (a list's Excel file, a company's document or logo): the
 * `Content-Disposition` of a download and the headers of a stored file, written once.
 */
import type { FastifyReply } from 'fastify';

/** Characters a download's name keeps; anything else becomes `_` (no quotes, slashes or non-ASCII in the header). */
const UNSAFE_NAME_CHARACTER = /[^A-Za-z0-9._-]/g;

/**
 * The `Content-Disposition` header of a file the browser saves under `filename` (the caller dates
 * it with the contract's `datePrefixedName` where the spec wants it dated).
 *
 * @example
 * attachmentDisposition('2026-11-23_Empresas.xlsx') // 'attachment; filename="2026-11-23_Empresas.xlsx"'
 */
export function attachmentDisposition(filename: string): string {
  return `attachment; filename="${filename.replace(UNSAFE_NAME_CHARACTER, '_')}"`;
}

/** A stored file as an answer: its bytes, its type and, for a download, the name to save it under. */
export interface FileAnswer {
  data: Buffer;
  contentType: string;
  /** Sent as an attachment under this name; without it the browser shows the file (an image). */
  filename?: string;
}

/**
 * Answers a stored file that only a signed-in user may see: its type and, for a download,
 * `Content-Disposition: attachment`. A download (a company's certificate, a declaration's document)
 * is `Cache-Control: no-store`, like every API answer: no copy stays on a shared computer's disk. An
 * image shown in the page (a logo) is `private, no-cache`: never kept by a shared cache, asked
 * again each time (a replaced logo shows at once). The answer carries `X-Content-Type-Options:
 * nosniff` like every other (security-headers.ts).
 *
 * @example
 * serve(app, logoEmpresa, async (request, reply) => sendFile(reply, await logoFile(app, currentUser(request), request.params.id)));
 */
export function sendFile(reply: FastifyReply, file: FileAnswer): FastifyReply {
  reply.header('content-type', file.contentType).header('cache-control', file.filename === undefined ? 'private, no-cache' : 'no-store');
  if (file.filename !== undefined) reply.header('content-disposition', attachmentDisposition(file.filename));
  return reply.send(file.data);
}
