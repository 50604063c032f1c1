// Backing up and restoring an installation (docs/deploy.md, "Backup and restore"). A backup is a folder:
//
//   <dir>/database.dump   pg_dump --format=custom of DATABASE_URL (every schema: the data and the migration history)
//   <dir>/storage/        a copy of the storage folder (STORAGE_DIR), its keys as paths: logos/…, documentos/…
//   <dir>/backup.json     when it was made, of which database, how many files, by which pg_dump
//
// With STORAGE_DRIVER=s3 the files are in a bucket, which the storage provider keeps (versioning, its own
// backups): only the database is dumped, and restored.
//
// Usage (the environment, plus api/.env as the API reads it; a relative <dir> is taken from where npm was run):
//   npm run backup -- <dir>              refuses a <dir> that exists and is not empty
//   npm run restore -- <dir> [--force]   refuses a database that holds tables, unless --force
//
// pg_dump and pg_restore are the machine's (PostgreSQL's client programs, on PATH), of the server's major
// version or newer. They are spawned with argument arrays, never through a shell, and the password of
// DATABASE_URL reaches them in PGPASSWORD, not on their command line (which `ps` shows to every user).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// The storage's folders (api/src/plugins/app/storage.ts STORAGE_FOLDERS).
const FOLDERS = ['logos', 'documentos', 'contenidos', 'documentos-biblioteca'];
/** `<key file>.<uuid>.part`: a write of the local storage that never reached its rename. */
const PARTIAL = /\.part$/;

/**
 * The settings the API would read: the environment, plus api/.env for what it lacks. This repeats three
 * rules of api/src/config.ts (readEnvFile; empty means unset; STORAGE_DIR, default DATA_DIR/storage, DATA_DIR
 * default .data, relative to the repository root), because plain Node cannot import its TypeScript;
 * deploy/backup.test.ts checks that both give the same folder.
 */
export function settingsOf(env = process.env, envFile = path.join(ROOT, 'api', '.env')) {
  const merged = { ...(fs.existsSync(envFile) ? parseEnv(fs.readFileSync(envFile, 'utf8')) : {}), ...env };
  const value = (key) => (merged[key] === undefined || merged[key] === '' ? undefined : merged[key]);
  const dataDir = path.resolve(ROOT, value('DATA_DIR') ?? '.data');
  return {
    databaseUrl: value('DATABASE_URL'),
    storageDriver: value('STORAGE_DRIVER') ?? 'local',
    storageDir: value('STORAGE_DIR') ? path.resolve(ROOT, value('STORAGE_DIR')) : path.join(dataDir, 'storage'),
    bucket: value('S3_BUCKET'),
  };
}

/**
 * What pg_dump, pg_restore and node-postgres are given: the URL without its password, with a user name
 * (the operating-system account when it has none, as psql and the API do), and PGPASSWORD.
 */
function connection(databaseUrl) {
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be set to the PostgreSQL database (postgres://…). The embedded PGlite database is the folder DATA_DIR/pglite: stop the API and copy it.');
  }
  const url = new URL(databaseUrl);
  if (!url.username) url.username = process.env.PGUSER ?? process.env.USER ?? os.userInfo().username;
  // node-postgres is in this process: it takes the whole URL.
  const clientUrl = url.toString();
  const password = decodeURIComponent(url.password);
  url.password = '';
  const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username);
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return { url: url.toString(), clientUrl, database, env };
}

