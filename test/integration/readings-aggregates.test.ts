/**
 * The readings' hourly and daily aggregates through the local stack: written at ingest (the
 * same batch twice changes nothing; a crash between the readings write and the aggregates write
 * is healed by the gateway's retry), rewritten by a recompute, read by a field's long ranges
 * (equal to the means of the valid readings), never by another grower, deleted by the purge, and
 * made by the backfill for readings written before them.
 */
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { purgeFreedReadings, PURGE_GRACE_MS } from '../../lambdas/deleted/services/readings-purge';
import { documentClient } from '../../lambdas/platform/aws/clients';
import {
  AGGREGATES_MARKER,
  backfillAggregates,
  backfillAggregatesOnce,
} from '../../lambdas/readings/adapters/readings/aggregates-backfill';
import { decodePack, encodePack, PACK_MS } from '../../lambdas/readings/adapters/readings/dynamodb-aggregates';
import type { Aggregate, AggregateLevel } from '../../lambdas/readings/adapters/readings/aggregates';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import type { Reading, SeriesKey } from '../../lambdas/readings/adapters/readings/port';
import { failWhen, intercept, recordCommands, type CommandInput, type Seen } from '../support/faults';
import { currentSeries } from '../support/readings';
import { api, logIn, newGrower, startTestStack, withPlan, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm } from '../support/management';
import { recomputeAndWait } from '../support/recompute';

type Body = Record<string, any>;
type Row = {
  time: number;
  cap50_percent: number | null;
  cap100_percent: number | null;
  cap150_percent: number | null;
  temperature: number | null;
  battery_vol: number | null;
};
const VALUES = ['cap50_percent', 'cap100_percent', 'cap150_percent', 'temperature', 'battery_vol'] as const;
/** The aggregates' own name of each served value. */
const STORED = {
  cap50_percent: 'at10cm',
  cap100_percent: 'at50cm',
  cap150_percent: 'at100cm',
  temperature: 'temperature',
  battery_vol: 'battery_vol',
} as const;

const HOUR = 3_600_000;
const DAY = 86_400_000;
const SLOT = 6 * HOUR;
/**
 * The known series: every 6 hours (17 minutes past), a second reading 20 minutes later in every fifth slot, over 372
 * days.
 */
const END = Math.floor(Date.now() / SLOT) * SLOT - SLOT;
const FIRST = END - 372 * DAY;

let stack: TestStack;
let owner: { username: string; token: string };
let stranger: string;
let admin: string;
let credential: string;
let gatewayId: string;
let fieldId: string;
let sensor: string;
let series: SeriesKey;
let removeFault: (() => void) | undefined;
const store = dynamoReadingsStore();
const aggregates = store.aggregates!;

/**
 * Deterministic values with some flagged: a negative depth (the reading is left out), a hot temperature (served null),
 * no battery.
 */
function knownReadings(sensorId: string, from: number, to: number) {
  const out: Body[] = [];
  for (let i = 0, t = from; t <= to; i++, t += SLOT) {
    const at = (time: number, j: number) => ({
      sensor_id: sensorId,
      time: time + 17 * 60_000,
      cap50: i % 37 === 5 ? -3 : Math.round((25 + 10 * Math.sin(i / 9) + j) * 100) / 100,
      cap100: Math.round((35 + 5 * Math.cos(i / 13)) * 100) / 100,
      cap150: 48 + (i % 7),
      temperature: i % 23 === 4 ? 99 : Math.round((15 + 8 * Math.sin(i / 4)) * 10) / 10,
      battery_vol: i % 29 === 3 ? null : 3.6 + (i % 5) / 10,
    });
    out.push(at(t, 0));
    if (i % 5 === 0) out.push(at(t + 20 * 60_000, 1));
  }
  return out;
}

const ingest = async (readings: Body[]) => {
  const res = await fetch(`${stack.url}/api/v2/ingest`, {
    method: 'POST',
    headers: { authorization: `Gateway ${credential}`, 'content-type': 'application/json' },
    body: JSON.stringify({ readings }),
  });
  return { status: res.status, body: (await res.json()) as Body };
};
/** As a gateway sends: 500 at a time, and what is answered 'failed' (not written in time on a busy machine) again. */
const ingestAll = async (readings: Body[]) => {
  for (let i = 0; i < readings.length; i += 500) {
    let batch = readings.slice(i, i + 500);
    for (let attempt = 0; batch.length && attempt < 5; attempt++) {
      const res = await ingest(batch);
      expect(res.body.data?.rejected, JSON.stringify(res.body).slice(0, 300)).toBe(0);
      batch = (res.body.data.results as Body[])
        .filter((r) => r.status === 'failed')
        .map((r) => batch[r.index as number]!);
    }
    expect(batch).toEqual([]);
  }
};
const get = (path: string, token = owner.token) =>
  api(stack, 'GET', path, { token }) as Promise<{ status: number; body: Body }>;
