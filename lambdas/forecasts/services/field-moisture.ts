/**
 * `GET /api/v2/moisture/{field_id}`: every sensor of a
 * field with its moisture (the last 3 days, else the latest reading; or over a range, averaged
 * down to a chart's worth of points) and the zone it lies in.
 *
 * A range up to 750 hours is drawn from the readings, averaged into equal buckets beyond 750
 * points (thin). A longer one is drawn from the hourly or daily aggregates the store keeps
 * (aggregates.ts), so its cost follows the points drawn, not the readings stored: a year is 365
 * daily aggregates per sensor instead of 4,380 readings, and ten years stored cost the same as
 * one. A store without aggregates (Timestream) draws every range from the readings.
 */
import { pointInPolygon } from '@shared/geo';
import type { AggregateRange, AggregateStore, ReadingsStore, SeriesKey } from '../../readings';
import {
  bucketOf,
  HOUR_MS,
  LEVEL_MS,
  mergeSummaries,
  readPlan,
  summarize,
  type Aggregate,
  type AggregateLevel,
  type Summary,
  type ValueStats,
  MAX_READINGS_PER_REQUEST,
  toMoisture,
  validReadings,
} from '../../readings';
import { seriesOf, ownFieldSensors, presentSensor } from '../../sensors';
import { listZones } from '../../farms';
import { moistureReading, type MoistureReading, type SensorMoisture } from '@shared/readings/views';
import { WIRE_PERCENT } from '@shared/readings/depths';
import { wireLimits } from '@shared/management/zone-limits';
import { pastRowsWith, predictionRows, skillFrom } from './forecast-views';
import { forecastsOfSeries } from './field-forecasts';
import { zoneSaturation } from './forecasts';
/** Without a range: the last 3 days (the dashboard's daily samples reach 3 days back). */
const RECENT_MS = 3 * 86_400_000;
/** A field's range answer holds at most this many points per sensor; longer ranges are averaged. */
export const MAX_POINTS_PER_SENSOR = 750;
/** Ranges up to this long are drawn from the readings (a 2-hourly sensor has 375 in it). */
export const RAW_SPAN_MS = MAX_POINTS_PER_SENSOR * HOUR_MS;
/**
 * The most readings a range is drawn from: a sensor that reports more often than every 15 minutes
 * is drawn from its hourly aggregates instead (a point per hour), never refused.
 */
const RAW_READ_CAP = 4 * MAX_POINTS_PER_SENSOR;
/** Hourly aggregates are read for ranges up to this long (at most 3,000 per sensor), daily ones beyond. */
export const HOURLY_SPAN_MS = 4 * MAX_POINTS_PER_SENSOR * HOUR_MS;

const round3 = (v: number) => Math.round(v * 1000) / 1000;
const ROW_KEYS = Object.keys(moistureReading.shape) as (keyof MoistureReading)[];

/**
 * At most `maxPoints` readings: beyond that, the means over equal time buckets (a chart of a month
 * is a few hundred pixels wide; the per-sensor route and the CSV keep every reading).
 */
export function thin(
  readings: MoistureReading[],
  fromMs: number,
  toMs: number,
  maxPoints = MAX_POINTS_PER_SENSOR,
): { readings: MoistureReading[]; resolution_s: number | null } {
  if (readings.length <= maxPoints) return { readings, resolution_s: null };
  const bucketMs = Math.ceil((toMs - fromMs + 1) / maxPoints / 60_000) * 60_000;
  // Every value of an answer row is averaged alike, so the row's own keys say what to average.
  const keys = ROW_KEYS;
  const out: MoistureReading[] = [];
  let i = 0;
  while (i < readings.length) {
    const bucket = Math.floor((readings[i]!.time - fromMs) / bucketMs);
    const sums = new Map<string, [number, number]>();
    for (; i < readings.length && Math.floor((readings[i]!.time - fromMs) / bucketMs) === bucket; i++) {
      for (const k of keys) {
        const v = readings[i]![k];
        if (v === null) continue;
        const [sum, n] = sums.get(k) ?? [0, 0];
        sums.set(k, [sum + v, n + 1]);
      }
    }
    const mean = (k: (typeof keys)[number]) => {
      const [sum, n] = sums.get(k) ?? [0, 0];
      return n ? round3(sum / n) : null;
    };
    const row = Object.fromEntries(keys.map((k) => [k, mean(k)])) as Record<keyof MoistureReading, number | null>;
    out.push({ ...row, time: Math.round(mean('time')!) });
  }
  return { readings: out, resolution_s: bucketMs / 1000 };
}

