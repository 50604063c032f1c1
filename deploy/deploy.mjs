// Publishing the product into a static root, one part at a time (docs/deploy.md):
//
//   <root>/index.html, main.[hash].js, …   the live shell (index.html and mf-manifest.json written last)
//   <root>/shell/<version>/                  every published shell, whole, for a rollback
//   <root>/remotes/<folder>/<version>/       every published build of each area
//   <root>/storybook/<version>/              every published build of the design system's Storybook, and
//   <root>/storybook/live → <version>        the live one (a symlink, swapped by rename), served at /storybook/
//   <root>/remotes.json                      container name → the live build's mf-manifest.json, and under
//                                            "areas" each live build's descriptor (its area.json: screens, menu)
//   <root>/releases.json                     each part's live version and the ones before it
//
// A version is the part's package.json version and a hash of its build (`0.1.0-3f9a1c2b`): the same build
// publishes to the same folder. Files are written to a temporary name and renamed, so a reader never sees
// half a remotes.json, releases.json or index.html. Old versions stay (a page opened before a publish
// still loads their chunks) until `prune` keeps the last N.
//
// Usage (npm run publish|rollback|releases|prune -- …; the root defaults to $WEB_ROOT or ./web):
//   node deploy/deploy.mjs publish <shell|mf-…|storybook> [--root <dir>] [--from <dist dir>]
//   node deploy/deploy.mjs rollback <shell|mf-…|storybook> [--root <dir>]
//   node deploy/deploy.mjs releases [--root <dir>]
//   node deploy/deploy.mjs prune [--keep <n>] [--root <dir>]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { externalizeStorybookPages } from './storybook.mjs';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Writes a file whole or not at all: a temporary name in the same folder, then a rename. */
export function writeAtomic(file, text) {
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}
const writeJsonAtomic = (file, value) => writeAtomic(file, `${JSON.stringify(value, null, 2)}\n`);

/** A remote's container name: its folder as an identifier ('mf-empresas' → 'mf_empresas'). */
const containerOf = (folder) => folder.replaceAll('-', '_');

/** The version of a build: its package version and a hash of every file's path and bytes. */
export function buildVersion(dist, packageVersion) {
  const hash = crypto.createHash('sha256');
  const walk = (dir) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(dist, file)).update(fs.readFileSync(file));
    }
  };
  walk(dist);
  return `${packageVersion}-${hash.digest('hex').slice(0, 8)}`;
}

/**
 * The singletons a remote's manifest needs that a shell's manifest does not provide in a version its
 * range accepts (the shell makes the same check at run time, shell/src/federation/checkSharedVersions.ts).
 *
 * @returns {{ pkg: string, needed: string, live: string | null }[]}
 */
export function incompatibilities(remoteManifest, shellManifest) {
  const provided = new Map((shellManifest?.shared ?? []).map((s) => [s.name, s.version]));
  const out = [];
  for (const { name, requiredVersion } of remoteManifest.shared ?? []) {
    if (!/^(react|react-dom|@dapcon\/shared-ui|@dapcon\/shared-sdk)(\/.*)?$/.test(name) || !requiredVersion) continue;
    const live = provided.get(name) ?? null;
    if (live === null || !satisfy(live, requiredVersion)) out.push({ pkg: name, needed: requiredVersion, live });
  }
  return out;
}

const describe = (problems) => problems.map((p) => `${p.pkg} ${p.needed} needed, ${p.live ?? 'not provided'} live`).join('; ');

function readReleases(root) {
  const file = path.join(root, 'releases.json');
  return fs.existsSync(file) ? readJson(file) : {};
}

function record(root, part, version) {
  const releases = readReleases(root);
  const entry = releases[part] ?? { live: null, history: [] };
  entry.history = [...entry.history.filter((v) => v !== version), version];
  entry.live = version;
  releases[part] = entry;
  writeJsonAtomic(path.join(root, 'releases.json'), releases);
}

/**
 * Copies a folder into place: into a temporary sibling first (where `prepare` may change the copy),
 * renamed when complete.
 */
