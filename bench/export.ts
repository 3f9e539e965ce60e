/**
 * The farm-year export (GET /api/v2/farms/{farm}/export): 12 sensors × 365 days of 2-hourly
 * readings (52,560), seeded straight into the local readings store, then the zip asked for through
 * the local gateway. Prints the time from request to the last byte (median of 5, after a warm-up),
 * the zip's size and what that is as a Lambda answer (base64), never asserted.
 *
 * Run: npm run bench:export
 */
export {};

// Set before the SDK and the logger load (hence the dynamic imports below).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.LOG_LEVEL ??= 'warn';
const { loadavg } = await import('node:os');
const { unzipSync } = await import('fflate');
const { startTestStack } = await import('../test/support/local-stack');
const { seedGrower } = await import('./support');
const { dynamoReadingsStore } = await import('../lambdas/readings/adapters/readings/dynamodb');
const { currentSeries } = await import('../test/support/readings');

const SENSORS = 12;
const STEP_MS = 2 * 3_600_000;
const RUNS = 5;
const year = new Date().getUTCFullYear() - 1;

const stack = await startTestStack({ seed: false });
try {
  const { token, sensorIds } = await seedGrower(stack, { sensors: SENSORS, days: 0 });
  const from = Date.UTC(year, 0, 1);
  const to = Date.UTC(year + 1, 0, 1);
  let stored = 0;
  for (const [n, sensorId] of sensorIds.entries()) {
    const series = await currentSeries(sensorId);
    const readings = [];
    for (let time = from; time < to; time += STEP_MS) {
      const v = 25 + 10 * Math.sin(time / 86_400_000 / 7 + n);
      readings.push({
        series,
        sensorId,
        time,
        raw: { at10cm: v, at50cm: v + 5, at100cm: v + 8, temperature: 18, battery_vol: 3.9 },
        calibrated: { at10cm: v, at50cm: v + 5, at100cm: v + 8 },
        temperature: 18,
        battery_vol: 3.9,
        flags: [],
        receivedAt: time,
      });
    }
    await dynamoReadingsStore().put(readings);
    stored += readings.length;
  }
  const url = `${stack.url}/api/v2/farms/Home%20Farm/export?year=${year}`;
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`export: HTTP ${res.status} ${new TextDecoder().decode(bytes)}`);
    return { ms: performance.now() - t0, bytes };
  };
  await once();
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once());
  runs.sort((a, b) => a.ms - b.ms);
  const { bytes } = runs[0]!;
  const files = unzipSync(bytes);
  const csvBytes = Object.values(files).reduce((n, f) => n + f.length, 0);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(2);
  console.log(
    `farm-year export, ${SENSORS} sensors × 365 days (${stored.toLocaleString('en')} readings, year ${year}):`,
  );
  console.log(
    `  median ${(runs[Math.floor(RUNS / 2)]!.ms / 1000).toFixed(2)} s (best ${(runs[0]!.ms / 1000).toFixed(2)} s) ` +
      `over ${RUNS} runs, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log(
    `  zip ${mb(bytes.length)} MB (${Object.keys(files).length} CSVs, ${mb(csvBytes)} MB unzipped); as a Lambda ` +
      `answer (base64) ${mb(Math.ceil(bytes.length / 3) * 4)} MB of the 6 MB limit`,
  );
} finally {
  await stack.close();
}
