// Facts about the repository's parts, shared by the build, start and test scripts.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** The remotes: the workspaces named mf-*, in the order package.json lists them (the one list). */
export const REMOTES = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces.filter((w) => w.startsWith('mf-'));
export const APPS = ['shell', ...REMOTES];

/**
 * A remote's Module Federation container name: its folder as an identifier.
 *
 * @example
 * containerName('mf-empresas') // 'mf_empresas'
 */
export const containerName = (folder) => folder.replaceAll('-', '_');

/** What /remotes.json says when every remote is published beside the shell: container name → manifest (the areas' descriptors are added beside). */
export function defaultRemotesJson(remotes = REMOTES) {
  return Object.fromEntries(remotes.map((folder) => [containerName(folder), `/remotes/${folder}/mf-manifest.json`]));
}
export const WEB_ROOT = path.join(ROOT, 'web');

/**
 * Lays out the static product the way deploy/ publishes it: the shell at the
 * root, each remote under /remotes/<folder>/, and /remotes.json. `without` leaves remotes out;
 * `replace` publishes another build of a remote (folder → its dist) in place of its own.
 */
export function assembleWeb(out = WEB_ROOT, { without = [], replace = {} } = {}) {
  fs.rmSync(out, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'shell/dist'), out, { recursive: true });
  const areas = {};
  for (const remote of REMOTES) {
    const build = replace[remote] ?? path.join(ROOT, remote, 'dist');
    // An area left out still has its descriptor in remotes.json (as when its server is down): its
    // menu entries show, as unavailable.
    const area = path.join(build, 'area.json');
    if (fs.existsSync(area)) areas[containerName(remote)] = JSON.parse(fs.readFileSync(area, 'utf8'));
    if (without.includes(remote)) continue;
    fs.cpSync(build, path.join(out, 'remotes', remote), { recursive: true });
  }
  fs.writeFileSync(path.join(out, 'remotes.json'), `${JSON.stringify({ ...defaultRemotesJson(), areas }, null, 2)}\n`);
}

/** Newest modification time of the files under the given folders (skipping build output). */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'storybook-static'].includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const d of dirs) if (fs.existsSync(d)) walk(d);
  return newest;
}
