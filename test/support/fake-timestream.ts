/**
 * A stand-in for Timestream for LiveAnalytics behind the real SDK clients, mocked with
 * aws-sdk-client-mock (Timestream has no local emulator). It behaves like the
 * service for what the adapter sends: records keyed by (database, table, dimensions, measure
 * name, time) with Timestream's Version rules, the 100-records-per-call limit, non-empty measure
 * values, a table schema that grows with the measures written (a column never written does not
 * exist, so naming it fails the query), and the adapter's SELECT shape answered in Timestream's
 * wire format (times as text, numbers as strings, NullValue, NextToken pages).
 * Any other SQL is refused loudly, so the fake never passes a query it does not understand.
 */
import {
  QueryCommand,
  TimestreamQueryClient,
  ValidationException as QueryValidationException,
  type QueryCommandInput,
  type QueryCommandOutput,
  type Row,
  type ScalarType,
} from '@aws-sdk/client-timestream-query';
import {
  RejectedRecordsException,
  TimestreamWriteClient,
  ValidationException,
  WriteRecordsCommand,
  type RejectedRecord,
  type WriteRecordsCommandInput,
  type _Record as TsRecord,
} from '@aws-sdk/client-timestream-write';
import { mockClient } from 'aws-sdk-client-mock';

export interface Stored {
  sensorId: string;
  dimensions: Map<string, string>;
  measureName: string;
  time: number;
  version: number;
  measures: Map<string, string>;
}

interface Table {
  records: Map<string, Stored>;
  /** The columns the table has grown so far, by name → type, in the order first written. */
  dimensions: Map<string, ScalarType>;
  measures: Map<string, ScalarType>;
}

