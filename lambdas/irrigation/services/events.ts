/**
 * Wetting events in the product: found in each sensor registration's readings after every ingest
 * (from the forecast job, so never in the ingest answer's time) and over a field's whole history
 * on demand, classified against the field's weather and irrigation log, stored per series
 * (store/events.ts), listed per field, and answered by the grower ("Was this an irrigation?").
 *
 * Detection after ingest reads the readings from three days before the range to two days after
 * it (a wetting's peak can come that late), with the noise floors kept in the series' cursor (the
 * detector's threshold is a multiple of the sensor's own dry-spell wander: measured over 30 days
 * on the first run, over the whole history by a rescan), so the same readings give the same
 * events however they were batched. It keeps the wettings whose onset lies in the range, writes
 * those that are new or changed, and deletes the unanswered ones it no longer finds.
 *
 * After the forecasts of a batch, it uses what they read (the sensors, fields, zones, and each
 * series' recent readings) and reads the batch's cursors in one BatchGetItem; a series' stored
 * events are read only when a wetting lies in the range or the cursor says an event may (its
 * newest onset), so a batch whose readings hold no wetting reads and writes nothing but the
 * cursors, whose newest reading moved on is written for all the batch's series in one BatchWriteItem.
 */
import { forEachLimit } from '@shared/concurrency';
import type { FieldEvent } from '@shared/events/schemas';
import {
  classifyWetting,
  detectWettings,
  measuredNoiseFloors,
  noiseFloors,
  type SoilSample,
  type Wetting,
} from '../../agronomy/water/wetting-events';
import { refusal } from '../../platform/refusal';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { getField, type FieldItem, listZones, type ZoneItem } from '../../farms';
import {
  dropUnansweredEvent,
  getCursors,
  getEvent,
  listEvents,
  raiseNewestOnset,
  saveCursor,
  saveScannedTo,
  setAnswer,
  setIrrigationId,
  upsertEvent,
  type DetectedEvent,
  type EventCursor,
  type StoredEvent,
} from '../adapters/events';
import type { ReadingsStore, SeriesKey } from '../../readings';
import { getSensor, seriesOf, type SensorItem, ownFieldSensors } from '../../sensors';
import {
  batchReads,
  readingsWithin,
  type BatchReads,
  type ReadingsWindow,
  noWeather,
  zoneAt,
  type WeatherSource,
} from '../../forecasts';
import { eventIdOf, parseEventId, seriesTag } from './event-ids';
import { hourlyRain, samplesOf } from './event-inputs';
import {
  batchLoggedIrrigations,
  loggedIrrigations,
  logEventIrrigation,
  logExplains,
  unlogEventIrrigation,
  type LoggedIrrigations,
} from './event-irrigations';
import { listIrrigationsForField } from './irrigations';
import { fieldCentroid } from '../../weather';

const DAY_S = 86_400;
/**
 * Readings before a range the detector sees when it must measure the noise floors (the sensor's own dry-spell wander).
 */
export const LOOKBACK_S = 7 * DAY_S;
/**
 * Readings before a range the detector sees with the floors known: what it looks back at before
 * an onset (the 12 h minimum, a day since frost, two days to flag a thaw), with room to spare.
 */
export const CONTEXT_S = 3 * DAY_S;
/** Readings after a range: a wetting whose onset lies in it can peak this much later. */
export const SETTLE_S = 2 * DAY_S;
/** A series' first run after ingest looks this far back (a rescan covers all of its history). */
const FIRST_RUN_S = 30 * DAY_S;
/** Readings older than any looked at are looked at this much a run, newest first. */
const BACKFILL_S = 30 * DAY_S;
/** A rescan classifies and stores the history in stretches of this length (weather asks of < 400 days). */
const RESCAN_CHUNK_S = 90 * DAY_S;
/** Series detected at once within a batch (a 12-sensor field's all at once). */
const PARALLEL_SERIES = 12;

export interface EventsContext {
  store: ReadingsStore;
  weather?: WeatherSource;
  now?: number;
  /** What the forecasts of the same batch read (forecastBatch's outcome): used rather than read again. */
  reads?: BatchReads;
}

