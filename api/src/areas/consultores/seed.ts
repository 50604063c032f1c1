/**
 * The consultores area's part of the seed: the demo consultants and verifiers, and for size
 * 'demo' the generated ones. Each answers the ids of the consultants who earn commissions,
 * which the companies generated afterwards draw from.
 */
import { IDIOMA_ID, PAIS_ESPANA } from '@dapcon/contract';
import { BULK_PASSWORD, insertInChunks, PROGRAMME_START, REFERENCE_DATE, type SeedContext } from '../../seed/context';
import { CONSULTORAS } from '../../seed/data/nombres';
import type { DemoConsultor } from '../../seed/demo-accounts';
import { isCatalan, mailbox, mobile, person, slug, street, type PoblacionRow, type Person } from '../../seed/people';
import type { NewUsuario } from '../../auth/accounts';
import { insertSeedUsers, seededUserId, seedUserRow } from '../../seed/users';
import { insertCasillasDeNif, insertConsultores, type NewConsultor } from './repository';

type ConsultantPair = [NewUsuario, NewConsultor];

/** The demo consultants and verifiers, in file order; answers the commission earners' ids. */
export async function seedDemoConsultores(ctx: SeedContext, accounts: readonly DemoConsultor[]): Promise<number[]> {
  const pairs: ConsultantPair[] = [];
  for (const account of accounts) {
    const password_hash = await ctx.passwords.get(account.password);
    const place = ctx.places.at(account.codigo_postal);
    const email = `${mailbox(account)}@${slug(account.apellidos, 1)}consulting.example`;
    const user = { ...seedUserRow(account, account, email), password_hash, telefono: mobile(ctx.rng) };
    const consultant = consultantRecord(ctx, account.usuario, account, place, email, user.telefono, {
      es_verificador: account.perfil === 4,
      es_comisionista: account.es_comisionista,
      alta: PROGRAMME_START,
    });
    pairs.push([user, consultant]);
  }
  const comisionistas = await insertConsultants(ctx, pairs);
  // The demo verifiers sign in Spanish and Catalan declarations: their boxes in both (draws nothing).
  for (const account of accounts.filter((a) => a.perfil === 4)) {
    const firma = `${account.nombre} ${account.apellidos}`;
    await insertCasillasDeNif(ctx.db, account.usuario, [
      { idioma_id: IDIOMA_ID.es, casilla_pagina_firma: `Verificado por ${firma}`, casilla_ultima_pagina: 'Verificadora acreditada del programa DAPcon' },
      { idioma_id: IDIOMA_ID.ca, casilla_pagina_firma: `Verificat per ${firma}`, casilla_ultima_pagina: 'Verificadora acreditada del programa DAPcon' },
    ]);
  }
  return comisionistas;
}

/** `count` generated consultants (about one in eight a verifier); answers the commission earners' ids. */
export async function seedProgrammeConsultores(ctx: SeedContext, count: number): Promise<number[]> {
  const pairs: ConsultantPair[] = [];
  for (let i = 0; i < count; i++) pairs.push(await randomConsultant(ctx));
  // Some registered and never activated (no draw, so the rest is the same): one in twenty of those
  // who neither verify nor earn commissions and have not left; the list's 'Activar' has them.
  pairs.forEach(([user, consultant], i) => {
    if (i % 20 === 7 && user.fecha_baja === null && !consultant.es_verificador && !consultant.es_comisionista) user.activo = false;
  });
  return insertConsultants(ctx, pairs);
}

function consultantRecord(
  ctx: SeedContext,
  nif: string,
  name: Person,
  place: PoblacionRow,
  email: string,
  movil: string | null | undefined,
  flags: { es_verificador: boolean; es_comisionista: boolean; alta: Date },
): NewConsultor {
  const rng = ctx.rng;
  const catalan = isCatalan(place);
  const consultancy = rng.chance(0.7) ? `${name.apellidos.split(' ')[0]} ${rng.pick(CONSULTORAS)}, S.L.` : null;
  return {
    consultor_nif: nif,
    consultor_nombre: name.nombre,
    consultor_apellidos: name.apellidos,
    consultor_empresa_nombre: consultancy,
    consultor_empresa_cif: consultancy ? ctx.companyId('B', place) : null,
    consultor_direccion: street(rng, place, false),
    consultor_codigo_postal: place.codigo_postal,
    consultor_poblacion: place.poblacion,
    consultor_provincia: place.provincia,
    consultor_pais: PAIS_ESPANA,
    consultor_movil: movil ?? mobile(rng),
    consultor_email: email,
    consultor_web: consultancy ? `https://www.${slug(consultancy)}.${catalan ? 'cat' : 'es'}` : null,
    es_verificador: flags.es_verificador,
    es_comisionista: flags.es_comisionista,
    consultor_fecha_alta: flags.alta,
  };
}

async function randomConsultant(ctx: SeedContext): Promise<ConsultantPair> {
  const rng = ctx.rng;
  const place = ctx.places.random(rng);
  const name = person(rng, isCatalan(place));
  const nif = ctx.personalId();
  const verificador = rng.chance(0.12);
  const alta = rng.date(PROGRAMME_START, REFERENCE_DATE);
  const baja = rng.chance(0.05) ? rng.date(alta, REFERENCE_DATE) : null;
  const email = `${mailbox(name)}${rng.int(1, 99)}@${rng.pick(['gmail.example', 'outlook.example', 'consultoria.example'])}`;
  const consultant = consultantRecord(ctx, nif, name, place, email, null, {
    es_verificador: verificador,
    es_comisionista: rng.chance(0.2),
    alta,
  });
  const user: NewUsuario = {
    usuario: nif,
    password_hash: await ctx.passwords.get(verificador ? BULK_PASSWORD.verificador : BULK_PASSWORD.consultor),
    email,
    nombre: name.nombre,
    apellidos: name.apellidos,
    telefono: consultant.consultor_movil ?? null,
    modulo_app: 'consultor',
    perfil: verificador ? 4 : 3,
    activo: baja === null,
    fecha_baja: baja,
    created_at: alta,
  };
  return [user, consultant];
}

/** Inserts the accounts, then the consultants; answers the commission earners' ids, in order. */
async function insertConsultants(ctx: SeedContext, pairs: ConsultantPair[]): Promise<number[]> {
  const ids = await insertSeedUsers(ctx, pairs.map(([user]) => user));
  const rows = pairs.map(([user, consultant]) => ({ ...consultant, usuario_id: seededUserId(ids, user.usuario) }));
  const comisionistas: number[] = [];
  await insertInChunks(rows, async (chunk) => {
    comisionistas.push(...(await insertConsultores(ctx.db, chunk)));
  });
  ctx.counts.consultores += rows.length;
  return comisionistas;
}
