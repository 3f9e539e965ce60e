/**
 * The dashboards' query parameters and what they fall back to: `field` (a field id), `sensor`
 * (chart A and the home page) and `compareSensor` (chart B), `range` (the time-series charts'
 * period) and `mode` (what the detail map's circles show). Pure functions, so the rules are tested
 * without a browser.
 */
import { DEFAULT_MAP_DATA_TYPE, MOISTURE_DEPTHS, type MapDataType } from '@shared/readings/map-bands';
import type { EpochRange } from '../../../lib/epoch-range';

export const FIELD_PARAM = 'field';
export const SENSOR_PARAM = 'sensor';
export const COMPARE_SENSOR_PARAM = 'compareSensor';
export const RANGE_PARAM = 'range';
export const MAP_MODE_PARAM = 'mode';
export type SensorParam = typeof SENSOR_PARAM | typeof COMPARE_SENSOR_PARAM;

/** The chosen field: the one the URL names when it is the caller's, else the first field, else none. */
export function chooseField<F extends { field_id: string }>(fields: readonly F[], fieldId: string | null): F | null {
  return fields.find((f) => f.field_id === fieldId) ?? fields[0] ?? null;
}

/** The chosen sensor: the one the URL names when it is in this field, else the field's first sensor, else none. */
export function chooseSensor<S extends { sensor_id: string }>(
  sensors: readonly S[],
  sensorId: string | null,
): S | null {
  return sensors.find((s) => s.sensor_id === sensorId) ?? sensors[0] ?? null;
}

/** The sensor dropdown's choices: the field's sensors by alias (else id), without the chosen one. */
export function otherSensors<S extends { sensor_id: string; alias: string }>(
  sensors: readonly S[],
  chosenId: string | null,
): { id: string; label: string }[] {
  return sensors
    .filter((s) => s.sensor_id !== chosenId)
    .map((s) => ({ id: s.sensor_id, label: s.alias || s.sensor_id }));
}

/** Another field: both sensor choices belonged to the old one, so they go. */
export function withField(params: URLSearchParams, fieldId: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(FIELD_PARAM, fieldId);
  next.delete(SENSOR_PARAM);
  next.delete(COMPARE_SENSOR_PARAM);
  return next;
}

export function withSensor(params: URLSearchParams, name: SensorParam, sensorId: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(name, sensorId);
  return next;
}

/**
 * The parameters made consistent, or null when they already are: the field written in when
 * absent or not the caller's (it decides what the page shows, so the address names it); a
 * sensor parameter naming no sensor of this field removed (the page then shows the first
 * sensor, like a page opened without one). `sensors` is null while the field's sensors load:
 * sensor parameters are left alone until then.
 */
export function settledParams(
  params: URLSearchParams,
  fields: readonly { field_id: string }[],
  sensors: readonly { sensor_id: string }[] | null,
  sensorParams: readonly SensorParam[],
): URLSearchParams | null {
  const field = chooseField(fields, params.get(FIELD_PARAM));
  if (!field) return null;
  let next = params;
  if (params.get(FIELD_PARAM) !== field.field_id) next = withField(params, field.field_id);
  if (sensors) {
    for (const name of sensorParams) {
      const id = next.get(name);
      if (id !== null && !sensors.some((s) => s.sensor_id === id)) {
        next = new URLSearchParams(next);
        next.delete(name);
      }
    }
  }
  return next === params ? null : next;
}

/**
 * The farms with their fields, farms by name and each farm's fields by name; the heading is the farm's name in
 * capitals.
 */
export function fieldsByFarm<F extends { farm_name: string; field_name: string }>(
  fields: readonly F[],
): { farm: string; heading: string; fields: F[] }[] {
  const farms = new Map<string, F[]>();
  for (const f of fields) farms.set(f.farm_name, [...(farms.get(f.farm_name) ?? []), f]);
  return [...farms.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([farm, list]) => ({
      farm,
      heading: farm.toUpperCase(),
      fields: [...list].sort((a, b) => a.field_name.localeCompare(b.field_name)),
    }));
}

/**
 * The time-series charts' periods. The default is 3 days: it is the field moisture answer the
 * home page's map already asked for (no range), so the detail page draws from that cached answer
 * at once, and it is the span the daily samples and forecasts cover.
 */
export const RANGES = [
  { key: '3d', label: '3 days', days: 3 },
  { key: '7d', label: '7 days', days: 7 },
  { key: '30d', label: '30 days', days: 30 },
  { key: '1y', label: '1 year', days: 365 },
] as const;
export type RangeKey = (typeof RANGES)[number]['key'];
export const DEFAULT_RANGE: RangeKey = '3d';

export function parseRange(value: string | null): RangeKey {
  return RANGES.find((r) => r.key === value)?.key ?? DEFAULT_RANGE;
}

/** The default period's window ending at `nowMs` (epoch seconds), for requests that need both ends. */
export function defaultWindow(nowMs: number): EpochRange {
  const end = Math.floor(nowMs / 1000);
  return { start: end - RANGES.find((r) => r.key === DEFAULT_RANGE)!.days * 86_400, end };
}

/**
 * The request's window for a period ending at `nowMs` (epoch seconds); none for the default, which the server answers
 * by itself.
 */
export function rangeWindow(key: RangeKey, nowMs: number): EpochRange | undefined {
  if (key === DEFAULT_RANGE) return undefined;
  const days = RANGES.find((r) => r.key === key)!.days;
  const end = Math.floor(nowMs / 1000);
  return { start: end - days * 86_400, end };
}

/** What the detail map's circles can show, as the `mode` parameter names it. */
export const MAP_MODES: readonly MapDataType[] = ['info', 'battery_vol', 'temperature', ...MOISTURE_DEPTHS];

/** The detail map's mode from the URL: moisture at 10 cm when absent or unknown. */
export function parseMapMode(value: string | null): MapDataType {
  return MAP_MODES.find((m) => m === value) ?? DEFAULT_MAP_DATA_TYPE;
}

/** Another map mode; the default leaves the address, as the default period does. */
export function withMapMode(params: URLSearchParams, mode: MapDataType): URLSearchParams {
  const next = new URLSearchParams(params);
  if (mode === DEFAULT_MAP_DATA_TYPE) next.delete(MAP_MODE_PARAM);
  else next.set(MAP_MODE_PARAM, mode);
  return next;
}
