/**
 * A consultant's page, its account (spec part 2 §2.11, §4 'Consultant', §7.2; docs/consultores.md):
 * the consultant as the administration reads it, and the account actions — 'Activar' an account never
 * activated, 'Dar de baja' / 'Dar de alta' (a user given baja cannot sign in, and its sessions end).
 * The spec's paths: `POST /usuario-admin/{usuario}/activar-usuario`, `GET /usuarios/{id}/update-status`
 * (a GET that changes the state, as the spec gives it). All the administration's.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { MSG } from '../core/messages';
import { ConsultorPerfil } from './perfil';

/** A consultant as its page reads it (part 1 §3 'Consultor profile', server-side names; the account's state). */
export const ConsultorFicha = v.object({
  ...ConsultorPerfil.entries,
  usuario_id: v.number(),
  /** 'Apellidos, Nombre'. */
  full_name: v.string(),
  /** The account: whether it may sign in, and the day it left (ISO; null while in). */
  usuario: v.object({ activo: v.boolean(), fecha_baja: v.nullable(v.string()) }),
});
export type ConsultorFicha = v.InferOutput<typeof ConsultorFicha>;

/** What an account action leaves: the account's state. */
export const EstadoCuenta = v.object({ id: v.number(), activo: v.boolean(), fecha_baja: v.nullable(v.string()) });
export type EstadoCuenta = v.InferOutput<typeof EstadoCuenta>;

const digits = () => v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number));

/** A consultant by NIF, for its page (404 when there is none). */
export const consultorFicha = defineEndpoint({
  method: 'GET',
  path: '/consultores/:nif/detalle',
  params: v.object({ nif: v.pipe(v.string(), v.maxLength(20, MSG.noEncontrado)) }),
  response: ConsultorFicha,
  access: ACCESS.admin,
  summary: "A consultant's data and account state, for its page",
  tags: ['consultores'],
});

/** Activates an account never activated (409 when it is active, or de baja: that is 'Dar de alta'). */
export const activarUsuario = defineEndpoint({
  method: 'POST',
  path: '/usuario-admin/:usuario/activar-usuario',
  params: v.object({ usuario: v.pipe(v.string(), v.maxLength(20, MSG.noEncontrado)) }),
  response: EstadoCuenta,
  stale: ['GET /usuarios-admin/lista', 'GET /usuarios-admin/:id/show', 'GET /consultores', 'GET /consultores/:nif/detalle', 'GET /consultores/historial'],
  access: ACCESS.admin,
  summary: 'Activates a user account that was never activated',
  tags: ['consultores'],
});

/**
 * Baja or alta of a consultant's or an association user's account, by its user id: one in gets baja
 * (the day now, the account off, its sessions ended); one de baja gets alta (back in). Not one's own
 * (409); a profile-1 administrator is, for a profile-2 one, a 404 (as for its page), here and in 'Activar'.
 */
export const actualizarEstadoUsuario = defineEndpoint({
  method: 'GET',
  path: '/usuarios/:id/update-status',
  params: v.object({ id: digits() }),
  response: EstadoCuenta,
  stale: ['GET /usuarios-admin/lista', 'GET /usuarios-admin/:id/show', 'GET /consultores', 'GET /consultores/:nif/detalle', 'GET /consultores/historial'],
  access: ACCESS.admin,
  summary: "Baja or alta of a consultant's or an association user's account (toggles)",
  tags: ['consultores'],
});