/** What one series' detection needs besides its readings, read once per batch. */
interface SeriesPlace {
  series: SeriesKey;
  sensor: SensorItem;
  field: FieldItem | undefined;
  zone: ZoneItem | undefined;
  /** Where the zone's irrigation log is read from (loggedIrrigations unless told). */
  logged?: LoggedIrrigations;
}

const sameDetected = (a: DetectedEvent, b: DetectedEvent) =>
  a.peak === b.peak &&
  a.depth_reached_cm === b.depth_reached_cm &&
  a.arrived_mm === b.arrived_mm &&
  a.detected_kind === b.detected_kind &&
  a.field_id === b.field_id;

/** Rounded as stored and shown: mm to a tenth. */
const tenth = (v: number) => Math.round(v * 10) / 10;

/** Stored events already read, with onsets from `fromS` on. */
interface Known {
  fromS: number;
  events: StoredEvent[];
}

/** Onsets past any stored event's: listEvents up to here reads every event from a time on. */
const LAST_ONSET = 999_999_999_999;

/**
 * Classify the wettings found with onsets from `fromS` to `toS` in one series and bring its stored
 * events for that range in line: new or changed ones written (after the cursor's newest onset is
 * raised to theirs; `kept` is the cursor's, when known), unanswered ones no longer found deleted.
 * Answers how many events the range holds, and the newest onset it found or had stored.
 */
async function reconcile(
  place: SeriesPlace,
  wettings: readonly Wetting[],
  fromS: number,
  toS: number,
  ctx: EventsContext,
  read?: Known,
  kept?: number,
): Promise<{ count: number; newest: number }> {
  const { series, sensor, field, zone } = place;
  const inRange = wettings.filter((w) => w.onset >= fromS && w.onset <= toS);
  const stored =
    read && read.fromS <= fromS
      ? read.events.filter((e) => e.onset >= fromS && e.onset <= toS)
      : await listEvents(series, fromS, toS);
  let detected: DetectedEvent[] = [];
  if (inRange.length) {
    const ring = field?.points.coordinates[0] as [number, number][] | undefined;
    const first = Math.min(...inRange.map((w) => w.onset));
    const last = Math.max(...inRange.map((w) => w.onset));
    const lastPeak = Math.max(...inRange.map((w) => w.peak));
    // The classifier looks at the rain of the two days before an onset, and at irrigations of up
    // to a week that started before it or while the soil was rising.
    const [intervals, irrigations] = await Promise.all([
      ring?.length
        ? (ctx.weather ?? noWeather)(fieldCentroid(ring), (first - 3 * DAY_S) * 1000, (last + DAY_S) * 1000)
        : Promise.resolve([]),
      zone
        ? (place.logged ?? loggedIrrigations)(
            sensor.owner,
            sensor.field_id,
            zone.id,
            first - 8 * DAY_S,
            Math.max(last + DAY_S, lastPeak),
          )
        : Promise.resolve([]),
    ]);
    const rain = hourlyRain(intervals);
    detected = inRange.map((w) => ({
      sensor_id: sensor.sensor_id,
      field_id: sensor.field_id,
      onset: w.onset,
      peak: w.peak,
      depth_reached_cm: w.depthReachedCm,
      arrived_mm: tenth(w.arrivedMm),
      detected_kind: classifyWetting(w, { rain, irrigations }),
    }));
  }
  const before = new Map(stored.map((e) => [e.onset, e]));
  const found = new Set(detected.map((e) => e.onset));
  const writes = detected.filter((e) => !before.has(e.onset) || !sameDetected(before.get(e.onset)!, e));
  const newestWrite = Math.max(-Infinity, ...writes.map((e) => e.onset));
  // Raised first, so a run cut short never leaves an event the cursor says cannot be there.
  if (writes.length && (kept === undefined || newestWrite > kept)) await raiseNewestOnset(series, newestWrite);
  await Promise.all([
    ...writes.map((e) => upsertEvent(series, e)),
    ...stored
      .filter((e) => !found.has(e.onset) && e.answer === undefined)
      .map((e) => dropUnansweredEvent(series, e.onset)),
  ]);
  return {
    count: detected.length + stored.filter((e) => !found.has(e.onset) && e.answer !== undefined).length,
    newest: Math.max(-Infinity, ...detected.map((e) => e.onset), ...stored.map((e) => e.onset)),
  };
}

