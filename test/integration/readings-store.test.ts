/**
 * The readings store contract, run against every adapter: DynamoDB against dynalite, Timestream
 * through the real SDK clients with the service mocked (test/support/fake-timestream.ts).
 */
import { QueryCommand, TimestreamQueryClient } from '@aws-sdk/client-timestream-query';
import {
  BatchWriteCommand,
  PutCommand,
  QueryCommand as DynamoQueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { backfillValidIndex } from '../../lambdas/readings/adapters/readings/valid-index-backfill';
import { purgePartition } from '../../lambdas/readings/adapters/readings/dynamodb-purge';
import { intercept } from '../support/faults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../lambdas/platform/aws/clients';
import { resetEnvCache } from '../../lambdas/platform/env';
import { readingsStore } from '../../lambdas/readings/adapters/readings';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import {
  UnwrittenReadingsError,
  type Reading,
  type SeriesKey,
  type ReadingsStore,
} from '../../lambdas/readings/adapters/readings/port';
import { seriesKey, sensorIdOf } from '../../lambdas/sensors/rules/series';
import {
  rangeSql,
  resetTimestreamClients,
  timestreamReadingsStore,
} from '../../lambdas/readings/adapters/readings/timestream';
import { FakeTimestream } from '../support/fake-timestream';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let fake: FakeTimestream;
const TIMESTREAM_ENV = { TIMESTREAM_DATABASE: 'fieldwise', TIMESTREAM_TABLE: 'readings' };
const savedEnv = Object.fromEntries(['READINGS_STORE', ...Object.keys(TIMESTREAM_ENV)].map((k) => [k, process.env[k]]));
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  fake = new FakeTimestream(50); // small pages, so reads cross page boundaries
  Object.assign(process.env, TIMESTREAM_ENV);
  resetEnvCache();
  resetTimestreamClients();
});
afterAll(async () => {
  fake?.restore(); // the Timestream clients' send is theirs again; DynamoDB's was never touched
  for (const [k, v] of Object.entries(savedEnv)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
  resetTimestreamClients();
  await stack?.close();
});

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 1);

function reading(series: SeriesKey, i: number, overrides: Partial<Reading> = {}): Reading {
  return {
    series,
    sensorId: sensorIdOf(series),
    time: T0 + i * 2 * HOUR,
    raw: { at10cm: 0.3, at50cm: 0.32, at100cm: 0.35, temperature: 18 + (i % 5), battery_vol: 3.9 },
    calibrated: { at10cm: 30 + i, at50cm: 32, at100cm: 35 },
    temperature: 18 + (i % 5),
    battery_vol: 3.9,
    flags: [],
    receivedAt: T0 + i * 2 * HOUR + 1000,
    ...overrides,
  };
}

const adapters: [string, () => ReadingsStore][] = [
  ['dynamodb', dynamoReadingsStore],
  ['timestream', timestreamReadingsStore],
];

