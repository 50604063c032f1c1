/**
 * File types told by their first bytes ("magic numbers"), never by the name or the
 * type the client declares. Only the types the portal accepts are known.
 */

export interface FileType {
  mime: string;
  /** Extension of stored files of this type. */
  extension: string;
}

/** How many leading bytes `detectFileType` needs. */
export const SNIFF_LENGTH = 8;

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: readonly { type: FileType; prefixes: readonly (readonly number[])[] }[] = [
  { type: { mime: 'image/png', extension: 'png' }, prefixes: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  { type: { mime: 'image/jpeg', extension: 'jpg' }, prefixes: [[0xff, 0xd8, 0xff]] },
  { type: { mime: 'image/gif', extension: 'gif' }, prefixes: [ascii('GIF87a'), ascii('GIF89a')] },
  { type: { mime: 'application/pdf', extension: 'pdf' }, prefixes: [ascii('%PDF-')] },
  // A ZIP container: what an .xlsx is (the results table's parser tells a workbook from any other ZIP).
  { type: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' }, prefixes: [[0x50, 0x4b, 0x03, 0x04]] },
];

/** Plain text (a CSV): what is left when no signature matched and the first bytes are all text. */
export const TEXT_TYPE: FileType = { mime: 'text/plain', extension: 'txt' };

/** Whether a byte can be in UTF-8 text: tab, line feed, carriage return, printable ASCII, and any byte of a multi-byte character. */
function isTextByte(byte: number): boolean {
  return byte === 0x09 || byte === 0x0a || byte === 0x0d || (byte >= 0x20 && byte !== 0x7f);
}

/** The type of unknown content. */
export const UNKNOWN_TYPE: FileType = { mime: 'application/octet-stream', extension: 'bin' };

/**
 * The type of a file from its first bytes (at least SNIFF_LENGTH when the file is that long).
 *
 * @example
 * detectFileType(Buffer.from('%PDF-1.7')) // { mime: 'application/pdf', extension: 'pdf' }
 */
export function detectFileType(head: Uint8Array): FileType {
  const match = SIGNATURES.find(({ prefixes }) =>
    prefixes.some((prefix) => head.length >= prefix.length && prefix.every((byte, i) => head[i] === byte)),
  );
  if (match) return match.type;
  return head.length > 0 && head.every(isTextByte) ? TEXT_TYPE : UNKNOWN_TYPE;
}

/** The stored extension of a detected MIME type (`bin` for anything else). */
export function extensionOf(mime: string): string {
  if (mime === TEXT_TYPE.mime) return TEXT_TYPE.extension;
  return SIGNATURES.find(({ type }) => type.mime === mime)?.type.extension ?? UNKNOWN_TYPE.extension;
}

/** The MIME type of a stored extension, for downloads. */
export function mimeOfExtension(extension: string): string {
  return SIGNATURES.find(({ type }) => type.extension === extension)?.type.mime ?? UNKNOWN_TYPE.mime;
}
