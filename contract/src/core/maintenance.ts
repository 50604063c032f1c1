/**
 * The public side of /maintenance (the sistema area's mantenimiento.ts): whether the portal is in
 * maintenance, its message, and how a write refused because of it looks. In the core because the shell
 * asks it on every page, whatever area is on screen; the sistema area serves it and re-exports it
 * (issue 34, item 2). In a module of its own so the shell's frame bundles nothing else of /maintenance.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from './endpoint';

/**
 * True for the body of a write refused because of maintenance (503 with `mantenimiento: true`).
 *
 * @example
 * if (error.status === 503 && isMaintenanceBody(error.body)) showMaintenancePage(error.message);
 */
export function isMaintenanceBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { mantenimiento?: unknown }).mantenimiento === true;
}

/** What everyone may read: whether the portal is in maintenance, and the administrator's message. */
export const EstadoMantenimiento = v.object({ activo: v.boolean(), mensaje: v.string() });
export type EstadoMantenimiento = v.InferOutput<typeof EstadoMantenimiento>;

/**
 * Whether the portal is in maintenance, and its message; anyone may ask (the shell, before and after sign-in).
 *
 * @example
 * const { data } = await call(estadoMantenimiento); // { activo: true, mensaje: 'Volvemos a las 14:00.' }
 */
export const estadoMantenimiento = defineEndpoint({
  method: 'GET',
  path: '/mantenimiento/estado',
  response: EstadoMantenimiento,
  access: ACCESS.public,
  summary: 'Whether the portal is in maintenance, and the message its users read',
  tags: ['sistema'],
});