const sec = (ms: number) => Math.floor(ms / 1000);

/** The valid readings as the readings route serves them (what the aggregates must summarise). */
const served = async (sensorId: string, fromMs: number, toMs: number) =>
  (await get(`/api/v2/readings/${sensorId}?start=${sec(fromMs)}&end=${sec(toMs)}`)).body.data as Row[];

/**
 * Count, mean time and each value's count, mean, min and max per bucket of `size` ms, computed here from served rows.
 */
function expected(rows: Row[], size: number) {
  const groups = new Map<number, Row[]>();
  for (const r of rows) {
    const b = Math.floor(r.time / size) * size;
    groups.set(b, [...(groups.get(b) ?? []), r]);
  }
  return new Map(
    [...groups].map(([b, g]) => [
      b,
      {
        count: g.length,
        meanTime: g.reduce((s, r) => s + r.time, 0) / g.length,
        values: Object.fromEntries(
          VALUES.map((k) => {
            const v = g.map((r) => r[k]).filter((x): x is number => x !== null);
            return [
              k,
              v.length
                ? {
                    count: v.length,
                    mean: v.reduce((s, x) => s + x, 0) / v.length,
                    min: Math.min(...v),
                    max: Math.max(...v),
                  }
                : null,
            ];
          }),
        ),
      },
    ]),
  );
}

/** Stored aggregates of the buckets around [from, to] equal the summaries of the served readings, bucket for bucket. */
async function expectAggregatesMatch(s: SeriesKey, sensorId: string, level: AggregateLevel, from: number, to: number) {
  const size = level === 'hour' ? HOUR : DAY;
  const [first, end] = [Math.floor(from / size) * size, Math.ceil(to / size) * size];
  const want = expected(await served(sensorId, first, end - 1), size);
  const got = await aggregates.range(s, level, first, end);
  expect(got.map((a) => a.start)).toEqual([...want.keys()]);
  for (const a of got) {
    const w = want.get(a.start)!;
    expect(a.count, `${level} ${a.start}`).toBe(w.count);
    expect(a.meanTime).toBeCloseTo(w.meanTime, 3);
    for (const k of VALUES) {
      const wv = w.values[k];
      const av = a.values[STORED[k]];
      if (!wv) {
        expect(av, `${level} ${a.start} ${k}`).toBeNull();
        continue;
      }
      expect({ count: av!.count, min: av!.min, max: av!.max }, `${level} ${a.start} ${k}`).toEqual({
        count: wv.count,
        min: wv.min,
        max: wv.max,
      });
      expect(av!.mean).toBeCloseTo(wv.mean, 9);
    }
  }
  return got;
}

const snapshot = async (s: SeriesKey): Promise<Aggregate[][]> => [
  await aggregates.range(s, 'hour', 0, Number.MAX_SAFE_INTEGER),
  await aggregates.range(s, 'day', 0, Number.MAX_SAFE_INTEGER),
];

const newSensor = async () => {
  const form = buildSensorForm(fieldId, { gatewayId });
  expect((await api(stack, 'POST', '/api/sensor/v2/new', { token: owner.token, form })).status).toBe(201);
  return { id: form.sensorId, series: await currentSeries(form.sensorId) };
};

beforeAll(async () => {
  stack = await startTestStack();
  const g = await newGrower(stack);
  // On Pro: the file registers more sensors than Full's five.
  owner = { username: g.username, token: (await withPlan(stack, g.username, 'pro')).IdToken! };
  stranger = (await newGrower(stack)).tokens.IdToken!;
  admin = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
  fieldId = (
    (await api(stack, 'POST', '/api/field/addField', { token: owner.token, json: buildField() })).body.data as Body
  ).field_id;
  gatewayId = `gw-agg-${Date.now().toString(36)}`;
  credential = (await api(stack, 'POST', '/api/v2/gateway', { token: owner.token, json: { gatewayId } })).body
    .credential as string;
  ({ id: sensor, series } = await newSensor());
  await ingestAll(knownReadings(sensor, FIRST, END));
}, 300_000);
afterEach(() => {
  removeFault?.();
  removeFault = undefined;
});
afterAll(async () => {
  await stack?.close();
});

