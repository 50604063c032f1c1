/**
 * `npm run create-admin -- --nif <NIF> --email <e-mail> --nombre <name> [--apellidos <surnames>] [--perfil 1|2]`
 *
 * The first administrator of an installation that was not seeded (production: docs/deploy.md, "First
 * install"); later ones are created from the back-office. The account gets no password: the command
 * prints a single-use link to the portal's password reset page (valid RESET_TOKEN_TTL_MINUTES), which
 * the operator opens or hands over; whoever opens it sets the password. Perfil 1 is the programme's
 * administrator (everything); 2 the association's (limited). Refuses an identifier already taken.
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { isNif, MSG, normalizeTaxId, requiredEmail, RESET_TOKEN_TTL_MINUTES, RESTABLECER_PASSWORD_PATH } from '@dapcon/contract';
import { databaseTarget } from './app';
import { hashPassword } from './auth/passwords';
import { ConfigError, parseConfig, readEnvFile, type Config } from './config';
import { openDatabase, type Database } from './db/database';
import { createOneOffToken, insertUsuario, isUsuarioTaken } from './auth/accounts';

const USAGE = 'usage: npm run create-admin -- --nif <NIF> --email <e-mail> --nombre <name> [--apellidos <surnames>] [--perfil 1|2]';

/** What the command is given. */
export interface NewAdmin {
  nif: string;
  email: string;
  nombre: string;
  apellidos?: string;
  perfil?: 1 | 2;
}

/** A refusal to show the operator as it is. */
export class CreateAdminError extends Error {}

/**
 * Creates an administrator without a password and answers the link that sets it.
 *
 * @example
 * const { link } = await createAdmin(db, config, { nif: '46127839M', email: 'ana@example.org', nombre: 'Ana' });
 */
export async function createAdmin(db: Database, config: Pick<Config, 'publicUrl'>, admin: NewAdmin): Promise<{ id: number; link: string }> {
  const usuario = normalizeTaxId(admin.nif);
  if (!isNif(usuario)) throw new CreateAdminError(`${admin.nif} is not a valid NIF/NIE`);
  // The registration forms' own rule for an address.
  const checked = v.safeParse(requiredEmail(MSG.correoObligatorio), admin.email);
  if (!checked.success) throw new CreateAdminError(`${admin.email} is not an e-mail address`);
  const email = checked.output;
  const nombre = admin.nombre.trim();
  if (!nombre) throw new CreateAdminError('--nombre is required');
  const perfil = admin.perfil ?? 1;
  if (await isUsuarioTaken(db, usuario)) throw new CreateAdminError(`An account with the identifier ${usuario} exists already`);
  // A password nobody knows: the account is used once the link has set a real one.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const id = await insertUsuario(db, { usuario, password_hash: passwordHash, email, nombre, apellidos: admin.apellidos?.trim() ?? '', modulo_app: 'administrador', perfil });
  const token = await createOneOffToken(db, id, 'restablecer_password', RESET_TOKEN_TTL_MINUTES);
  return { id, link: `${config.publicUrl}${RESTABLECER_PASSWORD_PATH}?token=${token}` };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      nif: { type: 'string' },
      email: { type: 'string' },
      nombre: { type: 'string' },
      apellidos: { type: 'string' },
      perfil: { type: 'string', default: '1' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.nif || !values.email || !values.nombre || (values.perfil !== '1' && values.perfil !== '2')) {
    console.error(USAGE);
    return 2;
  }
  readEnvFile();
  const config = parseConfig(process.env);
  const handle = await openDatabase(databaseTarget(config));
  try {
    const admin: NewAdmin = { nif: values.nif, email: values.email, nombre: values.nombre, apellidos: values.apellidos, perfil: values.perfil === '1' ? 1 : 2 };
    let link = '';
    // On an empty database too: the schema first, as the API's start does.
    await handle.migrate(async (db) => {
      ({ link } = await createAdmin(db, config, admin));
    });
    console.log(`Administrator ${normalizeTaxId(values.nif)} created. Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to set the password (once):\n${link}`);
    return 0;
  } catch (error) {
    if (error instanceof CreateAdminError) {
      console.error(`Refused: ${error.message}`);
      return 2;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('create-admin.ts')) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
