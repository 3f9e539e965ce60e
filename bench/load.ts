export {};
/**
 * Issue 8 item 16: throughput and latency of the local stack under 5 and then 50 concurrent
 * users, each a closed loop without think time over a realistic mix:
 *   30 % a field's 7-day moisture (GET /api/v2/moisture/{field}?start&end, 12 sensors),
 *   25 % the field list (POST /api/field), 25 % a field's sensors (POST /api/sensor/field),
 *   20 % a gateway's ingest batch (POST /api/v2/ingest, its 12 sensors × 4 readings).
 * Users are spread over GROWERS growers (each a field, a gateway, 12 sensors, 8 days of history);
 * ingest re-sends readings at existing times (idempotent), so both runs read the same data.
 * The stack runs in a child process (bench/stack-process.ts): its RSS is the stack's alone.
 * Targets: 0 errors; 50 users ≥ 5 users' throughput; p95 < 1 s at 50 users. Printed, never asserted.
 *
 * Run: npm run bench:load [-- seconds]   (60 s a run by default; about 4 minutes in all)
 *
 * Fleet mode (bench/load-fleet.ts): npm run bench:load -- fleet [seconds] [gateways]: 50 gateways
 * (by default), each with its own 10 sensors, each sending one 10-reading batch after another.
 *
 * Team mode (bench/load-team.ts): npm run bench:load -- team [seconds]: one farm read by 10 members
 * at once (each request with the farm header) against the same load by its owner alone; p50/p95
 * of both and the ratio of the p95s (target: within 10 %).
 */
import { fork } from 'node:child_process';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';

const { seedGrower, history, mb, pcts, DAY_MS } = await import('./support');
type TestStack = import('../test/support/local-stack').TestStack;

const FLEET = process.argv[2] === 'fleet';
const TEAM = process.argv[2] === 'team';
const SECONDS = Number(process.argv[FLEET || TEAM ? 3 : 2] ?? (TEAM ? 30 : 60));
const FLEET_GATEWAYS = Number(process.argv[4] ?? 50);
const GROWERS = 10;
const SENSORS = 12;