/** Runs a program with an argument array; answers its output, or throws with its error output. */
function run(program, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(`${program} was not found on PATH: install PostgreSQL's client programs (Debian: apt-get install postgresql-client), of the server's major version or newer.`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout.trim());
      else reject(new Error(`${program} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

/** The files of a storage tree, by folder (half-written `.part` files left out). */
function countFiles(dir) {
  const counts = Object.fromEntries(FOLDERS.map((folder) => [folder, 0]));
  for (const folder of FOLDERS) {
    const sub = path.join(dir, folder);
    if (!fs.existsSync(sub)) continue;
    counts[folder] = fs.readdirSync(sub).filter((name) => !PARTIAL.test(name) && fs.statSync(path.join(sub, name)).isFile()).length;
  }
  return counts;
}

/** Copies the storage folders of one tree into another (what is there under the same name is replaced). */
function copyStorage(from, to) {
  for (const folder of FOLDERS) {
    if (!fs.existsSync(path.join(from, folder))) continue;
    fs.cpSync(path.join(from, folder), path.join(to, folder), { recursive: true, filter: (source) => !PARTIAL.test(source) });
  }
}

/** node-postgres, from the API's dependencies. */
const pg = () => createRequire(path.join(ROOT, 'api', 'package.json'))('pg');

/** The tables, views and sequences outside PostgreSQL's own schemas: 0 for a database fresh from CREATE DATABASE. */
async function relationCount({ clientUrl }) {
  const client = new (pg().Client)({ connectionString: clientUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'S', 'v', 'm') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** `npm run backup -- <dir>`: answers what backup.json records. */
export async function backup(dir, env = process.env, log = console.log) {
  const settings = settingsOf(env);
  const db = connection(settings.databaseUrl);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`Refused: ${dir} exists and is not empty. Back up into a new folder.`);
  const pgDump = await run('pg_dump', ['--version'], db.env);

  // Readable by its owner only: it holds every account's data and password hash.
  const created = !fs.existsSync(dir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    return await write(dir, settings, db, pgDump, log);
  } catch (error) {
    // A backup is whole or absent: what this run wrote goes.
    if (created) fs.rmSync(dir, { recursive: true, force: true });
    else for (const name of ['database.dump', 'storage', 'backup.json']) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    throw error;
  }
}

/** Writes the three parts of a backup into `dir`, which exists and is empty. */
async function write(dir, settings, db, pgDump, log) {
  const dump = path.join(dir, 'database.dump');
  await run('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${db.url}`], db.env);
  log(`Database ${db.database} dumped into ${dump} (${(fs.statSync(dump).size / 1_048_576).toFixed(1)} MB).`);

  let files = null;
  if (settings.storageDriver === 's3') {
    log(`STORAGE_DRIVER=s3: the files are in the bucket ${settings.bucket ?? ''}, which the storage provider keeps (turn on its versioning); only the database was dumped.`);
  } else {
    // After the dump: a file uploaded meanwhile is copied too (no row of the dump names it; the sweep removes it
    // after a restore), and only a document replaced in the seconds between the two can be missing.
    fs.mkdirSync(path.join(dir, 'storage'));
    if (fs.existsSync(settings.storageDir)) copyStorage(settings.storageDir, path.join(dir, 'storage'));
    else log(`No storage folder at ${settings.storageDir} (STORAGE_DIR): no files to copy.`);
    files = countFiles(path.join(dir, 'storage'));
    log(`Files copied from ${settings.storageDir}: ${FOLDERS.map((f) => `${files[f]} in ${f}`).join(', ')}.`);
  }

  const record = { created: new Date().toISOString(), database: db.database, pgDump, storage: { driver: settings.storageDriver, files } };
  fs.writeFileSync(path.join(dir, 'backup.json'), `${JSON.stringify(record, null, 2)}\n`);
  log(`Backup complete: ${dir}`);
  return record;
}

/** `npm run restore -- <dir> [--force]` */
export async function restore(dir, { force = false } = {}, env = process.env, log = console.log) {
  const settings = settingsOf(env);
  const db = connection(settings.databaseUrl);
  const recordFile = path.join(dir, 'backup.json');
  if (!fs.existsSync(recordFile) || !fs.existsSync(path.join(dir, 'database.dump'))) {
    throw new Error(`${dir} is not a backup of npm run backup (no backup.json and database.dump).`);
  }
  const record = JSON.parse(fs.readFileSync(recordFile, 'utf8'));
  await run('pg_restore', ['--version'], db.env);

  const relations = await relationCount(db);
  if (relations > 0 && !force) {
    throw new Error(
      `Refused: the database ${db.database} is not empty (${relations} tables, views and sequences). Restore into an empty database (CREATE DATABASE), or give --force to replace what the backup holds.`,
    );
  }

  // Files first: if the database then fails, a file no row names is harmless (the sweep removes it).
  const files = path.join(dir, 'storage');
  if (settings.storageDriver === 's3') {
    log(`STORAGE_DRIVER=s3: the files are restored from the bucket's own versions, not by this command.`);
    if (fs.existsSync(files)) log(`This backup holds a storage folder: to move it into the bucket, restore it with STORAGE_DRIVER=local, then run npm run storage-copy.`);
  } else if (fs.existsSync(files)) {
    fs.mkdirSync(settings.storageDir, { recursive: true, mode: 0o750 });
    copyStorage(files, settings.storageDir);
    const counts = countFiles(files);
    log(`Files restored into ${settings.storageDir}: ${FOLDERS.map((f) => `${counts[f]} in ${f}`).join(', ')}.`);
  }

  // One transaction: the database is the backup's, or as it was.
  await run(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${db.url}`, path.join(dir, 'database.dump')],
    db.env,
  );
  log(`Database ${db.database} restored from the backup of ${record.database} made ${record.created}.`);
}

async function main(argv) {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const [target] = rest.filter((arg) => arg !== '--force');
  if ((command !== 'backup' && command !== 'restore') || !target) {
    console.error('usage: npm run backup -- <dir>\n       npm run restore -- <dir> [--force]');
    return 2;
  }
  // npm runs scripts at the package root; the operator's folder is where npm was run.
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  if (command === 'backup') await backup(dir);
  else await restore(dir, { force });
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
