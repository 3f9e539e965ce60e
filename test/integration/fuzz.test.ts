/**
 * Fuzzing through the local gateway (test/support/fuzz.ts): every route of lambdas/platform/routes.ts, as
 * the owner of a farm with readings, a second grower, the admin, no token and a forged one, with
 * broken bodies, prototype names as keys and values, junk path parameters, queries and headers.
 * No request may get a 5xx, and the owner's data must read back unchanged. A second run sends as
 * the members of the owner's farm (a manager, an advisor, a viewer), naming the farm in the farm
 * header.
 *
 * The seed is fixed so a failure reproduces; FUZZ_SEED=<n> (and FUZZ_COUNT) explore others, as
 * does `npm run bench:fuzz -- <seed>` (10,000 requests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/platform/routes';
import {
  createFuzzWorld,
  describeFailure,
  MEMBER_ACTORS,
  ownerSnapshot,
  runFuzz,
  send,
  type FuzzWorld,
} from '../support/fuzz';
import { startTestStack, type TestStack } from '../support/local-stack';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123) >>> 0;
const COUNT = Number(process.env.FUZZ_COUNT ?? 2_150);
/** The members' run: every route several times as each role. */
const MEMBER_COUNT = Number(process.env.FUZZ_MEMBER_COUNT ?? 900);

let stack: TestStack;
let world: FuzzWorld;

beforeAll(async () => {
  stack = await startTestStack();
  world = await createFuzzWorld(stack, { members: true });
});
afterAll(async () => {
  await stack?.close();
});

/** No request got a 5xx or no answer; else the first ten, each with how to replay it. */
function expectNoFailures(run: Awaited<ReturnType<typeof runFuzz>>): void {
  const report = run.failures
    .slice(0, 10)
    .map((f) => describeFailure(SEED, f))
    .join('\n\n');
  expect(run.failures.length, `${run.failures.length} requests got a 5xx or no answer; the first:\n${report}`).toBe(0);
}

describe('prototype names', () => {
  it('as query keys and header names reach every route without a 5xx', async () => {
    const answers: string[] = [];
    for (const route of routes) {
      // Path ids nobody owns, and on writes a body no schema accepts: only the names are under test.
      const path = route.path.replace(/\{\w+\}/g, 'nobodys-id');
      const authorization =
        route.access === 'gateway' ? `Gateway ${world.intruder.credential}` : `Bearer ${world.owner.token}`;
      for (const name of ['constructor', '__proto__', 'toString']) {
        const headers: [string, string][] = [
          ['authorization', authorization],
          [name, 'x'],
          [name, 'y'],
          ['content-type', 'application/json'],
        ];
        const res = await send(stack.url, {
          index: 0,
          actor: 'owner',
          route: route.path,
          method: route.method,
          path: `${path}?${name}=1&${name}=2&start=1&end=2`,
          headers,
          body: route.method === 'GET' ? undefined : '[]',
        });
        answers.push(`${route.method} ${route.path} ${name}: ${res.status}`);
      }
    }
    expect(answers.filter((a) => !/: [1-4]\d\d$/.test(a))).toEqual([]);
  });
});

describe(`${COUNT} fuzzed requests (seed ${SEED})`, () => {
  it("answer every route without a 5xx and leave the owner's data unchanged", async () => {
    const before = await ownerSnapshot(stack, world);
    const run = await runFuzz(stack.url, world, { seed: SEED, count: COUNT });
    const after = await ownerSnapshot(stack, world);

    expect(Object.keys(run.byRoute).sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
    expect(Math.min(...Object.values(run.byRoute))).toBeGreaterThanOrEqual(Math.floor(COUNT / routes.length));
    // Some requests must have got through, or the fuzzer only tests the authorizer.
    expect(run.byClass['2xx'] ?? 0).toBeGreaterThan(COUNT / 20);
    expectNoFailures(run);
    expect(after).toEqual(before);
  }, 180_000);
});

describe(`${MEMBER_COUNT} fuzzed requests as the farm's members (seed ${SEED})`, () => {
  it("answer every route without a 5xx, and no role changes the owner's data past its rights", async () => {
    const before = await ownerSnapshot(stack, world);
    const run = await runFuzz(stack.url, world, { seed: SEED, count: MEMBER_COUNT, actors: MEMBER_ACTORS });
    const after = await ownerSnapshot(stack, world);

    expect(Object.keys(run.byRoute).sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
    expect(run.byClass['2xx'] ?? 0).toBeGreaterThan(MEMBER_COUNT / 20);
    expectNoFailures(run);
    expect(after).toEqual(before);
  }, 180_000);
});