const SELECT = new RegExp(
  String.raw`^SELECT (\*|[\w, ]+) FROM "([^"]+)"\."([^"]+)" WHERE sensor_id = '((?:[^']|'')*)' ` +
    String.raw`AND measure_name = '(\w+)' AND time BETWEEN from_milliseconds\((\d+)\) AND from_milliseconds\((\d+)\)` +
    String.raw`( AND valid = true)? ORDER BY time (ASC|DESC)(?: LIMIT (\d+))?$`,
);

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const timeText = (ms: number) => {
  const d = new Date(ms);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${date} ${time}.${pad(d.getUTCMilliseconds(), 3)}000000`;
};
const invalid = (message: string) => new ValidationException({ message, Message: message, $metadata: {} });
const noColumn = (name: string) => {
  const message = `line 1:1: Column '${name}' does not exist`;
  return new QueryValidationException({ message, Message: message, $metadata: {} });
};

export class FakeTimestream {
  /** Tables by `database.table`. */
  readonly tables = new Map<string, Table>();
  /** Every WriteRecords input, for assertions on the records' shape. */
  readonly writes: WriteRecordsCommandInput[] = [];
  /** Every new query's SQL, and how many pages were answered (a NextToken follow-up counts). */
  readonly queries: string[] = [];
  pagesServed = 0;
  private readonly writeMock = mockClient(TimestreamWriteClient);
  private readonly queryMock = mockClient(TimestreamQueryClient);
  private readonly tokens = new Map<string, { sql: string; rows: Row[]; columns: [string, ScalarType][] }>();

  constructor(private readonly pageSize = 1000) {
    this.writeMock.on(WriteRecordsCommand).callsFake((input: WriteRecordsCommandInput) => this.write(input));
    this.queryMock.on(QueryCommand).callsFake((input: QueryCommandInput) => this.query(input));
  }

  restore(): void {
    this.writeMock.restore();
    this.queryMock.restore();
  }

  /** The stored record of a sensor at a time (for tests that play another writer). */
  record(database: string, table: string, sensorId: string, time: number): Stored | undefined {
    return [...this.table(database, table).records.values()].find((r) => r.sensorId === sensorId && r.time === time);
  }

  private table(database: string, table: string): Table {
    const key = `${database}.${table}`;
    let t = this.tables.get(key);
    if (!t) this.tables.set(key, (t = { records: new Map(), dimensions: new Map(), measures: new Map() }));
    return t;
  }

  private write(input: WriteRecordsCommandInput) {
    this.writes.push(input);
    const records = input.Records ?? [];
    // Request-level validation fails the whole call, as the service does.
    if (records.length < 1 || records.length > 100) throw invalid('Records must have between 1 and 100 items');
    for (const r of records) {
      if (
        r.MeasureValueType !== 'MULTI' ||
        r.TimeUnit !== 'MILLISECONDS' ||
        !r.MeasureName ||
        !/^\d+$/.test(r.Time ?? '')
      )
        throw invalid('unexpected record shape');
      if (r.Version !== undefined && r.Version < 1) throw invalid('Version must be 1 or greater');
      if (!r.Dimensions?.length || r.Dimensions.some((d) => !d.Name || !d.Value))
        throw invalid('a dimension needs a name and a non-empty value');
      if (!r.MeasureValues?.length) throw invalid('a MULTI record needs MeasureValues');
      for (const m of r.MeasureValues)
        if (!m.Name || !m.Type || !m.Value || m.Value.length > 2048)
          throw invalid(`MeasureValue ${m.Name}: Value must be 1 to 2048 characters`);
    }
    const table = this.table(input.DatabaseName!, input.TableName!);
    const rejected: RejectedRecord[] = [];
    records.forEach((r: TsRecord, index) => {
      const dimensions = new Map(r.Dimensions!.map((d) => [d.Name!, d.Value!]));
      const measures = new Map(r.MeasureValues!.map((m) => [m.Name!, m.Value!]));
      const time = Number(r.Time);
      const key = JSON.stringify([[...dimensions].sort(), r.MeasureName, time]);
      const version = r.Version ?? 1;
      const existing = table.records.get(key);
      if (existing) {
        const same =
          existing.measures.size === measures.size && [...measures].every(([k, v]) => existing.measures.get(k) === v);
        // Different values at an equal or lower version are refused, naming the version held;
        // the same values are accepted (the version moves up when the new one is higher).
        if (!same && version <= existing.version) {
          rejected.push({
            RecordIndex: index,
            Reason:
              'A record with the same dimensions, time and measure name exists with different measure values and an ' +
              'equal or higher version.',
            ExistingVersion: existing.version,
          });
          return;
        }
        if (same && version <= existing.version) return;
      }
      for (const name of dimensions.keys()) if (!table.dimensions.has(name)) table.dimensions.set(name, 'VARCHAR');
      for (const m of r.MeasureValues!)
        if (!table.measures.has(m.Name!)) table.measures.set(m.Name!, m.Type as ScalarType);
      table.records.set(key, {
        sensorId: dimensions.get('sensor_id') ?? '',
        dimensions,
        measureName: r.MeasureName!,
        time,
        version,
        measures,
      });
    });
    if (rejected.length)
      throw new RejectedRecordsException({
        message: 'One or more records have been rejected.',
        Message: 'One or more records have been rejected.',
        RejectedRecords: rejected,
        $metadata: {},
      });
    return { RecordsIngested: { Total: records.length, MemoryStore: records.length, MagneticStore: 0 } };
  }

  private query(input: QueryCommandInput): Partial<QueryCommandOutput> {
    const sql = input.QueryString ?? '';
    if (input.NextToken) {
      const page = this.tokens.get(input.NextToken);
      if (!page) throw new Error('fake Timestream: unknown NextToken');
      if (page.sql !== sql) throw new Error('fake Timestream: a NextToken must come with the query that issued it');
      this.tokens.delete(input.NextToken);
      return this.page(sql, page.columns, page.rows);
    }
    this.queries.push(sql);
    const m = SELECT.exec(sql);
    if (!m) throw new Error(`fake Timestream does not understand: ${sql}`);
    const [, cols, database, tableName, quotedId, measure, from, to, validOnly, order, limit] = m;
    const table = this.table(database!, tableName!);
    // `SELECT *` order: dimensions, measure_name, time, measures. A table written to never has
    // no other column; naming one that does not exist (in WHERE too) fails, as in the service.
    const known = new Map<string, ScalarType>([
      ...table.dimensions,
      ['measure_name', 'VARCHAR'],
      ['time', 'TIMESTAMP'],
      ...table.measures,
    ]);
    for (const name of ['sensor_id', ...(validOnly ? ['valid'] : [])]) if (!known.has(name)) throw noColumn(name);
    const names = cols === '*' ? [...known.keys()] : cols!.split(',').map((c) => c.trim());
    for (const name of names) if (!known.has(name)) throw noColumn(name);
    const columns = names.map((n): [string, ScalarType] => [n, known.get(n)!]);
    const sensorId = quotedId!.replaceAll("''", "'");
    let rows = [...table.records.values()].filter(
      (r) =>
        r.dimensions.get('sensor_id') === sensorId &&
        r.measureName === measure &&
        r.time >= Number(from) &&
        r.time <= Number(to) &&
        (!validOnly || r.measures.get('valid') === 'true'),
    );
    rows.sort((a, b) => (order === 'DESC' ? b.time - a.time : a.time - b.time));
    if (limit) rows = rows.slice(0, Number(limit));
    const data: Row[] = rows.map((r) => ({
      Data: names.map((c) => {
        const v =
          c === 'time'
            ? timeText(r.time)
            : c === 'measure_name'
              ? r.measureName
              : (r.dimensions.get(c) ?? r.measures.get(c));
        return v === undefined ? { NullValue: true } : { ScalarValue: v };
      }),
    }));
    return this.page(sql, columns, data);
  }

  private page(sql: string, columns: [string, ScalarType][], rows: Row[]): Partial<QueryCommandOutput> {
    this.pagesServed++;
    const now = rows.slice(0, this.pageSize);
    const rest = rows.slice(this.pageSize);
    let NextToken: string | undefined;
    if (rest.length) {
      NextToken = `page-${Math.random().toString(36).slice(2)}`;
      this.tokens.set(NextToken, { sql, columns, rows: rest });
    }
    return {
      ColumnInfo: columns.map(([Name, ScalarType]) => ({ Name, Type: { ScalarType } })),
      Rows: now,
      NextToken,
      QueryId: 'fake',
    };
  }
}
