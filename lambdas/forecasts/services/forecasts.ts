/**
 * Making forecasts: for a readings series whose newest valid reading is newer than its newest
 * forecast, run the model on the last 7 days of valid readings (10, 50, 100 cm and temperature),
 * the zone's WP/FC/SAT when the sensor lies in a zone, the weather and the field's latitude, and
 * store what it said. One forecast per series per newest-reading time: the write is conditional,
 * so the same batch twice, or two runs at once, store one.
 *
 * When a forecast is stored, the earlier forecasts due since the previous one are verified and
 * added to the series' skill counters (forecast-skill.ts).
 *
 * A batch (the series one ingest touched) is made together: one BatchGetItem for its sensors, each
 * field and each owner's zones read once and only when a forecast needs them, the series' readings
 * read a few series at a time, and the forecasts due for verification fetched together.
 */
import { pointInPolygon, type Polygon } from '@shared/geo';
import type { ForecastInput, SoilLimits, WeatherInterval } from '../../agronomy/forecast/forecast-types';
import { MEASURED_DEPTHS } from '@shared/agronomy/profile';
import { depthValues } from '@shared/readings/depths';
import { highestSaturation } from '@shared/management/zone-limits';
import { forEachLimit } from '@shared/concurrency';
import type { FieldItem, ZoneItem } from '../../farms';
import { storeForecast, type StoredForecast } from '../adapters/forecasts';
import { forecastHead, viewItem, writeViews } from '../adapters/forecast-views';
import { baseOf, nextView, type ViewBase } from './forecast-window';
import type { Reading, ReadingsStore, SeriesKey } from '../../readings';
import type { SensorItem } from '../../sensors';
import { batchReads, type BatchReads, type ReadingsWindow } from './batch-reads';
import { model } from '../rules/forecast-model';
import { verifyDue, type ToVerify } from './forecast-skill';
import { MAX_READINGS_PER_REQUEST, validReadings } from '../../readings';

const HOUR_MS = 3_600_000;
const HISTORY_MS = 7 * 24 * HOUR_MS;
/** Series whose reads and writes are under way at once within a batch (a 12-sensor field's all at once). */
const PARALLEL_SERIES = 12;

/** Weather for a location and period; [] when unknown (the model then assumes none). */
export type WeatherSource = (
  location: { lat: number; lon: number },
  fromMs: number,
  toMs: number,
) => Promise<WeatherInterval[]>;
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
        wiltingPoint: depthValues(zone.limits.wiltingPoint),
        fieldCapacity: depthValues(zone.limits.fieldCapacity),
        saturation: depthValues(zone.limits.saturation),
      }
    : null;

/**
 * The upper bound of a zone's soil profile: the wettest of its three depths' saturation (undefined
 * without a zone: then the profile is bounded by 0 only). Every layer view uses this one bound.
 */
export const zoneSaturation = (zone: ZoneItem | undefined): number | undefined =>
  zone ? highestSaturation(zone.limits) : undefined;

/** Mean latitude and longitude of a field's outline (GeoJSON order: longitude, latitude). */
function centreOf(points: Polygon | undefined): { lat: number; lon: number } | undefined {
  const ring = points?.coordinates[0];
  if (!ring?.length) return undefined;
  return {
    lon: ring.reduce((s, p) => s + p[0], 0) / ring.length,
    lat: ring.reduce((s, p) => s + p[1], 0) / ring.length,
  };
}

/** What a batch did: the forecasts it stored, and the series it could not forecast (each with its error). */
export interface BatchOutcome {
  stored: Map<SeriesKey, StoredForecast>;
  failed: Map<SeriesKey, unknown>;
  /** What the batch read (sensors, fields, zones, recent readings), for the job's steps after it. */
  reads?: BatchReads;
}

/**
 * Forecast every series of a batch whose newest valid reading has none yet. A series whose
 * registration is gone (freed, or freed and registered again, since the readings came) is
 * skipped; a series that fails is answered in `failed` and never stops the others.
 */
export async function forecastBatch(series: readonly SeriesKey[], ctx: ForecastContext): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { stored: new Map(), failed: new Map() };
  const unique = [...new Set(series)];
  if (!unique.length) return outcome;
  const reads = await batchReads(unique);
  outcome.reads = reads;
  const made: Made[] = [];
  await forEachLimit(reads.live, PARALLEL_SERIES, async ({ series: s, sensor }) => {
    try {
      const one = await forecastOne(s, sensor, ctx, {
        field: () => reads.field(sensor.owner, sensor.field_id),
        zones: () => reads.zones(sensor.owner),
        window: (w) => reads.readings.set(s, w),
      });
      if (one) made.push(one);
    } catch (err) {
      outcome.failed.set(s, err);
    }
  });
  const toVerify = await storeWithViews(made, outcome);
  await verifyDue(toVerify, outcome.failed);
  return outcome;
}

/** A forecast made for a series, not yet stored, with what its view is built on. */
interface Made {
  series: SeriesKey;
  forecast: StoredForecast;
  base: ViewBase | undefined;
  verify?: ToVerify;
}

/**
 * Store the batch's forecasts, each after its series' view (forecast-views.ts): the views (or,
 * with nothing to build one on, placeholders expecting the forecast) in one BatchWriteItem, then
 * the forecasts. A forecast another run stored first gets a placeholder after all, as this view
 * may hold the other run's forecast's twin. Answers what is due for verification.
 */
