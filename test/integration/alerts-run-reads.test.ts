/**
 * The scheduled alerts run reads each sensor's newest reading from the gateway that carried it
 * (ingest keeps it there), so its DynamoDB calls do not grow with the number of sensors; only a
 * sensor no gateway has an entry for is read from the readings store. The entries are never
 * replaced by an older reading, never reach the gateway API, and are dropped by a recompute.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.FORECASTS = 'off';
});
import { runScheduledAlerts } from '../../lambdas/alerts/services/alerts-run';
import { documentClient } from '../../lambdas/platform/aws/clients';
import { addFieldSensor } from '../../lambdas/farms/adapters/fields';
import { forgetNewest, listGatewaysWithNewest, recordContact } from '../../lambdas/sensors/adapters/gateways';
import { readingsStore } from '../../lambdas/readings/adapters/readings';
import { createSensor, newRegistration } from '../../lambdas/sensors/adapters/sensors';
import { currentSeries } from '../support/readings';
import { adminToken, api, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { recomputeAndWait } from '../support/recompute';
import { buildField, buildZone } from '../support/management';

let stack: TestStack;
let owner: string;
let token: string;
let fieldId: string;
let gatewayId: string;
let credential: string;
let made = 0;
const clock = Date.now() - 30 * 60_000;

async function addSensors(n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, () =>
    `RUN${(made++).toString().padStart(4, '0')}${Date.now().toString(36).toUpperCase()}`.slice(0, 20),
  );
  for (const sensor_id of ids) {
    await createSensor({
      sensor_id,
      owner,
      alias: sensor_id,
      field_id: fieldId,
      gateway_id: gatewayId,
      points: { type: 'Point', coordinates: [151.203, -33.803] },
      sleeping: 7200,
      battery_threshold: 80,
      created_at: new Date().toISOString(),
      registration: newRegistration(),
    });
    await addFieldSensor(owner, fieldId, sensor_id);
  }
  return ids;
}

async function ingest(readings: { sensor_id: string; time: number; cap50?: number }[]) {
  const body = {
    readings: readings.map((r) => ({
      sensor_id: r.sensor_id,
      time: new Date(r.time).toISOString(),
      cap50: r.cap50 ?? 38,
      cap100: 36,
      cap150: 36,
      temperature: 18,
      battery_vol: 3.9,
    })),
  };
  const res = await fetch(`${stack.url}/api/v2/ingest`, {
    method: 'POST',
    headers: { authorization: `Gateway ${credential}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { data: { stored: number } }).data.stored).toBe(readings.length);
}

/** The DynamoDB calls of one scheduled run (after one run that settles what a new sensor starts). */
async function callsOfARun(): Promise<number> {
  await runScheduledAlerts(readingsStore());
  const send = vi.spyOn(documentClient(), 'send');
  try {
    await runScheduledAlerts(readingsStore());
    return send.mock.calls.length;
  } finally {
    send.mockRestore();
  }
}