/**
 * What a series' detection knows before it reads: readings already read, stored events already read, the cursor's
 * newest onset.
 */
interface Already {
  window?: ReadingsWindow;
  read?: Known;
  kept?: number;
}

/**
 * Detect in one series over onsets from `fromS` to `toS`, from its readings of three days before
 * (a week when the noise floors must be measured) to two days after, with the noise floors
 * carried in its cursor (measured here on the first run). With no wetting found in the range and
 * no stored event that can lie in it (the cursor's newest onset is earlier), there is nothing to
 * bring in line and its events are not read. Answers the noise floors it used, the oldest and
 * newest readings' times it read, when there were readings and floors to use, and the newest
 * onset it found or had stored.
 */
async function detectRange(
  place: SeriesPlace,
  fromS: number,
  toS: number,
  ctx: EventsContext,
  noise: Record<number, number> | undefined,
  already: Already = {},
): Promise<{ floors: Record<number, number>; oldestS: number; newestS: number; newest: number } | { newest: number }> {
  const fromMs = (fromS - (noise ? CONTEXT_S : LOOKBACK_S)) * 1000;
  const toMs = (toS + SETTLE_S) * 1000;
  const readings =
    readingsWithin(already.window, fromMs, toMs) ??
    (await ctx.store.range(place.series, { from: fromMs, to: toMs, validOnly: true }));
  const samples = samplesOf(readings);
  const floors = noise ?? floorsOf(samples);
  // Too few dry readings yet to know the sensor's wander: nothing is looked for.
  if (!floors || !samples.length) return { newest: -Infinity };
  const wettings = detectWettings(samples, { noise: floors });
  const none =
    already.kept !== undefined && already.kept < fromS && !wettings.some((w) => w.onset >= fromS && w.onset <= toS);
  const { newest } = none
    ? { newest: -Infinity }
    : await reconcile(place, wettings, fromS, toS, ctx, already.read, already.kept);
  return { floors, oldestS: samples[0]!.t, newestS: samples[samples.length - 1]!.t, newest };
}

/**
 * The noise floors a series' cursor keeps: measured at every depth (about a day of dry readings
 * each), or after a first run's month with a depth still never dry, the fallback for that one.
 * Null: wait for more. The fallback of a few resolution steps is far below a real sensor's
 * wander: kept from a new sensor's first readings (the demo's seed sends its week a reading at a
 * time, as a gateway does), it found a wetting in every wander of every sensor, for good.
 */
function floorsOf(samples: readonly SoilSample[]): Record<number, number> | null {
  if (!samples.length) return null;
  const measured = measuredNoiseFloors(samples);
  if (measured) return measured;
  return samples[samples.length - 1]!.t - samples[0]!.t >= FIRST_RUN_S ? noiseFloors(samples) : null;
}

/** The readings before `beforeS`, at most one: are there any not looked at yet? */
const olderReading = (ctx: EventsContext, series: SeriesKey, beforeS: number) =>
  ctx.store.range(series, { from: 0, to: (beforeS - 1) * 1000, validOnly: true, limit: 1 });

/**
 * After an ingest: for each series of the batch whose registration is still live, detect over
 * the readings since its cursor (less SETTLE_S, so a wetting under way when the last batch came is
 * finished; the last 30 days on its first run), then over up to 30 days of any readings older
 * than the oldest looked at (they arrived late, or lie before the first run: each run goes 30
 * days further back until the history is done), and move the cursor to what it looked at. A series that fails is
 * answered in the map and never stops the others.
 */
