/**
 * No answer carries a storage key (PK, SK, GSI1PK, GSI1SK). `api()` (test/support/local-stack.ts)
 * checks every JSON answer of the integration suite; this file makes sure every kind of item the
 * app table holds (farm, field, zone, sensor, gateway and its registry entry, formula) goes out
 * through every route that reads it, so a leak anywhere fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { api, logIn, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone } from '../support/management';
import { RECOMPUTE_PATH, waitForRecompute } from '../support/recompute';
import { storageKeysIn } from '../support/storage-keys';

let stack: TestStack;
let grower: { username: string; token: string };
let admin: string;
beforeAll(async () => {
  stack = await startTestStack();
  const g = await newGrower(stack);
  grower = { username: g.username, token: g.tokens.IdToken! };
  admin = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
});
afterAll(async () => {
  await stack?.close();
});

type Body = Record<string, any>;
/** Every answer is checked twice: by api() itself and here, so this file fails on its own. */
async function call(
  method: string,
  path: string,
  opts: Parameters<typeof api>[3] & { as?: string } = {},
): Promise<Body> {
  const res = await api(stack, method, path, { token: opts.as ?? grower.token, ...opts });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  expect(storageKeysIn(res.body), `${method} ${path}`).toEqual([]);
  return res.body;
}

describe('storage keys never leave the API', () => {
  it('the storage-key check finds keys at any depth', () => {
    expect(
      storageKeysIn({ data: [{ PK: 'USER#demo', SK: 'ZONE#1', sensors: [{ GSI1PK: 'x', GSI1SK: 'y' }] }] }),
    ).toEqual(['data.0.PK', 'data.0.SK', 'data.0.sensors.0.GSI1PK', 'data.0.sensors.0.GSI1SK']);
    expect(storageKeysIn({ data: [{ sensor_id: 'A', time: 1, pk: 'lower case is a name, not our key' }] })).toEqual([]);
  });

  it('in every answer about farms, fields, zones, sensors, gateways, readings and formulas', async () => {
    const user = grower.username;
    const form = (f: Record<string, string>) => ({ form: f });
    const json = (j: unknown) => ({ json: j });

    await call('GET', '/api/me');
    await call('POST', '/api/farm/addFarm', form({ userName: user, farmName: 'Key Farm' }));
    const field = (
      await call('POST', '/api/field/addField', json(buildField({ userName: user, farmName: 'Key Farm' })))
    ).data as Body;
    const fieldId = field.field_id as string;
    await call('POST', '/api/farm', form({ userName: user }));
    await call('POST', '/api/field', form({ userName: user }));
    await call('GET', '/api/v2/field');
    await call('GET', `/api/field/${fieldId}`);
    await call('PUT', `/api/field/${fieldId}`, json({ cropType: 'Corn' }));

    const zone = (await call('POST', `/api/v2/zone/${fieldId}`, json(buildZone()))).data as Body;
    expect((await call('GET', '/api/v2/zone')).data).toHaveLength(1);
    await call('GET', `/api/v2/zone?field=${fieldId}&withSensor=true`);
    await call('PUT', `/api/v2/zone/${zone.id}`, json(buildZone({ zoneName: 'Zone B' })));

    const gw = await call('POST', '/api/v2/gateway', json({ gatewayId: `gw-${user}`, name: 'Shed' }));
    const gatewayId = gw.data.gateway_id as string;
    expect((await call('GET', '/api/v2/gateway')).data).toHaveLength(1);
    await call('PUT', `/api/v2/gateway/${gatewayId}`, json({ fieldIds: [fieldId] }));
    await call('POST', '/api/gateway/field', form({ fieldId, userName: user }));
    await call('POST', '/api/gateway/setup', json({ status: 'on', gatewayIds: [gatewayId] }));
    const credential = (await call('POST', `/api/v2/gateway/${gatewayId}/credential`)).credential as string;

    const sensor = buildSensorForm(fieldId, { gatewayId });
    await call('POST', '/api/sensor/v2/new', form(sensor));
    const sensorId = sensor.sensorId;
    await call('POST', '/api/sensor/field', form({ fieldId, userName: user }));
    await call('GET', `/api/sensor/${sensorId}`);
    await call('PUT', `/api/sensor/${sensorId}`, json({ alias: 'Renamed' }));
    await call('POST', '/api/gateway/sensors', json({ gatewayIds: [gatewayId], userName: user }));

    const now = Date.now();
    const readings = [1, 2, 3].map((h) => ({
      sensor_id: sensorId,
      time: now - h * 3_600_000,
      cap50: 30,
      cap100: 32,
      cap150: 35,
      temperature: 18,
      battery_vol: 3.9,
    }));
    await call('POST', '/api/v2/ingest', {
      as: '',
      headers: { authorization: `Gateway ${credential}` },
      json: { readings },
    });
    const start = Math.floor((now - 86_400_000) / 1000);
    const end = Math.floor(now / 1000);
    await call('GET', `/api/v2/sensor/${fieldId}`);
    await call('GET', `/api/v2/moisture/${fieldId}`);
    await call('GET', `/api/v2/moisture/${fieldId}/${sensorId}?start=${start}&end=${end}`);
    await call('GET', `/api/v2/readings/${sensorId}?start=${start}&end=${end}`);
    await call('GET', `/api/v2/readings/${sensorId}/latest`);
    await call('GET', `/api/v2/readings/${sensorId}/layers`);
    await call(
      'GET',
      `/api/record?username=${user}&start=${encodeURIComponent(new Date(now - 86_400_000).toISOString())}`,
    );

    const formula = (
      await call('POST', '/api/sensorformula/', { as: admin, json: { sensor_id: sensorId, parameter: 'x1=0, x2=100' } })
    ).data as Body;
    await call('GET', '/api/sensorformula/', { as: admin });
    await call('PUT', `/api/sensorformula/${formula.formula_id}`, {
      as: admin,
      json: { sensor_id: sensorId, formula: 'val', parameter: '' },
    });
    const job = (await call('POST', RECOMPUTE_PATH, { as: admin, json: { sensor_id: sensorId, start, end } }))
      .data as Body;
    await waitForRecompute(stack, admin, job.job_id);
    await call('GET', `${RECOMPUTE_PATH}/${job.job_id}`, { as: admin });
    await call('GET', '/api/v2/admin/users', { as: admin });

    await call('DELETE', `/api/sensorformula/${formula.formula_id}`, { as: admin });
    await call('DELETE', `/api/sensor/${sensorId}`);
    await call('DELETE', `/api/v2/zone/${zone.id}`);
    await call('DELETE', `/api/v2/gateway/${gatewayId}`);
    await call('DELETE', `/api/field/${fieldId}`);
    await call('DELETE', `/api/farm/${user}/Key%20Farm`);
  });
});
