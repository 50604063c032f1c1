import type { SessionUser, TopBarToolsProps } from '@dapcon/shared-sdk';
import { RemoteSlot } from '../../federation/RemoteArea';

/**
 * What the top bar holds besides the language and the user menu (spec part 2 §2.2, §6; docs/home.md
 * step 4): the Incidencias link, the notifications bell and the forum link are mf-home's (they read the
 * panel's endpoints), mounted here through the shell's slot with its own error boundary (issue 34,
 * item 2): nothing shows while mf-home loads or when it cannot be loaded (tried again on the next screen),
 * and the rest of the top bar works. `user` is whom the frame shows it for (the slot reads the session).
 */
export function TopBarTools({ user }: { user: SessionUser }) {
  // A new session (another user in this tab) mounts it anew.
  return <RemoteSlot<TopBarToolsProps> key={user.usuario} remote="mf_home" module="TopBarTools" props={{}} quiet />;
}