describe('aggregates written at ingest', () => {
  it('equal the count, mean, min and max of the valid readings of each UTC hour and day', async () => {
    const hours = await expectAggregatesMatch(series, sensor, 'hour', FIRST - DAY, END + DAY);
    const days = await expectAggregatesMatch(series, sensor, 'day', FIRST - DAY, END + DAY);
    expect(days.length).toBeGreaterThanOrEqual(372);
    // the known series has hours with two readings, a flagged reading left out, a null temperature and battery
    expect(hours.some((a) => a.count === 2)).toBe(true);
    expect(hours.length).toBeLessThan((await served(sensor, FIRST, END + DAY)).length);
    expect(hours.some((a) => a.values.temperature === null)).toBe(true);
    expect(hours.some((a) => a.values.battery_vol === null)).toBe(true);
  });

  it('the same batch sent twice changes nothing', async () => {
    const before = await snapshot(series);
    const batch = knownReadings(sensor, FIRST, END).slice(500, 1000);
    const again = await ingest(batch);
    expect(again.body.data.stored).toBe(500);
    expect(await snapshot(series)).toEqual(before);
  });
});

describe('what a batch costs in store writes', () => {
  /**
   * The aggregate writes among recorded commands: puts and deletes of one item, and BatchWriteItem requests, per
   * partition.
   */
  const aggregateWrites = (seen: Seen[], s: SeriesKey) => {
    const key = (x: CommandInput) =>
      String(x.Item?.sensor_id ?? x.Key?.sensor_id ?? x.PutRequest?.Item?.sensor_id ?? x.DeleteRequest?.Key?.sensor_id);
    const single = seen.filter(
      (c) => (c.command === 'PutItemCommand' || c.command === 'DeleteItemCommand') && key(c.input).startsWith(`${s}#`),
    );
    const batches = seen.filter(
      (c) =>
        c.command === 'BatchWriteItemCommand' &&
        (Object.values(c.input.RequestItems ?? {})[0] as CommandInput[]).some((r) => key(r).startsWith(`${s}#`)),
    );
    return {
      calls: single.length + batches.length,
      hours: single.filter((c) => key(c.input) === `${s}#h`).length,
      packs: single.filter((c) => key(c.input) === `${s}#m`).length,
    };
  };

  it('500 readings over 100 days: a write a day for hours, one a 32-day pack; a resend writes none', async () => {
    const s = await newSensor();
    const batch = knownReadings(s.id, END - 120 * DAY, END).slice(0, 500);
    const days = new Set(batch.map((r) => Math.floor((r.time as number) / DAY))).size;
    const packs = new Set(batch.map((r) => Math.floor((r.time as number) / PACK_MS))).size;
    expect(days).toBeGreaterThan(90);
    expect(packs).toBeLessThanOrEqual(5);
    const first = recordCommands();
    let stored: number;
    try {
      stored = (await ingest(batch)).body.data.stored as number;
    } finally {
      first.stop();
    }
    const cost = aggregateWrites(first.seen, s.series);
    // One item per day for the summaries would be 2 × days writes.
    expect(cost.hours).toBeLessThanOrEqual(days);
    expect(cost.calls).toBeLessThanOrEqual(days + packs);
    // All of it when not cut short by the deadline on a busy machine; one writer never has to write a pack twice.
    if (stored === 500) expect(cost).toEqual({ calls: days + packs, hours: days, packs });
    await ingestAll(batch);
    await expectAggregatesMatch(s.series, s.id, 'day', END - 121 * DAY, END);

    const before = await snapshot(s.series);
    const again = recordCommands();
    try {
      expect((await ingest(batch)).body.data.stored).toBe(500);
    } finally {
      again.stop();
    }
    expect(aggregateWrites(again.seen, s.series)).toEqual({ calls: 0, hours: 0, packs: 0 });
    expect(await snapshot(s.series)).toEqual(before);
  }, 120_000);

  it('a day summary lost between the two writes is written again by the resend, and only its pack', async () => {
    const s = await newSensor();
    const batch = knownReadings(s.id, END - 20 * DAY, END).slice(0, 60);
    await ingestAll(batch);
    const [day] = await aggregates.range(s.series, 'day', END - 20 * DAY, END);
    // The pack as a crash after the day's hours write would leave it: without that day.
    const key = { sensor_id: `${s.series}#m`, time: Math.floor(day!.start / PACK_MS) * PACK_MS };
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: stack.readingsTableName, Key: key, ConsistentRead: true }),
    );
    const packed = decodePack(key.time, String(Item!.d));
    expect(packed.has(day!.start)).toBe(true);
    packed.delete(day!.start);
    await documentClient().send(
      new PutCommand({
        TableName: stack.readingsTableName,
        Item: { ...Item, d: encodePack(key.time, packed), v: Number(Item!.v) + 1 },
      }),
    );
    expect((await aggregates.range(s.series, 'day', day!.start, day!.start + DAY)).length).toBe(0);
    const again = recordCommands();
    try {
      expect((await ingest(batch)).body.data.stored).toBe(batch.length);
    } finally {
      again.stop();
    }
    expect(aggregateWrites(again.seen, s.series)).toEqual({ calls: 1, hours: 0, packs: 1 });
    await expectAggregatesMatch(s.series, s.id, 'day', END - 21 * DAY, END);
  });
});

