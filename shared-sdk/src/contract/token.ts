import * as v from 'valibot';
import { MODULOS_APP, PERFILES, type TokenPayload } from './auth';

/**
 * The shape of a decoded session token, to check a payload before using it
 * (the API after verifying the signature; the browser after decoding).
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
  estado_pago: v.nullable(v.picklist(['pagado', 'pendiente'])),
  sid: v.pipe(v.string(), v.uuid()),
  iat: v.number(),
  exp: v.number(),
});

// Keeps the schema and the TokenPayload interface from drifting apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const tokenSchemaMatchesInterface: Same<v.InferOutput<typeof TokenPayloadSchema>, TokenPayload> = true;
void tokenSchemaMatchesInterface;