/**
 * An averaged answer row (wire names) from a summary: each value's mean at the mean time of its readings. The
 * aggregates keep each value's min and max too; the answer leaves them out, as the readings path
 * does, to keep a year's answer small.
 */
export function rowOf(s: Summary): MoistureReading {
  const v = s.values;
  return {
    time: Math.round(s.meanTime),
    [WIRE_PERCENT.at10cm]: meanOf(v.at10cm),
    [WIRE_PERCENT.at50cm]: meanOf(v.at50cm),
    [WIRE_PERCENT.at100cm]: meanOf(v.at100cm),
    temperature: meanOf(v.temperature),
    battery_vol: meanOf(v.battery_vol),
  };
}

/** A value's mean as a point shows it (a year's answer makes thousands: no closure per point). */
const meanOf = (v: ValueStats | null) => (v ? round3(v.mean) : null);

/**
 * A range of a series drawn from its aggregates at `level`, in buckets of a whole number of
 * hours or days (from the epoch: UTC), at most MAX_POINTS_PER_SENSOR of them: whole days inside
 * the range from the daily aggregates, the other whole hours from the hourly ones, the partial
 * hours at its ends from the readings, so each point holds exactly the range's readings of its
 * bucket.
 */
async function fromAggregates(
  store: ReadingsStore,
  read: ReadAggregates,
  series: SeriesKey,
  fromMs: number,
  toMs: number,
  level: AggregateLevel,
): Promise<{ moisture: MoistureReading[]; resolution_s: number }> {
  const unit = LEVEL_MS[level];
  const size = unit * Math.max(1, Math.ceil((toMs - fromMs + 1) / unit / MAX_POINTS_PER_SENSOR));
  const plan = readPlan(fromMs, toMs, level);
  const parts = await Promise.all([
    ...plan.raw.map(async (span) => {
      const summary = summarize(
        await store.range(series, {
          from: span.from,
          to: span.to - 1,
          validOnly: true,
          limit: MAX_READINGS_PER_REQUEST,
        }),
      );
      return summary ? [{ start: span.from, summary }] : [];
    }),
    ...plan.hours.map(async (span) =>
      (await read({ series, level: 'hour', from: span.from, to: span.to })).map((a) => ({
        start: a.start,
        summary: a as Summary,
      })),
    ),
    ...plan.days.map(async (span) =>
      (await read({ series, level: 'day', from: span.from, to: span.to })).map((a) => ({
        start: a.start,
        summary: a as Summary,
      })),
    ),
  ]);
  const buckets = new Map<number, Summary[]>();
  for (const { start, summary } of parts.flat()) {
    const b = bucketOf(start, size);
    const group = buckets.get(b);
    if (group) group.push(summary);
    else buckets.set(b, [summary]);
  }
  const moisture = [...buckets.keys()]
    .sort((a, b) => a - b)
    .flatMap((b) => {
      const s = mergeSummaries(buckets.get(b)!);
      return s ? [rowOf(s)] : [];
    });
  return { moisture, resolution_s: size / 1000 };
}

/** One range of a series' aggregates (AggregateStore.range). */
type ReadAggregates = (wanted: AggregateRange) => Promise<Aggregate[]>;

const levelOf = (fromMs: number, toMs: number): AggregateLevel =>
  toMs - fromMs + 1 <= HOURLY_SPAN_MS ? 'hour' : 'day';

/**
 * The aggregates a long range of these series reads (its readPlan's hours and days, for every
 * series), asked for together when the store can (AggregateStore.ranges: a few BatchGetItem calls
 * for a field instead of a query per sensor and span); any other range is read on its own.
 */
function fieldAggregates(
  aggregates: AggregateStore,
  series: readonly SeriesKey[],
  fromMs: number,
  toMs: number,
): ReadAggregates {
  const single: ReadAggregates = (w) => aggregates.range(w.series, w.level, w.from, w.to);
  if (!aggregates.ranges || toMs - fromMs + 1 <= RAW_SPAN_MS) return single;
  const level = levelOf(fromMs, toMs);
  const plan = readPlan(fromMs, toMs, level);
  const wanted = series.flatMap((s) => [
    ...plan.hours.map((span) => ({ series: s, level: 'hour' as const, ...span })),
    ...plan.days.map((span) => ({ series: s, level: 'day' as const, ...span })),
  ]);
  const key = (w: AggregateRange) => `${w.series} ${w.level} ${w.from} ${w.to}`;
  let all: Promise<Map<string, Aggregate[]>> | undefined;
  return (w) => {
    all ??= aggregates.ranges!(wanted).then((answers) => new Map(wanted.map((x, i) => [key(x), answers[i]!])));
    return all.then((found) => found.get(key(w)) ?? single(w));
  };
}

