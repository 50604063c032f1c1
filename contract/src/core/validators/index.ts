/**
 * Validators and formatting (spec part 1 §5, §9): Spanish tax ids, IBAN, slug, blank values,
 * dates and euros. The postal-code rule is the address block's (../address.ts).
 */
export { normalizeTaxId, dniLetter, isDni, isNie, isCif, isNif, isPersonTaxId } from './tax-id';
export { isIban, formatIban } from './bank';
export { slugify, isSlug, isBlank, SLUG_MAX_LENGTH } from './text';
export { isIsoDate, toIsoDate, toDisplayDate, formatEuro, calendarDay, PORTAL_TIME_ZONE } from './format';
