/**
 * The seed: reference data, the demo accounts of `api/seed/demo-accounts.json`
 * and, for size 'demo', a believable programme of a few hundred companies and
 * consultants. Deterministic (a fixed pseudo-random seed and a fixed reference
 * date), so every machine gets the same data. Runs on the first start of an
 * empty database (SEED_ON_START) and from `npm run seed -w api`.
 */
import type { Database } from '../db/database';
import {
  consultores,
  idiomas,
  organizaciones,
  paises,
  parametros,
  parametrosTextos,
  poblaciones,
  usuarios,
} from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { poblacionRows, type PoblacionRow } from './data/poblaciones';
import {
  IDIOMA_CA,
  IDIOMA_ES,
  IDIOMAS,
  LISTAS,
  PAISES,
  TAMANIOS_ASOCIACION,
} from './data/referencia';
import { CONSULTORAS } from './data/nombres';
import { readDemoAccounts, type DemoAccount, type DemoConsultor, type DemoOrganizacion } from './demo-accounts';
import { cif, dni, nie } from './documents';
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
} from './people';
import { Random } from './random';

export type SeedSize = 'demo' | 'test';

export interface SeedSummary {
  usuarios: number;
  organizaciones: number;
  consultores: number;
  poblaciones: number;
}

/** How big the generated programme is (size 'demo'). */
const PROGRAMME = { organizaciones: 260, consultores: 110 };
const SEED = 20_260_101;
/** "Today" for the demo data, so dates do not drift with the clock. */
const REFERENCE_DATE = new Date('2026-11-01T09:00:00Z');
const PROGRAMME_START = new Date('2016-01-11T09:00:00Z');
const SPAIN = 1;
/** Bulk passwords: the demo accounts' ones, so any company or consultant can be tried. */
const BULK_PASSWORD = { organizacion: 'Demo-Empresa-2026', consultor: 'Demo-Consultor-2026', verificador: 'Demo-Verificador-2026' };
const CHUNK = 400;

type NewUsuario = typeof usuarios.$inferInsert;
type NewConsultor = Omit<typeof consultores.$inferInsert, 'usuario_id'>;
type NewOrganizacion = Omit<typeof organizaciones.$inferInsert, 'usuario_id'>;

/** Hashing is the slow part: each distinct password is hashed once and the hash reused. */
class PasswordHashes {
  private readonly hashes = new Map<string, Promise<string>>();
  get(password: string): Promise<string> {
    let hash = this.hashes.get(password);
    if (!hash) {
      hash = hashPassword(password);
      this.hashes.set(password, hash);
    }
    return hash;
  }
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: usuarios.id }).from(usuarios).limit(1);
  return row === undefined;
}

/** Seeds only a database without users; answers what it created, or null. */
export async function seedIfEmpty(db: Database, size: SeedSize): Promise<SeedSummary | null> {
  return (await isDatabaseEmpty(db)) ? seed(db, size) : null;
}

export async function seed(db: Database, size: SeedSize): Promise<SeedSummary> {
  const accounts = readDemoAccounts();
  return db.transaction(async (tx) => {
    const places = await seedReferencia(tx);
    const ctx = new SeedContext(tx, places);
    await ctx.createDemoAccounts(accounts);
    if (size === 'demo') await ctx.createProgramme();
    return ctx.summary(places.all.length);
  });
}

async function seedReferencia(db: Database): Promise<Places> {
  await db.insert(idiomas).values([...IDIOMAS]);
  await db.insert(paises).values([...PAISES]);

  const params: (typeof parametros.$inferInsert)[] = [];
  const textos: (typeof parametrosTextos.$inferInsert)[] = [];
  Object.entries(LISTAS).forEach(([listId, lista], listIndex) => {
    params.push({
      param_id: listId,
      param_padre_id: null,
      param_order: listIndex + 1,
      param_permiso: lista.permiso,
      param_admite_hijos: true,
      param_nombre: listId,
    });
    textos.push(
      { pt_param_id: listId, pt_idioma_id: IDIOMA_ES, pt_texto: lista.es },
      { pt_param_id: listId, pt_idioma_id: IDIOMA_CA, pt_texto: lista.ca },
    );
    lista.opciones.forEach((opcion, index) => {
      params.push({
        param_id: opcion.id,
        param_padre_id: listId,
        param_order: index + 1,
        param_permiso: lista.permiso,
        param_admite_hijos: false,
        param_nombre: opcion.es,
      });
      textos.push(
        { pt_param_id: opcion.id, pt_idioma_id: IDIOMA_ES, pt_texto: opcion.es, pt_descripcion: opcion.descripcion ?? null },
        { pt_param_id: opcion.id, pt_idioma_id: IDIOMA_CA, pt_texto: opcion.ca, pt_descripcion: opcion.descripcion ?? null },
      );
    });
  });
  await db.insert(parametros).values(params);
  await db.insert(parametrosTextos).values(textos);

  const rows = poblacionRows();
  await insertInChunks(rows, (chunk) => db.insert(poblaciones).values(chunk));
  return new Places(rows);
}

