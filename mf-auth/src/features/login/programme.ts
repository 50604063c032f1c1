/**
 * The programme's public information pages and contact mailbox, linked from the
 * sign-in page (spec part 1 §1). To be confirmed by the programme before going
 * live (docs/decisions.md).
 */
export const PROGRAMME_INFO = {
  pages: { es: 'https://www.dapcons.com/es/', ca: 'https://www.dapcons.com/ca/', en: 'https://www.dapcons.com/en/' },
  contactEmail: 'dapcons@dapcons.com',
} as const;
