/**
 * GET /api/v2/zone/{id}/recommendation through the local stack, one zone per state: no sensor,
 * no system, normal, already below the refill point, rain that covers the deficit. The zone's
 * `system` is sent with the zone; forecasts and skill counters
 * are stored as the forecast job stores them, so each state is exact. Clay: WP 25 %, FC 40 %,
 * refill point 32.5 % at 10 cm.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSkillDays, newestForecast, putForecast } from '../../lambdas/forecasts/adapters/forecasts';
import { alertsOnForecasts } from '../../lambdas/alerts/services/alerts-run';
import type { SeriesKey } from '../../lambdas/readings/adapters/readings/port';
import { writeCachedWeather } from '../../lambdas/weather/adapters/weather';
import { localDate, addDays } from '../../lambdas/agronomy/local-dates';
import { cachePlace, fieldCentroid, timeZoneAt } from '../../lambdas/weather/services/weather';
import type { ZoneSystemInput } from '@shared/irrigation/system';
import { currentSeries } from '../support/readings';
import { api, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone, squarePolygon } from '../support/management';

type Body = Record<string, any>;
const H = 3_600_000;
let stack: TestStack;
let token: string;
const zoneIds: Record<string, string> = {};
const seriesOfZone: Record<string, SeriesKey> = {};
const NOW = Date.now();
const SYSTEM: ZoneSystemInput = {
  method: 'drip',
  application_rate_mm_h: 4,
  root_depth_cm: 40,
  crop: 'tomato',
  planting_date: localDate(NOW - 60 * 86_400_000, 'UTC'),
};

/** A field at (lng, lat), 0.01° square. */
async function field(name: string, lng: number, lat: number): Promise<{ id: string; ring: [number, number][] }> {
  const geom = squarePolygon(lng, lat, 0.01);
  const res = await api(stack, 'POST', '/api/field/addField', { token, json: buildField({ fieldName: name, geom }) });
  return { id: (res.body.data as Body).field_id as string, ring: geom.coordinates[0] as [number, number][] };
}

/**
 * A zone k (0.002° square) inside the field at (lng, lat); a sensor at its centre whose newest forecast starts at
 * `theta` and dries 0.1 %/h.
 */
async function zone(
  name: string,
  fieldId: string,
  at: [number, number],
  k: number,
  opts: { system?: ZoneSystemInput; theta?: number; skillN?: number } = {},
): Promise<string> {
  const [lng, lat] = [at[0] + 0.001 + 0.0022 * k, at[1] - 0.001];
  const zonePayload = buildZone({
    zoneName: name,
    geom: squarePolygon(lng, lat, 0.002),
    ...(opts.system ? { system: opts.system } : {}),
  });
  const res = await api(stack, 'POST', `/api/v2/zone/${fieldId}`, { token, json: zonePayload });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = (res.body.data as Body).id as string;
  if (opts.theta !== undefined) {
    const form = buildSensorForm(fieldId, {
      alias: `${name} probe`,
      geom: JSON.stringify({ type: 'Point', coordinates: [lng + 0.001, lat - 0.001] }),
    });
    expect((await api(stack, 'POST', '/api/sensor/v2/new', { token, form })).status).toBeLessThan(300);
    const series = await currentSeries(form.sensorId);
    seriesOfZone[name] = series;
    const theta = opts.theta;
    const issued = NOW - H;
    await putForecast(series, {
      issued_at: issued,
      depths: [10, 50, 100],
      origin: [theta, theta, theta, 18],
      steps: Array.from({ length: 36 }, (_, i) => {
        const h = 2 * (i + 1);
        const v = theta - 0.1 * h;
        return [h, v, v, v, 18];
      }),
    });
    if (opts.skillN) {
      const counters = Object.fromEntries(
        [10, 50, 100].flatMap((d) => [
          [`model_h24_d${d}`, opts.skillN!],
          [`persistence_h24_d${d}`, 2 * opts.skillN!],
          [`n_h24_d${d}`, opts.skillN!],
        ]),
      );
      await addSkillDays(series, [{ day: new Date(NOW).toISOString().slice(0, 10), counters }]);
    }
  }
  return id;
}

const get = (id: string, as = token) =>
  api(stack, 'GET', `/api/v2/zone/${encodeURIComponent(id)}/recommendation`, { token: as });