describe.each(adapters)('readings store contract: %s', (_name, make) => {
  it('writes and reads a time range in order, inclusive at both ends', async () => {
    const store = make();
    const id = seriesKey(`S1-${_name}`, 'reg1');
    expect(await store.put(Array.from({ length: 60 }, (_, i) => reading(id, i)))).toBe(60);
    const got = await store.range(id, { from: T0 + 10 * 2 * HOUR, to: T0 + 19 * 2 * HOUR });
    expect(got.map((r) => r.calibrated.at10cm)).toEqual(Array.from({ length: 10 }, (_, i) => 40 + i));
    expect(got[0]).toEqual(reading(id, 10));
    const newestFirst = await store.range(id, { from: T0, to: T0 + 1000 * HOUR, descending: true, limit: 3 });
    expect(newestFirst.map((r) => r.time)).toEqual([59, 58, 57].map((i) => T0 + i * 2 * HOUR));
  });

  it('keeps the payload a reading was decoded from (a LoRaWAN uplink); none for values sent', async () => {
    const store = make();
    const id = seriesKey(`SP-${_name}`, 'reg1');
    const payload = Buffer.from('CE2900F107A5099B6E2890', 'hex').toString('base64');
    await store.put([reading(id, 0, { payload }), reading(id, 1)]);
    const [decoded, sent] = await store.range(id, { from: 0, to: Number.MAX_SAFE_INTEGER });
    expect(decoded).toEqual(reading(id, 0, { payload }));
    expect(sent).toEqual(reading(id, 1));
    expect(sent).not.toHaveProperty('payload');
  });

  it('is idempotent on (sensor, time): a retried batch leaves one reading per time', async () => {
    const store = make();
    const id = seriesKey(`S2-${_name}`, 'reg1');
    const batch = Array.from({ length: 30 }, (_, i) => reading(id, i));
    await store.put(batch);
    await store.put(batch);
    expect(await store.range(id, { from: 0, to: Number.MAX_SAFE_INTEGER })).toHaveLength(30);
  });

  it('keeps flagged readings but leaves them out when only valid ones are asked for', async () => {
    const store = make();
    const id = seriesKey(`S3-${_name}`, 'reg1');
    await store.put([
      reading(id, 0),
      reading(id, 1, { flags: ['above-200'] }),
      reading(id, 2),
      reading(id, 3, { flags: ['missing'] }),
    ]);
    expect(await store.range(id, { from: 0, to: Number.MAX_SAFE_INTEGER })).toHaveLength(4);
    const valid = await store.range(id, { from: 0, to: Number.MAX_SAFE_INTEGER, validOnly: true });
    expect(valid.map((r) => r.time)).toEqual([reading(id, 0).time, reading(id, 2).time]);
    expect((await store.latest(id))?.flags).toEqual(['missing']);
    expect((await store.latest(id, { validOnly: true }))?.time).toBe(reading(id, 2).time);
  });

  it('replaces a reading written again with new values (a recalibration keeps receivedAt)', async () => {
    const store = make();
    const id = seriesKey(`S4-${_name}`, 'reg1');
    await store.put([reading(id, 0), reading(id, 1)]);
    const recalibrated = reading(id, 0, {
      calibrated: { at10cm: 12, at50cm: 13, at100cm: 14 },
      flags: ['negative'],
    });
    await store.put([recalibrated]);
    expect(await store.range(id, { from: 0, to: Number.MAX_SAFE_INTEGER })).toEqual([recalibrated, reading(id, 1)]);
  });

  it('keeps temperature and battery flags; they blank a value, so the reading stays valid', async () => {
    const store = make();
    const id = seriesKey(`S5-${_name}`, 'reg1');
    const hot = reading(id, 1, {
      raw: { at10cm: 0.3, at50cm: 0.32, at100cm: 0.35, temperature: 1e300, battery_vol: -50 },
      temperature: null,
      battery_vol: null,
      flags: ['temperature-out-of-range', 'battery-out-of-range'],
    });
    const both = reading(id, 2, {
      raw: { at10cm: null, at50cm: 0.32, at100cm: 0.35, temperature: -1e6, battery_vol: 3.9 },
      calibrated: { at10cm: null, at50cm: 32, at100cm: 35 },
      temperature: null,
      flags: ['missing', 'temperature-out-of-range'],
    });
    await store.put([reading(id, 0), hot, both]);
    expect(await store.range(id, { from: 0, to: Number.MAX_SAFE_INTEGER })).toEqual([reading(id, 0), hot, both]);
    expect(await store.range(id, { from: 0, to: Number.MAX_SAFE_INTEGER, validOnly: true })).toEqual([
      reading(id, 0),
      hot,
    ]);
    expect(await store.latest(id, { validOnly: true })).toEqual(hot);
  });

  it('writes nothing once the deadline has passed, and hands every reading back to send again', async () => {
    const store = make();
    const id = seriesKey(`S6-${_name}`, 'reg1');
    const batch = Array.from({ length: 30 }, (_, i) => reading(id, i));
    const err = await store.put(batch, { deadline: Date.now() - 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnwrittenReadingsError);
    expect((err as UnwrittenReadingsError).unwritten.map((r) => r.time).sort()).toEqual(
      batch.map((r) => r.time).sort(),
    );
    expect(await store.range(id, { from: 0, to: Number.MAX_SAFE_INTEGER })).toEqual([]);
    await expect(store.put(batch, { deadline: Date.now() + 5_000 })).resolves.toBe(30);
  });

  it('answers the latest valid reading behind a long run of flagged ones', async () => {
    const store = make();
    const id = seriesKey(`S7-${_name}`, 'reg1');
    await store.put([
      reading(id, 0),
      reading(id, 1),
      ...Array.from({ length: 300 }, (_, i) => reading(id, i + 2, { flags: ['missing'] })),
    ]);
    expect(await store.latest(id, { validOnly: true })).toEqual(reading(id, 1));
    // a recalibration that flags it moves "latest valid" back to the one before
    await store.put([reading(id, 1, { flags: ['negative'] })]);
    expect(await store.latest(id, { validOnly: true })).toEqual(reading(id, 0));
  });

  it('keeps two registrations of one sensor id apart (a series each), and reads back the sensor id', async () => {
    const store = make();
    const first = seriesKey(`SAME${_name}`, 'lz1a2b3c4d5e6f7g8h9');
    const second = seriesKey(`SAME${_name}`, 'lz9z8y7x6w5v4u3t2s1');
    await store.put([
      reading(first, 0),
      reading(first, 1),
      reading(second, 1, { calibrated: { at10cm: 99, at50cm: 99, at100cm: 99 } }),
    ]);
    expect(
      (await store.range(first, { from: 0, to: Number.MAX_SAFE_INTEGER })).map((r) => r.calibrated.at10cm),
    ).toEqual([30, 31]);
    expect(await store.range(second, { from: 0, to: Number.MAX_SAFE_INTEGER })).toEqual([
      reading(second, 1, { calibrated: { at10cm: 99, at50cm: 99, at100cm: 99 } }),
    ]);
    expect((await store.latest(second))?.sensorId).toBe(`SAME${_name}`);
    expect(await store.latest(seriesKey(`SAME${_name}`))).toBeUndefined(); // the bare id is a third series
  });

  it('keeps sensors apart and answers nothing for an unknown sensor', async () => {
    const store = make();
    await store.put([reading(seriesKey(`A-${_name}`, 'reg1'), 0), reading(seriesKey(`B-${_name}`, 'reg1'), 0)]);
    expect(await store.range(seriesKey(`A-${_name}`, 'reg1'), { from: 0, to: Number.MAX_SAFE_INTEGER })).toHaveLength(
      1,
    );
    expect(await store.latest(seriesKey(`nobody-${_name}`, 'reg1'))).toBeUndefined();
    expect(await store.range(seriesKey(`nobody-${_name}`, 'reg1'), { from: 0, to: Number.MAX_SAFE_INTEGER })).toEqual(
      [],
    );
  });
});

describe('dynamodb adapter', () => {
  it('finds the latest valid reading in at most 2 queries, however many flagged readings follow it', async () => {
    const store = dynamoReadingsStore();
    const id = seriesKey('DYN-dead-depth', 'reg1');
    // A depth died: one valid reading, then 2,880 flagged ones (a day of 30-second reports).
    await store.put([
      reading(id, 0),
      ...Array.from({ length: 2880 }, (_, i) => reading(id, i + 1, { flags: ['missing'] })),
    ]);
    const client = documentClient();
    const send = client.send;
    let queries = 0;
    client.send = ((command: unknown, ...rest: unknown[]) => {
      if (command instanceof DynamoQueryCommand) queries++;
      return (send as (...args: unknown[]) => unknown).call(client, command, ...rest);
    }) as typeof client.send;
    try {
      expect(await store.latest(id, { validOnly: true })).toEqual(reading(id, 0));
      expect(queries).toBeLessThanOrEqual(2);
      queries = 0;
      expect((await store.latest(id))?.time).toBe(reading(id, 2880).time);
      expect(queries).toBe(1);
    } finally {
      client.send = send;
    }
  });
});

describe('dynamodb adapter: readings written before the valid-readings index', () => {
  it('are found by latest once the backfill gave them valid_series (only the valid ones, idempotent)', async () => {
    const store = dynamoReadingsStore();
    const legacy = seriesKey('DYN-legacy');
    await store.put([reading(legacy, 0), reading(legacy, 1), reading(legacy, 2, { flags: ['missing'] })]);
    // as an item written before the index: no valid_series
    for (const i of [0, 1]) {
      await documentClient().send(
        new UpdateCommand({
          TableName: stack.readingsTableName,
          Key: { sensor_id: legacy, time: reading(legacy, i).time },
          UpdateExpression: 'REMOVE valid_series',
        }),
      );
    }
    expect(await store.latest(legacy, { validOnly: true })).toBeUndefined();
    expect(await backfillValidIndex()).toBe(2);
    expect(await store.latest(legacy, { validOnly: true })).toEqual(reading(legacy, 1));
    expect(await backfillValidIndex()).toBe(0);
  });
});

describe('dynamodb adapter: purge', () => {
  it('deletes a series in bounded steps; a rerun after a stop finishes it; other series are untouched', async () => {
    const store = dynamoReadingsStore();
    const gone = seriesKey('DYN-purge', 'old');
    const kept = seriesKey('DYN-purge', 'new');
    await store.put([
      ...Array.from({ length: 130 }, (_, i) => reading(gone, i, { flags: i % 3 ? [] : ['missing'] })),
      reading(kept, 0),
    ]);
    expect(await store.purge(gone, 50)).toEqual({ deleted: 50, done: false }); // as if the job stopped here
    expect(await store.range(gone, { from: 0, to: Number.MAX_SAFE_INTEGER })).toHaveLength(80);
    expect(await store.purge(gone, 1000)).toEqual({ deleted: 80, done: true });
    expect(await store.purge(gone, 1000)).toEqual({ deleted: 0, done: true }); // idempotent
    expect(await store.range(gone, { from: 0, to: Number.MAX_SAFE_INTEGER })).toEqual([]);
    expect(await store.latest(gone, { validOnly: true })).toBeUndefined(); // the index entries went too
    expect(await store.range(kept, { from: 0, to: Number.MAX_SAFE_INTEGER })).toEqual([reading(kept, 0)]);
  });
});

describe('dynamodb adapter: the one "purge a partition" loop of the readings and the aggregates purges', () => {
  /** Every BatchWriteItem fails as throttled (thrown, as the SDK does once its own retries are spent). */
  const throttleEveryBatchWrite = () =>
    intercept(
      (_input, command) => command === 'BatchWriteItemCommand',
      () => {
        throw Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
          name: 'ThrottlingException',
        });
      },
    );

  it("deletes a page at a time up to the budget, from the partition's start, saying when nothing is left", async () => {
    const store = dynamoReadingsStore();
    const s = seriesKey('DYN-partition');
    await store.put(Array.from({ length: 30 }, (_, i) => reading(s, i)));
    const pages: number[] = [];
    const del = async (keys: Record<string, unknown>[]) => {
      pages.push(keys.length);
      await documentClient().send(
        new BatchWriteCommand({
          RequestItems: { [stack.readingsTableName]: keys.map((Key) => ({ DeleteRequest: { Key } })) },
        }),
      );
    };
    expect(await purgePartition(stack.readingsTableName, s, 10, del)).toEqual({ deleted: 10, exhausted: false });
    expect((await store.range(s, { from: 0, to: Number.MAX_SAFE_INTEGER })).map((r) => r.time)[0]).toBe(
      reading(s, 10).time,
    ); // the oldest went first
    expect(await purgePartition(stack.readingsTableName, s, 0, del)).toEqual({ deleted: 0, exhausted: false });
    expect(await purgePartition(stack.readingsTableName, s, 100, del)).toEqual({ deleted: 20, exhausted: true });
    expect(await purgePartition(stack.readingsTableName, s, 100, del)).toEqual({ deleted: 0, exhausted: true });
    expect(pages).toEqual([10, 20]); // an empty partition deletes nothing
  });

  it('purges hours, packs, old days from one budget; throttled deletes retried, then "kept throttling"', async () => {
    const store = dynamoReadingsStore();
    const s = seriesKey('DYN-agg-purge');
    const readings = Array.from({ length: 36 }, (_, i) => reading(s, i)); // 3 days of 2-hourly readings
    await store.put(readings);
    await store.aggregates!.refresh(
      s,
      readings.map((r) => r.time),
    );
    const stored = async () => [
      (await store.aggregates!.range(s, 'hour', 0, Number.MAX_SAFE_INTEGER)).length,
      (await store.aggregates!.range(s, 'day', 0, Number.MAX_SAFE_INTEGER)).length,
    ];
    expect(await stored()).toEqual([36, 3]);
    // A day item as tables before the packs kept one (the backfill deletes them; a purge too).
    await documentClient().send(
      new PutCommand({ TableName: stack.readingsTableName, Item: { sensor_id: `${s}#d`, time: T0, a: 'old', rev: 1 } }),
    );
    const legacy = async () =>
      (
        await documentClient().send(
          new DynamoQueryCommand({
            TableName: stack.readingsTableName,
            KeyConditionExpression: 'sensor_id = :s',
            ExpressionAttributeValues: { ':s': `${s}#d` },
          }),
        )
      ).Items ?? [];

    const stop = throttleEveryBatchWrite();
    try {
      await expect(store.aggregates!.purge(s, 100)).rejects.toThrow('DynamoDB kept throttling the aggregates purge');
    } finally {
      stop();
    }
    expect(await stored()).toEqual([36, 3]);
    // 3 hours items (one per day), 1 pack (the 3 days share it) and the old day item: a budget
    // of 4 stops before the old day item.
    expect(await store.aggregates!.purge(s, 4)).toEqual({ deleted: 4, done: false });
    expect(await stored()).toEqual([0, 0]);
    expect(await legacy()).toHaveLength(1);
    expect(await store.aggregates!.purge(s, 100)).toEqual({ deleted: 1, done: true });
    expect(await legacy()).toEqual([]);
    // the readings are the readings purge's
    expect(await store.range(s, { from: 0, to: Number.MAX_SAFE_INTEGER })).toHaveLength(36);
  }, 60_000);

  it('the readings purge: a throttled delete fails the run at once (the next run resumes)', async () => {
    const store = dynamoReadingsStore();
    const s = seriesKey('DYN-throttled');
    await store.put(Array.from({ length: 5 }, (_, i) => reading(s, i)));
    const stop = throttleEveryBatchWrite();
    try {
      await expect(store.purge(s, 100)).rejects.toThrow('Rate of requests exceeds the allowed throughput.');
    } finally {
      stop();
    }
    expect(await store.purge(s, 100)).toEqual({ deleted: 5, done: true });
  });
});

