import { Box } from '@dapcon/shared-ui';

/** The look of the stored HTML: the editor's elements (docs/decisions.md 'Stored HTML', 'What survives'). */
const PROSA = {
  '& > * + *': { marginTop: '0.75em' },
  '& h1, & h2': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '1em' },
  '& h3, & h4': { fontSize: 'md', fontWeight: 'semibold', marginTop: '1em' },
  '& ul': { paddingInlineStart: '1.5em', listStyleType: 'disc' },
  '& ol': { paddingInlineStart: '1.5em', listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.25em' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'l2' },
  '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'border.emphasized', paddingInlineStart: '1em', color: 'fg.muted' },
  '& hr': { borderColor: 'border' },
  '& pre, & code': { fontFamily: 'mono', fontSize: 'sm', bg: 'bg.muted', borderRadius: 'sm', paddingInline: '0.25em' },
  '& pre': { padding: '0.75em', overflowX: 'auto' },
  '& table': { borderCollapse: 'collapse' },
  '& td, & th': { borderWidth: '1px', padding: '0.25em 0.5em' },
} as const;

/**
 * A content's long description as the server stored it. The server cleaned it on every write
 * (`sanitizeRichText`: the editor's elements only, no script, no event attribute, safe addresses;
 * docs/decisions.md 'Stored HTML'), and the content security policy forbids inline script as a second
 * wall: it is shown as it is, with the portal's type styles.
 */
export function ContenidoHtml({ html }: { html: string }) {
  // Cleaned on the server before it was stored (above).
  return <Box data-testid="contenido-html" data-user-content lineHeight="1.6" overflowWrap="anywhere" css={PROSA} dangerouslySetInnerHTML={{ __html: html }} />;
}
