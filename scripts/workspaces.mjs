// Facts about the repository's parts, shared by the build, start and test scripts.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const REMOTES = ['mf-auth', 'mf-home', 'mf-empresas', 'mf-consultores', 'mf-finanzas', 'mf-contenidos', 'mf-parametros'];
export const APPS = ['shell', ...REMOTES];
export const WEB_ROOT = path.join(ROOT, 'web');

/**
 * Lays out the static product the way deploy/ publishes it: the shell at the
 * root, each remote under /remotes/<folder>/, and /remotes.json.
 */
export function assembleWeb(out = WEB_ROOT, { without = [] } = {}) {
  fs.rmSync(out, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'shell/dist'), out, { recursive: true });
  for (const remote of REMOTES) {
    if (without.includes(remote)) continue;
    fs.cpSync(path.join(ROOT, remote, 'dist'), path.join(out, 'remotes', remote), { recursive: true });
  }
  fs.copyFileSync(path.join(ROOT, 'deploy/remotes.json'), path.join(out, 'remotes.json'));
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
