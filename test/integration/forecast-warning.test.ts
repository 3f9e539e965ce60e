/**
 * The forecast warning is sent where forecasts are made: an ingest hands its series to the
 * forecast queue (as the AWS function is invoked), the model's forecast of a drying layer crosses
 * the refill point within a day, and the grower is warned once, before the crossing. Ingest itself
 * reads no forecast. Made with simulated weather (no key here), the warning says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_WEATHER } from '@shared/weather/simulated';
import { forecastsSettled, pauseForecasts } from '../../lambdas/ingest/services/forecast-queue';
import { documentClient } from '../../lambdas/platform/aws/clients';
import { readingsStore } from '../../lambdas/readings/adapters/readings';
import type { Reading } from '../../lambdas/readings/adapters/readings/port';
import { currentSeries } from '../support/readings';
import { api, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone } from '../support/management';

type Body = Record<string, any>;
const H = 3_600_000;
let stack: TestStack;
let token: string;
let sensorId: string;
let credential: string;
/** The newest reading's time: a minute ago. */
const T = Date.now() - 60_000;

beforeAll(async () => {
  stack = await startTestStack({ seed: false, alertsEveryMs: 0 });
  token = (await newGrower(stack)).tokens.IdToken!;
  const fieldId = (
    (await api(stack, 'POST', '/api/field/addField', { token, json: buildField({ fieldName: 'Drying' }) })).body
      .data as Body
  ).field_id as string;
  // Clay: wilting point 25, field capacity 40, so the refill point is 32.5 % at 10 cm.
  expect(
    (await api(stack, 'POST', `/api/v2/zone/${fieldId}`, { token, json: buildZone({ zoneName: 'Vines B' }) })).status,
  ).toBe(201);
  const gatewayId = `gw-fc-${Date.now().toString(36)}`;
  credential = (await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId } })).body.credential as string;
  const form = buildSensorForm(fieldId, { gatewayId, alias: 'Row 9' });
  expect((await api(stack, 'POST', '/api/sensor/v2/new', { token, form })).status).toBeLessThan(300);
  sensorId = form.sensorId;
  // Three days of 2-hourly readings, the 10 cm layer drying 0.2 points an hour towards 33.6 %.
  const series = await currentSeries(sensorId);
  const history: Reading[] = Array.from({ length: 36 }, (_, k) => {
    const time = T - (36 - k) * 2 * H;
    const cap50 = 33.6 + 0.4 * (35 - k);
    return {
      series,
      sensorId,
      time,
      raw: { at10cm: cap50, at50cm: 35, at100cm: 36, temperature: 18, battery_vol: 3.9 },
      calibrated: { at10cm: cap50, at50cm: 35, at100cm: 36 },
      temperature: 18,
      battery_vol: 3.9,
      flags: [],
      receivedAt: time,
    };
  });
  await readingsStore().put(history);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('the forecast warning', () => {
  it('comes from the forecast made after an ingest, once, while the layer is still above refill point', async () => {
    const queries: string[] = [];
    const client = documentClient();
    const send = client.send.bind(client);
    const ingest = async (cap50: number, time: number) => {
      const res = await fetch(`${stack.url}/api/v2/ingest`, {
        method: 'POST',
        headers: { authorization: `Gateway ${credential}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          readings: [
            {
              sensor_id: sensorId,
              time: new Date(time).toISOString(),
              cap50,
              cap100: 35,
              cap150: 36,
              temperature: 18,
              battery_vol: 3.9,
            },
          ],
        }),
      });
      expect(res.status).toBe(200);
    };
    // Which partitions the ingest itself queries. The forecast queue starts right after the answer
    // and on a loaded machine its queries could land before the test stops recording: it is held
    // until then, so only the handler's own calls are recorded (the forecast still follows, below).
    client.send = ((command: { input: Body }, ...rest: unknown[]) => {
      const pk = command.input?.ExpressionAttributeValues?.[':pk'];
      if (typeof pk === 'string') queries.push(pk);
      return (send as (...a: unknown[]) => unknown)(command, ...rest);
    }) as typeof client.send;
    const resume = pauseForecasts();
    try {
      await ingest(33.2, T);
    } finally {
      client.send = send;
      resume();
    }
    // The recorder saw the ingest's own reads (so an empty list is not a recorder that saw nothing).
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.filter((pk) => pk.startsWith('FORECAST#'))).toEqual([]);
    await forecastsSettled();
    const list = (await api(stack, 'GET', '/api/v2/notifications?kind=moisture-forecast', { token })).body.data as Body;
    expect(list.notifications).toHaveLength(1);
    expect(list.notifications[0].body).toMatch(
      /zone Vines B is forecast to reach its refill point of 32\.5% at 10 cm by/,
    );
    // The test stack has no weather key: the forecast was made with simulated weather, and says so.
    expect(list.notifications[0].body).toContain(SIMULATED_WEATHER.alertNote);
    // The next reading, still above and still drying: a new forecast, no second warning.
    await ingest(33.0, T + 30_000);
    await forecastsSettled();
    expect(
      ((await api(stack, 'GET', '/api/v2/notifications?kind=moisture-forecast', { token })).body.data as Body)
        .notifications,
    ).toHaveLength(1);
  }, 60_000);
});
