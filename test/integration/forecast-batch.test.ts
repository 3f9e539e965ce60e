/**
 * A batch of forecasts costs a bounded number of store calls, whatever the number of sensors:
 * a 12-sensor field's batch reads its sensors in one BatchGetItem, the field and the zones once,
 * each series' newest forecast time and readings once, and the forecasts due for verification in
 * one BatchGetItem; it writes a forecast and a skill update per series. A batch with nothing new
 * reads no field, zones or weather and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forecastsSettled } from '../../lambdas/ingest/services/forecast-queue';
import { forecastBatch } from '../../lambdas/forecasts/services/forecasts';
import { forecastWeather, sharedPerBatch } from '../../lambdas/forecasts/services/forecast-weather';
import { documentClient } from '../../lambdas/platform/aws/clients';
import { forecastsIssued, putForecast, skillSince } from '../../lambdas/forecasts/adapters/forecasts';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import type { Reading, SeriesKey } from '../../lambdas/readings/adapters/readings/port';
import { currentSeries } from '../support/readings';
import { api, newGrower, startTestStack, withPlan, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone, squarePolygon } from '../support/management';

type Body = Record<string, any>;
const H = 3_600_000;
const SENSORS = 12;
/** The batch's readings: a couple of hours ago on the 2-hour grid, clear of midnight UTC (one skill day). */
const T = (() => {
  const t = Math.floor(Date.now() / (2 * H)) * 2 * H - 2 * H;
  return new Date(t).getUTCHours() < 4 ? t - 6 * H : t;
})();

let stack: TestStack;
let series: SeriesKey[];
const store = dynamoReadingsStore();
const reading = (s: SeriesKey, time: number, k: number): Reading => ({
  series: s,
  sensorId: s.split('~')[0]!,
  time,
  raw: { at10cm: null, at50cm: null, at100cm: null, temperature: 15, battery_vol: 3.9 },
  calibrated: { at10cm: 20 + (k % 7), at50cm: 30, at100cm: 40 },
  temperature: 15,
  battery_vol: 3.9,
  flags: [],
  receivedAt: time,
});

beforeAll(async () => {
  stack = await startTestStack();
  const { username } = await newGrower(stack);
  // 12 sensors: more than Full covers.
  const token = (await withPlan(stack, username, 'pro')).IdToken!;
  const fieldId = ((await api(stack, 'POST', '/api/field/addField', { token, json: buildField() })).body.data as Body)
    .field_id as string;
  expect((await api(stack, 'POST', `/api/v2/zone/${fieldId}`, { token, json: buildZone() })).status).toBeLessThan(300);
  series = [];
  for (let i = 0; i < SENSORS; i++) {
    const form = buildSensorForm(fieldId);
    expect((await api(stack, 'POST', '/api/sensor/v2/new', { token, form })).status).toBe(201);
    series.push(await currentSeries(form.sensorId));
  }
  // Four days of 2-hourly readings up to the hour before the batch, and the forecasts issued at
  // T − 72 h, T − 24 h and T − 2 h, whose +72, +24 and +2 h targets the batch's reading reaches.
  const steps = Array.from({ length: 36 }, (_, i) => [2 * (i + 1), 25, 30, 40, 15]);
  for (const s of series) {
    await store.put(Array.from({ length: 48 }, (_, k) => reading(s, T - (48 - k) * 2 * H, k)));
    for (const h of [72, 24, 2])
      expect(
        await putForecast(s, { issued_at: T - h * H, depths: [10, 50, 100], steps, origin: [20, 30, 40, 15] }),
      ).toBe(true);
  }
  // The place's weather in the cache, as after the field's first batch (filling it is a one-off).
  const ring = squarePolygon().coordinates[0]!;
  await forecastWeather(
    { lat: ring.reduce((a, p) => a + p[1]!, 0) / ring.length, lon: ring.reduce((a, p) => a + p[0]!, 0) / ring.length },
    T,
    T + 72 * H,
  );
  await forecastsSettled();
});
afterAll(async () => {
  await stack?.close();
});

