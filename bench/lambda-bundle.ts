/**
 * `npm run bench:lambda-bundle`: each Lambda entry bundled as the CDK's NodejsFunction bundles it
 * (esbuild, CJS, node22, minified, module fields first, the AWS SDK inside, an external source
 * map), with its size and the time a fresh Node process takes to load it (the part of a cold start
 * the bundle decides: module evaluation before the first request), as wall time and as CPU time
 * (steadier on a busy machine): once as prod runs it, and once with `--enable-source-maps` as the
 * other stages do (Node then reads the .map file as well). Printed, never asserted.
 *
 * Run: npm run bench:lambda-bundle [-- --runs 5] [-- --root <checkout>] (another checkout's
 * lambdas/, e.g. main's, to compare; it needs node_modules of its own or a link to these, and the
 * same layout: the entries are this checkout's lambdas/platform/lambda-entries.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { allLambdaEntries } from '../lambdas/platform/lambda-entries';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const root = arg('--root') ?? join(import.meta.dirname, '..');
const RUNS = Number(arg('--runs') ?? 5);

const entries = allLambdaEntries;

const out = mkdtempSync(join(tmpdir(), 'fieldwise-lambda-bundle-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median wall and CPU milliseconds of loading `file` in a fresh Node process started with `nodeOptions`. */
function loadTimes(file: string, nodeOptions: string[]): [number, number] {
  const wall: number[] = [];
  const cpu: number[] = [];
  const probe =
    `const t=performance.now(),c=process.cpuUsage();require(${JSON.stringify(file)});const ` +
    `d=process.cpuUsage(c);process.stdout.write(JSON.stringify([performance.now()-t,(d.user+d.system)/1000]))`;
  for (let i = 0; i < RUNS; i++) {
    // Only the module evaluation is timed, inside the child, so Node's own start-up is left out.
    const result = execFileSync(process.execPath, [...nodeOptions, '-e', probe], {
      env: { ...process.env, AWS_REGION: 'ap-southeast-2', APP_TABLE: 't', READINGS_TABLE: 'r', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    const [w, c] = JSON.parse(result) as [number, number];
    wall.push(w);
    cpu.push(c);
  }
  return [median(wall), median(cpu)];
}

const times = ([wall, cpu]: [number, number]) => `${wall.toFixed(0).padStart(5)} / ${cpu.toFixed(0).padStart(3)} ms`;
console.log(
  `load: wall / CPU time, median of ${RUNS}; prod runs without --enable-source-maps, the other stages with it`,
);
console.log(`entry                                  bundle     gzip   load (prod)         load (source maps)`);
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
    sourcemap: 'external',
    sourcesContent: false,
    logLevel: 'error',
  });
  const bytes = statSync(file).size;
  total += bytes;
  const gz = gzipSync(readFileSync(file)).length;
  const prod = loadTimes(file, []);
  const withMaps = loadTimes(file, ['--enable-source-maps']);
  console.log(
    `${entry.padEnd(38)} ${(bytes / 1024).toFixed(0).padStart(5)} kB ${(gz / 1024).toFixed(0).padStart(5)} kB ` +
      `${times(prod)}    ${times(withMaps)}`,
  );
}
console.log(`total ${(total / 1024 / 1024).toFixed(2)} MB over ${entries.length} functions`);
rmSync(out, { recursive: true, force: true });
