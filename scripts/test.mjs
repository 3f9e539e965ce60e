#!/usr/bin/env node
// `npm test`: everything a fresh clone needs, then every layer of tests in order.
// Plain Node on purpose: it runs before dependencies are installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env, ...opts });
  return r.status ?? 1;
}
function step(title) {
  console.log(`\n=== ${title} ===`);
}

step('dependencies');
if (run(process.execPath, ['scripts/ensure-deps.mjs']) !== 0) process.exit(1);

step('browser');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  console.log(`${chromium} is missing: installing Debian's chromium (about 30 s)…`);
  const apt = (...a) => (sudo.length ? run(sudo[0], [...sudo.slice(1), 'apt-get', ...a]) : run('apt-get', a));
  if (apt('update', '-qq') !== 0 || apt('install', '-y', '-qq', 'chromium') !== 0 || !existsSync(chromium)) {
    console.error('Could not install chromium. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
} else {
  console.log(`using ${chromium}`);
}

step('type-check');
const bin = (name) => join(root, 'node_modules', '.bin', name);
if (run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']) !== 0) process.exit(1);

step('web build');
if (run(bin('vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']) !== 0) process.exit(1);

// One project at a time: the machine has two cores, and e2e/infra are heavy.
const totals = { passed: 0, failed: 0, skipped: 0 };
const reportDir = join(root, 'test-results');
mkdirSync(reportDir, { recursive: true });
let failedProjects = [];
for (const project of ['unit', 'integration', 'infra', 'e2e']) {
  step(`tests: ${project}`);
  const report = join(reportDir, `${project}.json`);
  rmSync(report, { force: true });
  const status = run(bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  let counted = false;
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += r.numFailedTests ?? 0;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    counted = (r.numTotalTests ?? 0) > 0;
  }
  if (status !== 0 || !counted) failedProjects.push(project);
}

console.log('');
if (failedProjects.length) console.log(`failing projects: ${failedProjects.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedProjects.length || totals.failed ? 1 : 0);