describe('a 12-sensor batch of forecasts', () => {
  it('makes a bounded number of store calls: per series four, per batch a handful', async () => {
    for (const s of series) await store.put([reading(s, T, 48)]);
    const weather = sharedPerBatch(forecastWeather);
    const sent = countCommands();
    let outcome;
    try {
      outcome = await forecastBatch(series, { store, weather });
    } finally {
      sent.restore();
    }
    expect(outcome.failed).toEqual(new Map());
    expect([...outcome.stored.keys()].sort()).toEqual([...series].sort());
    for (const s of series) {
      expect((await forecastsIssued(s, T, T)).map((f) => f.issued_at)).toEqual([T]);
      // Verified: each horizon's due forecast counted once at each depth.
      const [day] = await skillSince(s, new Date(T).toISOString().slice(0, 10));
      expect(day).toMatchObject({ n_h2_d10: 1, n_h24_d10: 1, n_h72_d100: 1 });
    }

    const c = sent.commands;
    const batchGetKeys = (prefix: string) =>
      c
        .filter((x) => x.name === 'BatchGetCommand')
        .map((x) => (Object.values(x.input.RequestItems)[0] as Body).Keys as Body[])
        .filter((keys) => String(keys[0]!.PK).startsWith(prefix));
    // Sensors: one BatchGetItem, never a GetItem each.
    expect(batchGetKeys('SENSOR#').map((k) => k.length)).toEqual([SENSORS]);
    expect(c.filter((x) => x.name === 'GetCommand' && String(x.input.Key.PK).startsWith('SENSOR#'))).toEqual([]);
    // The field and the zones: once for the batch.
    expect(c.filter((x) => x.name === 'GetCommand' && String(x.input.Key.SK).startsWith('FIELD#'))).toHaveLength(1);
    expect(
      c.filter((x) => x.name === 'QueryCommand' && x.input.ExpressionAttributeValues?.[':sk'] === 'ZONE#'),
    ).toHaveLength(1);
    // Per series: its newest forecast time and its readings, one query each.
    expect(
      c.filter(
        (x) => x.name === 'QueryCommand' && String(x.input.ExpressionAttributeValues?.[':pk']).startsWith('FORECAST#'),
      ),
    ).toHaveLength(SENSORS);
    expect(
      c.filter((x) => x.name === 'QueryCommand' && series.includes(x.input.ExpressionAttributeValues?.[':s'])),
    ).toHaveLength(SENSORS);
    // The forecasts due for verification (three per series): one BatchGetItem for the +24 h and
    // +72 h ones; the +2 h one is the series' newest, read with its view already.
    expect(batchGetKeys('FORECAST#').map((k) => k.length)).toEqual([2 * SENSORS]);
    expect(
      batchGetKeys('FORECAST#')[0]!
        .map((k) => String(k.SK))
        .sort(),
    ).toEqual(
      series
        .flatMap(() => [`AT#${String(T - 72 * H).padStart(15, '0')}`, `AT#${String(T - 24 * H).padStart(15, '0')}`])
        .sort(),
    );
    // Writes: a forecast and one skill update per series.
    expect(c.filter((x) => x.name === 'PutCommand' && String(x.input.Item.PK).startsWith('FORECAST#'))).toHaveLength(
      SENSORS,
    );
    expect(c.filter((x) => x.name === 'UpdateCommand' && String(x.input.Key.SK).startsWith('SKILL#'))).toHaveLength(
      SENSORS,
    );
    // In all, with the weather cache's read: 4 per series and a handful per batch (it was 10 per series).
    expect(c.length).toBeLessThanOrEqual(4 * SENSORS + 6);
  });

  it('with nothing new: the sensors and each series’ two reads, no field, zones, weather or writes', async () => {
    let asked = 0;
    const sent = countCommands();
    let outcome;
    try {
      outcome = await forecastBatch(series, {
        store,
        weather: async () => {
          asked++;
          return [];
        },
      });
    } finally {
      sent.restore();
    }
    expect(outcome.stored.size).toBe(0);
    expect(asked).toBe(0);
    expect(sent.commands.map((x) => x.name).sort()).toEqual([
      'BatchGetCommand',
      ...Array<string>(2 * SENSORS).fill('QueryCommand'),
    ]);
  });
});

/** Record the commands the (one, shared) DynamoDB document client sends. */
function countCommands() {
  const client = documentClient();
  const original = client.send.bind(client);
  const commands: { name: string; input: Body }[] = [];
  (client as any).send = async (command: any, ...rest: any[]) => {
    commands.push({ name: command.constructor.name, input: command.input });
    return original(command, ...rest);
  };
  return {
    commands,
    restore: () => {
      (client as any).send = original;
    },
  };
}
