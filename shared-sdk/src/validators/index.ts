/**
 * Validators and formatting (spec part 1 §5, §9): Spanish tax ids, IBAN,
 * postal code, slug, blank values, dates and euros, plus valibot actions for
 * schemas. Also published as the `@dapcon/shared-sdk/validators` subpath.
 */
export { normalizeTaxId, dniLetter, isDni, isNie, isCif, isNif, isPersonTaxId } from './tax-id';
export { isIban, formatIban } from './bank';
export { isPostalCode, slugify, isSlug, isBlank, SLUG_MAX_LENGTH } from './text';
export { toIsoDate, toDisplayDate, formatEuro, PORTAL_TIME_ZONE } from './format';
export { vNif, vIban, vPostalCode, VALIDATOR_MESSAGES } from './actions';
