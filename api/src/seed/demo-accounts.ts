/**
 * The demo accounts, read from the committed `api/seed/demo-accounts.json`:
 * one sign-in per module and profile, with descriptive passwords. The seed
 * creates them; e2e tests and people trying the product sign in with them.
 */
import fs from 'node:fs';
import * as v from 'valibot';
import { isSpanishPostalCode } from '@dapcon/contract';
import { DEMO_ACCOUNTS_FILE } from '../paths';

const Base = {
  usuario: v.pipe(v.string(), v.regex(/^[A-Z0-9]{9}$/, 'must be an upper-case CIF/NIF')),
  password: v.pipe(v.string(), v.minLength(8)),
  descripcion: v.string(),
};
const Person = { nombre: v.string(), apellidos: v.string() };
const CodigoPostal = v.pipe(v.string(), v.check<string, string>(isSpanishPostalCode, 'must be a Spanish postal code'));

const DemoAccount = v.variant('modulo_app', [
  v.object({ modulo_app: v.literal('administrador'), perfil: v.picklist([1, 2]), ...Base, ...Person }),
  v.object({
    modulo_app: v.literal('consultor'),
    // Profile 4 is a verifier: a consultant with es_verificador.
    perfil: v.picklist([3, 4]),
    ...Base,
    ...Person,
    es_comisionista: v.boolean(),
    codigo_postal: CodigoPostal,
  }),
  v.object({
    modulo_app: v.literal('organizacion'),
    perfil: v.literal(5),
    ...Base,
    org_nombre: v.string(),
    /** Only for a self-employed person (NIF instead of CIF). */
    nombre: v.optional(v.string()),
    apellidos: v.optional(v.string()),
    org_tipo: v.picklist(['empresa', 'asociacion']),
    /** A size of the reference lists (ge_250, socios_5…): the companies' seed checks it (seedDemoOrganizaciones). */
    org_tamanio: v.string(),
    estado_pago: v.picklist(['pagado', 'pendiente']),
    org_convenio: v.optional(v.string()),
    codigo_postal: CodigoPostal,
  }),
]);

export type DemoAccount = v.InferOutput<typeof DemoAccount>;
export type DemoAdmin = Extract<DemoAccount, { modulo_app: 'administrador' }>;
export type DemoConsultor = Extract<DemoAccount, { modulo_app: 'consultor' }>;
export type DemoOrganizacion = Extract<DemoAccount, { modulo_app: 'organizacion' }>;

export function readDemoAccounts(file: string = DEMO_ACCOUNTS_FILE): DemoAccount[] {
  const accounts = v.parse(v.array(DemoAccount), JSON.parse(fs.readFileSync(file, 'utf8')));
  const seen = new Set<string>();
  for (const { usuario } of accounts) {
    if (seen.has(usuario)) throw new Error(`${file}: ${usuario} appears twice`);
    seen.add(usuario);
  }
  return accounts;
}