describe('two writers of different days of one pack at once (an ingest and a recompute)', () => {
  it('both land: the later writer reads the pack again and keeps the other day', async () => {
    const s = await newSensor();
    // Two hours of the same pack, on different days.
    const pack = Math.floor((END - 3 * DAY) / PACK_MS) * PACK_MS;
    const [dayA, dayB] = [pack + 3 * HOUR, pack + DAY + 3 * HOUR];
    const r = (hour: number, minute: number, cap50: number) => ({
      sensor_id: s.id,
      time: hour + minute * 60_000,
      cap50,
      cap100: 40,
      cap150: 50,
      temperature: 18,
      battery_vol: 3.9,
    });
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    let holding!: () => void;
    const held = new Promise<void>((done) => (holding = done));
    let packPuts = 0;
    removeFault = intercept(
      (input, command) => command === 'PutItemCommand' && input.Item?.sensor_id === `${s.series}#m`,
      async () => {
        // A's first pack write waits until B has written the same pack.
        if (packPuts++ > 0) return undefined;
        holding();
        await released;
        return undefined;
      },
    );
    const a = ingest([r(dayA, 5, 10)]);
    await held;
    expect((await ingest([r(dayB, 5, 30)])).body.data.stored).toBe(1);
    release();
    expect((await a).body.data.stored).toBe(1);
    // A's held write failed its version check, so A read the pack again and wrote it once more.
    expect(packPuts).toBe(3);
    const days = await expectAggregatesMatch(s.series, s.id, 'day', pack, pack + 2 * DAY);
    expect(days.map((d) => [d.start, d.values.at10cm!.mean])).toEqual([
      [pack, 10],
      [pack + DAY, 30],
    ]);
  });
});

describe('a crash between the readings write and the aggregates write', () => {
  it('is healed when the gateway sends the batch again', async () => {
    const s = await newSensor();
    const hour = Math.floor(Date.now() / HOUR) * HOUR - 5 * HOUR;
    const r = (minute: number, cap50: number) => ({
      sensor_id: s.id,
      time: hour + minute * 60_000,
      cap50,
      cap100: 40,
      cap150: 50,
      temperature: 18,
      battery_vol: 3.9,
    });
    expect((await ingest([r(5, 20), r(25, 30)])).body.data.stored).toBe(2);
    const [first] = await aggregates.range(s.series, 'hour', hour, hour + HOUR);
    expect([first!.count, first!.values.at10cm!.mean]).toEqual([2, 25]);

    removeFault = failWhen(
      (input, command) => command === 'PutItemCommand' && String(input.Item?.sensor_id).startsWith(`${s.series}#`),
    );
    const crashed = await ingest([r(45, 70)]);
    expect(crashed.status).toBe(500);
    removeFault();
    removeFault = undefined;
    // The reading is stored, its aggregates are not (yet) up to date.
    expect((await store.range(s.series, { from: hour, to: hour + HOUR - 1 })).map((x) => x.calibrated.at10cm)).toEqual([
      20, 30, 70,
    ]);
    expect((await aggregates.range(s.series, 'hour', hour, hour + HOUR))[0]!.count).toBe(2);
    expect((await aggregates.range(s.series, 'day', Math.floor(hour / DAY) * DAY, hour + HOUR))[0]!.count).toBe(2);

    const retried = await ingest([r(45, 70)]);
    expect(retried.body.data.stored).toBe(1);
    const [healed] = await expectAggregatesMatch(s.series, s.id, 'hour', hour, hour + HOUR);
    expect([healed!.count, healed!.values.at10cm]).toEqual([3, { count: 3, mean: 40, min: 20, max: 70 }]);
    await expectAggregatesMatch(s.series, s.id, 'day', Math.floor(hour / DAY) * DAY, hour + HOUR);
  });
});

