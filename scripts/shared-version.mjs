// npm run shared-version [-- <shared-ui|shared-sdk> <major|minor|patch>]
// Bumps shared-ui's and shared-sdk's versions after their exports changed (a name removed: major; added:
// minor), rewrites their exports.json, raises the apps' ranges on a major, and refreshes the lock file.
// Name a package and a level to force one (a signature changed under the same name). docs/deploy.md.
import { spawnSync } from 'node:child_process';
import { ROOT } from './workspaces.mjs';
import { SHARED_PACKAGES } from './shared-versions.mjs';

const [pkg, level] = process.argv.slice(2);
if (pkg && !SHARED_PACKAGES.includes(pkg)) throw new Error(`usage: npm run shared-version [-- <${SHARED_PACKAGES.join('|')}> <major|minor|patch>]`);
if (level && !['major', 'minor', 'patch'].includes(level)) throw new Error(`unknown level ${level}: major, minor or patch`);
const env = { ...process.env, SHARED_VERSION_WRITE: '1', SHARED_VERSION_PACKAGE: pkg ?? '', SHARED_VERSION_LEVEL: level ?? '' };
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('npx', ['vitest', 'run', '--project', 'tooling', 'config/shared-versions.test.ts', '-t', 'records what it exports', '--silent=false']);
// The lock file records the workspaces' versions and ranges.
run('npm', ['install', '--no-audit', '--no-fund', '--offline', '--loglevel=error']);
