/**
 * Numbers DynamoDB cannot store (magnitude outside 1e-130 .. <1e126) or that lie off their scale
 * are refused through the real routes with a 400 naming the field, and nothing is stored: a
 * polygon vertex of 1e-200, a zone percentage, battery threshold or lowest_adt of 1e200 (the
 * issue's examples) and their tiny twins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { api, logIn, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone } from '../support/management';

let stack: TestStack;
let grower: string;
let admin: string;
beforeAll(async () => {
  stack = await startTestStack();
  grower = (await newGrower(stack)).tokens.IdToken!;
  admin = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
});
afterAll(async () => {
  await stack?.close();
});

type Body = Record<string, any>;
const call = (
  method: string,
  path: string,
  opts: { json?: unknown; form?: Record<string, string>; token?: string } = {},
) => api(stack, method, path, { token: grower, ...opts }) as Promise<{ status: number; body: Body }>;

/** Each request must answer 400 with a message that starts with the field's name. */
async function refused(method: string, path: string, opts: Parameters<typeof call>[2], field: string) {
  const res = await call(method, path, opts);
  expect(res.status, `${method} ${path} ${JSON.stringify(opts?.json ?? opts?.form)}: ${JSON.stringify(res.body)}`).toBe(
    400,
  );
  expect(res.body.err ?? res.body.error).toMatch(new RegExp(`^${field}: `));
}

const TINY = 1e-200;
const HUGE = 1e200;
/** A field around (0, 0), where a vertex of 1e-200 would otherwise be a fine point. */
const nearZero = (first: [number, number] = [0, 0]) => ({
  type: 'Polygon',
  coordinates: [[first, [0.01, 0], [0.01, -0.01], [0, -0.01]]],
});

describe('numbers DynamoDB cannot store answer 400, naming the field, and store nothing', () => {
  it('polygon vertices of fields and zones', async () => {
    const field = (
      await call('POST', '/api/field/addField', { json: buildField({ fieldName: 'Zero Field', geom: nearZero() }) })
    ).body.data as Body;
    const fieldsBefore = (await call('GET', '/api/v2/field')).body.data.data as Body[];
    for (const vertex of [
      [TINY, 0],
      [0, -TINY],
      [HUGE, 0],
    ] as [number, number][]) {
      await refused(
        'POST',
        '/api/field/addField',
        { json: buildField({ fieldName: 'Tiny Field', geom: nearZero(vertex) }) },
        'geom',
      );
      await refused('PUT', `/api/field/${field.field_id}`, { json: { geom: nearZero(vertex) } }, 'geom');
      await refused('POST', `/api/v2/zone/${field.field_id}`, { json: buildZone({ geom: nearZero(vertex) }) }, 'geom');
    }
    expect((await call('GET', '/api/v2/field')).body.data.data).toEqual(fieldsBefore);
    expect((await call('GET', '/api/v2/zone')).body.data).toEqual([]);
  });

  it('zone percentages, on create and update', async () => {
    const field = (await call('POST', '/api/field/addField', { json: buildField({ fieldName: 'Zone Field' }) })).body
      .data as Body;
    const zone = (await call('POST', `/api/v2/zone/${field.field_id}`, { json: buildZone() })).body.data as Body;
    const zonesBefore = (await call('GET', '/api/v2/zone')).body.data as Body[];
    for (const key of ['wiltingPoint50', 'fieldCapacity100', 'saturation150']) {
      for (const n of [HUGE, TINY, -TINY]) {
        await refused('POST', `/api/v2/zone/${field.field_id}`, { json: buildZone({ [key]: n }) }, key);
        await refused('PUT', `/api/v2/zone/${zone.id}`, { json: buildZone({ [key]: n }) }, key);
      }
    }
    expect((await call('GET', '/api/v2/zone')).body.data).toEqual(zonesBefore);
  });

  it('battery thresholds, on register (form) and edit', async () => {
    const field = (await call('POST', '/api/field/addField', { json: buildField({ fieldName: 'Sensor Field' }) })).body
      .data as Body;
    const kept = buildSensorForm(field.field_id);
    expect((await call('POST', '/api/sensor/v2/new', { form: kept })).status).toBe(201);
    for (const n of ['1e200', '1e-200', '-1e-200']) {
      const form = buildSensorForm(field.field_id, { battery_threshold: n });
      await refused('POST', '/api/sensor/v2/new', { form }, 'battery_threshold');
      await refused('POST', '/api/sensor/new', { form }, 'battery_threshold');
      expect((await call('GET', `/api/sensor/${form.sensorId}`)).status).toBe(404);
      await refused(
        'PUT',
        `/api/sensor/${kept.sensorId}`,
        { json: { battery_threshold: Number(n) } },
        'battery_threshold',
      );
    }
    expect((await call('GET', `/api/sensor/${kept.sensorId}`)).body.data.battery_threshold).toBe(80);
  });

  it('lowest_adt and formula parameters, on create and update', async () => {
    const created = await call('POST', '/api/sensorformula/', {
      token: admin,
      json: { sensor_id: 'ADT123456789', formula: 'val' },
    });
    expect(created.status).toBe(201);
    const before = (await call('GET', '/api/sensorformula/', { token: admin })).body.data as Body[];
    for (const [payload, field] of [
      [{ lowest_adt: HUGE }, 'lowest_adt'],
      [{ lowest_adt: TINY }, 'lowest_adt'],
      [{ lowest_adt: '1e200' }, 'lowest_adt'],
      [{ formula: 'val * x1', parameter: 'x1=1e200' }, 'parameter'],
      [{ formula: 'val * x1', parameter: 'x1=1e-200' }, 'parameter'],
    ] as const) {
      const json = { sensor_id: 'ADT123456789', formula: 'val', ...payload };
      await refused('POST', '/api/sensorformula/', { token: admin, json }, field);
      await refused('PUT', `/api/sensorformula/${created.body.data.formula_id}`, { token: admin, json }, field);
    }
    expect((await call('GET', '/api/sensorformula/', { token: admin })).body.data).toEqual(before);
  });

  it('periods of reading queries and recompute', async () => {
    await refused('GET', '/api/v2/readings/ADT123456789?start=1e200&end=1e200', {}, 'start');
    await refused(
      'POST',
      '/api/v2/sensorformula/recompute',
      { token: admin, json: { sensor_id: 'ADT123456789', start: 9e15, end: 9e15 } },
      'start',
    );
  });
});

describe('a field’s frost threshold', () => {
  it('refuses the numbers DynamoDB cannot store and those off −10…10 °C, naming it, and stores nothing', async () => {
    const field = (await call('POST', '/api/field/addField', { json: buildField({ fieldName: 'Frost Field' }) })).body
      .data as Body;
    for (const n of [HUGE, -HUGE, TINY, -TINY, 10.01]) {
      await refused(
        'POST',
        '/api/field/addField',
        { json: buildField({ fieldName: 'Frost Twin', frost_threshold_c: n }) },
        'frost_threshold_c',
      );
      await refused('PUT', `/api/field/${field.field_id}`, { json: { frost_threshold_c: n } }, 'frost_threshold_c');
    }
    const fields = (await call('GET', '/api/v2/field')).body.data.data as Body[];
    expect(fields.filter((f) => f.field_name === 'Frost Twin')).toEqual([]);
    expect(fields.find((f) => f.field_id === field.field_id)?.frost_threshold_c).toBe(1);
  });
});
