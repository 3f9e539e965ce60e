/**
 * A new sensor's first readings: the wetting detector's threshold is a multiple of the sensor's own
 * dry-spell wander, which a few hours of readings cannot show. The floors must not be kept from
 * them (the demo farm's seed sends its week a reading at a time, as a real gateway does: floors
 * kept from its first reading found a wetting in every wander of every sensor, for good), so a
 * sensor that only wanders gets no event, and its real wetting gets one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forecastsSettled } from '../../lambdas/ingest/services/forecast-queue';
import { api, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone } from '../support/management';

type Body = Record<string, any>;
const H = 3_600_000;
const STEP = 2 * H;
/** The newest reading: on the 2-hour grid, a few hours before now. */
const END = Math.floor(Date.now() / STEP) * STEP - 2 * STEP;
const DAYS = 8;
const COUNT = (DAYS * 24 * H) / STEP;
/** The water comes 30 h before the end (time to settle before the last reading). */
const WET_AT = COUNT - 15;

let stack: TestStack;
let token: string;
let credential: string;
let fieldId: string;
let sensorId: string;

/**
 * What a real capacitance probe's reading does on dry days: a daily swing with the soil's
 * temperature (±0.4 points) and a little jitter, on a slow drying.
 */
const wander = (i: number, depth: number) =>
  0.4 * Math.sin((2 * Math.PI * i * STEP) / (24 * H) + depth) + ((((i + 1) * 7919 * depth) % 11) / 5 - 1) * 0.05;

function readings(from: number, to: number, wet: boolean) {
  const out = [];
  for (let i = from; i < to; i++) {
    const water = wet && i >= WET_AT ? 8 : 0;
    out.push({
      sensor_id: sensorId,
      time: new Date(END - (COUNT - 1 - i) * STEP).toISOString(),
      cap50: Number((26 - i * 0.02 + wander(i, 1) + water).toFixed(2)),
      cap100: Number((28 - i * 0.01 + wander(i, 2) + (wet && i >= WET_AT + 2 ? 3 : 0)).toFixed(2)),
      cap150: Number((30 + wander(i, 3)).toFixed(2)),
      temperature: 18,
      battery_vol: 3.9,
    });
  }
  return out;
}

const send = async (batch: unknown[]) => {
  const res = await fetch(`${stack.url}/api/v2/ingest`, {
    method: 'POST',
    headers: { authorization: `Gateway ${credential}`, 'content-type': 'application/json' },
    body: JSON.stringify({ readings: batch }),
  });
  expect(res.status).toBe(200);
  await forecastsSettled();
};
const events = async () => {
  const res = await api(
    stack,
    'GET',
    `/api/v2/events/${fieldId}?start=${Math.floor((END - 30 * 24 * H) / 1000)}&end=${Math.floor(Date.now() / 1000)}`,
    { token },
  );
  expect(res.status).toBe(200);
  return res.body.data as Body[];
};

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  token = (await newGrower(stack)).tokens.IdToken!;
  fieldId = ((await api(stack, 'POST', '/api/field/addField', { token, json: buildField() })).body.data as Body)
    .field_id;
  expect((await api(stack, 'POST', `/api/v2/zone/${fieldId}`, { token, json: buildZone() })).status).toBe(201);
  const gatewayId = `gw-${Date.now().toString(36)}`;
  credential = (await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId } })).body.credential as string;
  const form = buildSensorForm(fieldId, { gatewayId });
  expect((await api(stack, 'POST', '/api/sensor/v2/new', { token, form })).status).toBe(201);
  sensorId = form.sensorId;
});
afterAll(async () => {
  await stack?.close();
});

describe('a new sensor sending a reading at a time', () => {
  it('finds no wetting in its wander, however few readings came first, and one in its water', async () => {
    // Its first readings alone, each batch with its detection run, as a gateway sends them.
    for (let i = 0; i < 4; i++) await send(readings(i, i + 1, false));
    // Then the days after, wandering only.
    await send(readings(4, WET_AT, false));
    expect(await events()).toEqual([]);
    // Then the water.
    await send(readings(WET_AT, COUNT, true));
    // The onset is where the climb began: the wander may put it a reading or two before the water.
    const found = await events();
    expect(found).toHaveLength(1);
    expect(Math.abs(found[0]!.onset * 1000 - (END - (COUNT - 1 - WET_AT) * STEP))).toBeLessThanOrEqual(2 * STEP);
  });
});
