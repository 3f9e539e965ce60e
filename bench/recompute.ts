/**
 * Issue 15 item 6, printed, never asserted: the worst recompute the API accepts, one sensor
 * reporting every 15 minutes over the longest period (MAX_RANGE_DAYS, 400 days: 38,400 readings),
 * started through `POST /api/v2/sensorformula/recompute` on a local stack and its job polled
 * (`GET …/recompute/{jobId}`) until done; in AWS the job runs in its own function of 15 minutes and
 * a whole vCPU (infra/constructs/jobs.ts). Locally the job runs in this process, so its CPU counts.
 *
 * Printed: the wall time here; the DynamoDB calls by kind; how many were in flight on average
 * (the sum of the calls' own times over the wall time); this process's CPU time (the emulator
 * runs in a process of its own); and an estimate for AWS: that CPU time at the share of a vCPU
 * Lambda gives the function's memory (and the house default's 512 MB), plus every call at an assumed DynamoDB latency
 * (below; DynamoDB's own figure is single-digit milliseconds, these leave room for the network and the SDK) divided by
 * the same average in flight, as if CPU and calls never overlapped. The local wall time carries the shared
 * machine's load and the emulator's slowness: it is no forecast of AWS.
 *
 * Run: npm run bench:recompute [-- <days>]   (default 400; seeding 38,400 readings takes a few minutes)
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.LOG_LEVEL ??= 'warn';
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

const { api, logIn, startTestStack } = await import('../test/support/local-stack');
const { DEMO_ACCOUNTS } = await import('../infra/local/demo-accounts');
const { seedGrower } = await import('./support');
const { sendReadings } = await import('../infra/local/simulator/send');
const { documentClient } = await import('../lambdas/platform/aws/clients');
const { MAX_RANGE_DAYS } = await import('@shared/readings/schemas');
const { ONE_VCPU_MB } = await import('../infra/constructs/api-budgets');
const { waitForRecompute } = await import('../test/support/recompute');
const { loadavg } = await import('node:os');
const { spawn } = await import('node:child_process');
const { createRequire } = await import('node:module');
const require = createRequire(import.meta.url);
/** Lambda gives a function CPU in proportion to its memory: a whole vCPU at 1,769 MB (one thread uses no more). */
const vcpuAt = (mb: number) => Math.min(1, mb / 1769);
/** The recompute job's function: a whole vCPU, 15 minutes. */
const MEMORY_MB = ONE_VCPU_MB;
const LIMIT_SECONDS = 15 * 60;

const DAYS = Number(process.argv[2] ?? MAX_RANGE_DAYS);
if (!Number.isInteger(DAYS) || DAYS < 1 || DAYS > MAX_RANGE_DAYS)
  throw new Error(`days: a whole number from 1 to ${MAX_RANGE_DAYS}`);
const STEP_MS = 15 * 60_000;
/** Assumed DynamoDB latency per call in AWS (ms), by command: generous p99s for calls of this size. */
const AWS_MS: Record<string, number> = {
  QueryCommand: 20,
  BatchWriteCommand: 30,
  PutCommand: 15,
  UpdateCommand: 15,
  GetCommand: 10,
  BatchGetCommand: 15,
  DeleteCommand: 15,
};

