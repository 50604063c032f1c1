/**
 * The seed, an orchestrator over the areas' seeds: reference data, the demo accounts of
 * `api/seed/demo-accounts.json` and, for size 'demo', a believable programme of a few hundred
 * companies and consultants. Deterministic: one seed context (a fixed pseudo-random seed and
 * reference date) goes through the phases below in a fixed order, so every machine gets the
 * same data. Runs on the first start of an empty database (SEED_ON_START) and from
 * `npm run seed -w api`.
 */
import type { Database } from '../db/database';
import type { Storage } from '../plugins/app/storage';
import { findUserForLogin, hasNoUsers } from '../auth/accounts';
import { seedDemoAdmins } from '../areas/auth';
import { seedDemoConsultores, seedProgrammeConsultores, seedUsuariosAsociacion } from '../areas/consultores';
import { seedArchivosContenido, seedBiblioteca, seedComunicaciones, seedContenidos, seedCriterios } from '../areas/contenidos';
import { RECORDATORIOS_DAPCON, seedDemoDapcons } from '../areas/dapcon';
import { seedFinanzas } from '../areas/finanzas';
import { seedDemoOrganizaciones, seedProgrammeOrganizaciones } from '../areas/empresas';
import { seedClasificacion } from '../areas/parametros';
import { seedAvisosPanel } from '../areas/panel';
import { seedRcps } from '../areas/rcp';
import { seedReferencia } from '../areas/referencia';
import { seedAuditoriaRetencion } from '../areas/sistema';
import { seedRecordatorios, seedRecordatoriosEnviados } from '../areas/recordatorios';
import { SeedContext, type SeedSummary } from './context';
import { readDemoAccounts, type DemoAccount, type DemoAdmin, type DemoConsultor, type DemoOrganizacion } from './demo-accounts';

export type { SeedSummary } from './context';
export type SeedSize = 'demo' | 'test';

/** How big the generated programme is (size 'demo'). */
const PROGRAMME = { organizaciones: 260, consultores: 110 };

/** True when the database has no users yet. */
export function isDatabaseEmpty(db: Database): Promise<boolean> {
  return hasNoUsers(db);
}

/** Where the seed may put files. */
export interface SeedOptions {
  /**
   * The uploaded files' storage: with it, size 'demo' gives some companies a logo and ISO 14001 /
   * EMAS certificates, and the declarations their documents. Without it (the tests' seeds) nothing has files.
   */
  storage?: Storage | undefined;
  /** Called once the database is found empty, before the seed starts (the first start's progress). */
  onStart?: () => void;
}

/** Seeds only a database without users; answers what it created, or null. */
export async function seedIfEmpty(db: Database, size: SeedSize, options: SeedOptions = {}): Promise<SeedSummary | null> {
  if (!(await isDatabaseEmpty(db))) return null;
  options.onStart?.();
  return seed(db, size, options);
}

interface DemoAccountsByModule {
  admins: DemoAdmin[];
  consultants: DemoConsultor[];
  companies: DemoOrganizacion[];
}

/**
 * The demo accounts by module. The seed creates them a module at a time, so the file must list
 * them that way (administrators, consultants, companies): the draws then happen in file order.
 */
function byModule(accounts: readonly DemoAccount[]): DemoAccountsByModule {
  const order = ['administrador', 'consultor', 'organizacion'];
  const ranks = accounts.map((account) => order.indexOf(account.modulo_app));
  if (ranks.some((rank, i) => i > 0 && rank < (ranks[i - 1] ?? rank))) {
    throw new Error('demo-accounts.json must list the administrators, then the consultants, then the companies');
  }
  const out: DemoAccountsByModule = { admins: [], consultants: [], companies: [] };
  for (const account of accounts) {
    if (account.modulo_app === 'administrador') out.admins.push(account);
    else if (account.modulo_app === 'consultor') out.consultants.push(account);
    else out.companies.push(account);
  }
  return out;
}

/**
 * Seeds an empty database, in one transaction; answers what it created. Files are stored before
 * the rows that name them: if the transaction fails, the storage sweep removes them.
 */
export async function seed(db: Database, size: SeedSize, options: SeedOptions = {}): Promise<SeedSummary> {
  const storage = size === 'demo' ? options.storage : undefined;
  const accounts = readDemoAccounts();
  const demo = byModule(accounts);
  return db.transaction(async (tx) => {
    const ctx = new SeedContext(tx, await seedReferencia(tx));
    // The RCP catalogue draws nothing: the draws below are the same with or without it.
    await seedRcps(tx);
    // Draws nothing: the ECO Platform product classification (its root folder and a demo part of the sample file).
    await seedClasificacion(tx);
    // Draws nothing: the dashboard's windows (the parameter folder avisos_panel).
    await seedAvisosPanel(tx);
    await seedAuditoriaRetencion(tx);
    // Draws nothing: the reminders' days and switches (the parameter folder recordatorios).
    await seedRecordatorios(tx);
    // The demo accounts' ids and names are taken before anything is drawn: nothing generated repeats them.
    for (const account of accounts) {
      ctx.usedIds.add(account.usuario);
      if (account.modulo_app === 'organizacion') ctx.usedNames.add(account.org_nombre);
    }
    await seedDemoAdmins(ctx, demo.admins);
    const comisionistas = await seedDemoConsultores(ctx, demo.consultants);
    await seedDemoOrganizaciones(ctx, demo.companies, storage);
    if (size === 'demo') {
      comisionistas.push(...(await seedProgrammeConsultores(ctx, PROGRAMME.consultores)));
      // The programme's bajas and altas were given by the first demo administrator.
      const [firstAdmin] = demo.admins;
      const admin = firstAdmin ? await findUserForLogin(tx, firstAdmin.usuario, 'administrador') : undefined;
      await seedProgrammeOrganizaciones(ctx, PROGRAMME.organizaciones, comisionistas, { storage, adminId: admin?.id ?? null });
    }
    // Draws nothing: the demo companies' declarations in every state (size 'test': the five of
    // TEST_DAPCON_IDS, one per state) and, with a storage, their documents.
    ctx.counts.archivos += (await seedDemoDapcons(tx, demo.companies, size, storage)).documentos;
    // Last: the money side reads the companies and declarations above (tariffs, fees, payments).
    await seedFinanzas(ctx, size, { storage, cuentasDemo: demo.companies.map((c) => c.usuario) });
    // The association's users beyond the demo administrators: last, with their own generator, so every id and draw above stays.
    if (size === 'demo') await seedUsuariosAsociacion(ctx);
    // Draws nothing: the web contents (size 'demo' only) and, with a storage, their images.
    if (size === 'demo') ctx.counts.archivos += await seedContenidos(tx, storage);
    // Draws nothing: a communication sent from the first content, its recipients in final states (size 'demo' only).
    if (size === 'demo') await seedComunicaciones(tx);
    // Draws nothing: the expiry reminders the demo's published declarations were sent (size 'demo' only).
    if (size === 'demo') await seedRecordatoriosEnviados(tx, RECORDATORIOS_DAPCON);
    // Draws nothing: the front page's banner criteria (size 'demo' only).
    if (size === 'demo') await seedCriterios(tx);
    // Some of them with their files (a PDF or an image each), with a storage only.
    if (size === 'demo' && storage) ctx.counts.archivos += await seedArchivosContenido(tx, storage);
    // Draws nothing: the document library (size 'demo' only); its documents' files with a storage only.
    if (size === 'demo') ctx.counts.archivos += await seedBiblioteca(tx, storage);
    return ctx.summary();
  });
}
