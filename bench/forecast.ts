/**
 * `npm run bench:forecast`: time to forecast a 12-sensor field after an ingest batch, as the
 * product runs it: each sensor with 7 days of 2-hourly readings at its three depths, the zone's
 * limits, and a weather forecast (5 daily intervals of rain and ET0, plus the past week's).
 * Prints the time per sensor forecast (mean, p95) and per field batch; the target is well
 * under 5 ms per sensor and under 200 ms for the field. Synthetic inputs: no data set needed.
 */
import { forecastModel } from '../lambdas/agronomy/forecast/forecast';
import type { ForecastInput, SoilObservation, WeatherInterval } from '../lambdas/agronomy/forecast/forecast-types';

const HOUR = 3_600_000;
const SENSORS = 12;
const BATCHES = 200;
const issuedAt = Date.UTC(2026, 6, 15, 12);

function sensor(s: number): ForecastInput {
  const history: SoilObservation[] = Array.from({ length: 85 }, (_, k) => {
    const h = (84 - k) * 2;
    const diurnal = Math.sin(((k % 12) / 12) * 2 * Math.PI);
    // Drying through the week with a shower four days ago.
    const wet = h < 96 ? 0 : 4;
    return {
      time: issuedAt - h * HOUR,
      moisture: [24 + s * 0.3 + 0.01 * h - wet + 0.2 * diurnal, 30 + 0.004 * h, 34 + 0.002 * h],
      temperature: 18 + 4 * diurnal,
    };
  });
  const weather: WeatherInterval[] = Array.from({ length: 12 }, (_, d) => ({
    fromMs: issuedAt + (d - 7) * 24 * HOUR,
    toMs: issuedAt + (d - 6) * 24 * HOUR,
    precipMm: d === 8 ? 12 : 0,
    et0Mm: 4 + (d % 3),
    airTempC: 22 + (d % 4),
  }));
  return {
    issuedAt,
    depthsCm: [10, 50, 100],
    history,
    limits: { wiltingPoint: [12, 13, 14], fieldCapacity: [32, 33, 35], saturation: [42, 43, 44] },
    weather,
    latitude: -33.9,
  };
}

const inputs = Array.from({ length: SENSORS }, (_, s) => sensor(s));
const perSensor: number[] = [];
const perBatch: number[] = [];
let checksum = 0;
for (let b = 0; b < BATCHES + 20; b++) {
  const batchStart = performance.now();
  for (const input of inputs) {
    const start = performance.now();
    const f = forecastModel(input);
    const ms = performance.now() - start;
    checksum += f.steps[35]!.moisture[0] ?? 0;
    if (b >= 20) perSensor.push(ms); // the first batches warm the JIT up
  }
  if (b >= 20) perBatch.push(performance.now() - batchStart);
}
const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { mean: xs.reduce((a, b) => a + b, 0) / xs.length, p95: sorted[Math.floor(0.95 * (sorted.length - 1))]! };
};
const s = stats(perSensor);
const f = stats(perBatch);
console.log(
  `forecast per sensor (7 days of 2-hourly history, 3 depths, 36 steps): mean ${s.mean.toFixed(3)} ms, p95 ` +
    `${s.p95.toFixed(3)} ms (${perSensor.length} forecasts)`,
);
console.log(
  `forecasts for a ${SENSORS}-sensor field: mean ${f.mean.toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms (${BATCHES} ` +
    `batches; checksum ${checksum.toFixed(1)})`,
);
