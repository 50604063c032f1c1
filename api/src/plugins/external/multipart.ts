import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { UPLOAD_FIELDS } from '@dapcon/contract';
import { discard, readUpload, uploadRuleOf } from '../../lib/uploads';

/** The largest file any field accepts; busboy stops reading a file one byte past it. */
const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_FIELDS).map((rule) => rule.maxBytes));

/**
 * multipart/form-data bodies (the registration forms). Fields become the body, as
 * strings; each file of a contract file field (`logo`, `documento`) becomes an
 * `UploadedFile` in the body (read into memory, size counted, type detected), so the
 * route's contract schema validates the whole request at once, before anything is
 * stored. File parts under other names are read and dropped.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** True while @fastify/multipart reads the body: an error then is the body's, not ours. */
    readingMultipart: boolean;
  }
}

export default fp(
  async (app) => {
    // The parser reads the body in its own preValidation hook, between these two.
    app.decorateRequest('readingMultipart', false);
    app.addHook('preValidation', async (request) => {
      request.readingMultipart = request.isMultipart();
    });
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      // Sizes are checked per field by the contract (422 with the field's message), not as a 413.
      throwFileSizeLimit: false,
      limits: {
        fileSize: LARGEST_UPLOAD + 1,
        files: 1,
        fields: 60,
        fieldSize: 64 * 1024,
        parts: 61,
        headerPairs: 100,
      },
      async onFile(part) {
        const rule = uploadRuleOf(part.fieldname);
        if (!rule) {
          await discard(part.file);
          return;
        }
        // Without a file name (an empty file input) the name is ''.
        part.value = await readUpload(part.filename ?? '', part.file, rule);
      },
    });
    app.addHook('preValidation', async (request) => {
      request.readingMultipart = false;
    });
  },
  { name: 'multipart' },
);
