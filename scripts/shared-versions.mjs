// The versions of the two packages every part shares at run time, shared-ui and shared-sdk
// (docs/deploy.md). Each records what it exports at run time, entry point by entry point, with the
// version each name first appeared in (`<package>/exports.json`); `npm run shared-version` bumps the
// version when that changes (a name removed: major; a name added: minor), and the unit test
// config/shared-versions.test.ts fails while the record and the code disagree. An app declares the range
// it needs in its package.json (`"@dapcon/shared-ui": "^1.2.0"`); its build writes it into its manifest.
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './workspaces.mjs';

/** The workspaces shared as singletons whose versions are checked. */
export const SHARED_PACKAGES = ['shared-ui', 'shared-sdk'];

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** A package's name, version and entry points (`.`, `./frame`…), from its package.json. */
export function sharedPackage(ws, root = ROOT) {
  const { name, version, exports } = readJson(path.join(root, ws, 'package.json'));
  return { ws, name, version, entries: Object.keys(exports) };
}

/** The record of what a package exports: `{ version, exports: { entry: { name: since } } }`. */
export function readRecord(ws, root = ROOT) {
  const file = path.join(root, ws, 'exports.json');
  return fs.existsSync(file) ? readJson(file) : { version: '0.0.0', exports: {} };
}

/** major.minor.patch as numbers (the only form these packages use). */
export function parseVersion(version) {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!m) throw new Error(`not a plain major.minor.patch version: ${version}`);
  return m.slice(1).map(Number);
}

/** -1, 0 or 1 as a is lower than, equal to or higher than b. */
export function compareVersions(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return 0;
}

/**
 * The next version at a level.
 *
 * @example
 * bumpVersion('1.4.2', 'minor') // '1.5.0'
 */
export function bumpVersion(version, level) {
  const [major, minor, patch] = parseVersion(version);
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  if (level === 'patch') return `${major}.${minor}.${patch + 1}`;
  throw new Error(`unknown level ${level}: major, minor or patch`);
}

/**
 * What changed between the record and the names the entry points export now, each as `entry name`
 * (`./frame AppFrame`), and the level of version bump it needs.
 *
 * @param {{ exports: Record<string, Record<string, string>> }} record
 * @param {Record<string, string[]>} current  entry point → the names it exports at run time
 */
export function diffSurface(record, current) {
  const qualified = (surface) => new Set(Object.entries(surface).flatMap(([entry, names]) => (Array.isArray(names) ? names : Object.keys(names)).map((n) => `${entry} ${n}`)));
  const before = qualified(record.exports);
  const now = qualified(current);
  const added = [...now].filter((n) => !before.has(n)).sort();
  const removed = [...before].filter((n) => !now.has(n)).sort();
  const level = removed.length ? 'major' : added.length ? 'minor' : null;
  return { added, removed, level };
}

/**
 * The record after a change: the version bumped (at least to the level the change needs, or to
 * `force`), names that stay keep the version they appeared in, new names get the new version.
 */
export function nextRecord(record, current, force = null) {
  const { level } = diffSurface(record, current);
  const order = [null, 'patch', 'minor', 'major'];
  const chosen = order.indexOf(force) > order.indexOf(level) ? force : level;
  const version = chosen ? bumpVersion(record.version, chosen) : record.version;
  const exports = Object.fromEntries(
    Object.entries(current)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([entry, names]) => [entry, Object.fromEntries([...names].sort().map((n) => [n, record.exports[entry]?.[n] ?? version]))]),
  );
  return { version, exports };
}

/**
 * The lowest version an app's range accepts: the portal writes ranges as `^x.y.z`.
 *
 * @example
 * lowestOf('^1.2.0') // '1.2.0'
 */
export function lowestOf(range) {
  const m = /^\^?(\d+\.\d+\.\d+)$/.exec(range ?? '');
  if (!m) throw new Error(`write the range as ^major.minor.patch, not ${range}`);
  return m[1];
}

/**
 * The names an app's source imports from a shared package, by entry point, and the version that
 * first had them all: what the app's declared range must at least ask for.
 *
 * @param {string[]} sources  the app's source texts
 */
export function neededVersion(name, sources, record) {
  let needed = null;
  const missing = [];
  const pattern = new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${name.replace('/', '\\/')}(\\/[a-z-]+)?'`, 'g');
  for (const source of sources) {
    for (const m of source.matchAll(pattern)) {
      if (/^import\s*type/.test(m[0])) continue;
      const entry = m[2] ? `.${m[2]}` : '.';
      for (const part of m[1].split(',')) {
        const spec = part.trim();
        if (!spec || spec.startsWith('type ')) continue;
        const imported = spec.split(/\s+as\s+/)[0].trim();
        const since = record.exports[entry]?.[imported];
        if (!since) missing.push(`${entry} ${imported}`);
        else if (!needed || compareVersions(since, needed) > 0) needed = since;
      }
    }
  }
  return { needed, missing };
}

/** Every .ts/.tsx file of an app's src/, tests and stories left out, as text. */
export function appSources(app, root = ROOT) {
  const out = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name)) out.push(fs.readFileSync(file, 'utf8'));
    }
  };
  const src = path.join(root, app, 'src');
  if (fs.existsSync(src)) walk(src);
  return out;
}

/**
 * Writes a new record: `<ws>/exports.json`, the version in its package.json, and, when the major
 * changes, the range of every app and package that depends on it (npm resolves a workspace only
 * within its range). A minor version changes no range: an app that uses a new name raises its own.
 */
export function applyRecord(ws, record, root = ROOT) {
  const pkgFile = path.join(root, ws, 'package.json');
  const pkg = readJson(pkgFile);
  const majorChanged = parseVersion(pkg.version)[0] !== parseVersion(record.version)[0];
  pkg.version = record.version;
  writeJson(pkgFile, pkg);
  writeJson(path.join(root, ws, 'exports.json'), {
    $comment: `What ${pkg.name} exports at run time, per entry point, with the version each name first appeared in. Written by npm run shared-version; docs/deploy.md.`,
    ...record,
  });
  const changed = [];
  if (majorChanged) {
    for (const dependent of [...APPS, ...SHARED_PACKAGES]) {
      const file = path.join(root, dependent, 'package.json');
      if (!fs.existsSync(file)) continue;
      const dep = readJson(file);
      if (dep.dependencies?.[pkg.name]) {
        dep.dependencies[pkg.name] = `^${record.version}`;
        writeJson(file, dep);
        changed.push(dependent);
      }
    }
  }
  return changed;
}
