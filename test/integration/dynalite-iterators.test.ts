/**
 * dynalite (the local DynamoDB) answers a Query or Scan from a LevelDB iterator. Every iterator
 * it opens must be closed once the answer is sent: an open one stays attached to the database
 * with its native LevelDB iterator, snapshot and read-ahead buffer, 50–100 KB a query, so a
 * long-running local stack grew by gigabytes under load (patches/dynalite+4.0.0.patch).
 *
 * The count comes from abstract-level itself, the base class of dynalite's LevelDB binding:
 * every iterator attaches itself to its database when it opens and detaches when it closes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynamo, type LocalDynamo } from '../../infra/local/dynamodb';
import { resetEnvCache } from '../../lambdas/platform/env';
import { documentClient, resetClients } from '../../lambdas/platform/aws/clients';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import type { Reading } from '../../lambdas/readings/adapters/readings/port';
import { seriesKey } from '../../lambdas/sensors/rules/series';

/** The abstract-level class that dynalite's own copy of `level` (classic-level) extends. */
function dynalitesAbstractLevel(): { prototype: { attachResource(r: object): void; detachResource(r: object): void } } {
  const fromDynalite = createRequire(createRequire(import.meta.url).resolve('dynalite'));
  const fromLevel = createRequire(fromDynalite.resolve('level'));
  const fromClassic = createRequire(fromLevel.resolve('classic-level'));
  return fromClassic('abstract-level').AbstractLevel;
}

const open = new Set<object>();
let restore: () => void;
let dynamo: LocalDynamo;
let dataDir: string;
const store = dynamoReadingsStore();
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 1);

const reading = (sensorId: string, time: number, valid = true): Reading => ({
  series: seriesKey(sensorId),
  sensorId,
  time,
  raw: { at10cm: 1000, at50cm: 1100, at100cm: 1200, temperature: 20, battery_vol: 3.6 },
  calibrated: { at10cm: 25, at50cm: 26, at100cm: 27 },
  temperature: 20,
  battery_vol: 3.6,
  flags: valid ? [] : ['missing'],
  receivedAt: time,
});

/** Open iterators once dynalite has finished closing what the last answer used. */
async function openIterators(): Promise<number> {
  for (let i = 0; i < 20 && open.size; i++) await new Promise((r) => setTimeout(r, 5));
  return open.size;
}

beforeAll(async () => {
  const { prototype } = dynalitesAbstractLevel();
  const { attachResource, detachResource } = prototype;
  prototype.attachResource = function (this: unknown, resource: object) {
    open.add(resource);
    return attachResource.call(this, resource);
  };
  prototype.detachResource = function (this: unknown, resource: object) {
    open.delete(resource);
    return detachResource.call(this, resource);
  };
  restore = () => Object.assign(prototype, { attachResource, detachResource });

  dataDir = mkdtempSync(join(tmpdir(), 'fieldwise-iterators-'));
  dynamo = await startDynamo(dataDir);
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    READINGS_TABLE: dynamo.readingsTableName,
    APP_TABLE: dynamo.tableName,
  });
  resetEnvCache();
  resetClients();
  const history = Array.from({ length: 300 }, (_, i) => reading('ITR0000000001', T0 + i * HOUR, i < 290));
  await store.put(history);
});

afterAll(async () => {
  restore?.();
  await dynamo?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('dynalite closes the LevelDB iterator of every query', () => {
  it('after range reads that run to the end of their range', async () => {
    for (let i = 0; i < 20; i++) {
      const got = await store.range(seriesKey('ITR0000000001'), { from: T0 + i * HOUR, to: T0 + (i + 48) * HOUR });
      expect(got).toHaveLength(49);
    }
    expect(await openIterators()).toBe(0);
  });

  it('after queries that stop at their Limit before the data ends (latest, pages)', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await store.latest(seriesKey('ITR0000000001')))?.time).toBe(T0 + 299 * HOUR);
      expect((await store.latest(seriesKey('ITR0000000001'), { validOnly: true }))?.time).toBe(T0 + 289 * HOUR);
    }
    expect(await openIterators()).toBe(0);
  });

  it('after queries that find nothing, and scans', async () => {
    const table = dynamo.readingsTableName;
    for (let i = 0; i < 10; i++) {
      await documentClient().send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'sensor_id = :s',
          ExpressionAttributeValues: { ':s': 'NONE' },
        }),
      );
      await documentClient().send(new ScanCommand({ TableName: table, Limit: 5 }));
    }
    expect(await openIterators()).toBe(0);
  });
});
