/**
 * The empresas area's part of the seed: the demo companies, and for size 'demo' the generated
 * ones: companies, associations and self-employed people, with agreements, commission agents
 * (drawn from the consultants seeded before), pending fees and some that left (with their
 * baja/alta history). With a storage (the first start, `npm run seed`), some companies of the
 * demo programme get a logo and ISO 14001 / EMAS certificates, made by seed/files.ts.
 */
import { calendarDay, PAIS_ESPANA } from '@dapcon/contract';
import type { Storage } from '../../plugins/app/storage';
import { LISTAS, TAMANIOS_ASOCIACION, TAMANIOS_EMPRESA } from '../referencia';
import { BULK_PASSWORD, insertInChunks, PROGRAMME_START, REFERENCE_DATE, type SeedContext } from '../../seed/context';
import type { DemoOrganizacion } from '../../seed/demo-accounts';
import { demoCertificate, demoLogo } from '../../seed/files';
import {
  associationName,
  cargo,
  CIF_LETTER,
  companyName,
  isCatalan,
  landline,
  mailbox,
  mobile,
  person,
  slug,
  street,
  type LegalForm,
  type Person,
  type PoblacionRow,
} from '../../seed/people';
import type { NewUsuario } from '../../auth/accounts';
import { insertSeedUsers, seededUserId, seedUserRow } from '../../seed/users';
import { insertEstadosOrganizacion, insertOrganizaciones, orgIdsByCif, type NewEstadoOrganizacion, type NewOrganizacion } from './repository';

type CompanyPair = [NewUsuario, NewOrganizacion];

/** What the demo programme's companies get besides their rows (size 'demo'). */
export interface ProgrammeExtras {
  /** Where their logos and certificates go; none, no files (the test seed, the seed's own tests). */
  storage?: Storage | undefined;
  /** The administrator the history's bajas and altas name. */
  adminId?: number | null;
}

/** Which files a company gets, by kind. */
interface CompanyFiles {
  logo: boolean;
  iso14001: boolean;
  emacs: boolean;
}

/**
 * Stores a company's logo and certificates and writes their keys into its row (before it is
 * inserted). No draws: the files follow from the company, so the data is the same with or without them.
 */
async function attachFiles(ctx: SeedContext, storage: Storage, company: NewOrganizacion, files: CompanyFiles, n: number): Promise<void> {
  const issued = calendarDay(company.org_fecha_alta ?? PROGRAMME_START);
  if (files.logo) company.org_logo = await storage.put('logos', 'png', demoLogo(n));
  if (files.iso14001) company.doc_sgm_iso14001 = await storage.put('documentos', 'pdf', demoCertificate('ISO 14001', company.org_nombre, company.org_cif, issued));
  if (files.emacs) company.doc_sgm_emacs = await storage.put('documentos', 'pdf', demoCertificate('EMAS', company.org_nombre, company.org_cif, issued));
  ctx.counts.archivos += Number(files.logo) + Number(files.iso14001) + Number(files.emacs);
}

/**
 * Files of the demo accounts' companies (size 'demo'): the first (a large company) has a logo and
 * both certificates, the second a logo and ISO 14001; the others none, so the company home's
 * 'no logo' warning has a demo account to show it.
 */
const DEMO_ACCOUNT_FILES: readonly CompanyFiles[] = [
  { logo: true, iso14001: true, emacs: true },
  { logo: true, iso14001: true, emacs: false },
];

/** Files of the generated companies, by position: one in ten a logo, one in fifteen ISO 14001, one in thirty EMAS too. */
function programmeFiles(i: number): CompanyFiles {
  return { logo: i % 10 === 1, iso14001: i % 15 === 2, emacs: i % 30 === 2 };
}

/** The demo companies, in file order; with a storage, the first ones get files (DEMO_ACCOUNT_FILES). */
/** The sizes of the reference lists, which a demo company's must be one of. */
const TAMANIOS: readonly string[] = [...TAMANIOS_EMPRESA, ...TAMANIOS_ASOCIACION];

export async function seedDemoOrganizaciones(ctx: SeedContext, accounts: readonly DemoOrganizacion[], storage?: Storage): Promise<void> {
  const pairs: CompanyPair[] = [];
  for (const account of accounts) {
    if (!TAMANIOS.includes(account.org_tamanio)) throw new Error(`${account.usuario}: org_tamanio '${account.org_tamanio}' is not a size of the reference lists`);
    const password_hash = await ctx.passwords.get(account.password);
    const place = ctx.places.at(account.codigo_postal);
    const es_persona = account.nombre !== undefined && account.apellidos !== undefined;
    const name: Person = es_persona
      ? { nombre: account.nombre ?? '', apellidos: account.apellidos ?? '' }
      : { nombre: account.org_nombre, apellidos: '' };
    const company = companyRecord(ctx, account.usuario, account.org_nombre, place, {
      org_tipo: account.org_tipo,
      org_tamanio: account.org_tamanio,
      estado_pago: account.estado_pago,
      org_convenio: account.org_convenio ?? null,
      es_persona,
      persona: es_persona ? name : undefined,
      alta: PROGRAMME_START,
    });
    const user = {
      ...seedUserRow(account, name, company.org_email ?? ''),
      password_hash,
      telefono: company.org_telefono ?? null,
    };
    const files = DEMO_ACCOUNT_FILES[pairs.length];
    if (storage && files) await attachFiles(ctx, storage, company, files, pairs.length);
    pairs.push([user, company]);
  }
  await insertCompanies(ctx, pairs);
}

