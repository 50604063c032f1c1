// Builds every remote as the live release built it: the source of the commit deploy/baseline.json names,
// with that commit's own contract, preset and shared-ui/shared-sdk ranges, into
// .tmp/baseline/<commit>/remotes/<folder>/ (about 15 s for the seven on two cores). e2e/tests/contract-compat.spec.ts serves these builds inside
// the shell and API of the working tree (docs/deploy.md, 'The contract across versions').
//
// The commit's files come from `git archive` into a folder of the building process under .tmp/baseline/
// (removed afterwards). Its node_modules is a folder of links to the root's packages (the same installed
// versions build it: when the baseline's package-lock.json recorded other versions, it says which, since
// its remotes then build with other versions of a library than they shipped with), except @dapcon/*,
// which link to the baseline's own workspaces: the remotes bundle the baseline's contract, not today's.
// A finished build is kept (a `.complete` file) and reused until the baseline moves.
//
// Usage: node e2e/baseline-remotes.mjs           (builds unless built; prints the folder)
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, ROOT } from '../scripts/workspaces.mjs';

/** The live release's commit, as deploy/baseline.json records it. */
export function baselineCommit() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy/baseline.json'), 'utf8')).commit;
}

/**
 * Why the baseline cannot be built here (no git history holding its commit), or null when it can.
 *
 * @example
 * const reason = baselineUnavailable(); if (reason) test.skip(true, reason);
 */
export function baselineUnavailable(commit = baselineCommit()) {
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: ROOT, stdio: 'ignore' });
    return null;
  } catch {
    return `the baseline commit ${commit} (deploy/baseline.json) is not in this checkout's git history (a shallow clone or an export): fetch it, or move the baseline`;
  }
}

/**
 * The folder of the baseline's remote builds (`<dir>/<folder>/mf-manifest.json`), built first when not
 * built yet, and how long that took (0 when reused) and any warning to print.
 *
 * @returns {Promise<{ commit: string, dir: string, seconds: number, warnings: string[] }>}
 */
export async function baselineRemotes(commit = baselineCommit()) {
  const builds = path.join(ROOT, '.tmp/baseline');
  const dir = path.join(builds, commit, 'remotes');
  const changed = packagesChanged(commit);
  const warnings = changed.length ? [`${commit.slice(0, 7)} installed other versions of ${changed.length} package(s), built with today's: ${changed.slice(0, 5).join(', ')}${changed.length > 5 ? '…' : ''}`] : [];
  if (fs.existsSync(path.join(dir, '.complete'))) return { commit, dir, seconds: 0, warnings };
  const started = Date.now();
  // A folder of this process's own: two runs at once in one checkout each build, and the first to finish is kept.
  const work = path.join(builds, `building-${process.pid}`);
  const src = path.join(work, 'src');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(src, { recursive: true });
  try {
    execFileSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${src}"`], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    linkNodeModules(src);
    const remotes = JSON.parse(fs.readFileSync(path.join(src, 'package.json'), 'utf8')).workspaces.filter((w) => w.startsWith('mf-'));
    const out = path.join(work, 'remotes');
    // In a process of its own, from the baseline's folder: its preset writes Module Federation's runtime
    // entry under <cwd>/node_modules/.federation.
    await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--compile', src, out, ...remotes], { cwd: src, stdio: ['ignore', 'inherit', 'inherit'] });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Building the remotes of ${commit} failed (exit ${code})`))));
    });
    fs.writeFileSync(path.join(out, '.complete'), `${commit}\n`);
    if (!fs.existsSync(path.join(dir, '.complete'))) {
      // The builds of an earlier baseline go: only the live release's are needed.
      for (const other of fs.readdirSync(builds)) if (/^[0-9a-f]{40}$/.test(other) && other !== commit) fs.rmSync(path.join(builds, other), { recursive: true, force: true });
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(path.dirname(dir), { recursive: true });
      fs.renameSync(out, dir);
    }
  } finally {
    // Links only: the root's packages stay.
    fs.rmSync(work, { recursive: true, force: true });
  }
  return { commit, dir, seconds: (Date.now() - started) / 1000, warnings };
}

/**
 * The installed packages whose version the baseline's package-lock.json records otherwise than the
 * working tree's (workspaces aside): its remotes are built with today's.
 */
function packagesChanged(commit) {
  const installed = (lock) =>
    Object.fromEntries(Object.entries(JSON.parse(lock).packages ?? {}).filter(([key, entry]) => key.includes('node_modules/') && !entry.link).map(([key, entry]) => [key, entry.version]));
  try {
    const then = installed(execFileSync('git', ['show', `${commit}:package-lock.json`], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }));
    const now = installed(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
    return [...new Set([...Object.keys(then), ...Object.keys(now)])].filter((key) => then[key] !== now[key]).map((key) => `${key.replace(/^.*node_modules\//, '')} ${then[key] ?? '-'} → ${now[key] ?? '-'}`);
  } catch {
    return ['(the baseline has no package-lock.json)'];
  }
}

/** node_modules of a copy of the repository at `src`: links to the root's packages, its own workspaces for @dapcon/*. */
export function linkNodeModules(src) {
  const modules = path.join(src, 'node_modules');
  fs.mkdirSync(path.join(modules, '@dapcon'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '@dapcon' || entry === '.federation' || entry.startsWith('.package-lock')) continue;
    fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  for (const workspace of JSON.parse(fs.readFileSync(path.join(src, 'package.json'), 'utf8')).workspaces) {
    const file = path.join(src, workspace, 'package.json');
    if (!fs.existsSync(file)) continue;
    // A workspace's own versions of a package (npm nests them when two ranges disagree).
    const nested = path.join(ROOT, workspace, 'node_modules');
    if (fs.existsSync(nested)) fs.symlinkSync(nested, path.join(src, workspace, 'node_modules'));
    const { name } = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (name.startsWith('@dapcon/')) fs.symlinkSync(path.join('..', '..', workspace), path.join(modules, name));
  }
}

/** The child: compiles each remote with the baseline's own webpack.config.js, two at a time. */
async function compile(src, out, remotes) {
  const { default: webpack } = await import('webpack');
  const one = async (remote) => {
    const { default: config } = await import(path.join(src, remote, 'webpack.config.js'));
    const resolved = typeof config === 'function' ? config({}, { mode: 'production' }) : config;
    resolved.output.path = path.join(out, remote);
    const t0 = Date.now();
    await new Promise((resolve, reject) =>
      webpack(resolved, (error, stats) => {
        if (error) return reject(error);
        if (stats.hasErrors()) return reject(new Error(`${remote}:\n${stats.toString('errors-only')}`));
        resolve();
      }),
    );
    console.log(`baseline: built ${remote} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  const queue = [...remotes];
  const worker = async () => {
    while (queue.length) await one(queue.shift());
  };
  await Promise.all([worker(), worker()]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--compile') {
    const [src, out, ...remotes] = process.argv.slice(3);
    compile(src, out, remotes).catch((e) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    });
  } else {
    const { dir, seconds, warnings } = await baselineRemotes();
    for (const w of warnings) console.warn(`baseline: ${w}`);
    console.log(`${dir}${seconds ? ` (built in ${seconds.toFixed(1)} s)` : ''}`);
    if (REMOTES.some((r) => !fs.existsSync(path.join(dir, r)))) console.warn('baseline: a remote of today is not in the baseline (new since)');
  }
}