describe('two batches of one sensor in flight at once (a simulator, a retry racing the original)', () => {
  it('never leave the earlier view of a shared hour last', async () => {
    const s = await newSensor();
    const hour = Math.floor(Date.now() / HOUR) * HOUR - 7 * HOUR;
    const r = (minute: number, cap50: number) => ({
      sensor_id: s.id,
      time: hour + minute * 60_000,
      cap50,
      cap100: 40,
      cap150: 50,
      temperature: 18,
      battery_vol: 3.9,
    });
    // A's aggregates write waits until B (same hour, written after A read the readings) is done.
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    let holding!: () => void;
    const held = new Promise<void>((done) => (holding = done));
    let first = true;
    removeFault = intercept(
      (input, command) => command === 'PutItemCommand' && input.Item?.sensor_id === `${s.series}#h`,
      async () => {
        if (!first) return undefined;
        first = false;
        holding();
        await released;
        return undefined;
      },
    );
    const a = ingest([r(5, 10), r(15, 20)]);
    await held;
    expect((await ingest([r(25, 30), r(35, 40)])).body.data.stored).toBe(2);
    release();
    expect((await a).body.data.stored).toBe(2);
    const [h] = await expectAggregatesMatch(s.series, s.id, 'hour', hour, hour + HOUR);
    expect([h!.count, h!.values.at10cm]).toEqual([4, { count: 4, mean: 25, min: 10, max: 40 }]);
    const [d] = await expectAggregatesMatch(s.series, s.id, 'day', Math.floor(hour / DAY) * DAY, hour + HOUR);
    expect(d!.count).toBe(4);
  });
});

describe('the batched read of a batch’s stored days (one BatchGetItem for all its series)', () => {
  /** Whether a command is a BatchGetItem of the readings table (the aggregates' stored days and packs). */
  const aggregateRead = (input: CommandInput, command: string) =>
    command === 'BatchGetItemCommand' && Object.keys(input.RequestItems ?? {}).includes(stack.readingsTableName);
  const keysOf = (input: CommandInput) =>
    input.RequestItems[stack.readingsTableName].Keys as { sensor_id: string; time: number }[];
  /** Three sensors, each with readings already stored in the hour the batch writes into. */
  const threeSensors = async (hoursAgo: number) => {
    const hour = Math.floor(Date.now() / HOUR) * HOUR - hoursAgo * HOUR;
    const sensors = [await newSensor(), await newSensor(), await newSensor()];
    const r = (id: string, minute: number, cap50: number) => ({
      sensor_id: id,
      time: hour + minute * 60_000,
      cap50,
      cap100: 40,
      cap150: 50,
      temperature: 18,
      battery_vol: 3.9,
    });
    expect((await ingest(sensors.map((x) => r(x.id, 5, 20)))).body.data.stored).toBe(3);
    return { hour, sensors, r };
  };

  it('asks again for keys DynamoDB handed back unprocessed: every stored day seen, nothing written twice', async () => {
    const { hour, sensors, r } = await threeSensors(9);
    // The first read answers for half its keys (really read) and hands the rest back unprocessed.
    const asked: number[] = [];
    let inner = false;
    removeFault = intercept(
      (input, command) => !inner && aggregateRead(input, command),
      async (input) => {
        const keys = keysOf(input);
        asked.push(keys.length);
        if (asked.length > 1) return undefined;
        const [now, later] = [keys.slice(0, Math.ceil(keys.length / 2)), keys.slice(Math.ceil(keys.length / 2))];
        inner = true;
        try {
          const part = await documentClient().send(
            new BatchGetCommand({ RequestItems: { [stack.readingsTableName]: { Keys: now, ConsistentRead: true } } }),
          );
          return {
            Responses: part.Responses,
            UnprocessedKeys: { [stack.readingsTableName]: { Keys: later, ConsistentRead: true } },
          };
        } finally {
          inner = false;
        }
      },
    );
    const seen = recordCommands();
    try {
      expect((await ingest(sensors.map((x) => r(x.id, 25, 40)))).body.data.stored).toBe(3);
    } finally {
      seen.stop();
    }
    // 3 series × (a day + a pack) = 6 keys, then the 3 handed back, asked again.
    expect(asked).toEqual([6, 3]);
    // Each series' day written once over the revision stored (a day taken for absent would fail its condition and be
    // written again).
    for (const x of sensors) {
      expect(
        seen.seen.filter((c) => c.command === 'PutItemCommand' && c.input.Item?.sensor_id === `${x.series}#h`).length,
      ).toBe(1);
      const [h] = await expectAggregatesMatch(x.series, x.id, 'hour', hour, hour + HOUR);
      expect([h!.count, h!.values.at10cm!.mean]).toEqual([2, 30]);
      await expectAggregatesMatch(x.series, x.id, 'day', Math.floor(hour / DAY) * DAY, hour + HOUR);
    }
  });

  it('a read DynamoDB keeps handing back fails the readings (stored); the resend heals aggregates', async () => {
    const { hour, sensors, r } = await threeSensors(11);
    removeFault = intercept(aggregateRead, (input) => ({
      Responses: { [stack.readingsTableName]: [] },
      UnprocessedKeys: { [stack.readingsTableName]: { Keys: keysOf(input), ConsistentRead: true } },
    }));
    const batch = sensors.map((x) => r(x.id, 25, 40));
    const throttled = await ingest(batch);
    expect(throttled.status).toBe(200);
    expect((throttled.body.data.results as Body[]).map((x) => x.status)).toEqual(['failed', 'failed', 'failed']);
    removeFault();
    removeFault = undefined;
    // The readings are stored; their hour still holds one reading until the gateway sends them again.
    for (const x of sensors) expect((await aggregates.range(x.series, 'hour', hour, hour + HOUR))[0]!.count).toBe(1);
    expect((await ingest(batch)).body.data.stored).toBe(3);
    for (const x of sensors) {
      const [h] = await expectAggregatesMatch(x.series, x.id, 'hour', hour, hour + HOUR);
      expect(h!.count).toBe(2);
      await expectAggregatesMatch(x.series, x.id, 'day', Math.floor(hour / DAY) * DAY, hour + HOUR);
    }
  }, 60_000);
});

