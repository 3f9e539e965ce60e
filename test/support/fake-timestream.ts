/**
 * A stand-in for Timestream for LiveAnalytics behind the real SDK clients, mocked with
 * aws-sdk-client-mock (ARCHITECTURE.md §5: Timestream cannot run here). It behaves like the
 * service for what the adapter sends: records keyed by (database, table, dimensions, measure
 * name, time) with Timestream's Version rules, the 100-records-per-call limit, and the adapter's
 * SELECT shape answered in Timestream's wire format (times as text, NullValue, NextToken pages).
 * Any other SQL is refused loudly, so the fake never passes a query it does not understand.
 */
import { QueryCommand, TimestreamQueryClient, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/client-timestream-query';
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

interface Stored {
  sensorId: string;
  time: number;
  version: number;
  measures: Map<string, string>;
}

const SELECT =
  /^SELECT ([\w, ]+) FROM "([^"]+)"\."([^"]+)" WHERE sensor_id = '((?:[^']|'')*)' AND measure_name = '(\w+)' AND time BETWEEN from_milliseconds\((\d+)\) AND from_milliseconds\((\d+)\)( AND valid = true)? ORDER BY time (ASC|DESC)(?: LIMIT (\d+))?$/;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const timeText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}000000`;
};

export class FakeTimestream {
  readonly tables = new Map<string, Map<string, Stored>>();
  /** Every WriteRecords input, for assertions on the records' shape. */
  readonly writes: WriteRecordsCommandInput[] = [];
  readonly queries: string[] = [];
  private readonly writeMock = mockClient(TimestreamWriteClient);
  private readonly queryMock = mockClient(TimestreamQueryClient);
  private readonly tokens = new Map<string, { rows: QueryCommandOutput['Rows']; columns: string[] }>();

  constructor(private readonly pageSize = 1000) {
    this.writeMock.on(WriteRecordsCommand).callsFake((input: WriteRecordsCommandInput) => this.write(input));
    this.queryMock.on(QueryCommand).callsFake((input: QueryCommandInput) => this.query(input));
  }

  restore(): void {
    this.writeMock.restore();
    this.queryMock.restore();
  }

  private table(database: string, table: string) {
    const key = `${database}.${table}`;
    let t = this.tables.get(key);
    if (!t) this.tables.set(key, (t = new Map()));
    return t;
  }

  private write(input: WriteRecordsCommandInput) {
    this.writes.push(input);
    const records = input.Records ?? [];
    if (records.length > 100) throw new ValidationException({ message: 'Records can have at most 100 items', Message: 'Records can have at most 100 items', $metadata: {} });
    const table = this.table(input.DatabaseName!, input.TableName!);
    const rejected: RejectedRecord[] = [];
    records.forEach((r: TsRecord, index) => {
      if (r.MeasureValueType !== 'MULTI' || r.TimeUnit !== 'MILLISECONDS' || r.MeasureName === undefined) throw new ValidationException({ message: 'unexpected record shape', Message: 'unexpected record shape', $metadata: {} });
      const sensorId = r.Dimensions?.find((d) => d.Name === 'sensor_id')?.Value ?? '';
      const time = Number(r.Time);
      const key = `${sensorId}|${r.MeasureName}|${time}`;
      const version = r.Version ?? 1;
      const measures = new Map((r.MeasureValues ?? []).map((m) => [m.Name!, m.Value!]));
      const existing = table.get(key);
      if (existing) {
        const same = existing.measures.size === measures.size && [...measures].every(([k, v]) => existing.measures.get(k) === v);
        if (version < existing.version || (version === existing.version && !same)) {
          rejected.push({ RecordIndex: index, Reason: 'A record with this time and dimensions already exists with a higher or equal version.', ExistingVersion: existing.version });
          return;
        }
        if (version === existing.version) return; // an identical retry
      }
      table.set(key, { sensorId, time, version, measures });
    });
    if (rejected.length) throw new RejectedRecordsException({ message: 'One or more records have been rejected.', RejectedRecords: rejected, $metadata: {} });
    return { RecordsIngested: { Total: records.length - rejected.length } };
  }

  private query(input: QueryCommandInput): Partial<QueryCommandOutput> {
    if (input.NextToken) {
      const page = this.tokens.get(input.NextToken);
      if (!page) throw new Error('fake Timestream: unknown NextToken');
      this.tokens.delete(input.NextToken);
      return this.page(page.columns, page.rows ?? []);
    }
    const sql = input.QueryString ?? '';
    this.queries.push(sql);
    const m = SELECT.exec(sql);
    if (!m) throw new Error(`fake Timestream does not understand: ${sql}`);
    const [, cols, database, tableName, quotedId, measure, from, to, validOnly, order, limit] = m;
    const columns = cols!.split(',').map((c) => c.trim());
    const sensorId = quotedId!.replaceAll("''", "'");
    let rows = [...this.table(database!, tableName!).values()].filter(
      (r) => r.sensorId === sensorId && r.time >= Number(from) && r.time <= Number(to) && (!validOnly || r.measures.get('valid') === 'true') && measure === 'reading',
    );
    rows.sort((a, b) => (order === 'DESC' ? b.time - a.time : a.time - b.time));
    if (limit) rows = rows.slice(0, Number(limit));
    const data = rows.map((r) => ({
      Data: columns.map((c) => {
        const v = c === 'sensor_id' ? r.sensorId : c === 'time' ? timeText(r.time) : r.measures.get(c);
        return v === undefined ? { NullValue: true } : { ScalarValue: v };
      }),
    }));
    return this.page(columns, data);
  }

  private page(columns: string[], rows: NonNullable<QueryCommandOutput['Rows']>): Partial<QueryCommandOutput> {
    const now = rows.slice(0, this.pageSize);
    const rest = rows.slice(this.pageSize);
    let NextToken: string | undefined;
    if (rest.length) {
      NextToken = `page-${Math.random().toString(36).slice(2)}`;
      this.tokens.set(NextToken, { columns, rows: rest });
    }
    return { ColumnInfo: columns.map((Name) => ({ Name, Type: {} })), Rows: now, NextToken };
  }
}