export async function detectAfterIngest(
  series: readonly SeriesKey[],
  ctx: EventsContext,
): Promise<Map<SeriesKey, unknown>> {
  const failed = new Map<SeriesKey, unknown>();
  if (!series.length) return failed;
  const now = Math.floor((ctx.now ?? Date.now()) / 1000);
  const reads = ctx.reads ?? (await batchReads(series));
  const asked = new Set(series);
  const live = reads.live.filter((l) => asked.has(l.series));
  let cursors: Map<SeriesKey, EventCursor>;
  try {
    cursors = await getCursors(live.map((l) => l.series));
  } catch (err) {
    for (const l of live) failed.set(l.series, err);
    return failed;
  }
  const moved: { series: SeriesKey; scannedTo: number }[] = [];
  // Each field's irrigation log read once for the batch, over what its runs' classifications ask (a first run's 30 days
  // and the week before them).
  const logged = batchLoggedIrrigations(now - FIRST_RUN_S - 8 * DAY_S, now + DAY_S);
  await forEachLimit(live, PARALLEL_SERIES, async ({ series: s, sensor }) => {
    try {
      const cursor = cursors.get(s);
      const fromS = cursor === undefined ? now - FIRST_RUN_S : cursor.scannedTo - SETTLE_S;
      // Usually the oldest onset looked at is the cursor's already: then the look for older
      // readings goes at the same time as the detection.
      const early = cursor && fromS >= cursor.scannedFrom ? olderReading(ctx, s, cursor.scannedFrom) : undefined;
      early?.catch(() => undefined);
      // Without a newest onset in the cursor (a first run), every stored event from the range on is read, to record
      // one.
      const kept = cursor?.newestOnset;
      const [field, ownerZones, read] = await Promise.all([
        reads.field(sensor.owner, sensor.field_id),
        reads.zones(sensor.owner),
        kept === undefined ? listEvents(s, fromS, LAST_ONSET).then((events) => ({ fromS, events })) : undefined,
      ]);
      const place = {
        series: s,
        sensor,
        field,
        zone: zoneAt(ownerZones, sensor.field_id, sensor.points.coordinates),
        logged,
      };
      const found = await detectRange(place, fromS, now, ctx, cursor?.noise, {
        window: reads.readings.get(s),
        ...(read ? { read } : {}),
        ...(kept === undefined ? {} : { kept }),
      });
      const ahead = 'floors' in found ? found : undefined;
      // A first run with no reading in its 30 days, or too few dry ones to measure the noise
      // floors on, keeps no cursor: the next run is a first run again, with more readings.
      if (!cursor && !ahead) return;
      const floors = cursor?.noise ?? ahead!.floors;
      let newest = Math.max(found.newest, ...(read ? [fromS - 1, ...read.events.map((e) => e.onset)] : []));
      // The oldest onset looked at: the range's start, or its oldest reading when that is later.
      let scannedFrom = Math.min(cursor?.scannedFrom ?? Infinity, ahead ? Math.max(fromS, ahead.oldestS) : Infinity);
      // Readings older than any looked at (a gateway catching up newest first, or the history
      // before the first run): the stretch of up to BACKFILL_S before them, one stretch a run.
      const [older] = await (early ?? olderReading(ctx, s, scannedFrom));
      if (older) {
        const backFrom = Math.max(Math.floor(older.time / 1000), scannedFrom - BACKFILL_S);
        const back = await detectRange(
          place,
          backFrom,
          scannedFrom - 1,
          ctx,
          floors,
          kept === undefined ? {} : { kept },
        );
        scannedFrom = 'floors' in back ? Math.max(backFrom, back.oldestS) : backFrom;
        newest = Math.max(newest, back.newest);
      }
      const scannedTo = Math.max(cursor?.scannedTo ?? 0, ahead?.newestS ?? 0);
      // Only the newest reading looked at moved on (the usual run): written with the batch's others.
      if (cursor?.noise && kept !== undefined && scannedFrom === cursor.scannedFrom) {
        if (scannedTo > cursor.scannedTo) moved.push({ series: s, scannedTo });
        return;
      }
      await saveCursor(
        s,
        { scannedTo, scannedFrom, ...(cursor?.noise ? {} : { noise: floors }) },
        false,
        kept === undefined ? newest : undefined,
      );
    } catch (err) {
      failed.set(s, err);
    }
  });
  try {
    if (moved.length) await saveScannedTo(moved);
  } catch (err) {
    for (const m of moved) failed.set(m.series, err);
  }
  return failed;
}

