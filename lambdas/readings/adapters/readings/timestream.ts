/**
 * Timestream for LiveAnalytics readings store (CDK context readingsStore=timestream), for accounts
 * that already have the service (closed to new customers on 2025-06-20; DynamoDB is the default).
 *
 * One multi-measure record per reading: dimension `sensor_id` holding the reading's series (one
 * sensor registration, series.ts; the dimension keeps its first name so records written before
 * registrations had tokens stay readable by their legacy series), measure name `reading`, time in
 * milliseconds, the raw and calibrated values, flags and `valid` as measures. Timestream stores
 * no nulls and no empty values, so a missing value (or an empty flag list) is simply left out and
 * read back as null (or []).
 *
 * Idempotency on (sensor, time): Timestream keeps one record per (dimensions, measure name,
 * time) and replaces it only with a higher `Version`. The version is the time of the write, so
 * the last write wins, as a DynamoDB put does: a gateway's retry, or a recalibration (which keeps
 * the reading's receivedAt and changes its values), replaces what is stored.
 *
 * Timestream cannot delete records: a deleted registration's series is unreachable at once (no
 * registration resolves to it) and its records leave with the table's retention (purge answers
 * done without deleting anything).
 *
 * No hourly and daily aggregates (the port's `aggregates` is absent): a field's long range is
 * read and averaged from the readings, as before them. Timestream could answer one with a
 * `GROUP BY bin(time, 1d)` query, but it bills by the data a query scans, which that would not
 * lower, and the adapter is kept only for accounts that already have the service.
 */
import { QueryCommand, TimestreamQueryClient, type Datum, type Row } from '@aws-sdk/client-timestream-query';
import {
  RejectedRecordsException,
  TimestreamWriteClient,
  WriteRecordsCommand,
  type MeasureValue,
  type _Record as TsRecord,
} from '@aws-sdk/client-timestream-write';
import { env, timestreamTable } from '../../../platform/env';
import { traced } from '../../../platform/aws/clients';
import {
  isValidReading,
  UnwrittenReadingsError,
  type RangeQuery,
  type Reading,
  type ReadingFlag,
  type ReadingsStore,
  type SeriesKey,
} from './port';
import { sensorIdOf } from '../../../sensors';
import { DEPTH_KEYS, WIRE_PERCENT, WIRE_RAW } from '@shared/readings/depths';

/** WriteRecords takes at most 100 records per call. */
const BATCH = 100;
/** No WriteRecords call starts with less time than this before the caller's deadline. */
const MIN_CALL_MS = 150;
/** Errors after which the records are simply not written yet: throttling, or our deadline's abort. */
const RETRYABLE = new Set(['AbortError', 'TimeoutError', 'ThrottlingException']);
const MEASURE = 'reading';
/**
 * The port's "no upper bound" (Number.MAX_SAFE_INTEGER, year 287396) is no Timestream timestamp:
 * those are nanoseconds in 64 bits, which end in April 2262 (so year 9999 would not do either).
 * No reading is stored that far ahead: writes more than 15 minutes in the future are refused.
 */
const MAX_TIME_MS = Date.UTC(2200, 0, 1);
/** How far back `latest` looks before it looks at everything: a day, then 90 days. */
const LATEST_WINDOWS_MS = [86_400_000, 90 * 86_400_000] as const;

/** Write versions: the time of writing, strictly increasing within this process. */
let lastVersion = 0;
const nextVersion = () => (lastVersion = Math.max(Date.now(), lastVersion + 1));

let writer: TimestreamWriteClient | undefined;
let reader: TimestreamQueryClient | undefined;
/** With an endpoint set (tests), the SDK skips endpoint discovery. */
const clientConfig = () => ({
  region: env().AWS_REGION,
  ...(env().TIMESTREAM_ENDPOINT ? { endpoint: env().TIMESTREAM_ENDPOINT } : {}),
});
const writeClient = () => (writer ??= traced(new TimestreamWriteClient(clientConfig())));
const queryClient = () => (reader ??= traced(new TimestreamQueryClient(clientConfig())));

/** Tests swap the environment between runs. */
export function resetTimestreamClients(): void {
  writer?.destroy();
  reader?.destroy();
  writer = reader = undefined;
}

/**
 * The numeric measures by their stored names, which are the spec's wire names (`raw_cap50` is the
 * raw count at 10 cm, `cap50_percent` the moisture there), so tables written before keep reading.
 */
