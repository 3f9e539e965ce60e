/**
 * The readings store port (ARCHITECTURE.md §7): per sensor, time-ordered, idempotent on
 * (sensor, time). Raw values are kept beside the calibrated ones; implausible readings are kept
 * but flagged, and reads for charts ask for valid ones only. Adapters: DynamoDB (default) and,
 * later, Timestream; both must pass test/integration/readings-store.test.ts.
 */
export interface RawValues {
  cap50: number | null;
  cap100: number | null;
  cap150: number | null;
  temperature: number | null;
  battery_vol: number | null;
}

export interface CalibratedValues {
  cap50_percent: number | null;
  cap100_percent: number | null;
  cap150_percent: number | null;
}

/** Why a reading is excluded from the data the charts get (monitoring spec §5). */
export type ReadingFlag = 'missing' | 'negative' | 'above-200' | 'formula-error';

export interface Reading {
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
}

export interface RangeQuery {
  /** Inclusive, epoch ms. */
  from: number;
  /** Inclusive, epoch ms. */
  to: number;
  /** Only readings without flags (what charts show). */
  validOnly?: boolean;
  /** Newest first. */
  descending?: boolean;
  limit?: number;
}

export interface ReadingsStore {
  /**
   * Write readings; one that exists for (sensor, time) is replaced by the same values, so a
   * gateway can retry a batch safely. Returns how many were written.
   */
  put(readings: Reading[]): Promise<number>;
  range(sensorId: string, query: RangeQuery): Promise<Reading[]>;
  /** The newest reading (valid only when asked). */
  latest(sensorId: string, opts?: { validOnly?: boolean }): Promise<Reading | undefined>;
}
