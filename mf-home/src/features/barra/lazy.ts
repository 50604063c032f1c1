// What the top bar's tools load later, in one chunk: the notifications' panel (when the bell first opens it) and the forum link (for
// verifiers and the administration only).
export { NotificacionesPanel } from './NotificacionesPanel';
export { ForoLink } from './ForoLink';
