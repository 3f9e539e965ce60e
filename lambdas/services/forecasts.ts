/**
 * Making forecasts: for a readings series whose newest valid reading is newer than its newest
 * forecast, run the model on the last 7 days of valid readings (10, 50, 100 cm and temperature),
 * the zone's WP/FC/SAT when the sensor lies in a zone, the weather and the field's latitude, and
 * store what it said. One forecast per series per newest-reading time: the write is conditional,
 * so the same batch twice, or two runs at once, store one.
 *
 * When a forecast is stored, the earlier forecasts whose +2/+24/+72 h target has passed since the
 * previous forecast are verified against the reading nearest that target (within an hour), and
 * their absolute errors (and persistence's) added to the series' daily skill counters, so the
 * skill figures cost a few small reads at display time.
 */
import { pointInPolygon, type Polygon } from '@shared/geo';
import type { ForecastInput, SoilLimits, WeatherInterval } from '../agronomy/forecast-types';
import { MEASURED_DEPTHS } from '@shared/agronomy/profile';
import { getField } from '../store/fields';
import { addSkill, forecastsIssued, newestForecast, putForecast, type SkillCounters, type StoredForecast } from '../store/forecasts';
import type { Reading, ReadingsStore, SeriesKey } from '../store/readings/port';
import { sensorIdOf } from '../store/readings/series';
import { getSensor, seriesOf } from '../store/sensors';
import { listZones, type ZoneItem } from '../store/zones';
import { model } from './forecast-model';
import { validReadings } from './readings';

const HOUR_MS = 3_600_000;
const HISTORY_MS = 7 * 24 * HOUR_MS;
/** The horizons whose skill is measured and served. */
export const SKILL_HORIZONS_H = [2, 24, 72] as const;
/** A forecast is compared with the reading nearest its target time, if one lies this close. */
const MATCH_MS = HOUR_MS;
const LONGEST_SKILL_H = Math.max(...SKILL_HORIZONS_H);

/** Weather for a location and period; [] when unknown (the model then assumes none). */
export type WeatherSource = (location: { lat: number; lon: number }, fromMs: number, toMs: number) => Promise<WeatherInterval[]>;
export const noWeather: WeatherSource = async () => [];

export interface ForecastContext {
  store: ReadingsStore;
  weather?: WeatherSource;
}

/** The zone of the field the point lies in, if any. */
export const zoneAt = (zones: ZoneItem[], fieldId: string, point: [number, number]) =>
  zones.find((z) => z.field_id === fieldId && pointInPolygon(point, z.points.coordinates[0]!));

export const limitsOf = (zone: ZoneItem | undefined): SoilLimits | null =>
  zone
    ? {
        wiltingPoint: [zone.wpoint_50, zone.wpoint_100, zone.wpoint_150],
        fieldCapacity: [zone.fcapacity_50, zone.fcapacity_100, zone.fcapacity_150],
        saturation: [zone.saturation_50, zone.saturation_100, zone.saturation_150],
      }
    : null;

/** Mean latitude and longitude of a field's outline (GeoJSON order: longitude, latitude). */
function centreOf(points: Polygon | undefined): { lat: number; lon: number } | undefined {
  const ring = points?.coordinates[0];
  if (!ring?.length) return undefined;
  return { lon: ring.reduce((s, p) => s + p[0], 0) / ring.length, lat: ring.reduce((s, p) => s + p[1], 0) / ring.length };
}

const depthValues = (r: Reading) => [r.calibrated.cap50_percent, r.calibrated.cap100_percent, r.calibrated.cap150_percent];
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Forecast one series if its newest valid reading has none yet. Answers the stored forecast, or
 * undefined when there was nothing to do (no reading, already forecast, registration gone).
 */
export async function forecastSeries(series: SeriesKey, ctx: ForecastContext): Promise<StoredForecast | undefined> {
  const sensor = await getSensor(sensorIdOf(series));
  // Freed (or freed and registered again) since the readings came: nothing to forecast for it.
  if (!sensor || seriesOf(sensor) !== series) return undefined;
  const [newest, previous] = await Promise.all([ctx.store.latest(series, { validOnly: true }), newestForecast(series)]);
  if (!newest || (previous && previous.issued_at >= newest.time)) return undefined;
  const issuedAt = newest.time;
  const [history, field, zones] = await Promise.all([validReadings(ctx.store, series, issuedAt - HISTORY_MS, issuedAt), getField(sensor.owner, sensor.field_id), listZones(sensor.owner)]);
  const centre = centreOf(field?.points);
  const weather = centre ? await (ctx.weather ?? noWeather)(centre, issuedAt, issuedAt + 72 * HOUR_MS) : [];
  const input: ForecastInput = {
    issuedAt,
    depthsCm: MEASURED_DEPTHS,
    history: history.map((r) => ({ time: r.time, moisture: depthValues(r), temperature: r.temperature })),
    limits: limitsOf(zoneAt(zones, sensor.field_id, sensor.points.coordinates)),
    weather,
    ...(centre ? { latitude: centre.lat } : {}),
  };
  const out = model(input);
  const last = input.history[input.history.length - 1]!;
  const stored: StoredForecast = {
    issued_at: issuedAt,
    depths: [...MEASURED_DEPTHS],
    steps: out.steps.map((s) => [s.hours, ...s.moisture, s.temperature]),
    origin: [...last.moisture, last.temperature],
  };
  if (!(await putForecast(series, stored))) return undefined;
  await verify(series, history, previous?.issued_at ?? issuedAt - LONGEST_SKILL_H * HOUR_MS, issuedAt);
  return stored;
}

/** Score the stored forecasts whose skill targets fall in (sinceMs, untilMs] against the readings. */
async function verify(series: SeriesKey, history: Reading[], sinceMs: number, untilMs: number): Promise<void> {
  // Per horizon, only the forecasts whose target at that horizon fell in the window (usually one).
  const dueByHorizon = await Promise.all(SKILL_HORIZONS_H.map((h) => forecastsIssued(series, sinceMs - h * HOUR_MS + 1, untilMs - h * HOUR_MS)));
  const byDay = new Map<string, SkillCounters>();
  for (const [i, h] of SKILL_HORIZONS_H.entries()) {
    for (const f of dueByHorizon[i]!) {
      const target = f.issued_at + h * HOUR_MS;
      if (target <= sinceMs || target > untilMs) continue;
      const step = f.steps.find((s) => s[0] === h);
      const seen = nearest(history, target);
      if (!step || !seen) continue;
      const measured = depthValues(seen);
      const counters = byDay.get(utcDay(target)) ?? {};
      f.depths.forEach((depth, d) => {
        const [forecast, persisted, actual] = [step[d + 1], f.origin[d], measured[d]];
        if (forecast == null || persisted == null || actual == null) return;
        const key = `h${h}_d${depth}`;
        counters[`model_${key}`] = (counters[`model_${key}`] ?? 0) + Math.abs(forecast - actual);
        counters[`persistence_${key}`] = (counters[`persistence_${key}`] ?? 0) + Math.abs(persisted - actual);
        counters[`n_${key}`] = (counters[`n_${key}`] ?? 0) + 1;
      });
      byDay.set(utcDay(target), counters);
    }
  }
  await Promise.all([...byDay].map(([day, counters]) => addSkill(series, day, counters)));
}

function nearest(readings: Reading[], target: number): Reading | undefined {
  let best: Reading | undefined;
  for (const r of readings) if (Math.abs(r.time - target) <= MATCH_MS && (!best || Math.abs(r.time - target) < Math.abs(best.time - target))) best = r;
  return best;
}
