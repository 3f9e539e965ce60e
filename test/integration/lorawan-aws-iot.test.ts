/**
 * The AWS IoT Core for LoRaWAN function (lambdas/lorawan/handlers/aws-iot-uplink.ts) on the local
 * stack's tables, with the recorded rule messages of test/fixtures/lorawan/aws-iot: which grower's
 * connection an uplink belongs to, what it never stores, and an uplink stored exactly once and
 * served by the readings API (decoded by us from the bytes: the LSE01 example's 19.57 %).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/lorawan/handlers/aws-iot-uplink';
import { getSensor } from '../../lambdas/sensors';
import { api, newGrower, startTestStack, type Body, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm } from '../support/management';

let stack: TestStack;
type Grower = { token: string; fieldId: string; awsIot: string; fieldwise: string };
let a: Grower;
let b: Grower;
let sensorId: string;

const fixture = (name: string): Record<string, any> =>
  JSON.parse(readFileSync(join(__dirname, '../fixtures/lorawan/aws-iot', name), 'utf8'));
const ruleEvent = (connection: unknown, over: (m: Record<string, any>) => void = () => undefined) => {
  const m = { ...fixture('rule-event.json'), connection };
  over(m);
  return m;
};
/** The DevEUI of the recorded messages, an LSE01 sending its codec example (19.57 % at 24.59 °C). */
const DEV_EUI = 'A84041000181C61E';
const AT = Date.parse(fixture('rule-event.json').WirelessMetadata.LoRaWAN.Timestamp);

let n = 0;
async function grower(): Promise<Grower> {
  const token = (await newGrower(stack)).tokens.IdToken!;
  const fieldId = ((await api(stack, 'POST', '/api/field/addField', { token, json: buildField() })).body.data as Body)
    .field_id as string;
  const suffix = `${Date.now().toString(36)}${n++}`;
  const g = { token, fieldId, awsIot: `aws-lns-${suffix}`, fieldwise: `gw-${suffix}` };
  for (const [gatewayId, kind] of [
    [g.awsIot, 'aws-iot'],
    [g.fieldwise, 'fieldwise'],
  ]) {
    const r = await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId, kind } });
    expect(r.status, gatewayId).toBe(201);
  }
  return g;
}
const readingsOf = async (g: Grower, id: string) =>
  (
    await api(stack, 'GET', `/api/v2/readings/${id}?start=${AT / 1000 - 86_400}&end=${AT / 1000 + 86_400}`, {
      token: g.token,
    })
  ).body.data as Body[];

beforeAll(async () => {
  stack = await startTestStack();
  a = await grower();
  b = await grower();
  const form = buildSensorForm(a.fieldId, {
    gatewayId: a.awsIot,
    devices: JSON.stringify([{ dev_eui: DEV_EUI, device_type: 'dragino-lse01', depth_cm: 10 }]),
  });
  const paired = await api(stack, 'POST', '/api/sensor/v2/new', { token: a.token, form });
  expect(paired.status).toBe(201);
  sensorId = form.sensorId;
});
afterAll(() => stack?.close());

describe('AWS IoT uplink function: the connection named by the topic', () => {
  it.each([
    ['no connection', fixture('documented.json'), /names no connection/],
    ['an empty connection', ruleEvent('  '), /names no connection/],
    ['a connection nobody holds', ruleEvent('nobody-has-this-one'), /no connection "nobody-has-this-one"/],
    ['a prototype key as the connection', ruleEvent('__proto__'), /no connection "__proto__"/],
    ['a connection that is not a string', ruleEvent({ toString: 'x' }), /names no connection/],
  ])('drops a message with %s, storing nothing', async (_, event, reason) => {
    const outcome = await handler(event);
    expect(outcome.status).toBe('dropped');
    expect(outcome.status === 'dropped' && outcome.reason).toMatch(reason);
  });

  it("drops an uplink whose topic names a Fieldwise gateway: only an 'aws-iot' connection takes them", async () => {
    const outcome = await handler(ruleEvent(a.fieldwise));
    expect(outcome).toEqual({
      status: 'dropped',
      reason: `"${a.fieldwise}" is a fieldwise connection, not AWS IoT Core for LoRaWAN`,
    });
    expect(await readingsOf(a, sensorId)).toEqual([]);
  });

  it('drops a message of the right connection that is not a LoRaWAN uplink', async () => {
    const outcome = await handler({ ...fixture('not-lorawan.json'), connection: a.awsIot });
    expect(outcome.status).toBe('dropped');
    expect(outcome.status === 'dropped' && outcome.reason).toMatch(/WirelessMetadata\.LoRaWAN/);
  });
});

describe('AWS IoT uplink function: storing', () => {
  it('keeps the device types on the sensor: its silence alert follows their reporting interval', async () => {
    expect((await getSensor(sensorId))?.device_types).toEqual(['dragino-lse01']);
  });

  it("parks another grower's DevEUI as unknown for the topic's grower, storing nothing in A's sensor", async () => {
    const outcome = await handler(ruleEvent(b.awsIot));
    expect(outcome).toMatchObject({ status: 'parked', reason: 'unknown-device' });
    expect(await readingsOf(a, sensorId)).toEqual([]);
  });

  it('stores the uplink, decoded from its bytes, once however often the rule delivers it', async () => {
    const first = await handler(ruleEvent(a.awsIot));
    expect(first).toEqual({ status: 'stored', readings: 1 });
    for (let i = 0; i < 6; i++) expect((await handler(ruleEvent(a.awsIot))).status).toBe('duplicate');
    // Another gateway's copy of the same frame.
    const copy = await handler(
      ruleEvent(a.awsIot, (m) => {
        m.WirelessMetadata.LoRaWAN.Gateways = [{ GatewayEui: 'c0ee40ffff29df10', Rssi: -117, Snr: -3.5 }];
      }),
    );
    expect(copy.status).toBe('duplicate');
    const readings = await readingsOf(a, sensorId);
    expect(readings).toHaveLength(1);
    expect(readings[0]).toMatchObject({ time: AT });
    expect(JSON.stringify(readings[0])).toContain('19.57');
  });

  it('stores the next frame as a new reading', async () => {
    const next = await handler(
      ruleEvent(a.awsIot, (m) => {
        m.WirelessMetadata.LoRaWAN.FCnt = 18;
        m.WirelessMetadata.LoRaWAN.Timestamp = '2021-05-03T11:44:29Z';
      }),
    );
    expect(next).toEqual({ status: 'stored', readings: 1 });
    expect(await readingsOf(a, sensorId)).toHaveLength(2);
  });
});