describe('timestream adapter', () => {
  it('has no delete: purge answers done and the series stays unreachable until retention', async () => {
    const store = timestreamReadingsStore();
    await store.put([reading(seriesKey('TS-purge', 'old'), 0)]);
    expect(await store.purge(seriesKey('TS-purge', 'old'), 100)).toEqual({ deleted: 0, done: true });
  });

  it('asks for the latest reading over the last day first, and widens only when that is empty', async () => {
    const store = timestreamReadingsStore();
    const now = Date.now();
    await store.put([{ ...reading(seriesKey('TS-latest'), 0), time: now - 10 * 86_400_000 }]);
    const before = fake.queries.length;
    expect((await store.latest(seriesKey('TS-latest')))?.time).toBe(now - 10 * 86_400_000);
    const asked = fake.queries.slice(before).map((q) => Number(/from_milliseconds\((\d+)\)/.exec(q)![1]));
    expect(asked).toHaveLength(2); // the last day (empty), then 90 days (found)
    expect(asked[0]).toBeGreaterThan(now - 86_400_000 - 60_000);
    expect(asked[1]).toBeLessThan(now - 89 * 86_400_000);
  });

  it('writes multi-measure records: dimension sensor_id, time in ms, version = time written, no nulls', async () => {
    const store = timestreamReadingsStore();
    fake.writes.length = 0;
    const before = Date.now();
    const r = reading(seriesKey('TS-shape'), 0, {
      raw: { at10cm: null, at50cm: 0.32, at100cm: 0.35, temperature: 18, battery_vol: 3.9 },
      calibrated: { at10cm: null, at50cm: 32, at100cm: 35 },
      flags: ['missing'],
    });
    await store.put([r]);
    const [record] = fake.writes[0]!.Records!;
    expect(fake.writes[0]).toMatchObject({ DatabaseName: 'fieldwise', TableName: 'readings' });
    expect(record).toMatchObject({
      Dimensions: [{ Name: 'sensor_id', Value: 'TS-shape' }],
      MeasureName: 'reading',
      MeasureValueType: 'MULTI',
      TimeUnit: 'MILLISECONDS',
      Time: String(r.time),
    });
    expect(record!.Version).toBeGreaterThanOrEqual(before);
    const names = record!.MeasureValues!.map((m) => m.Name);
    expect(names).not.toContain('raw_cap50');
    expect(names).not.toContain('cap50_percent');
    expect(record!.MeasureValues).toContainEqual({ Name: 'valid', Value: 'false', Type: 'BOOLEAN' });
    expect(await store.latest(seriesKey('TS-shape'))).toEqual(r); // nulls come back as null
  });

  it('writes at most 100 records per call', async () => {
    fake.writes.length = 0;
    await timestreamReadingsStore().put(Array.from({ length: 250 }, (_, i) => reading(seriesKey('TS-chunks'), i)));
    expect(fake.writes.map((w) => w.Records!.length)).toEqual([100, 100, 50]);
  });

  it('lets a write at least as recent as ours win (another writer got there first) without an error', async () => {
    const store = timestreamReadingsStore();
    const first = reading(seriesKey('TS-race'), 0, {
      calibrated: { at10cm: 1, at50cm: 1, at100cm: 1 },
    });
    const second = reading(seriesKey('TS-race'), 0, {
      calibrated: { at10cm: 2, at50cm: 2, at100cm: 2 },
    });
    await store.put([first]);
    // Another Lambda instance wrote a newer version meanwhile: ours is refused, which is fine.
    const stored = fake.record('fieldwise', 'readings', 'TS-race', first.time)!;
    stored.version = Date.now() + 60_000;
    await expect(store.put([second])).resolves.toBe(1);
    expect(await store.range(seriesKey('TS-race'), { from: 0, to: Number.MAX_SAFE_INTEGER })).toEqual([first]);
  });

  it('leaves out an empty flags measure (Timestream takes no empty values) and reads it back as []', async () => {
    fake.writes.length = 0;
    const r = reading(seriesKey('TS-noflags'), 0);
    await timestreamReadingsStore().put([r]);
    const measures = fake.writes[0]!.Records![0]!.MeasureValues!;
    expect(measures.map((m) => m.Name)).not.toContain('flags');
    expect(measures.every((m) => m.Value !== '')).toBe(true);
    expect(measures).toContainEqual({ Name: 'valid', Value: 'true', Type: 'BOOLEAN' });
    expect(await timestreamReadingsStore().latest(seriesKey('TS-noflags'))).toEqual(r);
  });

  it('follows NextToken until the last page', async () => {
    const store = timestreamReadingsStore();
    const all = Array.from({ length: 120 }, (_, i) =>
      reading(seriesKey('TS-pages'), i, { flags: i % 4 === 3 ? ['negative'] : [] }),
    );
    await store.put(all);
    const pagesBefore = fake.pagesServed;
    const got = await store.range(seriesKey('TS-pages'), { from: 0, to: Number.MAX_SAFE_INTEGER });
    expect(fake.pagesServed - pagesBefore).toBe(3); // 50 + 50 + 20
    expect(got).toEqual(all);
    const valid = await store.range(seriesKey('TS-pages'), {
      from: 0,
      to: Number.MAX_SAFE_INTEGER,
      validOnly: true,
      descending: true,
      limit: 60,
    });
    expect(valid.map((r) => r.time)).toEqual(
      all
        .filter((r) => !r.flags.length)
        .reverse()
        .slice(0, 60)
        .map((r) => r.time),
    );
  });

  it('answers nothing from a table no reading was written to yet (its columns do not exist)', async () => {
    process.env.TIMESTREAM_TABLE = 'fresh';
    resetEnvCache();
    try {
      const store = timestreamReadingsStore();
      expect(await store.range(seriesKey('S1'), { from: 0, to: Number.MAX_SAFE_INTEGER, validOnly: true })).toEqual([]);
      expect(await store.latest(seriesKey('S1'))).toBeUndefined();
    } finally {
      process.env.TIMESTREAM_TABLE = TIMESTREAM_ENV.TIMESTREAM_TABLE;
      resetEnvCache();
    }
  });

  it('quotes a sensor id so it cannot change the query', async () => {
    const store = timestreamReadingsStore();
    await store.put([reading(seriesKey('TS-quote'), 0)]);
    expect(await store.range(seriesKey("TS-quote' OR '1'='1"), { from: 0, to: Number.MAX_SAFE_INTEGER })).toEqual([]);
    expect(rangeSql('db', 't', "a'b", { from: 0, to: 1 })).toContain("sensor_id = 'a''b'");
    await expect(store.range(seriesKey('bad\u0000id'), { from: 0, to: 1 })).rejects.toThrow(/printable/);
    await expect(store.latest(seriesKey('x'.repeat(129)))).rejects.toThrow(/at most 128/);
    // The whole id went in as one literal, its quotes doubled.
    expect(fake.queries.at(-1)).toContain(`sensor_id = 'TS-quote'' OR ''1''=''1'`);
  });

  it('clamps an open upper bound to a time Timestream can express', () => {
    expect(rangeSql('db', 't', 'S', { from: 0, to: Number.MAX_SAFE_INTEGER })).toContain(
      `from_milliseconds(0) AND from_milliseconds(${Date.UTC(2200, 0, 1)})`,
    );
  });

  it('the fake refuses SQL it does not understand', async () => {
    const client = new TimestreamQueryClient({ region: 'ap-southeast-2' });
    await expect(
      client.send(new QueryCommand({ QueryString: 'SELECT * FROM "fieldwise"."readings"' })),
    ).rejects.toThrow(/does not understand/);
  });

  it('is the store the handlers get when READINGS_STORE=timestream', async () => {
    process.env.READINGS_STORE = 'timestream';
    resetEnvCache();
    const store = readingsStore();
    await store.put([reading(seriesKey('TS-selected'), 0)]);
    expect(fake.writes.at(-1)!.Records![0]!.Dimensions![0]!.Value).toBe('TS-selected');
    delete process.env.READINGS_STORE;
    resetEnvCache();
  });
});