/** The postal-code table, for addresses that agree with it. */
class Places {
  private readonly byCode = new Map<string, PoblacionRow>();
  private readonly catalan: PoblacionRow[];
  private readonly rest: PoblacionRow[];

  constructor(readonly all: PoblacionRow[]) {
    for (const row of all) if (!this.byCode.has(row.codigo_postal)) this.byCode.set(row.codigo_postal, row);
    this.catalan = all.filter(isCatalan);
    this.rest = all.filter((row) => !isCatalan(row));
  }

  at(codigoPostal: string): PoblacionRow {
    const row = this.byCode.get(codigoPostal);
    if (!row) throw new Error(`Postal code ${codigoPostal} is not in the postal-code table`);
    return row;
  }

  /** The programme is run from Catalonia: most of its members are there. */
  random(rng: Random): PoblacionRow {
    return rng.pick(rng.chance(0.6) ? this.catalan : this.rest);
  }
}

class SeedContext {
  private readonly rng = new Random(SEED);
  private readonly passwords = new PasswordHashes();
  /** Tax ids handed out so far: they are unique across users. */
  private readonly used = new Set<string>();
  private readonly names = new Set<string>();
  private readonly comisionistas: number[] = [];
  private readonly counts = { usuarios: 0, organizaciones: 0, consultores: 0 };

  constructor(
    private readonly db: Database,
    private readonly places: Places,
  ) {}

  summary(poblacionesCount: number): SeedSummary {
    return { ...this.counts, poblaciones: poblacionesCount };
  }

  async createDemoAccounts(accounts: DemoAccount[]): Promise<void> {
    for (const account of accounts) {
      this.used.add(account.usuario);
      if (account.modulo_app === 'organizacion') this.names.add(account.org_nombre);
    }
    const admins: NewUsuario[] = [];
    const consultants: [NewUsuario, NewConsultor][] = [];
    const companies: [NewUsuario, NewOrganizacion][] = [];
    for (const account of accounts) {
      const password_hash = await this.passwords.get(account.password);
      if (account.modulo_app === 'administrador') {
        admins.push({
          ...this.user(account, account, `${mailbox(account)}@dapcon.example`),
          password_hash,
          telefono: landline(this.rng, this.places.at('08036')),
          recibir_notificacion: true,
        });
      } else if (account.modulo_app === 'consultor') {
        consultants.push(this.demoConsultant(account, password_hash));
      } else {
        companies.push(this.demoCompany(account, password_hash));
      }
    }
    await this.insertUsers(admins);
    await this.insertConsultants(consultants);
    await this.insertCompanies(companies);
  }

  async createProgramme(): Promise<void> {
    const consultants: [NewUsuario, NewConsultor][] = [];
    for (let i = 0; i < PROGRAMME.consultores; i++) consultants.push(await this.randomConsultant());
    await this.insertConsultants(consultants);

    const companies: [NewUsuario, NewOrganizacion][] = [];
    for (let i = 0; i < PROGRAMME.organizaciones; i++) companies.push(await this.randomCompany());
    await this.insertCompanies(companies);
  }

  private user(
    account: Pick<DemoAccount, 'usuario' | 'modulo_app' | 'perfil'>,
    name: Person,
    email: string,
  ): Omit<NewUsuario, 'password_hash'> {
    return {
      usuario: account.usuario,
      email,
      nombre: name.nombre,
      apellidos: name.apellidos,
      modulo_app: account.modulo_app,
      perfil: account.perfil,
      activo: true,
      created_at: PROGRAMME_START,
    };
  }

  private demoConsultant(account: DemoConsultor, password_hash: string): [NewUsuario, NewConsultor] {
    const place = this.places.at(account.codigo_postal);
    const email = `${mailbox(account)}@${slug(account.apellidos, 1)}consulting.example`;
    const user = { ...this.user(account, account, email), password_hash, telefono: mobile(this.rng) };
    const consultant = this.consultantRecord(account.usuario, account, place, email, user.telefono, {
      es_verificador: account.perfil === 4,
      es_comisionista: account.es_comisionista,
      alta: PROGRAMME_START,
    });
    return [user, consultant];
  }