const DOUBLES: Record<string, (r: Reading) => number | null> = {
  ...Object.fromEntries(DEPTH_KEYS.map((d) => [`raw_${WIRE_RAW[d]}`, (r: Reading) => r.raw[d]])),
  raw_temperature: (r) => r.raw.temperature,
  raw_battery_vol: (r) => r.raw.battery_vol,
  ...Object.fromEntries(DEPTH_KEYS.map((d) => [WIRE_PERCENT[d], (r: Reading) => r.calibrated[d]])),
  temperature: (r) => r.temperature,
  battery_vol: (r) => r.battery_vol,
};

export function toRecord(r: Reading, version: number): TsRecord {
  const measures: MeasureValue[] = [];
  for (const [name, get] of Object.entries(DOUBLES)) {
    const v = get(r);
    if (v !== null) measures.push({ Name: name, Value: String(v), Type: 'DOUBLE' });
  }
  // A measure value is 1 to 2048 characters (WriteRecords' model): no flags, no `flags` measure.
  if (r.flags.length) measures.push({ Name: 'flags', Value: r.flags.join(','), Type: 'VARCHAR' });
  // A LoRaWAN payload is at most 242 bytes: 324 characters of Base64, well within a measure.
  if (r.payload) measures.push({ Name: 'payload', Value: r.payload, Type: 'VARCHAR' });
  measures.push(
    { Name: 'valid', Value: String(isValidReading(r.flags)), Type: 'BOOLEAN' },
    { Name: 'received_at', Value: String(r.receivedAt), Type: 'BIGINT' },
  );
  return {
    Dimensions: [{ Name: 'sensor_id', Value: r.series, DimensionValueType: 'VARCHAR' }],
    MeasureName: MEASURE,
    MeasureValueType: 'MULTI',
    MeasureValues: measures,
    Time: String(r.time),
    TimeUnit: 'MILLISECONDS',
    Version: version,
  };
}

/**
 * A series inside a SQL string literal: a sensor id (at most 64 characters), `~` and a
 * registration token, so at most 128 printable characters; quotes are doubled.
 */
export function sqlString(value: string): string {
  if (value.length > 128 || /[\u0000-\u001f\u007f]/.test(value))
    throw new Error('A series must be at most 128 printable characters.');
  return `'${value.replaceAll("'", "''")}'`;
}

/** Timestream answers times as `YYYY-MM-DD HH:MM:SS.fffffffff` (UTC). */
export function parseTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?$/.exec(text);
  if (!m) throw new Error(`Unexpected Timestream time '${text}'`);
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]), ms);
}

export function fromRow(columns: string[], row: Row): Reading {
  const cell = new Map<string, string | undefined>();
  columns.forEach((name, i) => {
    const d: Datum | undefined = row.Data?.[i];
    cell.set(name, d?.NullValue ? undefined : d?.ScalarValue);
  });
  const num = (name: string): number | null => {
    const v = cell.get(name);
    return v === undefined ? null : Number(v);
  };
  const flags = cell.get('flags');
  const series = (cell.get('sensor_id') ?? '') as SeriesKey;
  return {
    series,
    sensorId: sensorIdOf(series),
    time: parseTime(cell.get('time') ?? ''),
    raw: {
      at10cm: num(`raw_${WIRE_RAW.at10cm}`),
      at50cm: num(`raw_${WIRE_RAW.at50cm}`),
      at100cm: num(`raw_${WIRE_RAW.at100cm}`),
      temperature: num('raw_temperature'),
      battery_vol: num('raw_battery_vol'),
    },
    calibrated: {
      at10cm: num(WIRE_PERCENT.at10cm),
      at50cm: num(WIRE_PERCENT.at50cm),
      at100cm: num(WIRE_PERCENT.at100cm),
    },
    temperature: num('temperature'),
    battery_vol: num('battery_vol'),
    flags: flags ? (flags.split(',') as ReadingFlag[]) : [],
    receivedAt: num('received_at') ?? 0,
    ...(cell.get('payload') ? { payload: cell.get('payload') } : {}),
  };
}

