/**
 * The readings store contract, run against every adapter: DynamoDB here against dynalite (the
 * Timestream adapter of issue 4 joins `adapters` below with its SDK mocked).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoReadingsStore } from '../../lambdas/store/readings/dynamodb';
import type { Reading, ReadingsStore } from '../../lambdas/store/readings/port';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
});
afterAll(async () => {
  await stack?.close();
});

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 1);

function reading(sensorId: string, i: number, overrides: Partial<Reading> = {}): Reading {
  return {
    sensorId,
    time: T0 + i * 2 * HOUR,
    raw: { cap50: 0.3, cap100: 0.32, cap150: 0.35, temperature: 18 + (i % 5), battery_vol: 3.9 },
    calibrated: { cap50_percent: 30 + i, cap100_percent: 32, cap150_percent: 35 },
    temperature: 18 + (i % 5),
    battery_vol: 3.9,
    flags: [],
    receivedAt: T0 + i * 2 * HOUR + 1000,
    ...overrides,
  };
}

const adapters: [string, () => ReadingsStore][] = [['dynamodb', dynamoReadingsStore]];

describe.each(adapters)('readings store contract: %s', (_name, make) => {
  it('writes and reads a time range in order, inclusive at both ends', async () => {
    const store = make();
    const id = `S1-${_name}`;
    expect(await store.put(Array.from({ length: 60 }, (_, i) => reading(id, i)))).toBe(60);
    const got = await store.range(id, { from: T0 + 10 * 2 * HOUR, to: T0 + 19 * 2 * HOUR });
    expect(got.map((r) => r.calibrated.cap50_percent)).toEqual(Array.from({ length: 10 }, (_, i) => 40 + i));
    expect(got[0]).toEqual(reading(id, 10));
    const newestFirst = await store.range(id, { from: T0, to: T0 + 1000 * HOUR, descending: true, limit: 3 });
    expect(newestFirst.map((r) => r.time)).toEqual([59, 58, 57].map((i) => T0 + i * 2 * HOUR));
  });

  it('is idempotent on (sensor, time): a retried batch leaves one reading per time', async () => {
    const store = make();
    const id = `S2-${_name}`;
    const batch = Array.from({ length: 30 }, (_, i) => reading(id, i));
    await store.put(batch);
    await store.put(batch);
    expect(await store.range(id, { from: 0, to: Number.MAX_SAFE_INTEGER })).toHaveLength(30);
  });

  it('keeps flagged readings but leaves them out when only valid ones are asked for', async () => {
    const store = make();
    const id = `S3-${_name}`;
    await store.put([reading(id, 0), reading(id, 1, { flags: ['above-200'] }), reading(id, 2), reading(id, 3, { flags: ['missing'] })]);
    expect(await store.range(id, { from: 0, to: Number.MAX_SAFE_INTEGER })).toHaveLength(4);
    const valid = await store.range(id, { from: 0, to: Number.MAX_SAFE_INTEGER, validOnly: true });
    expect(valid.map((r) => r.time)).toEqual([reading(id, 0).time, reading(id, 2).time]);
    expect((await store.latest(id))?.flags).toEqual(['missing']);
    expect((await store.latest(id, { validOnly: true }))?.time).toBe(reading(id, 2).time);
  });

  it('keeps sensors apart and answers nothing for an unknown sensor', async () => {
    const store = make();
    await store.put([reading(`A-${_name}`, 0), reading(`B-${_name}`, 0)]);
    expect(await store.range(`A-${_name}`, { from: 0, to: Number.MAX_SAFE_INTEGER })).toHaveLength(1);
    expect(await store.latest(`nobody-${_name}`)).toBeUndefined();
    expect(await store.range(`nobody-${_name}`, { from: 0, to: Number.MAX_SAFE_INTEGER })).toEqual([]);
  });
});