describe('a field’s long ranges are drawn from the aggregates', () => {
  /** A sensor's rows of the field's range answer. */
  const fieldRange = async (fromMs: number, toMs: number, token = owner.token) => {
    const res = await get(`/api/v2/moisture/${fieldId}?start=${sec(fromMs)}&end=${sec(toMs)}`, token);
    return { status: res.status, sensor: (res.body.data as Body[] | undefined)?.find((x) => x.sensor_id === sensor) };
  };
  /**
   * The answer's points equal the means (3 decimals) of the served readings in the range, per bucket, at their mean
   * time.
   */
  const expectMeansOf = async (fromMs: number, toMs: number, bucket: number) => {
    const { sensor: s } = await fieldRange(fromMs, toMs);
    expect(s!.resolution_s).toBe(bucket / 1000);
    const want = expected(await served(sensor, fromMs, toMs), bucket);
    const rows = s!.moisture as Row[];
    expect(rows).toHaveLength(want.size);
    for (const [row, w] of rows.map((r, i) => [r, [...want.values()][i]!] as const)) {
      expect(Math.abs(row.time - w.meanTime)).toBeLessThanOrEqual(1);
      for (const k of VALUES) {
        const wv = w.values[k];
        if (!wv) expect(row[k]).toBeNull();
        else expect(Math.abs(row[k]! - wv.mean), `${row.time} ${k}`).toBeLessThanOrEqual(0.0005 + 1e-9);
      }
    }
    return rows;
  };

  it('365 days: one point per UTC day, equal to the means of its readings in the range (ends partial)', async () => {
    const from = END - 365 * DAY + 7 * HOUR + 13 * 60_000;
    const rows = await expectMeansOf(from, END - 1000, DAY);
    expect(rows.length).toBeGreaterThanOrEqual(365);
  });

  it('60 days: two-hour points from the hourly aggregates; 7 days: every reading, as before', async () => {
    await expectMeansOf(END - 60 * DAY + 42 * 60_000, END, 2 * HOUR);
    const { sensor: week } = await fieldRange(END - 7 * DAY, END);
    expect(week!.resolution_s).toBeNull();
    expect(week!.moisture).toEqual(await served(sensor, END - 7 * DAY, END));
  });

  it('read together (BatchGetItem of known keys), each range is what its query reads; same answer', async () => {
    const other = await newSensor();
    const wanted = [
      { series, level: 'day' as const, from: END - 365 * DAY + 7 * HOUR, to: END - 5 * HOUR },
      { series, level: 'day' as const, from: FIRST - 40 * DAY, to: FIRST + 40 * DAY },
      { series, level: 'hour' as const, from: END - 365 * DAY + 7 * HOUR, to: END - 364 * DAY },
      { series, level: 'hour' as const, from: END - 31 * DAY + 13 * 60_000, to: END },
      { series, level: 'hour' as const, from: END - 31 * DAY + 13 * 60_000, to: END },
      // Nothing stored: a sensor without readings, and a span after the data.
      { series: other.series, level: 'day' as const, from: END - 365 * DAY, to: END },
      { series, level: 'hour' as const, from: END + DAY, to: END + 3 * DAY },
      // Too many keys to list: queried.
      { series, level: 'hour' as const, from: 0, to: Number.MAX_SAFE_INTEGER },
      { series, level: 'day' as const, from: 0, to: Number.MAX_SAFE_INTEGER },
    ];
    const together = await aggregates.ranges!(wanted);
    const alone = await Promise.all(wanted.map((w) => aggregates.range(w.series, w.level, w.from, w.to)));
    expect(together).toEqual(alone);
    expect(together.map((a) => a.length > 0)).toEqual([true, true, true, true, true, false, false, true, true]);

    const { moistureOfField } = await import('../../lambdas/forecasts/services/field-moisture');
    const range = { fromMs: END - 365 * DAY + 7 * HOUR + 13 * 60_000, toMs: END - 1000 };
    const { ranges: _, ...oneByOne } = aggregates;
    const points = (answer: Awaited<ReturnType<typeof moistureOfField>>) =>
      answer.map((s) => ({ sensor_id: s.sensor_id, moisture: s.moisture, resolution_s: s.resolution_s }));
    const [read, queried] = await Promise.all([
      moistureOfField(owner.username, fieldId, store, range),
      moistureOfField(owner.username, fieldId, { ...store, aggregates: oneByOne }, range),
    ]);
    expect(points(read).find((s) => s.sensor_id === sensor)!.moisture.length).toBeGreaterThanOrEqual(365);
    expect(points(read)).toEqual(points(queried));
  });

  it('another grower gets 404', async () => {
    const res = await fieldRange(END - 365 * DAY, END, stranger);
    expect([res.status, res.sensor]).toEqual([404, undefined]);
  });
});