const child = fork(new URL('./stack-process.ts', import.meta.url), {
  execArgv: [
    '--import',
    'tsx',
    ...(process.env.LOAD_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_CPU_PROF}`] : []),
  ],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const reply = <T>(): Promise<T> => new Promise((resolve) => child.once('message', (m) => resolve(m as T)));
const up = await reply<{
  url: string;
  cognitoEndpoint: string;
  userPoolClientId: string;
  userPoolId: string;
  cognitoCredentials: { accessKeyId: string; secretAccessKey: string };
}>();
const memory = async () => {
  const answer = reply<{ rss: number; heap: number }>();
  child.send('memory');
  return answer;
};
const cognito = new CognitoIdentityProviderClient({
  endpoint: up.cognitoEndpoint,
  region: 'ap-southeast-2',
  credentials: up.cognitoCredentials,
  maxAttempts: 1,
});
// (The stack's own credentials: its admin API, which a plan grant uses, refuses any others.)
// What the test helpers use of a stack: its URL (API, dev mailbox), its Cognito app client and pool.
const stack = {
  url: up.url,
  userPoolClientId: up.userPoolClientId,
  userPoolId: up.userPoolId,
  cognito,
} as unknown as TestStack;

try {
  if (FLEET) {
    const { runFleet } = await import('./load-fleet');
    await runFleet(
      {
        url: up.url,
        stack,
        cpuMs: async () => {
          const answer = reply<{ cpuMs: number }>();
          child.send('cpu');
          return (await answer).cpuMs;
        },
        settled: async () => {
          const answer = reply<{ settled: true }>();
          child.send('settled');
          await answer;
        },
      },
      FLEET_GATEWAYS,
      SECONDS,
    );
  } else if (TEAM) {
    const { runTeam } = await import('./load-team');
    await runTeam(
      {
        url: up.url,
        stack,
        team: async (owner, farmName, members) => {
          const answer = reply<{ farmId: string }>();
          child.send({ team: { owner, farmName, members, role: 'viewer' } });
          return (await answer).farmId;
        },
      },
      SECONDS,
    );
  } else await mix();
} finally {
  cognito.destroy();
  child.send('stop');
  await new Promise((r) => child.once('exit', r));
}

/** The mixed users' runs: 5 users, then 50. */
async function mix() {
  const started = performance.now();
  const growers: Awaited<ReturnType<typeof seedGrower>>[] = [];
  for (let g = 0; g < GROWERS; g++) growers.push(await seedGrower(stack, { sensors: SENSORS, days: 8 }, g));
  console.log(
    `seeded ${GROWERS} growers × ${SENSORS} sensors × 8 days through the API in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  const end = Math.floor(Date.now() / 1000);
  const week = `start=${end - (7 * DAY_MS) / 1000}&end=${end}`;
  // Each grower's gateway cycles through the last week's reading times (12 sensors × 4 steps a batch).
  const replay = growers.map((g) => ({
    batches: chunk(
      history(g.sensorIds, 7).sort((a, b) => a.time - b.time),
      SENSORS * 4,
    ),
    next: 0,
  }));

  type Kind = 'moisture' | 'fields' | 'sensors' | 'ingest';
  const pick = (): Kind => {
    const x = Math.random();
    return x < 0.3 ? 'moisture' : x < 0.55 ? 'fields' : x < 0.8 ? 'sensors' : 'ingest';
  };
  const request = (kind: Kind, g: number): [string, RequestInit] => {
    const grower = growers[g]!;
    const user = { authorization: `Bearer ${grower.token}` };
    const form = { ...user, 'content-type': 'application/x-www-form-urlencoded' };
    switch (kind) {
      case 'moisture':
        return [`/api/v2/moisture/${grower.fieldId}?${week}`, { headers: user }];
      case 'fields':
        return [
          '/api/field',
          { method: 'POST', headers: form, body: new URLSearchParams({ userName: grower.username }).toString() },
        ];
      case 'sensors':
        return [
          '/api/sensor/field',
          { method: 'POST', headers: form, body: new URLSearchParams({ fieldId: grower.fieldId }).toString() },
        ];
      case 'ingest': {
        const r = replay[g]!;
        const readings = r.batches[r.next++ % r.batches.length];
        return [
          '/api/v2/ingest',
          {
            method: 'POST',
            headers: { authorization: `Gateway ${grower.credential}`, 'content-type': 'application/json' },
            body: JSON.stringify({ readings }),
          },
        ];
      }
    }
  };

  const run = async (users: number) => {
    const times: number[] = [];
    const perKind = new Map<Kind, number[]>();
    const errors = new Map<string, number>();
    const stopAt = performance.now() + SECONDS * 1000;
    const user = async (u: number) => {
      while (performance.now() < stopAt) {
        const kind = pick();
        const [path, init] = request(kind, u % GROWERS);
        const t0 = performance.now();
        let failure: string | undefined;
        try {
          const res = await fetch(`${up.url}${path}`, init);
          const body = await res.text();
          if (res.status !== 200) failure = `${kind} HTTP ${res.status} ${body.slice(0, 80)}`;
          else if (kind === 'ingest' && (JSON.parse(body) as { data: { rejected: number } }).data.rejected)
            failure = `${kind}: readings rejected`;
        } catch (err) {
          failure = `${kind}: ${(err as Error).message}`;
        }
        const ms = performance.now() - t0;
        if (failure) errors.set(failure, (errors.get(failure) ?? 0) + 1);
        times.push(ms);
        (perKind.get(kind) ?? perKind.set(kind, []).get(kind)!).push(ms);
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: users }, (_, u) => user(u)));
    const seconds = (performance.now() - t0) / 1000;
    const mem = await memory();
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    console.log(
      `${String(users).padStart(2)} users, ${seconds.toFixed(0)} s: ${times.length} requests = ` +
        `${(times.length / seconds).toFixed(1)} req/s   ${pcts(times)}   errors ${errorCount}   stack RSS ` +
        `${mb(mem.rss)} (heap ${mb(mem.heap)}, after GC)`,
    );
    for (const [kind, t] of [...perKind].sort())
      console.log(`     ${kind.padEnd(9)} ${String(t.length).padStart(6)} requests   ${pcts(t)}`);
    for (const [what, n] of errors) console.log(`     ${n} × ${what}`);
    return times.length / seconds;
  };

  const idle = await memory();
  console.log(
    `stack RSS before the runs: ${mb(idle.rss)} (heap ${mb(idle.heap)}, after GC); ${SECONDS} s a run; mix: 30 % ` +
      `7-day field moisture, 25 % fields, 25 % sensors, 20 % ingest (48 readings)`,
  );
  const five = await run(5);
  const fifty = await run(50);
  console.log(`50 users / 5 users throughput: ${(fifty / five).toFixed(2)}× (target ≥ 1)`);
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
