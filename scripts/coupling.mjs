// How often an area's change also changes a part that ships with the shell (issue 34, item 7): of the
// last N commits that changed a remote's source (`mf-*/src/`), the share that also changed the source of
// `shared-ui`, `shared-sdk` or `shell` — each of those is a shell release the area's team waits for.
// Usage: node scripts/coupling.mjs [--commits 50] [--since 2026-11-22] [--rev <commit>]   (npm run coupling; npm run bench prints it too)
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ROOT } from './workspaces.mjs';

const REMOTE = /^mf-[a-z]+\/src\//;
const SHELL_SIDE = /^(shared-ui|shared-sdk|shell)\/src\//;

/**
 * The figure over a history given as `git log --name-only --format=%x00%H` prints it: the commits that
 * changed a remote's source, and those of them that changed a shell-side package's source too.
 *
 * @example
 * coupledShare('\0a\nmf-home/src/x.ts\nshell/src/y.ts\n\0b\nmf-home/src/z.ts\n') // { remote: 2, coupled: 1, share: 0.5, commits: [...] }
 */
export function coupledShare(log, limit = Infinity) {
  const commits = [];
  for (const block of log.split('\0').slice(1)) {
    const [hash, ...files] = block.split('\n').filter(Boolean);
    if (!files.some((f) => REMOTE.test(f))) continue;
    commits.push({ hash, coupled: files.some((f) => SHELL_SIDE.test(f)) });
    if (commits.length >= limit) break;
  }
  const coupled = commits.filter((c) => c.coupled).length;
  return { remote: commits.length, coupled, share: commits.length ? coupled / commits.length : 0, commits };
}

/** The figure over this repository's history (newest first): the last `commits` commits that changed a remote. */
export function coupling({ commits = 50, since, rev = 'HEAD', cwd = ROOT } = {}) {
  const args = ['log', '--no-merges', '--name-only', '--format=%x00%H', ...(since ? [`--since=${since}`] : []), rev];
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`git log failed: ${r.stderr}`);
  return coupledShare(r.stdout, since ? Infinity : commits);
}

export function describeCoupling({ remote, coupled, share }, what) {
  return `${what}: ${remote} changed a remote's source, ${coupled} of them (${(share * 100).toFixed(0)} %) also shared-ui, shared-sdk or shell`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { commits: { type: 'string', default: '50' }, since: { type: 'string' }, rev: { type: 'string', default: 'HEAD' } } });
  const figure = coupling({ commits: Number(values.commits), since: values.since, rev: values.rev });
  console.log(describeCoupling(figure, `${values.since ? `commits since ${values.since}` : `last ${figure.remote} commits changing a remote`} (up to ${values.rev})`));
}
