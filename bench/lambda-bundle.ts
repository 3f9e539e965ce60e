/**
 * `npm run bench:lambda-bundle`: each Lambda entry bundled as the CDK's NodejsFunction bundles it
 * (esbuild, CJS, node22, minified, module fields first, the AWS SDK inside), with its size and the
 * time a fresh Node process takes to load it (the part of a cold start the bundle decides: module
 * evaluation before the first request). Printed, never asserted.
 *
 * Run: npm run bench:lambda-bundle [-- --runs 5]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

const entries = [
  ...readdirSync(join(root, 'lambdas/handlers')).map((f) => `lambdas/handlers/${f}`),
  'lambdas/authorizers/gateway.ts',
  ...readdirSync(join(root, 'lambdas/triggers')).map((f) => `lambdas/triggers/${f}`),
  ...readdirSync(join(root, 'lambdas/jobs')).map((f) => `lambdas/jobs/${f}`),
].filter((f) => f.endsWith('.ts'));

const out = mkdtempSync(join(tmpdir(), 'fieldwise-lambda-bundle-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

console.log(`entry                                  bundle     gzip   load (median of ${RUNS})`);
let total = 0;
for (const entry of entries) {
  const file = join(out, entry.replace(/[/.]/g, '_') + '.cjs');
  await build({
    entryPoints: [join(root, entry)],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    minify: true,
    mainFields: ['module', 'main'],
    logLevel: 'error',
  });
  const bytes = statSync(file).size;
  total += bytes;
  const gz = gzipSync(readFileSync(file)).length;
  const loads: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Only the module evaluation is timed, inside the child, so Node's own start-up is left out.
    const ms = execFileSync(process.execPath, ['-e', `const t=performance.now();require(${JSON.stringify(file)});process.stdout.write(String(performance.now()-t))`], {
      env: { ...process.env, AWS_REGION: 'ap-southeast-2', APP_TABLE: 't', READINGS_TABLE: 'r', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    loads.push(Number(ms));
  }
  console.log(`${entry.padEnd(38)} ${(bytes / 1024).toFixed(0).padStart(5)} kB ${(gz / 1024).toFixed(0).padStart(5)} kB ${median(loads).toFixed(0).padStart(5)} ms`);
}
console.log(`total ${(total / 1024 / 1024).toFixed(2)} MB over ${entries.length} functions`);
rmSync(out, { recursive: true, force: true });