beforeAll(async () => {
  stack = await startTestStack({ seed: false, alertsEveryMs: 0 });
  const g = await newGrower(stack);
  owner = g.username;
  token = g.tokens.IdToken!;
  fieldId = (
    (await api(stack, 'POST', '/api/field/addField', { token, json: buildField({ fieldName: 'Counted' }) })).body
      .data as { field_id: string }
  ).field_id;
  expect((await api(stack, 'POST', `/api/v2/zone/${fieldId}`, { token, json: buildZone() })).status).toBe(201);
  gatewayId = `gw-run-${Date.now().toString(36)}`;
  credential = (await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId } })).body.credential as string;
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('the scheduled run’s reads', () => {
  it('costs the same DynamoDB calls for 3 sensors as for 12; a sensor no gateway carried, one read more', async () => {
    const first = await addSensors(3);
    await ingest(first.map((sensor_id) => ({ sensor_id, time: clock })));
    const few = await callsOfARun();

    const more = await addSensors(9);
    await ingest(more.map((sensor_id) => ({ sensor_id, time: clock })));
    expect(await callsOfARun()).toBe(few);

    await addSensors(1); // registered, never heard: read from the store
    expect(await callsOfARun()).toBe(few + 1);
  }, 60_000);

  it('keeps the newest reading of each sensor: an older one arriving later does not replace it', async () => {
    const [sensor] = await addSensors(1);
    await ingest([{ sensor_id: sensor!, time: clock + 120_000, cap50: 30 }]);
    await ingest([{ sensor_id: sensor!, time: clock + 60_000, cap50: 20 }]);
    const series = await currentSeries(sensor!);
    const { newest } = await listGatewaysWithNewest(owner);
    expect(newest.get(series)).toMatchObject({ time: clock + 120_000, flags: [], battery_vol: 3.9 });
    expect(newest.get(series)!.calibrated.at10cm).toBe((await readingsStore().latest(series))!.calibrated.at10cm);
    // Directly too, several entries in one update, one of them older than what is kept.
    const kept = newest.get(series)!;
    const other = await currentSeries((await addSensors(1))[0]!);
    expect(
      await recordContact(
        owner,
        gatewayId,
        new Date().toISOString(),
        new Map([
          [series, { ...kept, time: kept.time - 1, battery_vol: 1 }],
          [other, { ...kept, time: 5 }],
        ]),
      ),
    ).toBe(true);
    const after = (await listGatewaysWithNewest(owner)).newest;
    expect(after.get(series)).toEqual(kept);
    expect(after.get(other)?.time).toBe(5);
    // A gateway that is gone records nothing.
    expect(await recordContact(owner, 'gw-none', new Date().toISOString(), new Map([[series, kept]]))).toBe(false);
    // A recompute's values are not the kept ones: it drops the entry (the run reads the store).
    await forgetNewest(owner, series);
    expect((await listGatewaysWithNewest(owner)).newest.has(series)).toBe(false);
  }, 60_000);

  it('a history batch older than what is kept costs three writes at most and still updates what is older', async () => {
    // 30 sensors: two update chunks. 20 already hold a newer reading; 10 hold nothing yet.
    const ids = await addSensors(30);
    const series = await Promise.all(ids.map((id) => currentSeries(id)));
    const live = {
      time: clock + 600_000,
      calibrated: { at10cm: 30, at50cm: 31, at100cm: 32 },
      battery_vol: 3.9,
      flags: [],
    };
    expect(
      await recordContact(
        owner,
        gatewayId,
        new Date(clock).toISOString(),
        new Map(series.slice(0, 20).map((s) => [s, live])),
      ),
    ).toBe(true);
    const history = new Map(series.map((s) => [s, { ...live, time: clock, battery_vol: 2 }]));
    const at = new Date(clock + 1_000).toISOString();
    const send = vi.spyOn(documentClient(), 'send');
    try {
      expect(await recordContact(owner, gatewayId, at, history)).toBe(true);
      // Two chunks' updates (both fail), one read, one update of the ten older entries with the last-seen time.
      expect(send.mock.calls.length).toBe(4);
    } finally {
      send.mockRestore();
    }
    const { gateways, newest } = await listGatewaysWithNewest(owner);
    expect(gateways.find((g) => g.gateway_id === gatewayId)?.last_seen).toBe(at);
    for (const s of series.slice(0, 20)) expect(newest.get(s)).toEqual(live);
    for (const s of series.slice(20)) expect(newest.get(s)).toMatchObject({ time: clock, battery_vol: 2 });
  }, 60_000);

  it('a recompute job that changed readings drops the kept entry, so the run reads the recomputed value', async () => {
    const [sensor] = await addSensors(1);
    await ingest([{ sensor_id: sensor!, time: clock + 180_000, cap50: 31 }]);
    const series = await currentSeries(sensor!);
    expect((await listGatewaysWithNewest(owner)).newest.has(series)).toBe(true);
    const admin = await adminToken(stack, owner);
    const { start, job } = await recomputeAndWait(stack, admin, {
      sensor_id: sensor!,
      start: Math.floor(clock / 1000),
      end: Math.ceil((clock + 180_000) / 1000),
    });
    expect(start.status).toBe(202);
    expect(job).toMatchObject({ status: 'done', result: { recomputed: 1 } });
    expect((await listGatewaysWithNewest(owner)).newest.has(series)).toBe(false);
  }, 60_000);

  it('never shows the kept readings in the gateway API', async () => {
    const list = await api(stack, 'GET', '/api/v2/gateway', { token });
    expect(list.status).toBe(200);
    const text = JSON.stringify(list.body);
    expect(text).toContain(gatewayId);
    expect(text).not.toContain('newest#');
  });
});
