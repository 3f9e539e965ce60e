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

// Debian packages the tests need, installed as root or through passwordless sudo.
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? [] : ['sudo', '-n'];
const apt = (...a) => (sudo.length ? run(sudo[0], [...sudo.slice(1), 'apt-get', ...a]) : run('apt-get', a));
let aptUpdated = false;
function aptInstall(pkg) {
  if (!aptUpdated && apt('update', '-qq') !== 0) return false;
  aptUpdated = true;
  return apt('install', '-y', '-qq', pkg) === 0;
}

step('browser');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`${chromium} is missing: installing Debian's chromium (about 30 s)…`);
  if (!aptInstall('chromium') || !existsSync(chromium)) {
    console.error('Could not install chromium. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
} else {
  console.log(`using ${chromium}`);
}

// The report's e2e test reads the downloaded PDF back with poppler's pdftotext, pdfinfo and pdftoppm.
step('poppler');
const hasPoppler = () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).error === undefined;
if (!hasPoppler()) {
  console.log("pdftotext is missing: installing Debian's poppler-utils (a few seconds)…");
  if (!aptInstall('poppler-utils') || !hasPoppler()) {
    console.error('Could not install poppler-utils. Install it (apt-get install -y poppler-utils).');
    process.exit(1);
  }
} else {
  console.log(`using ${spawnSync('pdftotext', ['-v'], { encoding: 'utf8' }).stderr.split('\n')[0]}`);
}

// The API reference's e2e test runs the curl examples the page shows, as a reader would.
step('curl');
const hasCurl = () => spawnSync('curl', ['--version'], { stdio: 'ignore' }).error === undefined;
if (!hasCurl()) {
  console.log("curl is missing: installing Debian's curl (a few seconds)…");
  if (!aptInstall('curl') || !hasCurl()) {
    console.error('Could not install curl. Install it (apt-get install -y curl).');
    process.exit(1);
  }
} else {
  console.log(`using ${spawnSync('curl', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0]}`);
}

// DynamoDB Local (the second integration run) is a Java program.
step('java');
const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).error === undefined;
if (!hasJava()) {
  console.log("java is missing: installing Debian's openjdk-17-jre-headless for DynamoDB Local (about 30 s)…");
  // Slim Debian images drop /usr/share/man, and the JRE's postinst fails linking its man pages there.
  const mkdir = ['mkdir', '-p', '/usr/share/man/man1'];
  run(...(sudo.length ? [sudo[0], [...sudo.slice(1), ...mkdir]] : [mkdir[0], mkdir.slice(1)]));
  if (!aptInstall('openjdk-17-jre-headless') || !hasJava()) {
    console.error('Could not install Java. Install it (apt-get install -y openjdk-17-jre-headless).');
    process.exit(1);
  }
} else {
  console.log(`using ${spawnSync('java', ['-version'], { encoding: 'utf8' }).stderr.split('\n')[0]}`);
}

step('type-check');
const bin = (name) => join(root, 'node_modules', '.bin', name);
// One program per part: Node (lambdas, infra, scripts, benches, tests), the web app (DOM, no Node)
// and the tests that touch a browser (DOM and Node); shared/ is in all three.
for (const project of ['tsconfig.json', 'web/tsconfig.json', 'test/tsconfig.browser.json']) {
  if (run(bin('tsc'), ['-p', project, '--noEmit']) !== 0) process.exit(1);
}

step('lint');
if (run(bin('eslint'), ['--max-warnings', '0', '.']) !== 0) process.exit(1);
// No import cycles in the server, through the domains' index files included (.dependency-cruiser.cjs).
if (run(bin('depcruise'), ['lambdas', '--config', '.dependency-cruiser.cjs']) !== 0) process.exit(1);

step('format');
// Prettier's verdict on every file it formats (.prettierignore lists generated files and data).
if (run(bin('prettier'), ['--check', '--log-level', 'warn', '.']) !== 0) {
  console.error('Some files are not formatted: run `npm run format`.');
  process.exit(1);
}

step('web build');
if (run(bin('vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']) !== 0) process.exit(1);

// One project at a time: the machine has two cores, and e2e/infra are heavy.
const totals = { passed: 0, failed: 0, skipped: 0 };
const reportDir = join(root, 'test-results');
mkdirSync(reportDir, { recursive: true });
const failedProjects = [];
const lines = [];
// integration-dynamodb-local: the integration files again on AWS's DynamoDB Local, which refuses
// what DynamoDB refuses where dynalite is laxer.
for (const project of ['unit', 'integration', 'integration-dynamodb-local', 'infra', 'e2e']) {
  step(`tests: ${project}`);
  const report = join(reportDir, `${project}.json`);
  rmSync(report, { force: true });
  const started = Date.now();
  const status = run(bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  let counted = false;
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    // Worded apart from the closing 'N passed, N failed' line, which CI reads as the total.
    lines.push(
      `${project.padEnd(27)} ${seconds.padStart(4)} s   tests passed ${r.numPassedTests ?? 0}, failed ` +
        `${r.numFailedTests ?? 0}`,
    );
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += r.numFailedTests ?? 0;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    counted = (r.numTotalTests ?? 0) > 0;
  }
  if (status !== 0 || !counted) failedProjects.push(project);
}

console.log('');
for (const line of lines) console.log(`  ${line}`);
if (failedProjects.length) console.log(`failing projects: ${failedProjects.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedProjects.length || totals.failed ? 1 : 0);
