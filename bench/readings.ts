export {};
/**
 * Issue 4 figures, printed, never asserted:
 * - readings per second through the local gateway's ingest route (target ≥ 3,000/s here);
 * - p50/p95 of a 7-day and a 365-day read of one sensor and of a 12-sensor field, with a year
 *   stored and then ten years stored (target: 7-day p95 < 50 ms, within 20 % at 10×);
 * - time to produce a 365-day CSV of one sensor (target < 1 s).
 * The year arrives through the real ingest route (the simulator's readings); the nine extra
 * years go straight into the store (the route's speed was measured already).
 *
 * Run: npm run bench:readings   (about 3 minutes)
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';

const { api, startTestStack } = await import('../test/support/local-stack');
const { seedGrower } = await import('./support');
const { simulateSensor, alignToStep, STEP_MS, uniformProfile } = await import('../infra/local/simulator/model');
const { sendReadings } = await import('../infra/local/simulator/send');
const { dynamoReadingsStore } = await import('../lambdas/readings/adapters/readings/dynamodb');
const { currentSeries } = await import('../test/support/readings');

const DAY = 86_400_000;
const SENSORS = 12;
const ROUNDS = 200;

const stack = await startTestStack({ seed: false });
try {
  const { token, fieldId, credential, sensorIds } = await seedGrower(stack, { sensors: SENSORS, days: 0 });
  const field = { field_id: fieldId };
  const soil = uniformProfile({ wiltingPoint: 17, fieldCapacity: 30, saturation: 40 });
  const now = alignToStep(Date.now());
  const yearAgo = now - 365 * DAY;
  const sim = (sensorId: string, origin: number, from: number, to: number) =>
    simulateSensor(
      { sensorId, weatherSeed: 'bench', irrigationSeed: sensorId, latitude: -34.3, soil, output: 'percent' },
      origin,
      from,
      to,
    );

  // 1. Ingest throughput: a year for 12 sensors through POST /api/v2/ingest.
  const year = sensorIds.flatMap((id) => sim(id, yearAgo, yearAgo, now));
  const t0 = performance.now();
  const sent = await sendReadings(stack.url, credential, year);
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `ingest through the local gateway: ${sent.sent.toLocaleString('en')} readings in 500-reading batches, 4 in ` +
      `flight: ${seconds.toFixed(1)} s = ${Math.round(sent.sent / seconds).toLocaleString('en')} readings/s (target ` +
      `≥ 3,000/s); ${sent.rejected} rejected`,
  );

  const measure = async (label: string, call: () => Promise<{ status: number }>, rounds = ROUNDS) => {
    for (let i = 0; i < 5; i++) await call(); // warm up
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      const res = await call();
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    console.log(
      `  ${label.padEnd(52)} p50 ${p(0.5).toFixed(1).padStart(7)} ms   p95 ${p(0.95).toFixed(1).padStart(7)} ms`,
    );
    return { p50: p(0.5), p95: p(0.95) };
  };

  const s = Math.floor(now / 1000);
  const reads = async (stored: string) => {
    console.log(`reads through the local gateway, ${stored} stored (${ROUNDS} requests each):`);
    const one = sensorIds[0]!;
    return {
      sensor7: await measure('one sensor, 7 days   GET /api/v2/readings/{id}', () =>
        api(stack, 'GET', `/api/v2/readings/${one}?start=${s - 7 * 86_400}&end=${s}`, { token }),
      ),
      sensor365: await measure(
        'one sensor, 365 days GET /api/v2/readings/{id}',
        () => api(stack, 'GET', `/api/v2/readings/${one}?start=${s - 365 * 86_400}&end=${s}`, { token }),
        20,
      ),
      field7: await measure('12-sensor field, 7 days   GET /api/v2/moisture/{f}', () =>
        api(stack, 'GET', `/api/v2/moisture/${field.field_id}?start=${s - 7 * 86_400}&end=${s}`, { token }),
      ),
      field365: await measure(
        '12-sensor field, 365 days GET /api/v2/moisture/{f}',
        () => api(stack, 'GET', `/api/v2/moisture/${field.field_id}?start=${s - 365 * 86_400}&end=${s}`, { token }),
        20,
      ),
    };
  };

  const csv = async () => {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 6; i++) {
      const started = performance.now();
      const res = await fetch(
        `${stack.url}/api/v2/readings/${sensorIds[0]}/csv?start=${s - 365 * 86_400}&end=${s}&format=csv`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      bytes = (await res.text()).length;
      if (i > 0) times.push(performance.now() - started); // the first one warms up
    }
    times.sort((a, b) => a - b);
    console.log(
      `  365-day CSV of one sensor (${(bytes / 1024).toFixed(0)} KiB, 21 rows × ${Math.round(365 * 12)} columns)    ` +
        `  median ${times[2]!.toFixed(0)} ms (target < 1 s)`,
    );
  };

  const at1 = await reads('1 year (12 sensors × 4,380 readings)');
  await csv();

  // 10×: nine more years of history for the same sensors, written straight into the store.
  const store = dynamoReadingsStore();
  const started = performance.now();
  for (const id of sensorIds) {
    const series = await currentSeries(id);
    const older = sim(id, yearAgo - 9 * 365 * DAY, yearAgo - 9 * 365 * DAY, yearAgo - STEP_MS);
    await store.put(
      older.map((r) => ({
        series,
        sensorId: id,
        time: r.time,
        raw: {
          at10cm: r.cap50,
          at50cm: r.cap100,
          at100cm: r.cap150,
          temperature: r.temperature,
          battery_vol: r.battery_vol,
        },
        calibrated: { at10cm: r.cap50, at50cm: r.cap100, at100cm: r.cap150 },
        temperature: r.temperature,
        battery_vol: r.battery_vol,
        flags: [],
        receivedAt: now,
      })),
    );
  }
  console.log(
    `(stored 9 more years for the 12 sensors in ${((performance.now() - started) / 1000).toFixed(0)} s; 20 s pause ` +
      `so dynalite's LevelDB finishes compacting, which AWS DynamoDB never makes a reader wait for)`,
  );
  await new Promise((r) => setTimeout(r, 20_000));
  const at10 = await reads('10 years (12 sensors × 43,800 readings)');
  await csv();

  const change = (a: number, b: number) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(0)} %`;
  console.log('p95 at 10× against 1× (target: within 20 % for 7 days):');
  for (const k of ['sensor7', 'field7', 'sensor365', 'field365'] as const)
    console.log(
      `  ${k.padEnd(10)} ${at1[k].p95.toFixed(1)} → ${at10[k].p95.toFixed(1)} ms (${change(at1[k].p95, at10[k].p95)})`,
    );
} finally {
  await stack.close();
}