/**
 * `count` generated organisations; some of those without an agreement get a commission agent of
 * `comisionistas`. Those that left get their baja in the history, and one in twenty of the others
 * left once and came back (a baja, then the alta of their registration date); with a storage, some
 * get a logo and certificates (`programmeFiles`).
 */
export async function seedProgrammeOrganizaciones(
  ctx: SeedContext,
  count: number,
  comisionistas: readonly number[],
  extras: ProgrammeExtras = {},
): Promise<void> {
  const pairs: CompanyPair[] = [];
  for (let i = 0; i < count; i++) pairs.push(await randomCompany(ctx, comisionistas));
  const { storage } = extras;
  if (storage) {
    for (const [i, [, company]] of pairs.entries()) await attachFiles(ctx, storage, company, programmeFiles(i), i);
  }
  await insertCompanies(ctx, pairs);
  await seedEstados(ctx, pairs.map(([, company]) => company), extras.adminId ?? null);
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The baja/alta history of generated companies (part 2 §4), after they are inserted: each one de
 * baja has its baja row; one in twenty of the others, registered long enough, left once and came
 * back on its registration date (the alta sets it). Draws come after every company's, so the
 * companies are the same as without a history.
 */
async function seedEstados(ctx: SeedContext, companies: readonly NewOrganizacion[], adminId: number | null): Promise<void> {
  const ids = await orgIdsByCif(ctx.db, companies.map((company) => company.org_cif));
  const rows: NewEstadoOrganizacion[] = [];
  for (const [i, company] of companies.entries()) {
    const org_id = ids.get(company.org_cif);
    const alta = company.org_fecha_alta ?? PROGRAMME_START;
    if (org_id === undefined) continue;
    if (company.org_fecha_baja) {
      const baja = company.org_fecha_baja;
      rows.push({ org_id, tipo: 'baja', fecha: calendarDay(baja), observaciones: company.org_observaciones_baja ?? null, admin_id: adminId, created_at: baja });
    } else if (i % 20 === 7 && alta.getTime() - PROGRAMME_START.getTime() > 90 * DAY) {
      const baja = ctx.rng.date(PROGRAMME_START, new Date(alta.getTime() - 60 * DAY));
      const observaciones = ctx.rng.pick(['Baja voluntaria', 'Impago de cuotas', 'Cese temporal de actividad']);
      rows.push({ org_id, tipo: 'baja', fecha: calendarDay(baja), observaciones, admin_id: adminId, created_at: baja });
      rows.push({ org_id, tipo: 'alta', fecha: calendarDay(alta), observaciones: 'Reincorporación al programa', admin_id: adminId, created_at: alta });
    }
  }
  await insertInChunks(rows, (chunk) => insertEstadosOrganizacion(ctx.db, chunk));
}

function companyRecord(
  ctx: SeedContext,
  orgCif: string,
  org_nombre: string,
  place: PoblacionRow,
  facts: {
    org_tipo: string;
    org_tamanio: string;
    estado_pago: 'pagado' | 'pendiente';
    org_convenio: string | null;
    es_persona: boolean;
    persona: Person | undefined;
    alta: Date;
  },
): NewOrganizacion {
  const rng = ctx.rng;
  const catalan = isCatalan(place);
  const domain = `${slug(org_nombre)}.${catalan && rng.chance(0.5) ? 'cat' : 'es'}`;
  const contact = facts.persona ?? person(rng, catalan);
  const billing = facts.persona ?? person(rng, catalan);
  const telefono = landline(rng, place);
  return {
    org_cif: orgCif,
    org_nombre,
    es_persona: facts.es_persona,
    org_persona_nombre: facts.persona?.nombre ?? null,
    org_persona_apellido: facts.persona?.apellidos ?? null,
    org_direccion: street(rng, place, !facts.es_persona && facts.org_tipo === 'empresa'),
    org_codigo_postal: place.codigo_postal,
    org_poblacion: place.poblacion,
    org_provincia: place.provincia,
    org_pais: PAIS_ESPANA,
    org_email: `${catalan ? 'info' : 'contacto'}@${domain}`,
    org_telefono: telefono,
    org_web: facts.es_persona ? null : `https://www.${domain}`,
    persona_contacto_nombre: `${contact.nombre} ${contact.apellidos}`,
    persona_contacto_cargo: facts.es_persona ? 'Titular' : cargo(rng, catalan),
    persona_contacto_telefono: mobile(rng),
    persona_contacto_email: `${mailbox(contact)}@${domain}`,
    contacto_facturacion_nombre: `${billing.nombre} ${billing.apellidos}`,
    contacto_facturacion_email: `${catalan ? 'administracio' : 'administracion'}@${domain}`,
    contacto_facturacion_telefono: telefono,
    org_tipo: facts.org_tipo,
    org_tamanio: facts.org_tamanio,
    org_convenio: facts.org_convenio,
    fecha_creacion: facts.alta,
    org_fecha_alta: facts.alta,
    estado_pago: facts.estado_pago,
    alerta_pago: facts.estado_pago === 'pendiente',
    created_at: facts.alta,
  };
}

async function randomCompany(ctx: SeedContext, comisionistas: readonly number[]): Promise<CompanyPair> {
  const rng = ctx.rng;
  const place = ctx.places.random(rng);
  const catalan = isCatalan(place);
  const kind = rng.weighted([
    ['empresa', 85],
    ['asociacion', 10],
    ['persona', 5],
  ] as const);
  const alta = rng.date(PROGRAMME_START, REFERENCE_DATE);
  const baja = rng.chance(0.06) ? rng.date(alta, REFERENCE_DATE) : null;
  const convenio = kind === 'empresa' && rng.chance(0.15) ? rng.pick(LISTAS.empresa_convenios.opciones).id : null;

  let orgCif: string;
  let org_nombre: string;
  let persona: Person | undefined;
  let org_tamanio: string;
  if (kind === 'persona') {
    persona = person(rng, catalan);
    orgCif = ctx.personalId();
    org_nombre = `${persona.nombre} ${persona.apellidos}`;
    org_tamanio = 'pme_50';
  } else if (kind === 'asociacion') {
    org_nombre = ctx.unique(() => associationName(rng, catalan), ctx.usedNames);
    orgCif = ctx.companyId('G', place);
    org_tamanio = rng.pick(TAMANIOS_ASOCIACION);
  } else {
    const form = rng.weighted<LegalForm>([
      ['S.L.', 60],
      ['S.A.', 25],
      ['S.L.U.', 10],
      ['S.Coop.', 5],
    ]);
    org_nombre = ctx.unique(() => companyName(rng, catalan, form), ctx.usedNames);
    orgCif = ctx.companyId(CIF_LETTER[form], place);
    org_tamanio = rng.weighted([
      ['ge_250', 15],
      ['emp_50_250', 35],
      ['pme_50', 50],
    ] as const);
  }

  const company = companyRecord(ctx, orgCif, org_nombre, place, {
    org_tipo: kind === 'asociacion' ? 'asociacion' : 'empresa',
    org_tamanio,
    estado_pago: rng.chance(0.12) ? 'pendiente' : 'pagado',
    org_convenio: convenio,
    es_persona: kind === 'persona',
    persona,
    alta,
  });
  company.org_facturar_dapcon_convenio = convenio !== null && rng.chance(0.5);
  company.integracion_api = rng.chance(0.08);
  company.exento_cuota = rng.chance(0.04);
  company.org_fecha_baja = baja;
  company.org_observaciones_baja = baja ? rng.pick(['Cese de actividad', 'Baja voluntaria', 'Fusión con otra empresa', 'Impago de cuotas']) : null;
  // The commissions tab only exists for companies without an agreement (spec part 2 §2.5).
  if (convenio === null && comisionistas.length > 0 && rng.chance(0.25)) {
    company.comisionista_id = rng.pick(comisionistas);
    company.tipo_comision = rng.pick(LISTAS.tipo_comision.opciones).id;
  }

  const name: Person = persona ?? { nombre: org_nombre, apellidos: '' };
  const user: NewUsuario = {
    usuario: orgCif,
    password_hash: await ctx.passwords.get(BULK_PASSWORD.organizacion),
    email: company.org_email ?? '',
    nombre: name.nombre,
    apellidos: name.apellidos,
    telefono: company.org_telefono ?? null,
    modulo_app: 'organizacion',
    perfil: 5,
    activo: baja === null,
    fecha_baja: baja,
    created_at: alta,
  };
  return [user, company];
}

/** Inserts the accounts, then the organisations, in order. */
async function insertCompanies(ctx: SeedContext, pairs: CompanyPair[]): Promise<void> {
  const ids = await insertSeedUsers(ctx, pairs.map(([user]) => user));
  const rows = pairs.map(([user, company]) => ({ ...company, usuario_id: seededUserId(ids, user.usuario) }));
  await insertInChunks(rows, (chunk) => insertOrganizaciones(ctx.db, chunk));
  ctx.counts.organizaciones += rows.length;
}