// DynamoDB (dynalite) in a process of its own, so this process's CPU time during the walk is the
// function's own work (calibration, the SDK, the aggregates), not the emulator's.
const PORT = 20_000 + Math.floor(Math.random() * 20_000);
const dynamo = spawn(
  process.execPath,
  [
    require.resolve('dynalite/cli.js'),
    '--port',
    String(PORT),
    '--createTableMs',
    '0',
    '--deleteTableMs',
    '0',
    '--updateTableMs',
    '0',
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise<void>((resolve, reject) => {
  dynamo.once('error', reject);
  dynamo.stdout!.once('data', () => resolve());
});
const stack = await startTestStack({ dynamo: { endpoint: `http://127.0.0.1:${PORT}` } });
try {
  const admin = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
  const { credential, sensorIds } = await seedGrower(stack, { sensors: 1, days: 0 });
  const sensorId = sensorIds[0]!;
  const formula = await api(stack, 'POST', '/api/sensorformula/', {
    token: admin,
    json: { sensor_id: sensorId, parameter: 'x1=0.1, x2=0.5' },
  });
  if (formula.status !== 201) throw new Error(`formula: HTTP ${formula.status} ${JSON.stringify(formula.body)}`);

  // The worst case's readings: every 15 minutes, raw counts the formula turns into percent.
  const end = Date.now() - 60_000;
  const start = end - DAYS * 86_400_000 + 60_000;
  const readings = [];
  for (let t = start - (start % STEP_MS) + STEP_MS, i = 0; t <= end; t += STEP_MS, i++) {
    const wave = Math.sin(i / 96);
    readings.push({
      sensor_id: sensorId,
      time: t,
      cap50: 0.2 + 0.05 * wave,
      cap100: 0.25 + 0.04 * wave,
      cap150: 0.3 + 0.03 * wave,
      temperature: 18 + 4 * wave,
      battery_vol: 3.9,
    });
  }
  const s0 = performance.now();
  // A day per batch: 500 readings of one sensor at 15 minutes span five days of aggregates, which a
  // loaded machine may not write within the ingest function's 10 s (answered 'failed', resent).
  const sent = await sendReadings(stack.url, credential, readings, { batchSize: 96 });
  if (sent.stored !== readings.length) throw new Error(`seed: ${sent.stored} of ${readings.length} stored`);
  console.log(
    `seeded ${readings.length.toLocaleString('en')} readings (${DAYS} days every 15 min) through the ingest route ` +
      `in ${((performance.now() - s0) / 1000).toFixed(0)} s`,
  );

  // Every DynamoDB call of the walk, with its own time.
  const client = documentClient();
  const send = client.send.bind(client) as (command: unknown, ...rest: unknown[]) => Promise<unknown>;
  const calls = new Map<string, { n: number; ms: number }>();
  let counting = false;
  (client as unknown as { send: typeof send }).send = async (command: any, ...rest: unknown[]) => {
    // The status polls' reads of the job item are not the recompute's work (the worker's own one
    // read of it is left out with them); its claim, weekly progress and end are counted.
    const poll =
      command?.constructor?.name === 'GetCommand' && String(command?.input?.Key?.PK ?? '').startsWith('RECOMPUTE_JOB#');
    if (!counting || poll) return send(command, ...rest);
    const t = performance.now();
    try {
      return await send(command, ...rest);
    } finally {
      const c = calls.get(command.constructor.name) ?? { n: 0, ms: 0 };
      c.n++;
      c.ms += performance.now() - t;
      calls.set(command.constructor.name, c);
    }
  };

  for (const run of [1, 2]) {
    calls.clear();
    counting = true;
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const res = await api(stack, 'POST', '/api/v2/sensorformula/recompute', {
      token: admin,
      json: { sensor_id: sensorId, start: Math.floor(start / 1000), end: Math.floor(end / 1000) },
    });
    if (res.status !== 202) throw new Error(`recompute: HTTP ${res.status} ${JSON.stringify(res.body)}`);
    // Polled every second: often enough for the wall time, rarely enough to leave the CPU figure the job's.
    const job = await waitForRecompute(stack, admin, (res.body.data as { job_id: string }).job_id, 3_600_000, 1_000);
    const wall = performance.now() - t0;
    const cpuUsed = process.cpuUsage(cpu0);
    const cpuMs = (cpuUsed.user + cpuUsed.system) / 1000;
    counting = false;
    if (job.status !== 'done') throw new Error(`recompute job ${job.status}: ${job.error}`);
    const data = job.result;
    const all = [...calls.values()];
    const n = all.reduce((a, c) => a + c.n, 0);
    const callMs = all.reduce((a, c) => a + c.ms, 0);
    const inFlight = Math.max(1, callMs / wall);
    const awsCalls = [...calls].reduce((a, [name, c]) => a + c.n * (AWS_MS[name] ?? 20), 0);
    // In Lambda at 512 MB the same CPU work takes longer (a share of a vCPU), and the calls' waits
    // are added to it as if nothing overlapped: an upper estimate.
    const callsAtAws = awsCalls / inFlight;
    const at = (mb: number) =>
      `${((cpuMs / vcpuAt(mb) + callsAtAws) / 1000).toFixed(1)} s at ${mb} MB ` +
      `(${(cpuMs / vcpuAt(mb) / 1000).toFixed(1)} s of CPU at ${vcpuAt(mb).toFixed(2)} vCPU + ` +
      `${(callsAtAws / 1000).toFixed(1)} s of DynamoDB calls)`;
    console.log(
      `run ${run}: recomputed ${data.recomputed.toLocaleString('en')} readings in ${(wall / 1000).toFixed(1)} s ` +
        `here (load ${loadavg()[0]!.toFixed(1)}); ${n.toLocaleString('en')} DynamoDB calls ` +
        `(${[...calls].map(([k, c]) => `${k.replace('Command', '')} ${c.n}`).join(', ')}), ${inFlight.toFixed(1)} ` +
        `in flight on average; ` +
        `CPU of this process ${(cpuMs / 1000).toFixed(1)} s; AWS estimate ${at(MEMORY_MB)}, the house default ` +
        `${at(512)}; the job's function has ${LIMIT_SECONDS} s`,
    );
  }
} finally {
  await stack.close();
  dynamo.kill();
}
export {};
