export {};
/**
 * Forecasts after ingest, printed, never asserted: how long making and storing the forecasts of
 * a 12-sensor field takes after one ingest batch (target < 200 ms), and the ingest answer's p95
 * with forecasts off (FORECASTS=off: main's code path) and on (they run after the answer, in
 * process, as in the local stack; each batch's forecasts finish before the next batch, as a
 * gateway reports every couple of hours), off and on alternating batch by batch. Seven days of history per sensor are
 * ingested first. Also printed: the DynamoDB calls a batch's forecasts make, the process's CPU time while they are
 * made, and the machine's load (the times stretch on a shared machine; the calls do not).
 *
 * Run: npm run bench:forecasts   (about a minute)
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';

const { startTestStack } = await import('../test/support/local-stack');
const { history, loadLine, quantile, seedGrower, storeCallCounter, STEP_MS } = await import('./support');
const { sendReadings } = await import('../infra/local/simulator/send');
const { forecastsSettled } = await import('../lambdas/ingest/services/forecast-queue');
const { resetEnvCache } = await import('../lambdas/platform/env');

const { loadavg } = await import('node:os');

const SENSORS = 12;
const BATCHES = 40;

const setForecasts = (on: boolean) => {
  process.env.FORECASTS = on ? 'on' : 'off';
  resetEnvCache();
};
/** One batch: the ingest answer's time, then the time and the process's CPU time until its forecasts were made. */
interface Sample {
  ingest: number;
  forecasts: number;
  cpu: number;
}

const loadAtStart = loadavg()[0]!;
const stack = await startTestStack({ seed: false });
/** The DynamoDB commands sent while a batch's forecasts are made. */
const calls = storeCallCounter();

try {
  setForecasts(false);
  const { credential, sensorIds } = await seedGrower(stack, { sensors: SENSORS, days: 0 });
  // Seven days of history ending just before the batches, which then run up to now (none in the future).
  const historyEnd = Math.floor(Date.now() / STEP_MS) * STEP_MS - (2 * BATCHES + 4) * STEP_MS;
  await sendReadings(stack.url, credential, history(sensorIds, 7, historyEnd));
  let next = historyEnd + STEP_MS;
  const batch = async (): Promise<Sample> => {
    const readings = sensorIds.map((sensor_id) => ({
      sensor_id,
      time: new Date(next).toISOString(),
      cap50: 0.3,
      cap100: 0.31,
      cap150: 0.32,
      temperature: 18,
      battery_vol: 3.9,
    }));
    next += STEP_MS;
    const t0 = performance.now();
    const res = await fetch(`${stack.url}/api/v2/ingest`, {
      method: 'POST',
      headers: { authorization: `Gateway ${credential}`, 'content-type': 'application/json' },
      body: JSON.stringify({ readings }),
    });
    const body = (await res.json()) as { data: { stored: number } };
    const answered = performance.now();
    if (body.data.stored !== SENSORS) throw new Error(`stored ${body.data.stored} of ${SENSORS}`);
    calls.on = true;
    const cpu0 = process.cpuUsage();
    await forecastsSettled();
    const cpu = process.cpuUsage(cpu0);
    calls.on = false;
    return { ingest: answered - t0, forecasts: performance.now() - answered, cpu: (cpu.user + cpu.system) / 1000 };
  };

  // Off and on alternate batch by batch, so both see the same machine load and the same amount of
  // stored data (a busy shared machine drifts within a run). A forecast batch's previous forecast
  // is then the one 4 hours before it.
  const before: Sample[] = [];
  const after: Sample[] = [];
  for (const on of [false, true]) {
    setForecasts(on);
    await batch(); // warm
  }
  calls.sent.clear();
  for (let b = 0; b < 2 * BATCHES; b++) {
    const on = b % 2 === 1;
    setForecasts(on);
    (on ? after : before).push(await batch());
  }
  const fmt = (xs: number[]) => `p50 ${quantile(xs, 0.5).toFixed(0)} ms, p95 ${quantile(xs, 0.95).toFixed(0)} ms`;
  console.log(
    `forecasts for a ${SENSORS}-sensor field after one ingest batch (7 days of history each), ${BATCHES} batches: ` +
      `${fmt(after.map((r) => r.forecasts))} (target < 200 ms)`,
  );
  // The process's CPU time over the same span (the in-process dynalite's included): what a busy machine stretches
  // least.
  console.log(`CPU time of the process while they are made: ${fmt(after.map((r) => r.cpu))}`);
  console.log(`store calls per batch (forecasts): ${calls.perBatch(BATCHES)}`);
  const [p95Before, p95After] = [
    quantile(
      before.map((r) => r.ingest),
      0.95,
    ),
    quantile(
      after.map((r) => r.ingest),
      0.95,
    ),
  ];
  console.log(
    `ingest answer, ${SENSORS} readings per batch: forecasts off ${fmt(before.map((r) => r.ingest))}; on ` +
      `${fmt(after.map((r) => r.ingest))}; p95 ${((p95After / p95Before - 1) * 100).toFixed(0)} % (limit +20 %)`,
  );
  console.log(loadLine(loadAtStart));
} finally {
  await stack.close();
}
