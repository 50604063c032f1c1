/**
 * Reading uploaded file parts. Each file field of the contract (UPLOAD_FIELDS) is read
 * into memory while its bytes are counted: past the field's limit nothing more is kept
 * (the rest is read and dropped), and the size reported is the size seen, so the
 * contract's size check answers 422 with the field's message. The type is detected
 * from the first bytes. Nothing reaches the disk here: the route stores the file only
 * once the whole request is valid.
 */
import type { Readable } from 'node:stream';
import { MSG, UPLOAD_FIELDS, type UploadLike, type UploadRule } from '@dapcon/contract';
import { ValidationError } from '../errors';
import { detectFileType, SNIFF_LENGTH } from './file-type';

/** An uploaded file as the contract's checks see it (`type` is the detected type) plus its bytes. */
export class UploadedFile implements UploadLike {
  constructor(
    /** The client's file name (never used to store it). */
    readonly name: string,
    /** Bytes seen; more than the rule's limit when the file was too large (then `data` is empty). */
    readonly size: number,
    /** MIME type detected from the content. */
    readonly type: string,
    /** Extension for storing it, from the detected type. */
    readonly extension: string,
    readonly data: Buffer,
  ) {}
}

/**
 * Reads one file part under `rule`: the bytes up to the limit, the size seen and the
 * detected type.
 */
export async function readUpload(name: string, stream: Readable, rule: UploadRule): Promise<UploadedFile> {
  const chunks: Buffer[] = [];
  let size = 0;
  let head = Buffer.alloc(0);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (head.length < SNIFF_LENGTH) head = Buffer.concat([head, chunk.subarray(0, SNIFF_LENGTH - head.length)]);
    if (size <= rule.maxBytes) chunks.push(chunk);
    else chunks.length = 0;
  }
  const type = detectFileType(head);
  const data = size <= rule.maxBytes ? Buffer.concat(chunks) : Buffer.alloc(0);
  return new UploadedFile(name, size, type.mime, type.extension, data);
}

/** Reads a stream to its end, keeping nothing. */
export async function discard(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // dropped
  }
}

/** The rule of a file field, or undefined for a field that takes no file. */
export function uploadRuleOf(field: string): UploadRule | undefined {
  return Object.hasOwn(UPLOAD_FIELDS, field) ? UPLOAD_FIELDS[field] : undefined;
}

/**
 * A validated file field as the bytes the server read. The contract's schema accepts
 * anything shaped like a file (a browser File too); only a part read by this server
 * carries bytes, so a JSON body that imitates a file is refused here.
 */
export function uploadedFile(value: UploadLike | undefined, field: string): UploadedFile | undefined {
  if (value === undefined) return undefined;
  if (value instanceof UploadedFile) return value;
  throw new ValidationError({ [field]: [MSG.archivoNoValido] });
}
