// What the top bar loads later, in one chunk (each lazy chunk adds an entry to the shell's runtime, which
// /login downloads): the notifications' panel (when the bell first opens it) and the forum link (for
// verifiers and the administration only).
export { NotificacionesPanel } from './NotificacionesPanel';
export { ForoLink } from './ForoLink';