/**
 * Detect over the whole history of the caller's field's sensors in one pass per sensor, with the
 * noise floors of that whole history (kept in the cursor for the runs after ingest); idempotent: a
 * second run finds the same events and writes nothing. Answers how many events the sensors hold.
 */
export async function rescanField(
  userName: string,
  fieldId: string,
  ctx: EventsContext,
): Promise<{ sensors: number; events: number }> {
  const { field, sensors } = await ownFieldSensors(userName, fieldId);
  const zones = await listZones(userName);
  const now = Math.floor((ctx.now ?? Date.now()) / 1000);
  let events = 0;
  for (const sensor of sensors) {
    const series = seriesOf(sensor);
    const samples = samplesOf(await ctx.store.range(series, { from: 0, to: now * 1000, validOnly: true }));
    if (!samples.length) continue;
    const noise = noiseFloors(samples);
    const wettings = detectWettings(samples, { noise });
    const place = { series, sensor, field, zone: zoneAt(zones, fieldId, sensor.points.coordinates) };
    // Classified and stored a stretch at a time: each stretch asks the weather once. They cover
    // every event from the first reading on, so the newest onset they saw bounds them all.
    let newest = samples[0]!.t - 1;
    for (let from = samples[0]!.t; from <= now; from += RESCAN_CHUNK_S) {
      const range = await reconcile(place, wettings, from, Math.min(now, from + RESCAN_CHUNK_S - 1), ctx);
      events += range.count;
      newest = Math.max(newest, range.newest);
    }
    await saveCursor(
      series,
      { scannedTo: samples[samples.length - 1]!.t, scannedFrom: samples[0]!.t, noise },
      true,
      newest,
    );
  }
  return { sensors: sensors.length, events };
}

const kindOf = (e: StoredEvent): FieldEvent['kind'] =>
  e.answer === true ? 'irrigation' : e.answer === false ? 'rain' : e.detected_kind;

const present = (series: SeriesKey, e: StoredEvent): FieldEvent => ({
  event_id: eventIdOf(e.sensor_id, series, e.onset),
  sensor_id: e.sensor_id,
  onset: e.onset,
  peak: e.peak,
  depth_reached_cm: e.depth_reached_cm,
  arrived_mm: e.arrived_mm,
  kind: kindOf(e),
  confirmed: e.answer !== undefined,
});

/**
 * The events of the caller's field's sensors with onsets from `startS` to `endS`, oldest first (404: not the caller's
 * field).
 */
export async function listEventsForField(
  userName: string,
  fieldId: string,
  startS: number,
  endS: number,
): Promise<FieldEvent[]> {
  const { sensors } = await ownFieldSensors(userName, fieldId);
  const lists = await Promise.all(
    sensors.map(async (s) => (await listEvents(seriesOf(s), startS, endS)).map((e) => present(seriesOf(s), e))),
  );
  const events = lists.flat().sort((a, b) => a.onset - b.onset || a.sensor_id.localeCompare(b.sensor_id));
  return explainedByLog(userName, fieldId, sensors, events);
}

/**
 * Unanswered unexplained events that the zone's irrigation log explains now: a wetting is
 * classified when found, and an irrigation logged after that (a grower logs what they did the
 * next day; the demo logs its history after its week's readings) would otherwise leave it asking
 * "Was this an irrigation?" about an irrigation the log holds. Only the log's rules apply here
 * (the weather was judged when it was found).
 */