  private demoCompany(account: DemoOrganizacion, password_hash: string): [NewUsuario, NewOrganizacion] {
    const place = this.places.at(account.codigo_postal);
    const es_persona = account.nombre !== undefined && account.apellidos !== undefined;
    const name: Person = es_persona
      ? { nombre: account.nombre ?? '', apellidos: account.apellidos ?? '' }
      : { nombre: account.org_nombre, apellidos: '' };
    const company = this.companyRecord(account.usuario, account.org_nombre, place, {
      org_tipo: account.org_tipo,
      org_tamanio: account.org_tamanio,
      estado_pago: account.estado_pago,
      org_convenio: account.org_convenio ?? null,
      es_persona,
      persona: es_persona ? name : undefined,
      alta: PROGRAMME_START,
    });
    const user = {
      ...this.user(account, name, company.org_email ?? ''),
      password_hash,
      telefono: company.org_telefono ?? null,
    };
    return [user, company];
  }

  /** Draws until `make` gives a value not drawn before (identifiers, company names). */
  private unique(make: () => string, used: Set<string> = this.used): string {
    for (;;) {
      const value = make();
      if (!used.has(value)) {
        used.add(value);
        return value;
      }
    }
  }

  private personalId(): string {
    // About one in ten people in the programme holds a foreigner's NIE.
    return this.unique(() =>
      this.rng.chance(0.1)
        ? nie(this.rng.pick(['X', 'Y', 'Z'] as const), this.rng.int(0, 9_999_999))
        : dni(this.rng.int(10_000_000, 79_999_999)),
    );
  }

  private companyId(letter: string, place: PoblacionRow): string {
    const province = Number(place.codigo_postal.slice(0, 2));
    return this.unique(() => cif(letter, province, this.rng.int(0, 99_999)));
  }

  private consultantRecord(
    nif: string,
    name: Person,
    place: PoblacionRow,
    email: string,
    movil: string | null | undefined,
    flags: { es_verificador: boolean; es_comisionista: boolean; alta: Date },
  ): NewConsultor {
    const catalan = isCatalan(place);
    const consultancy = this.rng.chance(0.7)
      ? `${name.apellidos.split(' ')[0]} ${this.rng.pick(CONSULTORAS)}, S.L.`
      : null;
    return {
      consultor_nif: nif,
      consultor_nombre: name.nombre,
      consultor_apellidos: name.apellidos,
      consultor_empresa_nombre: consultancy,
      consultor_empresa_cif: consultancy ? this.companyId('B', place) : null,
      consultor_direccion: street(this.rng, place, false),
      consultor_codigo_postal: place.codigo_postal,
      consultor_poblacion: place.poblacion,
      consultor_provincia: place.provincia,
      consultor_pais: SPAIN,
      consultor_movil: movil ?? mobile(this.rng),
      consultor_email: email,
      consultor_web: consultancy ? `https://www.${slug(consultancy)}.${catalan ? 'cat' : 'es'}` : null,
      es_verificador: flags.es_verificador,
      es_comisionista: flags.es_comisionista,
      consultor_fecha_alta: flags.alta,
    };
  }

