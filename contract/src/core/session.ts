/**
 * Who a user is to the portal: the module they sign in to, their profile, and the signed
 * session token both the API and the browser read (ARCHITECTURE.md, "Sessions").
 */
import * as v from 'valibot';

/** Modules a user signs in to (`modulo_app`). */
export const MODULOS_APP = ['organizacion', 'consultor', 'administrador'] as const;
export type ModuloApp = (typeof MODULOS_APP)[number];

/** Profile ids (spec README): 1 Ares administrator, 2 association administrator, 3 consultant, 4 verifier, 5 organisation. */
export const PERFILES = { adminAres: 1, adminAsociacion: 2, consultor: 3, verificador: 4, organizacion: 5 } as const;
export type Perfil = (typeof PERFILES)[keyof typeof PERFILES];

/**
 * The profiles' names in the portal's two languages (the reference list `GET /parametros?perfiles_usuario=true`):
 * the profiles are the code's, not a configurable list, so their names are written here once.
 */
export const PERFIL_TEXTOS: Readonly<Record<Perfil, { es: string; ca: string }>> = {
  1: { es: 'Administrador Ares', ca: 'Administrador Ares' },
  2: { es: 'Administrador de la asociación', ca: "Administrador de l'associació" },
  3: { es: 'Consultor ACV', ca: 'Consultor ACV' },
  4: { es: 'Verificador', ca: 'Verificador' },
  5: { es: 'Empresa', ca: 'Empresa' },
};

/**
 * Payment state carried in the token for organisations (spec part 2 §2.25): 'pendiente' the fee is
 * owed and no method chosen (the shell's forced payment modal), 'en_tramite' a method was chosen and the
 * payment awaits (a transfer to confirm, a direct debit to collect), 'pagado' up to date.
 */
export const ESTADOS_PAGO = ['pagado', 'pendiente', 'en_tramite'] as const;
export type EstadoPago = (typeof ESTADOS_PAGO)[number] | null;

/** Session lifetime: 9 hours (spec part 2 §9, cookie lifetime). */
export const SESSION_TTL_SECONDS = 9 * 60 * 60;

/**
 * The signed JWT payload. The browser decodes it for display only; the server never trusts
 * anything but its signature and the server-side session it names (`sid`). `sub` is the user
 * id as a string.
 *
 * @example
 * const payload = v.parse(TokenPayloadSchema, decodeJwt(token));
 */
export const TokenPayloadSchema = v.object({
  sub: v.pipe(v.string(), v.regex(/^\d+$/)),
  usuario: v.string(),
  perfil: v.picklist(Object.values(PERFILES)),
  modulo_app: v.picklist(MODULOS_APP),
  nombre: v.string(),
  apellidos: v.string(),
  estado_pago: v.nullable(v.picklist(ESTADOS_PAGO)),
  sid: v.pipe(v.string(), v.uuid()),
  /**
   * Set when an administrator started this session as a company ('Iniciar Sesión', part 2 §2.5):
   * the administrator's name, for the frame's impersonation banner. The server reads who it was
   * from the session row, never from here.
   */
  suplantador: v.optional(v.string()),
  iat: v.number(),
  exp: v.number(),
});
export type TokenPayload = v.InferOutput<typeof TokenPayloadSchema>;
