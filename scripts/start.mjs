// `npm start`: builds what changed since the last build, then serves the whole
// product (shell, remotes, remotes.json and the API) on one port with the
// embedded database, seeded on first start.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, WEB_ROOT, newestMtime } from './workspaces.mjs';

const stamp = path.join(WEB_ROOT, '.built');
const sources = [...APPS, 'api', 'shared-sdk', 'shared-ui', 'config', 'deploy'].map((d) => path.join(ROOT, d));
const stale = !fs.existsSync(stamp) || !fs.existsSync(path.join(ROOT, 'api/dist/server.js')) || newestMtime(sources) > fs.statSync(stamp).mtimeMs;
if (stale) {
  console.log('Building the portal (first start or sources changed)…');
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
  stdio: 'inherit',
  env: { WEB_ROOT, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