describe('a recompute', () => {
  it('rewrites the aggregates of its range: new values, and readings it flags leave them', async () => {
    const from = END - 40 * DAY;
    const to = END - 20 * DAY;
    const counted = (days: Aggregate[]) =>
      days.filter((d) => d.start >= from && d.start + DAY <= to).reduce((n, d) => n + d.count, 0);
    const before = await aggregates.range(series, 'day', from, to);
    // 100 cm (48 to 54) times 4 is above 200 for most readings: those are flagged now.
    expect(
      (
        await api(stack, 'POST', '/api/sensorformula/', {
          token: admin,
          json: { sensor_id: sensor, formula: 'val * 4' },
        })
      ).status,
    ).toBe(201);
    const { start, job } = await recomputeAndWait(stack, admin, { sensor_id: sensor, start: sec(from), end: sec(to) });
    expect([start.status, job!.status]).toEqual([202, 'done']);
    expect(job!.result.flagged).toBeGreaterThan(0);
    const days = await expectAggregatesMatch(series, sensor, 'day', from - DAY, to + DAY);
    await expectAggregatesMatch(series, sensor, 'hour', from - DAY, to + DAY);
    const still = days.filter((d) => d.start >= from && d.start + DAY <= to);
    expect(still.length).toBeGreaterThan(0);
    for (const d of still) {
      const was = before.find((b) => b.start === d.start)!;
      expect(d.values.at10cm!.max).toBeGreaterThan(was.values.at10cm!.max); // four times the values now
      expect(d.values.at100cm!.max).toBeLessThanOrEqual(200);
    }
    expect(counted(days)).toBeLessThan(counted(before));
    // outside the range, nothing changed
    const outside = await aggregates.range(series, 'day', from - 10 * DAY, from - 2 * DAY);
    expect(outside.every((d) => d.values.at100cm!.max < 60)).toBe(true);
  });
});

describe('the purge of a freed registration', () => {
  it('deletes its aggregates with its readings', async () => {
    const s = await newSensor();
    await ingestAll(knownReadings(s.id, END - 10 * DAY, END));
    expect((await snapshot(s.series)).map((l) => l.length > 0)).toEqual([true, true]);
    expect((await api(stack, 'DELETE', `/api/sensor/${s.id}`, { token: owner.token })).status).toBe(200);
    expect((await api(stack, 'DELETE', `/api/v2/deleted/sensor/${s.series}`, { token: owner.token })).status).toBe(200);
    await purgeFreedReadings(store, { now: Date.now() + PURGE_GRACE_MS });
    expect(await snapshot(s.series)).toEqual([[], []]);
    expect(await store.range(s.series, { from: 0, to: Number.MAX_SAFE_INTEGER })).toEqual([]);
  });
});

