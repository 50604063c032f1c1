/**
 * `npm run seed -w api [-- --size demo|test] [-- --fresh] [-- --bench [--bench-count N]]`
 *
 * Migrates the configured database (PGlite in DATA_DIR, or DATABASE_URL) and
 * seeds it when it has no users. With --fresh it first drops every table, for
 * a clean demo programme. With --bench it then adds the bench seed's 100,000
 * companies (seed/bench.ts), once. Stop the server first: a PGlite folder has one owner.
 */
import { parseArgs } from 'node:util';
import { databaseTarget } from '../app';
import { ConfigError, parseConfig, readEnvFile } from '../config';
import { dropEverything, openDatabase } from '../db/database';
import { localStorage, type Storage } from '../plugins/app/storage';
import { s3Storage } from '../plugins/app/storage-s3';
import { BENCH_COMPANIES, BENCH_DAPCONS, hasBenchCompanies, seedBench, seedBenchDapcons, vacuumBenchDapcons, vacuumBenchTables } from './bench';
import { isDatabaseEmpty, seed, type SeedSize } from './index';

const USAGE = 'usage: npm run seed -w api -- [--size demo|test] [--fresh] [--bench [--bench-count N]]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'demo' },
      fresh: { type: 'boolean', default: false },
      bench: { type: 'boolean', default: false },
      'bench-count': { type: 'string', default: String(BENCH_COMPANIES) },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.size !== 'demo' && values.size !== 'test') {
    console.error(`--size must be demo or test\n${USAGE}`);
    return 2;
  }
  const size: SeedSize = values.size;
  const benchCount = Number(values['bench-count']);
  if (!Number.isInteger(benchCount) || benchCount < 1 || benchCount > 9_999_999) {
    console.error(`--bench-count must be a whole number from 1 to 9999999\n${USAGE}`);
    return 2;
  }

  readEnvFile();
  const config = parseConfig(process.env);
  const target = databaseTarget(config);
  const storage = await storageOf(config);
  const handle = await openDatabase(target);
  try {
    if (values.fresh) {
      await dropEverything(handle.db);
      console.log('Dropped every table.');
    }
    let outcome = '';
    await handle.migrate(async (db) => {
      if (!(await isDatabaseEmpty(db))) {
        outcome = 'The database already has users: nothing seeded. Use --fresh to start again from scratch.';
        return;
      }
      const summary = await seed(db, size, { storage });
      outcome = `Seeded (${size}): ${summary.usuarios} users, ${summary.organizaciones} companies, ${summary.consultores} consultants, ${summary.poblaciones} postal-code rows, ${summary.archivos} files.`;
    });
    console.log(`${target.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${target.dataDir}`}: ${outcome}`);
    if (values.bench) {
      if (await hasBenchCompanies(handle.db)) {
        console.log('The bench companies are there already: nothing added.');
      } else {
        const started = performance.now();
        const added = await handle.db.transaction((tx) => seedBench(tx, benchCount));
        await vacuumBenchTables(handle.db);
        const published = await handle.db.transaction((tx) => seedBenchDapcons(tx, Math.min(BENCH_DAPCONS, added)));
        await vacuumBenchDapcons(handle.db);
        console.log(
          `Bench seed: ${added} companies with their accounts and ${published} published declarations added in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
        );
      }
    }
    return 0;
  } finally {
    await handle.close();
  }
}

/** The storage the API would use (STORAGE_DRIVER): the demo programme's logos and certificates go there. */
async function storageOf(config: ReturnType<typeof parseConfig>): Promise<Storage> {
  if (config.storageDriver === 's3' && config.s3) {
    const bucket = s3Storage(config.s3);
    await bucket.check();
    return bucket;
  }
  return localStorage(config.storageDir);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
