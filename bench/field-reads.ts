/**
 * Issue 11 figures, printed, never asserted: a 12-sensor field's range answer
 * (GET /api/v2/moisture/{field}?start&end) at 7 and at 365 days, p50/p95, with one year stored
 * and then with ten years stored. Targets: 365 days < 300 ms p95; ten years stored changes it by
 * less than 20 %. A 7-day range is drawn from the readings, a 365-day one from the daily
 * aggregates (lambdas/forecasts/services/field-moisture.ts).
 *
 * The year arrives through the real ingest route (readings and their aggregates, as a gateway
 * sends them, and the forecasts and skill the forecast job makes of them; the job is let finish
 * before anything is timed); the older years go straight into the store, 90 days of a sensor at
 * a time and four sensors at once, with their aggregates made from those readings as the backfill
 * makes them, and for every 30 days of a sensor a forecast and a day of skill counters, as the
 * year through ingest has about (forecasts are made per ingest batch).
 *
 * Run: npm run bench:field-reads [-- <years stored in the second pass, default 10>]
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.LOG_LEVEL ??= 'warn';
const { loadavg } = await import('node:os');

const { api, startTestStack } = await import('../test/support/local-stack');
const { seedGrower, history, DAY_MS } = await import('./support');
const { alignToStep, STEP_MS } = await import('../infra/local/simulator/model');
const { dynamoReadingsStore } = await import('../lambdas/readings/adapters/readings/dynamodb');
const { dynamoAggregateIO } = await import('../lambdas/readings/adapters/readings/dynamodb-aggregates');
const { refreshAggregates } = await import('../lambdas/readings/adapters/readings/aggregate-refresh');
const { currentSeries } = await import('../test/support/readings');
const { forecastsSettled } = await import('../lambdas/ingest/services/forecast-queue');
const { addSkill, storeForecast } = await import('../lambdas/forecasts/adapters/forecasts');
const { forEachLimit } = await import('@shared/concurrency');

const SENSORS = 12;
const YEARS = Number(process.argv[2] ?? 10);
const WINDOW_MS = 90 * DAY_MS;
const FORECAST_EVERY_MS = 30 * DAY_MS;

const stack = await startTestStack({ seed: false });
try {
  const now = alignToStep(Date.now());
  const started = performance.now();
  const { token, fieldId, sensorIds } = await seedGrower(stack, { sensors: SENSORS, days: 365 });
  await forecastsSettled();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `a year of ${SENSORS} sensors (2-hourly, ${(SENSORS * 4380).toLocaleString('en')} readings) through the ingest ` +
      `route with their aggregates: ${seconds.toFixed(0)} s (with the grower's setup) = ` +
      `${Math.round((SENSORS * 4380) / seconds).toLocaleString('en')} readings/s (load average ` +
      `${loadavg()[0]!.toFixed(1)})`,
  );

  const s = Math.floor(now / 1000);
  const measure = async (label: string, days: number, rounds: number) => {
    const path = `/api/v2/moisture/${fieldId}?start=${s - days * 86_400}&end=${s}`;
    let points = 0;
    for (let i = 0; i < 5; i++) {
      const res = await api(stack, 'GET', path, { token }); // warm up
      points = (res.body.data as { moisture: unknown[] }[]).reduce((n, x) => n + x.moisture.length, 0);
    }
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const t0 = performance.now();
      const res = await api(stack, 'GET', path, { token });
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    console.log(
      `  ${label.padEnd(34)} ${String(points).padStart(5)} points   p50 ${p(0.5).toFixed(1).padStart(7)} ms   p95 ` +
        `${p(0.95).toFixed(1).padStart(7)} ms`,
    );
    return { p50: p(0.5), p95: p(0.95) };
  };
  const reads = async (stored: string) => {
    console.log(`GET /api/v2/moisture/{field}, 12 sensors, ${stored} stored:`);
    return {
      d7: await measure('7 days (from the readings)', 7, 100),
      d365: await measure('365 days (daily aggregates)', 365, 60),
    };
  };

  const at1 = await reads('1 year');

  // The older years: readings straight into the store, a month at a time, and their aggregates
  // from those same readings (no read back).
  const store = dynamoReadingsStore();
  const yearAgo = now - 365 * DAY_MS;
  const oldest = yearAgo - (YEARS - 1) * 365 * DAY_MS;
  const t1 = performance.now();
  let written = 0;
  let forecasts = 0;
  await forEachLimit(sensorIds, 4, async (id) => {
    const series = await currentSeries(id);
    for (let from = oldest; from < yearAgo; from += WINDOW_MS) {
      const to = Math.min(from + WINDOW_MS, yearAgo) - STEP_MS;
      const readings = history([id], (to - from) / DAY_MS, to).map((r) => ({
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
      }));
      await store.put(readings);
      const io = dynamoAggregateIO(async (_s, a, b) => readings.filter((r) => r.time >= a && r.time < b));
      await refreshAggregates(
        io,
        series,
        readings.map((r) => r.time),
      );
      written += readings.length;
      // The forecasts and skill of those days: older than the newest forecast, so its view stays as it is.
      for (let t = from + FORECAST_EVERY_MS; t <= to; t += FORECAST_EVERY_MS) {
        const at = readings.filter((r) => r.time <= t).pop()!;
        const steps = Array.from({ length: 36 }, (_, i) => [
          2 * (i + 1),
          at.calibrated.at10cm,
          at.calibrated.at50cm,
          at.calibrated.at100cm,
          at.temperature,
        ]);
        await storeForecast(series, {
          issued_at: at.time,
          depths: [10, 50, 100],
          steps,
          origin: [at.calibrated.at10cm, at.calibrated.at50cm, at.calibrated.at100cm, at.temperature],
        });
        await addSkill(series, new Date(at.time).toISOString().slice(0, 10), {
          n_h2_d10: 12,
          model_h2_d10: 6,
          persistence_h2_d10: 9,
        });
        forecasts++;
      }
    }
  });
  console.log(
    `(stored ${YEARS - 1} more years: ${written.toLocaleString('en')} readings and their aggregates, ${forecasts} ` +
      `forecasts and skill days, in ${((performance.now() - t1) / 1000).toFixed(0)} s; ` +
      `20 s pause so dynalite's LevelDB finishes compacting, which AWS DynamoDB never makes a reader wait for)`,
  );
  await new Promise((r) => setTimeout(r, 20_000));
  const at10 = await reads(`${YEARS} years`);

  const change = (a: number, b: number) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(0)} %`;
  console.log(`p95 with ${YEARS} years against 1 year stored (target: 365 days < 300 ms, change < 20 %):`);
  const within = (a: number, b: number) => (Math.abs(b - a) / a < 0.2 ? 'within 20 %' : 'NOT within 20 %');
  for (const k of ['d7', 'd365'] as const)
    console.log(
      `  ${k === 'd7' ? '7 days  ' : '365 days'} ${at1[k].p95.toFixed(1)} → ${at10[k].p95.toFixed(1)} ms ` +
        `(${change(at1[k].p95, at10[k].p95)}, ${within(at1[k].p95, at10[k].p95)})`,
    );
  console.log(
    `  365 days p95 with ${YEARS} years stored: ${at10.d365.p95.toFixed(0)} ms ` +
      `(${at10.d365.p95 < 300 ? 'under' : 'NOT under'} 300 ms); ` +
      `load average now ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
} finally {
  await stack.close();
}
export {};
