/**
 * The AWS IoT Core for LoRaWAN function (lambdas/lorawan/handlers/aws-iot-uplink.ts) on the local
 * stack's tables, with the recorded rule messages of test/fixtures/lorawan/aws-iot: which grower's
 * connection an uplink belongs to, and what it never stores.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/lorawan/handlers/aws-iot-uplink';
import { api, newGrower, startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let token: string;
let awsIot: string;
let fieldwise: string;

const fixture = (name: string): Record<string, any> =>
  JSON.parse(readFileSync(join(__dirname, '../fixtures/lorawan/aws-iot', name), 'utf8'));
const ruleEvent = (connection: unknown) => ({ ...fixture('rule-event.json'), connection });

beforeAll(async () => {
  stack = await startTestStack();
  token = (await newGrower(stack)).tokens.IdToken!;
  const suffix = Date.now().toString(36);
  awsIot = `aws-lns-${suffix}`;
  fieldwise = `gw-${suffix}`;
  for (const [gatewayId, kind] of [
    [awsIot, 'aws-iot'],
    [fieldwise, 'fieldwise'],
  ]) {
    const r = await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId, kind } });
    expect(r.status, gatewayId).toBe(201);
  }
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
    const outcome = await handler(ruleEvent(fieldwise));
    expect(outcome).toEqual({
      status: 'dropped',
      reason: `"${fieldwise}" is a fieldwise connection, not AWS IoT Core for LoRaWAN`,
    });
  });

  it('drops a message of the right connection that is not a LoRaWAN uplink', async () => {
    const outcome = await handler({ ...fixture('not-lorawan.json'), connection: awsIot });
    expect(outcome.status).toBe('dropped');
    expect(outcome.status === 'dropped' && outcome.reason).toMatch(/WirelessMetadata\.LoRaWAN/);
  });
});
