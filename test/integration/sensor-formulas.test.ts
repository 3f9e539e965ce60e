/** The admin Formula table API through the local gateway. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { formulasOfSensor } from '../../lambdas/sensors/adapters/formulas';
import { api, logIn, newGrower, startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let admin: string;
let grower: string;
beforeAll(async () => {
  stack = await startTestStack();
  admin = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
  grower = (await newGrower(stack)).tokens.IdToken!;
});
afterAll(async () => {
  await stack?.close();
});

type Body = Record<string, any>;
const call = (method: string, path: string, token: string, json?: unknown) =>
  api(stack, method, path, { token, json }) as Promise<{ status: number; body: Body }>;

describe('sensor formulas', () => {
  it('creates with defaults, lists, updates, finds by sensor and deletes', async () => {
    const created = await call('POST', '/api/sensorformula/', admin, {
      sensor_id: 'ABC123456789',
      parameter: 'x1=0.1, x2=0.5',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      sensor_id: 'ABC123456789',
      formula: '(val - x1) / (x2 - x1) * 100',
      mode: 'specific',
      parameter: 'x1=0.1, x2=0.5',
    });
    const id = created.body.data.formula_id as string;

    const list = await call('GET', '/api/sensorformula/', admin);
    expect(list.body.error).toBeNull();
    expect((list.body.data as Body[]).map((f) => f.formula_id)).toContain(id);

    const updated = await call('PUT', `/api/sensorformula/${id}`, admin, {
      sensor_id: 'ABC123456789',
      formula: '0.5 ~ 98.2 ~ -3.1',
    });
    expect(updated.body.data).toMatchObject({ formula_id: id, formula: '0.5 ~ 98.2 ~ -3.1' });
    expect((await formulasOfSensor('ABC123456789')).map((f) => f.formula)).toEqual(['0.5 ~ 98.2 ~ -3.1']);

    expect((await call('DELETE', `/api/sensorformula/${id}`, admin)).status).toBe(200);
    expect((await call('DELETE', `/api/sensorformula/${id}`, admin)).status).toBe(404);
    expect(await formulasOfSensor('ABC123456789')).toEqual([]);
  });

  it('refuses formulas the evaluator would refuse, naming the field, and stores nothing', async () => {
    const before = ((await call('GET', '/api/sensorformula/', admin)).body.data as Body[]).length;
    for (const [payload, message] of [
      [{ sensor_id: 'S1', formula: 'constructor' }, /^formula: unknown name 'constructor'/],
      [{ sensor_id: 'S1', formula: 'process.exit(1)' }, /^formula: /],
      [{ sensor_id: 'S1', formula: 'val * (2' }, /^formula: expected '\)'/],
      [{ sensor_id: 'S1', parameter: 'x1=abc' }, /^parameter: parameter 'x1=abc' is not a number/],
      [{ sensor_id: 'S1', formula: 'val', h_formula: 'globalThis' }, /^h_formula: unknown name 'globalThis'/],
      [{ sensor_id: '' }, /^sensor_id: /],
      [{ sensor_id: 'S1', mode: 'whatever' }, /^mode: /],
    ] as const) {
      const res = await call('POST', '/api/sensorformula/', admin, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    expect(((await call('GET', '/api/sensorformula/', admin)).body.data as Body[]).length).toBe(before);
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/api/sensorformula/', grower)).status).toBe(403);
    expect((await call('POST', '/api/sensorformula/', grower, { sensor_id: 'X' })).status).toBe(403);
  });
});

describe('a formula that could not calibrate is refused when saved', () => {
  it('an empty formula or one missing a parameter: 400 naming the field, create and update, none stored', async () => {
    const sensor = 'EMP123456789';
    const created = await call('POST', '/api/sensorformula/', admin, {
      sensor_id: sensor,
      formula: 'val',
      parameter: '',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.formula_id as string;
    const before = (await call('GET', '/api/sensorformula/', admin)).body.data as Body[];
    for (const [payload, message] of [
      [{ sensor_id: sensor, formula: '' }, /^formula: the formula is required$/],
      [{ sensor_id: sensor, formula: '   ', parameter: 'x1=1, x2=2' }, /^formula: the formula is required$/],
      [{ sensor_id: sensor, formula: 'val + x1' }, /^parameter: the formula uses x1/],
      [{ sensor_id: sensor, formula: 'val + x1', parameter: '  ' }, /^parameter: the formula uses x1/],
      [{ sensor_id: sensor }, /^parameter: the formula uses x1/], // the default formula scales between x1 and x2
      [
        { sensor_id: sensor, formula: 'val', h_formula: 'val * x2', h_parameter: 'x1=1' },
        /^h_parameter: the formula uses x2/,
      ],
    ] as const) {
      const post = await call('POST', '/api/sensorformula/', admin, payload);
      expect(post.status, `POST ${JSON.stringify(payload)}`).toBe(400);
      expect(post.body.error).toMatch(message);
      const put = await call('PUT', `/api/sensorformula/${id}`, admin, payload);
      expect(put.status, `PUT ${JSON.stringify(payload)}`).toBe(400);
      expect(put.body.error).toMatch(message);
    }
    expect((await call('GET', '/api/sensorformula/', admin)).body.data).toEqual(before);
    expect((await formulasOfSensor(sensor)).map((f) => [f.formula, f.parameter])).toEqual([['val', '']]);
  });
});