function copyInto(from, to, prepare = () => {}) {
  if (fs.existsSync(to)) return; // the same build, published before
  const tmp = `${to}.${process.pid}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.cpSync(from, tmp, { recursive: true });
  prepare(tmp);
  fs.renameSync(tmp, to);
}

/**
 * The entries of a remotes.json that name a remote's manifest (container name → URL): the key "areas"
 * holds the live builds' descriptors beside them, which shells older than the descriptors skip.
 */
export function remoteEntries(remotes) {
  return Object.entries(remotes).filter(([name, url]) => name.startsWith('mf_') && typeof url === 'string');
}

/** The live remotes' manifests, by folder. */
function liveRemotes(root) {
  const file = path.join(root, 'remotes.json');
  const remotes = fs.existsSync(file) ? readJson(file) : {};
  return remoteEntries(remotes).map(([name, url]) => ({ name, url, manifest: path.join(root, url) })).filter((r) => fs.existsSync(r.manifest));
}

/**
 * Makes a build's descriptor (its area.json: screens and menu entries) the area's in remotes.json's
 * "areas": the shell routes and builds its menu by it. A build from before the descriptors has none;
 * the area's last one stays.
 */
export function withArea(remotes, container, buildDir) {
  const file = path.join(buildDir, 'area.json');
  if (!fs.existsSync(file)) return remotes;
  return { ...remotes, areas: { ...(remotes.areas ?? {}), [container]: readJson(file) } };
}

/** Refuses an area's build the live shell cannot run, naming the package, the range and the live version. */
function checkAgainstLiveShell(root, part, manifest, advice = '') {
  const shellFile = path.join(root, 'mf-manifest.json');
  if (!fs.existsSync(shellFile)) throw new Error(`No live shell in ${root}: publish the shell first (npm run publish -- shell)`);
  const problems = incompatibilities(manifest, readJson(shellFile));
  if (problems.length) throw new Error(`Refused: ${part} needs what the live shell does not provide: ${describe(problems)}${advice}`);
}

/** Refuses a shell that would not provide what a live area needs. */
function checkLiveRemotesAgainst(root, shellManifest) {
  const broken = liveRemotes(root)
    .map((r) => ({ name: r.name, problems: incompatibilities(readJson(r.manifest), shellManifest) }))
    .filter((r) => r.problems.length);
  if (broken.length) throw new Error(`Refused: live areas need what this shell does not provide: ${broken.map((b) => `${b.name}: ${describe(b.problems)}`).join(' | ')}. Publish builds of them for this shell first.`);
}

/**
 * Publishes one build of an area: refused, naming the package, the range and the live version, when the
 * live shell does not provide what it needs; else copied under remotes/<folder>/<version>/ and made live.
 */
export function publishRemote(root, folder, dist = path.join(ROOT, folder, 'dist')) {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`No build in ${dist}: run npm run build -- ${folder}`);
  checkAgainstLiveShell(root, folder, readJson(manifestFile), `. Publish a shell that provides it first, or build ${folder} against the live one.`);
  const version = buildVersion(dist, readJson(path.join(ROOT, folder, 'package.json')).version);
  fs.mkdirSync(path.join(root, 'remotes', folder), { recursive: true });
  copyInto(dist, path.join(root, 'remotes', folder, version));
  setLive(root, folder, version);
  record(root, folder, version);
  return version;
}

function setLive(root, folder, version) {
  const file = path.join(root, 'remotes.json');
  const remotes = fs.existsSync(file) ? readJson(file) : {};
  remotes[containerOf(folder)] = `/remotes/${folder}/${version}/mf-manifest.json`;
  // The entry and the descriptor change in one write: a shell never reads one build's menu with another's code.
  writeJsonAtomic(file, withArea(remotes, containerOf(folder), path.join(root, 'remotes', folder, version)));
}

/**
 * Publishes a shell: refused when a live area needs what it would not provide. Its files go to the root
 * (content-hashed names never clash), a whole copy to shell/<version>/, and mf-manifest.json then
 * index.html last, each by rename.
 */
export function publishShell(root, dist = path.join(ROOT, 'shell', 'dist')) {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run npm run build -- shell`);
  checkLiveRemotesAgainst(root, readJson(path.join(dist, 'mf-manifest.json')));
  const version = buildVersion(dist, readJson(path.join(ROOT, 'shell', 'package.json')).version);
  fs.mkdirSync(path.join(root, 'shell'), { recursive: true });
  copyInto(dist, path.join(root, 'shell', version));
  makeShellLive(root, version);
  record(root, 'shell', version);
  return version;
}

/**
 * The shell's files whose names do not change with the build: each publish or rollback writes them anew,
 * by rename, the page last (page-preloads.json: the signed-in frame's files, which the API's page names).
 */
const SHELL_POINTERS = ['page-preloads.json', 'mf-manifest.json', 'index.html'];

function makeShellLive(root, version) {
  const from = path.join(root, 'shell', version);
  const last = new Set(SHELL_POINTERS);
  for (const name of fs.readdirSync(from)) {
    if (last.has(name) || fs.statSync(path.join(from, name)).isDirectory()) continue;
    const to = path.join(root, name);
    if (!fs.existsSync(to)) fs.copyFileSync(path.join(from, name), to);
  }
  for (const name of SHELL_POINTERS) {
    if (fs.existsSync(path.join(from, name))) writeAtomic(path.join(root, name), fs.readFileSync(path.join(from, name)));
    else fs.rmSync(path.join(root, name), { force: true });
  }
  if (!fs.existsSync(path.join(root, 'remotes.json'))) writeJsonAtomic(path.join(root, 'remotes.json'), {});
}

/**
 * Publishes a build of the design system's Storybook (`npm run build-storybook`): copied under
 * storybook/<version>/ with its pages' inline scripts moved into files (nginx serves it with
 * `script-src 'self'`, docs/deploy.md), then made live by swapping the symlink storybook/live. It is a
 * part of its own: nothing else depends on it, and /storybook/ answers 404 until it is published.
 */