/** A range of a series: from its readings when short (or without aggregates), else from its aggregates. */
async function rangeOf(
  store: ReadingsStore,
  read: ReadAggregates | undefined,
  series: SeriesKey,
  fromMs: number,
  toMs: number,
): Promise<{ moisture: MoistureReading[]; resolution_s: number | null }> {
  const span = toMs - fromMs + 1;
  const aggregates = store.aggregates;
  if (!aggregates || !read) {
    const { readings, resolution_s } = thin(
      (await validReadings(store, series, fromMs, toMs)).map(toMoisture),
      fromMs,
      toMs,
    );
    return { moisture: readings, resolution_s };
  }
  if (span <= RAW_SPAN_MS) {
    const readings = await store.range(series, { from: fromMs, to: toMs, validOnly: true, limit: RAW_READ_CAP + 1 });
    if (readings.length <= RAW_READ_CAP) {
      const thinned = thin(readings.map(toMoisture), fromMs, toMs);
      return { moisture: thinned.readings, resolution_s: thinned.resolution_s };
    }
  }
  return fromAggregates(store, read, series, fromMs, toMs, levelOf(fromMs, toMs));
}

/**
 * Each sensor of the field with its `moisture` (its valid readings of the last 3 days, else its
 * latest one; or with a range its valid readings, averaged down to MAX_POINTS_PER_SENSOR (rangeOf)),
 * the zone it lies in (with the ids of the field's sensors in that zone), its forecasts
 * (`prediction`, `pastPrediction`: forecast-views.ts) and how good they have been (`skill`).
 */
export async function moistureOfField(
  userName: string,
  fieldId: string,
  store: ReadingsStore,
  range?: { fromMs: number; toMs: number },
): Promise<SensorMoisture[]> {
  const [{ field, sensors: registrations }, zones] = await Promise.all([
    ownFieldSensors(userName, fieldId),
    listZones(userName),
  ]);
  const sensors = registrations.map((s) => ({ ...presentSensor(s, field), series: seriesOf(s) }));
  const fieldZones = zones.filter((z) => z.field_id === fieldId);
  const aggregates =
    range && store.aggregates
      ? fieldAggregates(
          store.aggregates,
          sensors.map((s) => s.series),
          range.fromMs,
          range.toMs,
        )
      : undefined;
  const moistureOf = async (
    series: SeriesKey,
  ): Promise<{ moisture: MoistureReading[]; resolution_s?: number | null }> => {
    if (!range) {
      // The dashboard cards take daily samples up to 3 days back; a sensor
      // silent for longer still shows its last reading.
      const now = Date.now();
      const recent = await validReadings(store, series, now - RECENT_MS, now);
      if (recent.length) return { moisture: recent.map(toMoisture) };
      const latest = await store.latest(series, { validOnly: true });
      return { moisture: latest ? [toMoisture(latest)] : [] };
    }
    return rangeOf(store, aggregates, series, range.fromMs, range.toMs);
  };
  const zoneOf = (s: (typeof sensors)[number]) =>
    fieldZones.find((z) => pointInPolygon(s.points.coordinates, z.points.coordinates[0]!));
  const now = Date.now();
  // The forecasts and skill of all the field's sensors are read together (field-forecasts.ts),
  // while each sensor's moisture is read.
  const fieldForecasts = forecastsOfSeries(
    sensors.map((s) => s.series),
    now,
  );
  return Promise.all(
    sensors.map(async (s) => {
      const zone = zoneOf(s);
      const saturation = zoneSaturation(zone);
      const forecasts = fieldForecasts.then(async (all) => {
        const f = all.get(s.series)!;
        return {
          newest: f.newest,
          past: await pastRowsWith(f.find, f.newest, now, saturation),
          skill: skillFrom(f.skill),
        };
      });
      const [{ moisture, resolution_s }, { newest, past, skill }] = await Promise.all([
        moistureOf(s.series),
        forecasts,
      ]);
      return {
        sensor_id: s.sensor_id,
        alias: s.alias,
        points: s.points,
        moisture,
        ...(resolution_s !== undefined ? { resolution_s } : {}),
        prediction: predictionRows(newest, now, saturation),
        pastPrediction: past,
        skill,
        zone: zone
          ? {
              id: zone.id,
              zonename: zone.zonename,
              croptype: zone.croptype,
              interest_layer: zone.interest_layer,
              ...wireLimits(zone.limits),
              sensors: sensors.filter((o) => zoneOf(o)?.id === zone.id).map((o) => o.sensor_id),
            }
          : null,
      };
    }),
  );
}