  private async randomConsultant(): Promise<[NewUsuario, NewConsultor]> {
    const place = this.places.random(this.rng);
    const name = person(this.rng, isCatalan(place));
    const nif = this.personalId();
    const verificador = this.rng.chance(0.12);
    const alta = this.rng.date(PROGRAMME_START, REFERENCE_DATE);
    const baja = this.rng.chance(0.05) ? this.rng.date(alta, REFERENCE_DATE) : null;
    const email = `${mailbox(name)}${this.rng.int(1, 99)}@${this.rng.pick(['gmail.example', 'outlook.example', 'consultoria.example'])}`;
    const consultant = this.consultantRecord(nif, name, place, email, null, {
      es_verificador: verificador,
      es_comisionista: this.rng.chance(0.2),
      alta,
    });
    const user: NewUsuario = {
      usuario: nif,
      password_hash: await this.passwords.get(verificador ? BULK_PASSWORD.verificador : BULK_PASSWORD.consultor),
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

  private companyRecord(
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
    const catalan = isCatalan(place);
    const domain = `${slug(org_nombre)}.${catalan && this.rng.chance(0.5) ? 'cat' : 'es'}`;
    const contact = facts.persona ?? person(this.rng, catalan);
    const billing = facts.persona ?? person(this.rng, catalan);
    const telefono = landline(this.rng, place);
    return {
      org_cif: orgCif,
      org_nombre,
      es_persona: facts.es_persona,
      org_persona_nombre: facts.persona?.nombre ?? null,
      org_persona_apellido: facts.persona?.apellidos ?? null,
      org_direccion: street(this.rng, place, !facts.es_persona && facts.org_tipo === 'empresa'),
      org_codigo_postal: place.codigo_postal,
      org_poblacion: place.poblacion,
      org_provincia: place.provincia,
      org_pais: SPAIN,
      org_email: `${catalan ? 'info' : 'contacto'}@${domain}`,
      org_telefono: telefono,
      org_web: facts.es_persona ? null : `https://www.${domain}`,
      persona_contacto_nombre: `${contact.nombre} ${contact.apellidos}`,
      persona_contacto_cargo: facts.es_persona ? 'Titular' : cargo(this.rng, catalan),
      persona_contacto_telefono: mobile(this.rng),
      persona_contacto_email: `${mailbox(contact)}@${domain}`,
      contacto_facturacion_nombre: `${billing.nombre} ${billing.apellidos}`,
      contacto_facturacion_email: `${catalan ? 'administracio' : 'administracion'}@${domain}`,
      contacto_facturacion_telefono: telefono,
      org_tipo: facts.org_tipo,
      org_tamanio: facts.org_tamanio,
      org_convenio: facts.org_convenio,
      org_fecha_alta: facts.alta,
      estado_pago: facts.estado_pago,
      alerta_pago: facts.estado_pago === 'pendiente',
      created_at: facts.alta,
    };
  }

  private async randomCompany(): Promise<[NewUsuario, NewOrganizacion]> {
    const rng = this.rng;
    const place = this.places.random(rng);
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
      orgCif = this.personalId();
      org_nombre = `${persona.nombre} ${persona.apellidos}`;
      org_tamanio = 'pme_50';
    } else if (kind === 'asociacion') {
      org_nombre = this.unique(() => associationName(rng, catalan), this.names);
      orgCif = this.companyId('G', place);
      org_tamanio = rng.pick(TAMANIOS_ASOCIACION);
    } else {
      const form = rng.weighted<LegalForm>([
        ['S.L.', 60],
        ['S.A.', 25],
        ['S.L.U.', 10],
        ['S.Coop.', 5],
      ]);
      org_nombre = this.unique(() => companyName(rng, catalan, form), this.names);
      orgCif = this.companyId(CIF_LETTER[form], place);
      org_tamanio = rng.weighted([
        ['ge_250', 15],
        ['emp_50_250', 35],
        ['pme_50', 50],
      ] as const);
    }

    const company = this.companyRecord(orgCif, org_nombre, place, {
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
    if (convenio === null && this.comisionistas.length > 0 && rng.chance(0.25)) {
      company.comisionista_id = rng.pick(this.comisionistas);
      company.tipo_comision = rng.pick(LISTAS.tipo_comision.opciones).id;
    }

    const name: Person = persona ?? { nombre: org_nombre, apellidos: '' };
    const user: NewUsuario = {
      usuario: orgCif,
      password_hash: await this.passwords.get(BULK_PASSWORD.organizacion),
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

  private async insertUsers(rows: NewUsuario[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    await insertInChunks(rows, async (chunk) => {
      const inserted = await this.db
        .insert(usuarios)
        .values(chunk)
        .returning({ id: usuarios.id, usuario: usuarios.usuario });
      for (const { id, usuario } of inserted) ids.set(usuario, id);
    });
    this.counts.usuarios += rows.length;
    return ids;
  }

  private userId(ids: Map<string, number>, usuario: string): number {
    const id = ids.get(usuario);
    if (id === undefined) throw new Error(`User ${usuario} was not inserted`);
    return id;
  }

  private async insertConsultants(pairs: [NewUsuario, NewConsultor][]): Promise<void> {
    const ids = await this.insertUsers(pairs.map(([user]) => user));
    const rows = pairs.map(([user, consultant]) => ({ ...consultant, usuario_id: this.userId(ids, user.usuario) }));
    await insertInChunks(rows, async (chunk) => {
      const inserted = await this.db
        .insert(consultores)
        .values(chunk)
        .returning({ id: consultores.id, es_comisionista: consultores.es_comisionista });
      for (const { id, es_comisionista } of inserted) if (es_comisionista) this.comisionistas.push(id);
    });
    this.counts.consultores += rows.length;
  }

  private async insertCompanies(pairs: [NewUsuario, NewOrganizacion][]): Promise<void> {
    const ids = await this.insertUsers(pairs.map(([user]) => user));
    const rows = pairs.map(([user, company]) => ({ ...company, usuario_id: this.userId(ids, user.usuario) }));
    await insertInChunks(rows, (chunk) => this.db.insert(organizaciones).values(chunk));
    this.counts.organizaciones += rows.length;
  }
}
