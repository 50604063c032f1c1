// Sessions for component tests, screen stories and the mock API's sign-in: tokens signed like the
// API's (HS256, the contract's TokenPayload, nine hours), for each kind of user. The browser only
// decodes them; nothing here is a secret.
import { SignJWT } from 'jose';
import type { ModuloApp, Perfil, TokenPayload } from '@dapcon/contract/core';
import type { Role } from '@dapcon/shared-sdk';

export const ROLE_CLAIMS: Record<Role, { modulo_app: ModuloApp; perfil: Perfil }> = {
  organizacion: { modulo_app: 'organizacion', perfil: 5 },
  consultor: { modulo_app: 'consultor', perfil: 3 },
  verificador: { modulo_app: 'consultor', perfil: 4 },
  admin_ares: { modulo_app: 'administrador', perfil: 1 },
  admin_caateeb: { modulo_app: 'administrador', perfil: 2 },
};

export type TokenClaims = Partial<Omit<TokenPayload, 'iat' | 'exp'>>;

const secret = new TextEncoder().encode('component-tests-secret-32-bytes!!');

/** A token signed like the API's for `role`, with any claim overridden. */
export async function sessionToken(role: Role, claims: TokenClaims = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { sub = '42', ...rest } = claims;
  return new SignJWT({
    usuario: 'B12345674',
    nombre: 'Construcciones',
    apellidos: 'Reunidas',
    estado_pago: role === 'organizacion' ? 'pagado' : null,
    sid: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
    ...ROLE_CLAIMS[role],
    ...rest,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(now)
    .setExpirationTime(now + 9 * 3600)
    .sign(secret);
}
