export {};
/**
 * 10,000 fuzzed requests over every route (test/support/fuzz.ts) against a local stack this
 * script starts: counts by status class, 5xx (and unanswered) requests, req/s, the seed, and
 * whether the owner's data read back the same. Printed, never asserted.
 *
 * Run: npm run bench:fuzz [-- <seed> [<count>]]     (default: a random seed, 10,000 requests)
 * A failure prints its seed and index; the same seed replays the same requests.
 */
import { isDeepStrictEqual } from 'node:util';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';

const { startTestStack } = await import('../test/support/local-stack');
const { createFuzzWorld, describeFailure, ownerSnapshot, runFuzz } = await import('../test/support/fuzz');

const [seedArg, countArg] = process.argv.slice(2);
const seed = seedArg !== undefined ? Number(seedArg) >>> 0 : Math.floor(Math.random() * 2 ** 32);
const count = countArg !== undefined ? Number(countArg) : 10_000;

// The handlers log every 500 they answer; keep them (they are the point) but count them.
const stack = await startTestStack({ seed: true });
try {
  const world = await createFuzzWorld(stack);
  const before = await ownerSnapshot(stack, world);
  const run = await runFuzz(stack.url, world, { seed, count });
  const after = await ownerSnapshot(stack, world);

  const failed = run.failures.length;
  console.log(
    `\nfuzz: seed ${seed}, ${count} requests over ${Object.keys(run.byRoute).length} routes in ` +
      `${(run.ms / 1000).toFixed(1)} s`,
  );
  console.log(`  ${(count / (run.ms / 1000)).toFixed(0)} req/s`);
  for (const [cls, n] of Object.entries(run.byClass).sort()) console.log(`  ${cls.padEnd(9)} ${n}`);
  console.log(`  5xx or no answer: ${failed}`);
  console.log(`  owner's data unchanged: ${isDeepStrictEqual(before, after) ? 'yes' : 'NO'}`);
  if (failed) {
    const byRoute = new Map<string, number>();
    for (const f of run.failures) byRoute.set(f.request.route, (byRoute.get(f.request.route) ?? 0) + 1);
    console.log('\nfailures by route:');
    for (const [route, n] of [...byRoute].sort((a, b) => b[1] - a[1]))
      console.log(`  ${String(n).padStart(5)}  ${route}`);
    console.log('\nfirst failures:');
    for (const f of run.failures.slice(0, 5)) console.log(describeFailure(seed, f));
  }
} finally {
  await stack.close();
}