async function storeWithViews(made: Made[], outcome: BatchOutcome): Promise<ToVerify[]> {
  if (!made.length) return [];
  try {
    await writeViews(
      made.map((m) => {
        const view = nextView(m.base, m.forecast);
        return { series: m.series, item: view ? viewItem({ view }) : viewItem({ expect: m.forecast.issued_at }) };
      }),
    );
  } catch (err) {
    for (const m of made) outcome.failed.set(m.series, err);
    return [];
  }
  const toVerify: ToVerify[] = [];
  const lost: Made[] = [];
  await forEachLimit(made, PARALLEL_SERIES, async (m) => {
    try {
      if (!(await storeForecast(m.series, m.forecast))) {
        lost.push(m);
        return;
      }
      outcome.stored.set(m.series, m.forecast);
      if (m.verify) toVerify.push(m.verify);
    } catch (err) {
      outcome.failed.set(m.series, err);
    }
  });
  try {
    await writeViews(lost.map((m) => ({ series: m.series, item: viewItem({ expect: m.forecast.issued_at }) })));
  } catch (err) {
    for (const m of lost) outcome.failed.set(m.series, err);
  }
  return toVerify;
}

/**
 * Forecast one series if its newest valid reading has none yet. Answers the stored forecast, or
 * undefined when there was nothing to do (no reading, already forecast, registration gone).
 */
export async function forecastSeries(series: SeriesKey, ctx: ForecastContext): Promise<StoredForecast | undefined> {
  const { stored, failed } = await forecastBatch([series], ctx);
  if (failed.has(series)) throw failed.get(series);
  return stored.get(series);
}

/** The newest valid reading with the week of valid readings before it, and what else was read. */
interface Recent {
  newest: Reading;
  history: Reading[];
  /** Valid reading times from the week before the previous forecast on, when all were read. */
  issueTimes?: number[];
}

/**
 * The series' newest valid reading, if newer than the previous forecast, and the 7 days of valid
 * readings up to it. With a previous forecast, one read from a week before it to the end finds
 * both (and every time a forecast since then can have been issued at); a series with more than
 * the read's limit there, or with no forecast yet, reads the newest reading and its week apart.
 * Every valid reading from a time on that was read is handed to `window` (the events use them).
 */
async function recentReadings(
  store: ReadingsStore,
  series: SeriesKey,
  previousMs: number | undefined,
  window: (w: ReadingsWindow) => void,
): Promise<Recent | undefined> {
  if (previousMs !== undefined) {
    const read = await store.range(series, {
      from: previousMs - HISTORY_MS,
      to: Number.MAX_SAFE_INTEGER,
      validOnly: true,
      descending: true,
      limit: MAX_READINGS_PER_REQUEST + 1,
    });
    const newest = read[0];
    const complete = read.length <= MAX_READINGS_PER_REQUEST;
    const oldestFirst = complete ? read.reverse() : undefined;
    if (oldestFirst) window({ fromMs: previousMs - HISTORY_MS, readings: oldestFirst });
    if (!newest || newest.time <= previousMs) return undefined;
    if (oldestFirst)
      return {
        newest,
        history: oldestFirst.filter((r) => r.time >= newest.time - HISTORY_MS),
        issueTimes: oldestFirst.map((r) => r.time),
      };
    return { newest, history: await validReadings(store, series, newest.time - HISTORY_MS, newest.time) };
  }
  const newest = await store.latest(series, { validOnly: true });
  if (!newest) return undefined;
  const history = await validReadings(store, series, newest.time - HISTORY_MS, newest.time);
  // The newest valid reading and the week before it: every valid reading from that week on.
  window({ fromMs: newest.time - HISTORY_MS, readings: history });
  return { newest, history };
}

async function forecastOne(
  series: SeriesKey,
  sensor: SensorItem,
  ctx: ForecastContext,
  shared: {
    field: () => Promise<FieldItem | undefined>;
    zones: () => Promise<ZoneItem[]>;
    window: (w: ReadingsWindow) => void;
  },
): Promise<Made | undefined> {
  const head = await forecastHead(series);
  const previousMs = head.newestMs;
  const recent = await recentReadings(ctx.store, series, previousMs, shared.window);
  if (!recent) return undefined;
  const { newest, history } = recent;
  const issuedAt = newest.time;
  const [field, zones] = await Promise.all([shared.field(), shared.zones()]);
  const centre = centreOf(field?.points);
  const weather = centre ? await (ctx.weather ?? noWeather)(centre, issuedAt, issuedAt + 72 * HOUR_MS) : [];
  const input: ForecastInput = {
    issuedAt,
    depthsCm: MEASURED_DEPTHS,
    history: history.map((r) => ({ time: r.time, moisture: depthValues(r.calibrated), temperature: r.temperature })),
    limits: limitsOf(zoneAt(zones, sensor.field_id, sensor.points.coordinates)),
    weather,
    ...(centre ? { latitude: centre.lat } : {}),
  };
  const out = model(input);
  const last = input.history[input.history.length - 1]!;
  const forecast: StoredForecast = {
    issued_at: issuedAt,
    depths: [...MEASURED_DEPTHS],
    steps: out.steps.map((s) => [s.hours, ...s.moisture, s.temperature]),
    origin: [...last.moisture, last.temperature],
  };
  const base = baseOf(head.newest, head.view?.view);
  // The first forecast of a series: none is stored before it, so none can be due.
  if (previousMs === undefined) return { series, forecast, base };
  return {
    series,
    forecast,
    base,
    verify: {
      series,
      history,
      sinceMs: previousMs,
      untilMs: issuedAt,
      ...(recent.issueTimes ? { issueTimes: recent.issueTimes } : {}),
      ...(head.newest ? { previous: head.newest } : {}),
    },
  };
}