export function rangeSql(database: string, table: string, series: string, q: RangeQuery): string {
  const from = Math.max(0, Math.floor(q.from));
  const to = Math.min(MAX_TIME_MS, Math.floor(q.to));
  // `*`, not a column list: a table's columns are the measures written to it so far, and naming
  // one never written (no reading flagged yet, a depth always null) would fail the whole query.
  return [
    `SELECT * FROM "${database}"."${table}"`,
    `WHERE sensor_id = ${sqlString(series)} AND measure_name = '${MEASURE}'`,
    `AND time BETWEEN from_milliseconds(${from}) AND from_milliseconds(${to})`,
    ...(q.validOnly ? ['AND valid = true'] : []),
    `ORDER BY time ${q.descending ? 'DESC' : 'ASC'}`,
    ...(q.limit ? [`LIMIT ${Math.floor(q.limit)}`] : []),
  ].join(' ');
}

export function timestreamReadingsStore(): ReadingsStore {
  async function query(series: SeriesKey, q: RangeQuery): Promise<Reading[]> {
    const { database, table } = timestreamTable();
    const sql = rangeSql(database, table, series, q);
    const out: Reading[] = [];
    let nextToken: string | undefined;
    try {
      // Each page is asked with the same SQL; a page may come back empty with more to follow.
      do {
        const page = await queryClient().send(new QueryCommand({ QueryString: sql, NextToken: nextToken }));
        const columns = (page.ColumnInfo ?? []).map((c) => c.Name ?? '');
        for (const row of page.Rows ?? []) out.push(fromRow(columns, row));
        nextToken = page.NextToken;
      } while (nextToken);
    } catch (err) {
      // A table nothing was written to yet has no sensor_id or valid column, and Timestream
      // answers "line 1:…: Column 'sensor_id' does not exist": no readings, not a failure. Every
      // record carries both, so once anything is written this cannot hide a real error.
      if (
        (err as Error)?.name === 'ValidationException' &&
        /Column '(sensor_id|valid)' does not exist/.test((err as Error).message)
      )
        return [];
      throw err;
    }
    return out;
  }

  /** False when the chunk was not written in time (throttled past the SDK's retries, or cut off at the deadline). */
  async function writeChunk(
    database: string,
    table: string,
    records: TsRecord[],
    deadline: number | undefined,
  ): Promise<boolean> {
    try {
      const abort =
        deadline === undefined ? {} : { abortSignal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) };
      await writeClient().send(
        new WriteRecordsCommand({ DatabaseName: database, TableName: table, Records: records }),
        abort,
      );
    } catch (err) {
      if (RETRYABLE.has((err as Error)?.name)) return false;
      if (!(err instanceof RejectedRecordsException)) throw err;
      // Timestream refuses a record whose version is not above the one it holds: here that
      // means a write at least as recent as ours already stored this reading (two writers in the
      // same millisecond, or the same batch twice). The newer write winning is the contract, so
      // those are not errors; anything else is.
      const real = (err.RejectedRecords ?? []).filter(
        (r) =>
          !(
            typeof r.ExistingVersion === 'number' &&
            r.ExistingVersion >= Number(records[r.RecordIndex ?? 0]?.Version ?? 0)
          ),
      );
      if (real.length)
        throw new Error(`Timestream rejected ${real.length} reading(s): ${real[0]?.Reason ?? 'no reason given'}`);
    }
    return true;
  }

  return {
    async put(readings, opts = {}) {
      const { database, table } = timestreamTable();
      const version = nextVersion();
      const unwritten: Reading[] = [];
      for (let i = 0; i < readings.length; i += BATCH) {
        const chunk = readings.slice(i, i + BATCH);
        const inTime = opts.deadline === undefined || Date.now() + MIN_CALL_MS <= opts.deadline;
        if (
          !inTime ||
          !(await writeChunk(
            database,
            table,
            chunk.map((r) => toRecord(r, version)),
            opts.deadline,
          ))
        )
          unwritten.push(...chunk);
      }
      if (unwritten.length) throw new UnwrittenReadingsError(unwritten);
      return readings.length;
    },
    range: query,
    async latest(series, opts = {}) {
      // Timestream bills by the data a query scans, and a time predicate limits that: look at the
      // last day first (where a live sensor's newest reading is), then widen.
      const now = Date.now();
      for (const from of [now - LATEST_WINDOWS_MS[0], now - LATEST_WINDOWS_MS[1], 0]) {
        const [newest] = await query(series, {
          from,
          to: MAX_TIME_MS,
          descending: true,
          limit: 1,
          validOnly: opts.validOnly,
        });
        if (newest) return newest;
      }
      return undefined;
    },
    async purge() {
      // Timestream has no delete: the records stay unreachable until retention removes them.
      return { deleted: 0, done: true };
    },
  };
}
