/**
 * The association's users of the demo programme (size 'demo'; docs/consultores.md 'Association users'):
 * besides the two demo administrators, a few more of both profiles, in every state of an account (in,
 * de baja, never activated), so /usuarios has something to filter and a profile-2 administrator has
 * profile-1 users not to see. Seeded last, with a generator of their own: every other draw of the seed,
 * and every id given before them, stays what it was.
 */
import { PROGRAMME_START, REFERENCE_DATE, type SeedContext } from '../../seed/context';
import { dni } from '../../seed/documents';
import { landline, mailbox } from '../../seed/people';
import { Random } from '../../seed/random';
import type { NewUsuario } from '../../auth/accounts';
import { insertSeedUsers } from '../../seed/users';

/** Their own pseudo-random seed (tax ids, phones). */
const SEED_USUARIOS = 20_261_313;

/** The demo administrators' password, for these too: any of them can be tried. */
const PASSWORD = 'Demo-Admin-2026';

const DAY_MS = 86_400_000;

interface UsuarioAsociacion {
  nombre: string;
  apellidos: string;
  perfil: 1 | 2;
  estado: 'activo' | 'baja' | 'pendiente';
  recibir_notificacion: boolean;
}

/** Who they are: two more of profile 1 (one de baja), six of profile 2 (one de baja, one never activated). */
export const USUARIOS_ASOCIACION: readonly UsuarioAsociacion[] = [
  { nombre: 'Núria', apellidos: 'Ferrer Bosch', perfil: 1, estado: 'activo', recibir_notificacion: true },
  { nombre: 'Albert', apellidos: 'Mas Camps', perfil: 1, estado: 'baja', recibir_notificacion: false },
  { nombre: 'Carme', apellidos: 'Soler Pons', perfil: 2, estado: 'activo', recibir_notificacion: true },
  { nombre: 'Xavier', apellidos: 'Roig Pla', perfil: 2, estado: 'activo', recibir_notificacion: false },
  { nombre: 'Laia', apellidos: 'Vila Serra', perfil: 2, estado: 'activo', recibir_notificacion: true },
  { nombre: 'Oriol', apellidos: 'Font Riba', perfil: 2, estado: 'pendiente', recibir_notificacion: false },
  { nombre: 'Marta', apellidos: 'Prat Gil', perfil: 2, estado: 'baja', recibir_notificacion: false },
  { nombre: 'Pere', apellidos: 'Sala Coll', perfil: 2, estado: 'activo', recibir_notificacion: false },
];

/** Seeds `USUARIOS_ASOCIACION`: tax ids not given before, office phones in Barcelona, e-mails of the association. */
export async function seedUsuariosAsociacion(ctx: SeedContext): Promise<void> {
  const rng = new Random(SEED_USUARIOS);
  const password_hash = await ctx.passwords.get(PASSWORD);
  const office = ctx.places.at('08036');
  const rows: NewUsuario[] = USUARIOS_ASOCIACION.map((u, i) => {
    const usuario = ctx.unique(() => dni(rng.int(10_000_000, 79_999_999)));
    const alta = new Date(PROGRAMME_START.getTime() + (200 + i * 150) * DAY_MS);
    return {
      usuario,
      password_hash,
      email: `${mailbox(u)}@dapcon.example`,
      nombre: u.nombre,
      apellidos: u.apellidos,
      telefono: landline(rng, office),
      modulo_app: 'administrador',
      perfil: u.perfil,
      activo: u.estado === 'activo',
      fecha_baja: u.estado === 'baja' ? new Date(REFERENCE_DATE.getTime() - (40 + i * 30) * DAY_MS) : null,
      recibir_notificacion: u.recibir_notificacion,
      created_at: alta,
      updated_at: alta,
    };
  });
  await insertSeedUsers(ctx, rows);
}
