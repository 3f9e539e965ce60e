/**
 * Readings: a field's sensors with their moisture, forecasts and zones (the dashboard and the
 * sensor list share one request per field and range), a sensor's newest reading, and its CSV.
 * A field's moisture is keyed under the field (`['fields', id, 'moisture', range]`), so a change to
 * the field reaches it; the rest under `['readings']`.
 */
import { queryOptions, useQuery, type InvalidateQueryFilters } from '@tanstack/react-query';
import type { EpochRange } from '../lib/epoch-range';
import { call } from './client';

export const readingKeys = {
  all: ['readings'] as const,
  latest: (sensorId: string | null) => ['readings', sensorId, 'latest'] as const,
  /** Under the field: what a field, zone or sensor change makes stale with it. */
  fieldMoisture: (fieldId: string | null, range?: EpochRange) =>
    ['fields', fieldId, 'moisture', range ? { start: range.start, end: range.end } : null] as const,
};

/** Every field's moisture answers (and nothing else of the fields): what a zone or sensor change makes stale. */
export const everyFieldMoisture: InvalidateQueryFilters = {
  queryKey: ['fields'],
  predicate: (q) => q.queryKey[2] === 'moisture',
};

/**
 * Every sensor of a field with its readings, forecasts, past forecasts, skill and zone. Without a
 * range: the last 3 days (else each sensor's latest reading); with `start`..`end` (epoch seconds):
 * the range, averaged down to a chart's worth of points per sensor.
 */
export const fieldMoistureQuery = (fieldId: string | null | undefined, range?: EpochRange) =>
  queryOptions({
    queryKey: readingKeys.fieldMoisture(fieldId ?? null, range),
    queryFn: ({ signal }) =>
      call('moisture', {
        params: { field_id: fieldId! },
        ...(range ? { query: { start: range.start, end: range.end } } : {}),
        signal,
      }).then((r) => r.data),
    enabled: Boolean(fieldId),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
export const useFieldMoisture = (fieldId: string | null, range?: EpochRange) =>
  useQuery(fieldMoistureQuery(fieldId, range));

/** Sensor id → its newest valid reading (undefined when it has none): the sensor list's column. */
export const useLastReadings = (fieldId: string | undefined) =>
  useQuery({
    ...fieldMoistureQuery(fieldId),
    select: (sensors) => new Map(sensors.map((s) => [s.sensor_id, s.moisture.at(-1)])),
  });

/** A sensor's newest valid reading (null when it has none). */
export const latestReadingQuery = (sensorId: string | null) =>
  queryOptions({
    queryKey: readingKeys.latest(sensorId),
    queryFn: ({ signal }) => call('latestReading', { params: { sensor_id: sensorId! }, signal }).then((r) => r.data),
    enabled: Boolean(sensorId),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: false,
  });
export const useLatestReading = (sensorId: string | null) => useQuery(latestReadingQuery(sensorId));

export interface SensorCsvRequest {
  sensorId: string;
  fieldId: string;
  /** Epoch seconds. */
  start: number;
  end: number;
  /** The IANA zone the column times are written in (the browser's). */
  tz: string;
}

/** A sensor's readings as CSV (21 depth rows by one column per reading time); never cached. */
export const getSensorCsv = ({ sensorId, fieldId, start, end, tz }: SensorCsvRequest) =>
  call('readingsCsv', {
    params: { sensor_id: sensorId },
    query: { start, end, fieldId, tz, format: 'csv' },
  }).then((text) => text ?? '');
