import { chakra } from '@dapcon/shared-ui';

/**
 * An e-mail address in a table's cell: it breaks only after its '@' when the column is narrow (never at
 * a hyphen of its name, 'no-' / 'reply@…', nor in the middle of its domain), so a long address makes its
 * column no wider than its longer half. A text without an '@' stays whole. One element, so that in a flex
 * container (a Stack of addresses) its two halves are not laid out as two items with a gap between them.
 *
 * @example
 * { key: 'email', header: t('columns.email'), render: (r) => <EmailText email={r.email} /> }
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <chakra.span whiteSpace="nowrap">{email}</chakra.span>;
  return (
    <chakra.span>
      <chakra.span whiteSpace="nowrap">{email.slice(0, at + 1)}</chakra.span>
      <wbr />
      <chakra.span whiteSpace="nowrap">{email.slice(at + 1)}</chakra.span>
    </chakra.span>
  );
}
