/**
 * The top bar's forum link (spec part 2 §2.2, §6: verifiers and the administration module; docs/home.md
 * step 4, docs/decisions.md 'Forum link'). The spec opened the external forum 'with the session token';
 * the portal never hands its session token to another site: `POST /foro/enlace` answers the forum's
 * address with a token of its own, signed with the forum's secret (`FORUM_SECRET`), for the forum only
 * (audience `FORO_AUDIENCE`), valid `FORO_TOKEN_TTL_SECONDS`, carrying the user's id, name and role.
 * The forum's address is configuration (`FORUM_URL`): without it `GET /foro` says so and the link is
 * hidden; `POST /foro/enlace` answers 404.
 */
import * as v from 'valibot';
import { defineEndpoint, type Access } from '../core/endpoint';

/** Who has the forum link: the administration module and verifiers (consultant module, profile 4). */
export const ACCESS_FORO = { anyOf: [{ modulos: ['administrador'] }, { modulos: ['consultor'], perfiles: [4] }] } as const satisfies Access;

/** How long a forum token is good for: long enough to open the page, too short to be worth keeping. */
export const FORO_TOKEN_TTL_SECONDS = 60;
/** The forum token's `iss`. */
export const FORO_ISSUER = 'dapcon-portal';
/** The forum token's `aud`: the forum checks it; the portal's sessions never accept it. */
export const FORO_AUDIENCE = 'dapcon-foro';
/** The query parameter of the forum's address that carries the token. */
export const FORO_TOKEN_PARAM = 'token';
/** The forum token's `role`: what the forum is told about the user. */
export const ROLES_FORO = ['administrador', 'verificador'] as const;
export type RolForo = (typeof ROLES_FORO)[number];

/** The claims of a forum token (besides `iss`, `aud`, `iat`, `exp`, `jti`). */
export const ForoTokenClaims = v.object({
  /** The user's id. */
  sub: v.string(),
  /** 'nombre apellidos'. */
  name: v.string(),
  role: v.picklist(ROLES_FORO),
});
export type ForoTokenClaims = v.InferOutput<typeof ForoTokenClaims>;

/** Whether the forum is configured (the shell asks once per session, then shows or hides the link). */
export const estadoForo = defineEndpoint({
  method: 'GET',
  path: '/foro',
  response: v.object({ disponible: v.boolean() }),
  access: ACCESS_FORO,
  summary: 'Whether the forum link is available (FORUM_URL configured)',
  tags: ['foro'],
});

/**
 * The forum's address with a short-lived forum token (`?token=`): opened in a new tab. 404 when the
 * forum is not configured.
 *
 * @example
 * const { data } = await call(enlaceForo);
 * window.open(data.url, '_blank', 'noopener');
 */
export const enlaceForo = defineEndpoint({
  method: 'POST',
  path: '/foro/enlace',
  response: v.object({
    /** FORUM_URL with `token=<forum token>` added to its query. */
    url: v.string(),
    /** ISO date-time after which the token is refused. */
    expira: v.string(),
  }),
  access: ACCESS_FORO,
  summary: 'The forum address with a short-lived, forum-scoped token (never the session token); 404 without a forum',
  tags: ['foro'],
});
