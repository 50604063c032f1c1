// `npm test`: lint, typecheck, unit and component tests, the API suite (on
// PGlite, and also on PostgreSQL when DATABASE_URL is set), the production
// build, its size budgets and the end-to-end suite in Chromium. Prints one closing line with
// the number of tests passed and failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './workspaces.mjs';

const reports = path.join(ROOT, '.tmp/reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const { DATABASE_URL, ...envWithoutDb } = process.env;
// Steps of one `group` run side by side, each printing its output when it ends: the static checks are
// three single-threaded processes (ESLint, and tsc over the browser-side code and over the API, as
// `npm run typecheck` runs them one after the other), so two cores run them in about half the time.
const steps = [
  { name: 'lint', group: 'static', cmd: ['npx', 'eslint', '.', '--max-warnings=0'] },
  // One pass over all browser-side code and one over the API: the same checks as each workspace's
  // own typecheck script, in a seventh of the time.
  { name: 'typecheck', group: 'static', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'typecheck (api)', group: 'static', cmd: ['npx', 'tsc', '-p', 'api/tsconfig.json', '--noEmit'] },
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
for (let i = 0; i < steps.length; ) {
  let end = i + 1;
  while (steps[i].group && end < steps.length && steps[end].group === steps[i].group) end += 1;
  const batch = steps.slice(i, end);
  i = end;
  const together = batch.length > 1;
  const cpu0 = cpuTimes();
  const results = await Promise.all(batch.map((step) => run(step, together)));
  const busy = cpuBusy(cpu0, cpuTimes());
  let broken = false;
  for (const { step, ok, seconds } of results) {
    const counts = step.report ? readCounts(path.join(reports, step.report)) : null;
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
    } else if (!ok) failed += 1;
    const load = busy === null ? '' : `  cpu ${String(busy).padStart(3)} %`;
    summary.push(`${ok ? '✓' : '✗'} ${step.name.padEnd(18)} ${seconds.toFixed(1).padStart(6)} s${load}${counts ? `  ${counts.passed} passed, ${counts.failed} failed` : ''}`);
    if (!ok) {
      if (counts && counts.failed === 0) failed += 1; // a run that broke before its tests
      broken = true;
    }
  }
  if (broken) break;
}

/** Runs a step: its output straight through alone, or kept and printed in one piece when it ends beside others. */
function run(step, together) {
  const t0 = Date.now();
  if (!together) console.log(`\n▶ ${step.name}`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), { cwd: path.join(ROOT, step.cwd ?? '.'), stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: step.env ?? process.env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (together) process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output).toString('utf8')}`);
      resolve({ step, ok: code === 0, seconds: (Date.now() - t0) / 1000 });
    });
  });
}

console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

/**
 * The machine's CPU counters (Linux's /proc/stat: all cores, in ticks), to print how busy the cores were
 * during a step (whatever else the machine ran too): a step far below 100 % waits rather than computes,
 * and could share the cores with another. Null elsewhere.
 */
function cpuTimes() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0); // idle + iowait
    return { idle, total: fields.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** The share of the cores' time spent busy between two readings, in %. */
function cpuBusy(a, b) {
  if (!a || !b || b.total === a.total) return null;
  return Math.round((100 * (b.total - a.total - (b.idle - a.idle))) / (b.total - a.total));
}

/** Reads a Vitest or Playwright JSON report. */
function readCounts(file) {
  if (!fs.existsSync(file)) return null;
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof json.numPassedTests === 'number') return { passed: json.numPassedTests, failed: json.numFailedTests };
  if (json.stats) return { passed: json.stats.expected + (json.stats.flaky ?? 0), failed: json.stats.unexpected };
  return null;
}