export function publishStorybook(root, dist = path.join(ROOT, 'shared-ui', 'storybook-static')) {
  if (!fs.existsSync(path.join(dist, 'index.json')) || !fs.existsSync(path.join(dist, 'iframe.html'))) {
    throw new Error(`No Storybook built in ${dist}: run npm run build-storybook`);
  }
  const version = buildVersion(dist, readJson(path.join(ROOT, 'shared-ui', 'package.json')).version);
  fs.mkdirSync(path.join(root, 'storybook'), { recursive: true });
  copyInto(dist, path.join(root, 'storybook', version), externalizeStorybookPages);
  makeStorybookLive(root, version);
  record(root, 'storybook', version);
  return version;
}

/** Points storybook/live at a version: a new symlink renamed over the old one, so a reader sees either. */
function makeStorybookLive(root, version) {
  const live = path.join(root, 'storybook', 'live');
  const tmp = `${live}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.symlinkSync(version, tmp);
  fs.renameSync(tmp, live);
}

/** The folder that holds a part's versions. */
const versionsOf = (root, part) => path.join(root, part === 'shell' || part === 'storybook' ? part : path.join('remotes', part));

/**
 * Makes the version before the live one live again (the live one stays on disk), under the same check
 * as publishing it: an area the live shell cannot run, or a shell a live area cannot run on, is refused.
 */
export function rollback(root, part) {
  const releases = readReleases(root);
  const entry = releases[part];
  const at = entry ? entry.history.indexOf(entry.live) : -1;
  if (at < 1) throw new Error(`No version of ${part} before ${entry?.live ?? 'none'} to roll back to`);
  const previous = entry.history[at - 1];
  if (part === 'shell') {
    checkLiveRemotesAgainst(root, readJson(path.join(root, 'shell', previous, 'mf-manifest.json')));
    makeShellLive(root, previous);
  } else if (part === 'storybook') {
    makeStorybookLive(root, previous);
  } else {
    checkAgainstLiveShell(root, `${part} ${previous}`, readJson(path.join(root, 'remotes', part, previous, 'mf-manifest.json')));
    setLive(root, part, previous);
  }
  entry.live = previous;
  writeJsonAtomic(path.join(root, 'releases.json'), releases);
  return previous;
}

/** Each part's live version and the ones published before it, newest first. */
export function releases(root) {
  return Object.entries(readReleases(root)).map(([part, { live, history }]) => ({ part, live, previous: history.filter((v) => v !== live).reverse() }));
}

/**
 * Deletes the versions of each part older than the last `keep` published, never the live one. A pruned
 * shell's files at the root (its content-hashed scripts) go too, unless a kept shell has them.
 */
export function prune(root, keep = 3) {
  const all = readReleases(root);
  const removed = [];
  for (const [part, entry] of Object.entries(all)) {
    const kept = new Set([...entry.history.slice(-keep), entry.live]);
    const pruned = entry.history.filter((v) => !kept.has(v));
    if (part === 'shell') removeRootFilesOf(root, pruned, [...kept]);
    for (const version of pruned) {
      fs.rmSync(path.join(versionsOf(root, part), version), { recursive: true, force: true });
      removed.push(`${part} ${version}`);
    }
    entry.history = entry.history.filter((v) => kept.has(v));
  }
  writeJsonAtomic(path.join(root, 'releases.json'), all);
  return removed;
}

/** The root's copies of the files of pruned shells that no kept shell has (never the live pointers). */
function removeRootFilesOf(root, pruned, kept) {
  const filesOf = (version) => {
    const dir = path.join(root, 'shell', version);
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isFile()) : [];
  };
  const keep = new Set([...SHELL_POINTERS, 'remotes.json', 'releases.json', ...kept.flatMap(filesOf)]);
  for (const name of pruned.flatMap(filesOf)) if (!keep.has(name)) fs.rmSync(path.join(root, name), { force: true });
}

function main(argv) {
  const [command, part] = argv;
  const option = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const root = path.resolve(option('root', process.env.WEB_ROOT ?? path.join(ROOT, 'web')));
  fs.mkdirSync(root, { recursive: true });
  if (command === 'publish') {
    if (!part) throw new Error('usage: deploy.mjs publish <shell|mf-…|storybook>');
    const from = option('from');
    const version =
      part === 'shell' ? publishShell(root, from ?? undefined)
      : part === 'storybook' ? publishStorybook(root, from ?? undefined)
      : publishRemote(root, part, from ?? undefined);
    console.log(`${part} ${version} is live in ${root}`);
  } else if (command === 'rollback') {
    console.log(`${part} rolled back to ${rollback(root, part)}`);
  } else if (command === 'releases') {
    for (const r of releases(root)) console.log(`${r.part.padEnd(16)} live ${r.live}${r.previous.length ? `; before: ${r.previous.join(', ')}` : ''}`);
  } else if (command === 'prune') {
    const removed = prune(root, Number(option('keep', '3')));
    console.log(removed.length ? `removed ${removed.join(', ')}` : 'nothing to remove');
  } else {
    throw new Error('usage: deploy.mjs publish|rollback|releases|prune …');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
