import { CORE_MESSAGES, createLocalizer, type Catalogue, type MessageLang } from '@dapcon/contract/core';

// One localizer for the whole portal (shared-sdk is a singleton): the core messages from the
// start, each area's catalogue added by the remote that shows its messages.
const localizer = createLocalizer([CORE_MESSAGES]);

/**
 * Adds an area's catalogue of contract messages, so its texts (field errors, answers) show in the
 * interface language wherever they appear. Call it once at the top of the remote's i18n module,
 * beside `addBundle`.
 *
 * @example
 * addMessages(AUTH_MESSAGES);
 */
export function addMessages(catalogue: Catalogue): void {
  localizer.add(catalogue);
}

/**
 * A contract message in the given language. Texts that are not contract messages (a person's
 * name, the five session errors, which the spec writes in Catalan) come back unchanged.
 *
 * @example
 * localizeMessage('El documento es obligatorio.', 'ca') // 'El document és obligatori.'
 * localizeMessage('La sessió no existeix', 'es') // 'La sessió no existeix'
 */
export function localizeMessage(text: string, lang: MessageLang): string {
  return localizer(text, lang);
}
