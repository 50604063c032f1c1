// `npm test`: lint, typecheck, unit and component tests, the API suite (on
// PGlite, and also on PostgreSQL when DATABASE_URL is set), the production
// build, its size budgets and the end-to-end suite in Chromium. Prints one closing line with
// the number of tests passed and failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './workspaces.mjs';

const reports = path.join(ROOT, '.tmp/reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const { DATABASE_URL, ...envWithoutDb } = process.env;
const steps = [
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=0'] },
  // One pass over all browser-side code and one over the API: the same checks as each workspace's
  // own typecheck script, in a seventh of the time.
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  { name: 'unit', cmd: vitest('unit.json'), report: 'unit.json' },
  { name: 'api (PGlite)', cmd: vitest('api-pglite.json'), cwd: 'api', env: envWithoutDb, report: 'api-pglite.json' },
  ...(DATABASE_URL
    ? [{ name: 'api (PostgreSQL)', cmd: vitest('api-postgres.json'), cwd: 'api', env: process.env, report: 'api-postgres.json' }]
    : []),
  { name: 'build', cmd: ['node', 'scripts/build.mjs'] },
  // The size budgets (config/size-budgets.json) over the build and in Chromium.
  { name: 'size', cmd: ['node', 'scripts/size-check.mjs'] },
  { name: 'e2e', cmd: ['npx', 'playwright', 'test'], cwd: 'e2e', env: { ...process.env, PW_JSON: path.join(reports, 'e2e.json') }, report: 'e2e.json' },
];

function vitest(report) {
  return ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, report)}`];
}

let passed = 0;
let failed = 0;
const summary = [];
for (const step of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const r = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: path.join(ROOT, step.cwd ?? '.'), stdio: 'inherit', env: step.env ?? process.env });
  const ok = r.status === 0;
  const counts = step.report ? readCounts(path.join(reports, step.report)) : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  } else if (!ok) failed += 1;
  summary.push(`${ok ? '✓' : '✗'} ${step.name.padEnd(18)} ${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s${counts ? `  ${counts.passed} passed, ${counts.failed} failed` : ''}`);
  if (!ok) {
    if (counts && counts.failed === 0) failed += 1; // a run that broke before its tests
    break;
  }
}

console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

/** Reads a Vitest or Playwright JSON report. */
function readCounts(file) {
  if (!fs.existsSync(file)) return null;
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof json.numPassedTests === 'number') return { passed: json.numPassedTests, failed: json.numFailedTests };
  if (json.stats) return { passed: json.stats.expected + (json.stats.flaky ?? 0), failed: json.stats.unexpected };
  return null;
}