describe('the backfill', () => {
  it('makes the aggregates of readings written before them, and a rerun changes nothing', async () => {
    const s = await newSensor();
    const rows = knownReadings(s.id, END - 45 * DAY, END - 5 * DAY);
    // Straight into the store, as readings written before aggregates existed were.
    const readings: Reading[] = rows.map((r) => {
      const flagged = (r.cap50 as number) < 0;
      const hot = r.temperature === 99;
      return {
        series: s.series,
        sensorId: s.id,
        time: r.time as number,
        raw: {
          at10cm: r.cap50,
          at50cm: r.cap100,
          at100cm: r.cap150,
          temperature: r.temperature,
          battery_vol: r.battery_vol,
        },
        calibrated: { at10cm: r.cap50, at50cm: r.cap100, at100cm: r.cap150 },
        temperature: hot ? null : r.temperature,
        battery_vol: r.battery_vol,
        flags: [...(flagged ? (['negative'] as const) : []), ...(hot ? (['temperature-out-of-range'] as const) : [])],
        receivedAt: Date.now(),
      };
    });
    await store.put(readings);
    expect(await snapshot(s.series)).toEqual([[], []]);

    // The local stack marked its new table at start: nothing to do on a restart.
    expect(await backfillAggregatesOnce()).toBeUndefined();
    const result = await backfillAggregates();
    expect(result.series).toBeGreaterThanOrEqual(2);
    await expectAggregatesMatch(s.series, s.id, 'hour', END - 46 * DAY, END);
    await expectAggregatesMatch(s.series, s.id, 'day', END - 46 * DAY, END);
    const done = await snapshot(s.series);
    await backfillAggregates();
    expect(await snapshot(s.series)).toEqual(done);
    // the known series is untouched by it
    await expectAggregatesMatch(series, sensor, 'day', FIRST - DAY, END + DAY);
  }, 120_000);

  it('runs once on a data folder from before aggregates (no marker), then not again', async () => {
    const s = await newSensor();
    await store.put([
      {
        series: s.series,
        sensorId: s.id,
        time: END - 3 * HOUR,
        raw: { at10cm: 1, at50cm: 2, at100cm: 3, temperature: 4, battery_vol: 3.5 },
        calibrated: { at10cm: 1, at50cm: 2, at100cm: 3 },
        temperature: 4,
        battery_vol: 3.5,
        flags: [],
        receivedAt: END,
      },
    ]);
    await documentClient().send(new DeleteCommand({ TableName: stack.readingsTableName, Key: AGGREGATES_MARKER }));
    expect((await backfillAggregatesOnce())?.readings).toBeGreaterThan(0);
    expect(
      (await aggregates.range(s.series, 'day', 0, Number.MAX_SAFE_INTEGER)).map((a) => a.values.at10cm?.mean),
    ).toEqual([1]);
    expect(await backfillAggregatesOnce()).toBeUndefined();
  }, 120_000);

  it('packs the days of a table from before the packs (one item a day, marked 0) and deletes those items', async () => {
    const s = await newSensor();
    await ingestAll(knownReadings(s.id, END - 40 * DAY, END - 2 * DAY));
    const partition = async (suffix: string) =>
      (
        await documentClient().send(
          new QueryCommand({
            TableName: stack.readingsTableName,
            KeyConditionExpression: 'sensor_id = :s',
            ExpressionAttributeValues: { ':s': `${s.series}${suffix}` },
            ConsistentRead: true,
          }),
        )
      ).Items ?? [];
    // The old layout: the day summaries one item each, no packs, and the old marker only.
    const days = await aggregates.range(s.series, 'day', 0, Number.MAX_SAFE_INTEGER);
    for (const item of await partition('#m'))
      await documentClient().send(
        new DeleteCommand({ TableName: stack.readingsTableName, Key: { sensor_id: item.sensor_id, time: item.time } }),
      );
    for (const d of days)
      await documentClient().send(
        new PutCommand({
          TableName: stack.readingsTableName,
          Item: { sensor_id: `${s.series}#d`, time: d.start, a: 'old', rev: 1 },
        }),
      );
    await documentClient().send(new DeleteCommand({ TableName: stack.readingsTableName, Key: AGGREGATES_MARKER }));
    await documentClient().send(
      new PutCommand({ TableName: stack.readingsTableName, Item: { sensor_id: '#aggregates', time: 0 } }),
    );
    expect(await aggregates.range(s.series, 'day', 0, Number.MAX_SAFE_INTEGER)).toEqual([]);

    expect((await backfillAggregatesOnce())?.series).toBeGreaterThanOrEqual(1);
    expect(await partition('#d')).toEqual([]);
    expect((await partition('#m')).length).toBeGreaterThanOrEqual(2);
    await expectAggregatesMatch(s.series, s.id, 'day', END - 41 * DAY, END);
    expect(await aggregates.range(s.series, 'day', 0, Number.MAX_SAFE_INTEGER)).toEqual(days);
    expect(await backfillAggregatesOnce()).toBeUndefined();
  }, 120_000);
});