async function explainedByLog(
  userName: string,
  fieldId: string,
  sensors: readonly SensorItem[],
  events: FieldEvent[],
): Promise<FieldEvent[]> {
  const open = events.filter((e) => e.kind === 'unexplained' && !e.confirmed);
  if (!open.length) return events;
  const zones = await listZones(userName);
  const zoneOf = new Map(sensors.map((s) => [s.sensor_id, zoneAt(zones, fieldId, s.points.coordinates)?.id]));
  const from = Math.min(...open.map((e) => e.onset)) - 8 * DAY_S;
  const to = Math.max(...open.map((e) => e.peak));
  const entries = await listIrrigationsForField(userName, fieldId, from, to);
  if (!entries.length) return events;
  return events.map((e) => {
    const zoneId = zoneOf.get(e.sensor_id);
    if (e.kind !== 'unexplained' || e.confirmed || !zoneId) return e;
    return logExplains(e, entries, zoneId) ? { ...e, kind: 'irrigation' as const } : e;
  });
}

/** The caller's event and where it is (404 for anyone else's, a freed registration's, or none). */
async function ownEvent(
  userName: string,
  eventId: string,
): Promise<{ sensor: SensorItem; series: SeriesKey; event: StoredEvent }> {
  const id = parseEventId(eventId);
  const sensor = id && (await getSensor(id.sensorId));
  if (!id || !sensor || sensor.owner !== userName || seriesTag(seriesOf(sensor)) !== id.tag)
    throw new NotFoundError(refusal('refusals.eventNotFound'));
  const series = seriesOf(sensor);
  const event = await getEvent(series, id.onset);
  if (!event || !(await getField(userName, sensor.field_id)))
    throw new NotFoundError(refusal('refusals.eventNotFound'));
  return { sensor, series, event };
}

/**
 * True when the zone's log already holds an irrigation that explains the wetting and was not made
 * for this event: several sensors of one zone see the same irrigation, and a Yes on each of them
 * must not log it once per sensor (the web app clears the others after the first Yes; a program
 * calling the API may not). An entry this event's own Yes made (a retry cut short) is not "elsewhere".
 */
async function loggedElsewhere(
  userName: string,
  fieldId: string,
  zoneId: string,
  event: StoredEvent,
  eventId: string,
): Promise<boolean> {
  const entries = await listIrrigationsForField(userName, fieldId, event.onset - 8 * DAY_S, event.peak);
  if (entries.some((x) => x.zone_id === zoneId && x.event_id === eventId)) return false;
  return logExplains(event, entries, zoneId);
}

/**
 * The grower's answer to "Was this an irrigation?". Yes: the event becomes an irrigation and the
 * log gets one entry at its time with the detected amount, in the zone the sensor lies in (a
 * sensor in no zone is refused: the log is kept per zone); the log makes one entry per event, so
 * a second Yes makes none, and none when the zone's log already holds the irrigation (another
 * sensor's Yes for the same water). No: the event becomes rain, and an entry an earlier Yes made is removed.
 * The answer is stored before the entry is made, so a retry of a Yes cut short finishes it.
 */
export async function answerEvent(userName: string, eventId: string, irrigation: boolean): Promise<FieldEvent> {
  const { sensor, series, event } = await ownEvent(userName, eventId);
  if (!irrigation) {
    const after = (await setAnswer(series, event.onset, false)) ?? event;
    if (after.irrigation_id) {
      await unlogEventIrrigation(userName, after.irrigation_id);
      await setIrrigationId(series, event.onset, null);
    }
    return present(series, { ...after, answer: false });
  }
  const zone = zoneAt(await listZones(userName), sensor.field_id, sensor.points.coordinates);
  if (!zone)
    throw new BadRequestError(refusal('refusals.irrigationNoZone', { sensor: sensor.alias || sensor.sensor_id }));
  const after = (await setAnswer(series, event.onset, true)) ?? event;
  const ownId = eventIdOf(sensor.sensor_id, series, event.onset);
  if (!after.irrigation_id && (await loggedElsewhere(userName, sensor.field_id, zone.id, event, ownId)))
    return present(series, { ...after, answer: true });
  const irrigationId = await logEventIrrigation(userName, zone.id, { ...event, event_id: ownId });
  if (after.irrigation_id !== irrigationId) await setIrrigationId(series, event.onset, irrigationId);
  return present(series, { ...after, answer: true });
}