beforeAll(async () => {
  stack = await startTestStack({ seed: false, alertsEveryMs: 0 });
  const grower = await newGrower(stack);
  token = grower.tokens.IdToken!;
  const a = await field('Advice A', 151.2, -33.8);
  zoneIds.bare = await zone('Bare', a.id, [151.2, -33.8], 0, { system: SYSTEM });
  zoneIds.noSystem = await zone('No system', a.id, [151.2, -33.8], 1, { theta: 36 });
  zoneIds.normal = await zone('West block', a.id, [151.2, -33.8], 2, { system: SYSTEM, theta: 36, skillN: 30 });
  zoneIds.below = await zone('Dry corner', a.id, [151.2, -33.8], 3, { system: SYSTEM, theta: 30 });
  // 33.5 % drying 0.1 %/h reaches 32.5 % within the day: a forecast warning.
  zoneIds.soon = await zone('Hot spot', a.id, [151.2, -33.81 + 0.004], 0, { system: SYSTEM, theta: 33.5 });
  // A field far from the others whose next days are forecast (in the weather cache) to bring 80 mm a day.
  const b = await field('Advice B', 146.1, -36.2);
  const place = cachePlace(fieldCentroid(b.ring));
  const today = localDate(NOW, timeZoneAt(place));
  const wet = [0, 1, 2, 3].map((i) => ({
    day: {
      date: addDays(today, i),
      tempmin: 10,
      tempmax: 20,
      temp: 15,
      humidity: 90,
      dew: 12,
      windspeed: 5,
      precip: 80,
      solarenergy: 5,
      conditions: 'Rain',
      icon: 'rain',
    },
    expiresAt: NOW + 6 * H,
  }));
  await writeCachedWeather(`${place.lat.toFixed(2)},${place.lon.toFixed(2)}`, 'simulated', wet, null);
  zoneIds.rain = await zone('Low lying', b.id, [146.1, -36.2], 0, { system: SYSTEM, theta: 39 });
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('GET /api/v2/zone/{id}/recommendation', () => {
  it('a zone with no sensor: 200, null figures and a plain reason', async () => {
    const res = await get(zoneIds.bare!);
    expect(res.status).toBe(200);
    const d = res.body.data as Body;
    expect([d.deficit_mm, d.rain_forecast_mm, d.net_mm, d.gross_mm, d.run_minutes, d.due_at, d.band_mm]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(d.basis.reason).toMatch(/No sensor lies in this zone/);
    // The code comes with its text, for a client that words it in its reader's language.
    expect(d.basis.reason_code).toBe('no_sensor');
  });

  it('a zone with no system: 200, null figures and a plain reason', async () => {
    const res = await get(zoneIds.noSystem!);
    expect(res.status).toBe(200);
    const d = res.body.data as Body;
    expect(d.gross_mm).toBeNull();
    expect(d.basis.reason).toMatch(/irrigation system is not set/);
    expect(d.basis.reason_code).toBe('no_system');
    expect(d.basis.sensors).toHaveLength(1);
  });

  it('normal: deficit over root depth, rain taken, gross, run time, due at the crossing, band from skill', async () => {
    const res = await get(zoneIds.normal!);
    expect(res.status).toBe(200);
    const d = res.body.data as Body;
    // (40 − 36) % over 40 cm = 16 mm.
    expect(d.deficit_mm).toBe(16);
    expect(d.net_mm).toBeCloseTo(d.deficit_mm - d.rain_forecast_mm, 1);
    expect(d.gross_mm).toBeCloseTo(d.net_mm / 0.9, 1);
    expect(d.run_minutes).toBe(Math.round((d.net_mm / 0.9 / 4) * 60));
    // 36 % drying 0.1 %/h reaches 32.5 % first at the +36 h step.
    expect(d.due_at).toBe(Math.floor((NOW - H + 36 * H) / 1000));
    // 1 % mean +24 h error over 40 cm: 4 mm.
    expect(d.band_mm).toBe(4);
    expect(d.basis).toMatchObject({
      reason: null,
      due: 'forecast',
      zone_name: 'West block',
      root_depth_cm: 40,
      efficiency_pct: 90,
      application_rate_mm_h: 4,
      taw_mm: 60,
      crop: { id: 'tomato' },
    });
    expect(d.basis.skill).toMatchObject({ n: 30, note: null });
    expect(d.basis.field_capacity).toEqual([
      { depth_cm: 10, value: 40 },
      { depth_cm: 50, value: 40 },
      { depth_cm: 100, value: 40 },
    ]);
    expect(Object.keys(d).sort()).toEqual([
      'band_mm',
      'basis',
      'deficit_mm',
      'due_at',
      'gross_mm',
      'net_mm',
      'rain_forecast_mm',
      'run_minutes',
    ]);
  });

  it('already below the refill point: due now; too little history: no band, and words', async () => {
    const d = (await get(zoneIds.below!)).body.data as Body;
    expect(d.basis.due).toBe('now');
    expect(d.deficit_mm).toBe(40);
    expect(d.band_mm).toBeNull();
    expect(d.basis.skill.note).toMatch(/Too little history/);
  });

  it('rain that covers the deficit: net 0, nothing to run', async () => {
    const d = (await get(zoneIds.rain!)).body.data as Body;
    expect(d.deficit_mm).toBe(4);
    expect(d.rain_forecast_mm).toBe(4);
    expect(d.net_mm).toBe(0);
    expect(d.run_minutes).toBe(0);
    expect(d.basis.rain.forecast_mm).toBeGreaterThan(100);
  });

  it("the forecast warning that starts carries the zone's amount and run time", async () => {
    const d = (await get(zoneIds.soon!)).body.data as Body;
    expect(d.gross_mm).toBeGreaterThan(0);
    const series = seriesOfZone['Hot spot']!;
    await alertsOnForecasts(new Map([[series, (await newestForecast(series))!]]), NOW);
    const list = (await api(stack, 'GET', '/api/v2/notifications?kind=moisture-forecast', { token })).body.data as Body;
    const warning = list.notifications.find((n: Body) => /Hot spot/.test(n.body));
    const words = `${d.gross_mm >= 10 ? Math.round(d.gross_mm) : d.gross_mm} mm (≈ `;
    expect(warning.body).toContain(`Irrigate ${words}`);
  });

  it("another grower's zone, an unknown id and inherited names are 404", async () => {
    const other = (await newGrower(stack)).tokens.IdToken!;
    expect((await get(zoneIds.normal!, other)).status).toBe(404);
    for (const id of ['__proto__', 'constructor', 'no-such-zone']) expect((await get(id)).status, id).toBe(404);
  });
});
