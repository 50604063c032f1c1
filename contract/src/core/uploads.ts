/**
 * Upload rules, written once for the browser (checks before sending) and the API
 * (which also checks the bytes: the type is taken from the file's first bytes, never
 * from its name or declared type).
 */
import * as v from 'valibot';
import { MSG } from './messages';

/**
 * A file as the checks see it: a browser `File` (or a nameless `Blob`, as a cropper
 * gives), or the API's description of an uploaded part, whose `type` is the type
 * detected from its content.
 */
export interface UploadLike {
  readonly name?: string;
  readonly size: number;
  readonly type: string;
}

/**
 * What a kind of upload accepts. `accept` and `extensions` match the shape the
 * shared-ui file pickers take.
 */
export interface UploadRule {
  /** MIME types accepted (as detected from the content on the server). */
  readonly accept: readonly string[];
  /** File-name extensions accepted, lower case, without the dot. */
  readonly extensions: readonly string[];
  /** Largest size in bytes. */
  readonly maxBytes: number;
  readonly messages: { readonly type: string; readonly size: string };
}

const MB = 1024 * 1024;

/**
 * Logos (company and consultant): PNG, JPEG or GIF (spec part 1 §2, image crop) up to
 * 2 MB. Accreditation documents (ISO 14001, EMAS): PDF up to 10 MB.
 *
 * @example
 * <input type="file" accept={UPLOAD_RULES.logo.accept.join(',')} />
 */
export const UPLOAD_RULES = {
  logo: {
    accept: ['image/png', 'image/jpeg', 'image/gif'],
    extensions: ['png', 'jpeg', 'jpg', 'gif'],
    maxBytes: 2 * MB,
    messages: { type: MSG.logoTipoNoValido, size: MSG.logoDemasiadoGrande },
  },
  /** A web content's image and the rich-text editor's inline images (no SVG: it carries script). */
  imagen: {
    accept: ['image/png', 'image/jpeg', 'image/gif'],
    extensions: ['png', 'jpeg', 'jpg', 'gif'],
    maxBytes: 2 * MB,
    messages: { type: MSG.logoTipoNoValido, size: MSG.logoDemasiadoGrande },
  },
  documento: {
    accept: ['application/pdf'],
    extensions: ['pdf'],
    maxBytes: 10 * MB,
    messages: { type: MSG.documentoTipoNoValido, size: MSG.documentoDemasiadoGrande },
  },
  /** A file attached to a web content (the files modal): a PDF or an image (PNG, JPEG, GIF) up to 10 MB. */
  archivo: {
    accept: ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'],
    extensions: ['pdf', 'png', 'jpeg', 'jpg', 'gif'],
    maxBytes: 10 * MB,
    messages: { type: MSG.archivoTipoNoValido, size: MSG.documentoDemasiadoGrande },
  },
  /**
   * A DAPcon's results table (dapcon/resultados.ts): a CSV or an .xlsx of 1 MB at most. The
   * browser's type of a CSV varies (text/csv, text/plain, application/vnd.ms-excel on Windows, none);
   * the API detects text or a ZIP container (an .xlsx) from the content, and its parser then tells a
   * workbook from anything else.
   */
  tabla: {
    accept: ['text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    extensions: ['csv', 'xlsx'],
    maxBytes: MB,
    messages: { type: MSG.tablaTipoNoValido, size: MSG.tablaDemasiadoGrande },
  },
} as const satisfies Record<string, UploadRule>;

export type UploadKind = keyof typeof UPLOAD_RULES;

/**
 * The multipart field names that carry files, and the rule each follows. The API
 * reads file parts of these names only (others are discarded unread).
 */
export const UPLOAD_FIELDS: Readonly<Record<string, UploadRule>> = {
  logo: UPLOAD_RULES.logo,
  documento: UPLOAD_RULES.documento,
  /** The signed SEPA mandate (POST /organizaciones/pagar). */
  org_sepa: UPLOAD_RULES.documento,
  /** A web content's image (POST /contenidos-web, only for the type noticia). */
  imagen: UPLOAD_RULES.imagen,
  /** An image the rich-text editor uploads (POST /upload_file_editor). */
  file: UPLOAD_RULES.imagen,
  /** A file attached to a web content (POST /archivos-contenido). */
  archivo: UPLOAD_RULES.archivo,
  /** A DAPcon's results table (POST /dapcon/:id/resultados). */
  tabla: UPLOAD_RULES.tabla,
};

/** True for a `File` or `Blob`, or anything with a size, a type and maybe a name. */
export function isUploadLike(value: unknown): value is UploadLike {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<Record<keyof UploadLike, unknown>>;
  return (file.name === undefined || typeof file.name === 'string') && typeof file.size === 'number' && typeof file.type === 'string';
}

/** An empty file input (no file chosen) arrives as a nameless empty file: it counts as absent. */
function isNoFile(file: UploadLike): boolean {
  return file.size === 0 && !file.name;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Whether a file's type is one of the rule's. A file without a type (some browsers give
 * none) is judged by its name's extension; the API always has a detected type.
 *
 * @example
 * acceptsUpload(UPLOAD_RULES.logo, { name: 'logo.png', size: 10, type: 'image/png' }) // true
 */
export function acceptsUpload(rule: UploadRule, file: UploadLike): boolean {
  if (file.type !== '') return rule.accept.includes(file.type);
  return rule.extensions.includes(extensionOf(file.name ?? ''));
}

/** What is wrong with a file for a rule: its type, its size, or nothing (null). */
export type UploadProblem = 'type' | 'size';

/**
 * The first problem of a file under a rule (type first, then size), or null. The browser's file
 * pickers refuse a file on the spot with it, using the rule's own message, the one the API gives.
 *
 * @example
 * uploadProblem(UPLOAD_RULES.logo, file) // 'type' for a PDF
 */
export function uploadProblem(rule: UploadRule, file: UploadLike): UploadProblem | null {
  if (!acceptsUpload(rule, file)) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

/**
 * No file: missing, null, or an empty file input (a nameless empty file, or an empty
 * text value: a FormData without a file name reaches the server as a plain field).
 */
function toUpload(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  return isUploadLike(value) && isNoFile(value) ? undefined : value;
}

/**
 * An optional file following `rule`: type first, then size. No file (missing, null, or an
 * empty file input) → `undefined`.
 *
 * @example
 * v.object({ logo: optionalUpload(UPLOAD_RULES.logo) })
 */
export function optionalUpload(rule: UploadRule) {
  return v.pipe(
    v.optional(v.unknown()),
    v.transform(toUpload),
    v.custom<UploadLike | undefined>((file) => file === undefined || isUploadLike(file), MSG.archivoNoValido),
    v.check((file) => file === undefined || acceptsUpload(rule, file), rule.messages.type),
    v.check((file) => file === undefined || file.size <= rule.maxBytes, rule.messages.size),
  );
}

/**
 * A required file following `rule`; no file → `requiredMessage`.
 *
 * @example
 * v.object({ documento: requiredUpload(UPLOAD_RULES.documento, MSG.documentoAcreditativoObligatorio) })
 */
export function requiredUpload(rule: UploadRule, requiredMessage: string) {
  return v.pipe(
    // A missing key becomes null, so the required check below names it with its own text.
    v.optional(v.unknown(), null),
    v.transform(toUpload),
    v.check((file) => file !== undefined, requiredMessage),
    v.custom<UploadLike>(isUploadLike, MSG.archivoNoValido),
    v.check((file) => acceptsUpload(rule, file), rule.messages.type),
    v.check((file) => file.size <= rule.maxBytes, rule.messages.size),
  );
}
