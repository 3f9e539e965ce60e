/**
 * What the forecast job reads for one batch (the series one ingest touched), shared by its steps:
 * the forecasts read the sensors, each field and each owner's zones once, and each series' recent
 * valid readings; the wetting events after them use the same instead of reading them again.
 */
import { getField, type FieldItem, listZones, type ZoneItem } from '../../farms';
import type { Reading, SeriesKey } from '../../readings';
import { sensorIdOf, getSensors, seriesOf, type SensorItem } from '../../sensors';

/** A series' valid readings from `fromMs` on, every one of them the read found (oldest first). */
export interface ReadingsWindow {
  fromMs: number;
  readings: Reading[];
}

export interface BatchReads {
  /** The batch's series whose registration is still live, with their sensors. */
  live: { series: SeriesKey; sensor: SensorItem }[];
  /** The field, read once per batch when first asked for. */
  field(owner: string, fieldId: string): Promise<FieldItem | undefined>;
  /** The owner's zones, read once per batch when first asked for. */
  zones(owner: string): Promise<ZoneItem[]>;
  /** Recent readings a step read, for the steps after it. */
  readings: Map<SeriesKey, ReadingsWindow>;
}

/** The value made for `key`, made when first asked for. */
function once<T>(made: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let p = made.get(key);
  if (!p) made.set(key, (p = make()));
  return p;
}

/** Start a batch's reads: its sensors in one BatchGetItem (a series whose registration is gone is left out). */
export async function batchReads(series: readonly SeriesKey[]): Promise<BatchReads> {
  const unique = [...new Set(series)];
  const sensors = unique.length ? await getSensors(unique.map(sensorIdOf)) : new Map<string, SensorItem>();
  const fields = new Map<string, Promise<FieldItem | undefined>>();
  const zones = new Map<string, Promise<ZoneItem[]>>();
  return {
    live: unique.flatMap((s) => {
      const sensor = sensors.get(sensorIdOf(s));
      return sensor && seriesOf(sensor) === s ? [{ series: s, sensor }] : [];
    }),
    field: (owner, fieldId) => once(fields, JSON.stringify([owner, fieldId]), () => getField(owner, fieldId)),
    zones: (owner) => once(zones, owner, () => listZones(owner)),
    readings: new Map(),
  };
}

/** The window's readings from `fromMs` to `toMs`, when it holds all of them (undefined when it starts later). */
export function readingsWithin(
  window: ReadingsWindow | undefined,
  fromMs: number,
  toMs: number,
): Reading[] | undefined {
  if (!window || window.fromMs > fromMs) return undefined;
  return window.readings.filter((r) => r.time >= fromMs && r.time <= toMs);
}
