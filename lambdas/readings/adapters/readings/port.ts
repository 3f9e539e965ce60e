/**
 * The readings store port: per series (one sensor registration, see
 * series.ts), time-ordered, idempotent on (series, time). Raw values are kept beside the calibrated ones; implausible
 * readings are kept but flagged, and reads for charts ask for valid ones only. Adapters: DynamoDB (default) and,
 * later, Timestream; both must pass test/integration/readings-store.test.ts.
 */
import type { Aggregate, AggregateLevel } from './aggregates';
import type { SeriesKey } from '../../../sensors';
import type { ByDepth } from '@shared/readings/depths';

export type { SeriesKey } from '../../../sensors';

/** What the sensor sent: its raw capacitance count at each depth, temperature and battery. */
export interface RawValues extends ByDepth<number | null> {
  temperature: number | null;
  battery_vol: number | null;
}

/** Volumetric moisture (%) at each depth, from the raw counts through the sensor's formula. */
export type CalibratedValues = ByDepth<number | null>;

/**
 * Why a reading, or one of its values, is not what the charts get. A moisture flag (a missing,
 * negative, above-200 or uncalibrated depth) excludes the whole reading, as the monitoring spec
 * drops readings with a bad depth. A temperature or battery flag excludes that value only: it is
 * served as null (the raw value is kept) and the moisture reading stays valid.
 */
export type ReadingFlag =
  'missing' | 'negative' | 'above-200' | 'formula-error' | 'temperature-out-of-range' | 'battery-out-of-range';

const VALUE_ONLY_FLAGS: ReadonlySet<ReadingFlag> = new Set(['temperature-out-of-range', 'battery-out-of-range']);

/** What both adapters store as `valid`, the attribute valid-only reads select on. */
export const isValidReading = (flags: readonly ReadingFlag[]) => flags.every((f) => VALUE_ONLY_FLAGS.has(f));

export interface Reading {
  /** Where it is stored: the sensor registration it belongs to. */
  series: SeriesKey;
  /** The sensor it came from, for presentation (the series' sensor id). */
  sensorId: string;
  /** Epoch milliseconds. */
  time: number;
  raw: RawValues;
  calibrated: CalibratedValues;
  temperature: number | null;
  battery_vol: number | null;
  flags: ReadingFlag[];
  /** When it was received (epoch ms). */
  receivedAt: number;
  /**
   * The payload it was decoded from (a LoRaWAN uplink's, Base64), kept so it can be decoded
   * again; absent for readings sent as values.
   */
  payload?: string;
}

export interface RangeQuery {
  /** Inclusive, epoch ms. */
  from: number;
  /** Inclusive, epoch ms. */
  to: number;
  /** Only valid readings (isValidReading: what charts show). */
  validOnly?: boolean;
  /** Newest first. */
  descending?: boolean;
  limit?: number;
  /** Strongly consistent: sees every write that finished before it (what an aggregate refresh reads). */
  consistent?: boolean;
}

export interface PutOptions {
  /**
   * Epoch ms by which the write must be over (the function's own deadline, less what the caller
   * still needs). Retries stop before it; what is left unwritten is thrown as
   * UnwrittenReadingsError. Without it, a bounded number of retries.
   */
  deadline?: number;
}

/** Readings a write could not store in time (throttled, or the deadline came): safe to send again. */
export class UnwrittenReadingsError extends Error {
  override name = 'UnwrittenReadingsError';
  constructor(readonly unwritten: Reading[]) {
    super(`${unwritten.length} reading(s) could not be written in time`);
  }
}

/**
 * Aggregates a write could not bring up to date in time (throttled, or the deadline came): sending the readings again
 * heals them.
 */
export class UnwrittenAggregatesError extends Error {
  override name = 'UnwrittenAggregatesError';
  constructor(readonly series: SeriesKey) {
    super(`the aggregates of ${series} could not be written in time`);
  }
}

export interface PurgeResult {
  deleted: number;
  /** Nothing of the series is left to delete (false: stopped at the limit, call again). */
  done: boolean;
}

export interface ReadingsStore {
  /**
   * Write readings; one that exists for (series, time) is replaced by the same values, so a
   * gateway can retry a batch safely. Returns how many were written; throws
   * UnwrittenReadingsError with those it could not write.
   */
  put(readings: Reading[], opts?: PutOptions): Promise<number>;
  range(series: SeriesKey, query: RangeQuery): Promise<Reading[]>;
  /** The newest reading (valid only when asked), in at most a couple of requests whatever is stored. */
  latest(series: SeriesKey, opts?: { validOnly?: boolean }): Promise<Reading | undefined>;
  /**
   * Delete up to `limit` readings of a series (a deleted registration's). Idempotent and
   * resumable: each call deletes what is still there, so a rerun after a crash finishes the job.
   */
  purge(series: SeriesKey, limit: number): Promise<PurgeResult>;
  /**
   * Hourly and daily aggregates (aggregates.ts), when the adapter keeps them; without them a
   * long range is read and averaged from the readings.
   */
  aggregates?: AggregateStore;
}

/** One range of a series' aggregates at one level: buckets starting in [from, to) (epoch ms). */
export interface AggregateRange {
  series: SeriesKey;
  level: AggregateLevel;
  from: number;
  to: number;
}

/** A series' hourly and daily aggregates, kept up to date by whoever writes its readings. */
export interface AggregateStore {
  /** The aggregates of a level whose bucket starts in [from, to) (epoch ms), oldest first. */
  range(series: SeriesKey, level: AggregateLevel, from: number, to: number): Promise<Aggregate[]>;
  /**
   * Several ranges at once (a field's sensors'), each answered as `range` answers it, in as few
   * requests as the adapter can; absent: each is read with `range`.
   */
  ranges?(wanted: readonly AggregateRange[]): Promise<Aggregate[][]>;
  /**
   * After a readings write: summarise again, from what is stored now, every hour holding one of
   * `times`, then every day holding one of those hours. Idempotent. Throws
   * UnwrittenAggregatesError when its writes could not finish by the deadline.
   */
  refresh(series: SeriesKey, times: readonly number[], opts?: PutOptions): Promise<void>;
  /**
   * The same for many series at once (an ingest batch's), reading what it can in batched calls;
   * answers the series whose aggregates could not be written by the deadline (the rest are done).
   */
  refreshAll(bySeries: ReadonlyMap<SeriesKey, readonly number[]>, opts?: PutOptions): Promise<Set<SeriesKey>>;
  /** Delete up to `limit` aggregates of a series; resumable like the readings purge. */
  purge(series: SeriesKey, limit: number): Promise<PurgeResult>;
}
