import fp from 'fastify-plugin';
import { ALL_CATALOGUES, createLocalizer } from '@dapcon/contract';
import { languageOf } from '../../lib/lang';

/** Every catalogue of the contract: the API answers with texts of any area. */
const localizeMessage = createLocalizer(ALL_CATALOGUES);

/** An answer in the contract's shape: `message` and, for field errors, `errors`. */
interface Answer {
  message?: unknown;
  errors?: unknown;
}

function isAnswer(payload: unknown): payload is Answer {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) && 'message' in payload;
}

/** The answer with its message and every field error in `lang` (contract texts only). */
export function localizeAnswer<T>(payload: T, lang: 'es' | 'ca'): T {
  if (lang === 'es' || !isAnswer(payload)) return payload;
  const out: Answer = { ...payload };
  if (typeof out.message === 'string') out.message = localizeMessage(out.message, lang);
  if (typeof out.errors === 'object' && out.errors !== null) {
    out.errors = Object.fromEntries(
      Object.entries(out.errors).map(([field, texts]) => [
        field,
        Array.isArray(texts) ? texts.map((text: unknown) => (typeof text === 'string' ? localizeMessage(text, lang) : text)) : texts,
      ]),
    );
  }
  return out as T;
}

/**
 * Every answer speaks the caller's language (`Accept-Language`, which the SDK sets from the
 * interface language): routes, the validator and the error handler write the contract's Spanish
 * texts, and this one hook turns them into Catalan when the caller prefers it. Texts that are not
 * contract messages (names, the five session errors the spec writes in Catalan) pass unchanged.
 */
export default fp(
  async (app) => {
    app.addHook('preSerialization', async (request, _reply, payload) => localizeAnswer(payload, languageOf(request.headers['accept-language'])));
  },
  { name: 'language' },
);
