import { chakra } from '@dapcon/shared-ui';

/**
 * An address that breaks only after its '@' when the column is narrow (never at a hyphen of its
 * name: 'no-' / 'reply@…'; never in the middle of its domain). The mailings' sender and the portal's
 * own e-mails' recipient.
 */
export function Direccion({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <chakra.span whiteSpace="nowrap">{email}</chakra.span>;
  return (
    <>
      <chakra.span whiteSpace="nowrap">{email.slice(0, at + 1)}</chakra.span>
      <wbr />
      <chakra.span whiteSpace="nowrap">{email.slice(at + 1)}</chakra.span>
    </>
  );
}
