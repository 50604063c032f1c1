// `npm start`: builds what changed since the last build, then serves the whole
// product (shell, remotes, remotes.json and the API) on one port with the
// embedded database, seeded on first start.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, WEB_ROOT, newestMtime } from './workspaces.mjs';

const stamp = path.join(WEB_ROOT, '.built');
const sources = [...APPS, 'api', 'shared-sdk', 'shared-ui', 'config', 'deploy'].map((d) => path.join(ROOT, d));
// START_SKIP_BUILD=1 serves what is built as it is (tests that start the product many times).
const skipBuild = ['1', 'true', 'yes'].includes(process.env.START_SKIP_BUILD ?? '');
const stale =
  !skipBuild &&
  (!fs.existsSync(stamp) || !fs.existsSync(path.join(ROOT, 'api/dist/server.js')) || newestMtime(sources) > fs.statSync(stamp).mtimeMs);
if (stale) {
  console.log('Building the portal (first start or sources changed)…');
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
  stdio: 'inherit',
  env: { WEB_ROOT, ...process.env },
});
// npm hands a signal to this script (`exec` in package.json: npm → node); the API closes gracefully
// on it (finishing requests in flight, then closing the database), and this script
// exits when the API has, with its code, so nothing of the tree is left behind.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
// Whatever sits between npm and this script may die of the signal without passing it
// on (`sh -c` without exec): losing the parent is taken as the signal to stop.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
}, 500).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
