/**
 * The demo farm a first `npm start` seeds (here with 3 days of readings instead of 365, all but
 * the last day sent a step at a time with its forecasts), its top-up on restart, and `npm run simulate`
 * sending through the real ingest route.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { DEMO_FARM, DEMO_GATEWAY, seedDemoFarm } from '../../infra/local/demo-farm';
import { readDemoState, writeDemoState } from '../../infra/local/simulator/demo-state';
import { DEMO_NOTE_ID, seedDemoTeam } from '../../infra/local/demo-team';
import { deleteItem, getItem, keys, queryPrefix } from '../../lambdas/platform/aws/items';
import { teamKeys } from '../../lambdas/platform/aws/table-schema';
import type { SensorMoisture } from '@shared/readings/views';
import { isSubscriptionValid } from '@shared/subscription';
import { api, logIn, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm } from '../support/management';

const run = promisify(execFile);
const DAYS = 3;
type Body = Record<string, any>;

let stack: TestStack;
let grower: string;
beforeAll(async () => {
  stack = await startTestStack({ demoFarm: { days: DAYS, inTimeOrderDays: DAYS } });
  grower = (await logIn(stack, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password)).IdToken!;
});
afterAll(async () => {
  await stack?.close();
});

const simulate = (...args: string[]) =>
  run(
    process.execPath,
    [
      '--import',
      'tsx',
      'infra/local/simulator/cli.ts',
      '--url',
      stack.url,
      '--data-dir',
      stack.dataDir,
      '--once',
      ...args,
    ],
    { encoding: 'utf8' },
  );

describe('demo farm', () => {
  it('seeds a farm with two fields, four zones, a gateway and 12 calibrated sensors', async () => {
    expect(stack.demoFarm).toEqual({ created: true, sent: 12 * (DAYS * 12 + 1) });
    const fields = (await api(stack, 'GET', '/api/v2/field', { token: grower })).body.data as Body;
    expect(fields.data.map((f: Body) => `${f.farm_name}/${f.field_name}`)).toEqual([
      'Riverbend Farm/North Block',
      'Riverbend Farm/River Flat',
    ]);
    const zones = (await api(stack, 'GET', '/api/v2/zone', { token: grower })).body.data as Body[];
    expect(zones).toHaveLength(4);
    const gateways = (await api(stack, 'GET', '/api/v2/gateway', { token: grower })).body.data as Body[];
    expect(gateways).toHaveLength(1);
    expect(gateways[0]!.last_seen).toBeTruthy();

    const admin = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
    const formulas = ((await api(stack, 'GET', '/api/sensorformula/', { token: admin })).body.data as Body[]).filter(
      (f) => f.sensor_id.startsWith('FWSDEMO'),
    );
    expect(formulas).toHaveLength(12);

    for (const field of fields.data as Body[]) {
      const moisture = (await api(stack, 'GET', `/api/v2/moisture/${field.field_id}`, { token: grower })).body
        .data as Body[];
      expect(moisture).toHaveLength(6);
      for (const s of moisture) {
        expect(s.zone).not.toBeNull(); // every sensor lies in a zone
        const [latest] = s.moisture as Body[];
        // Raw ADC counts came in; the formula made plausible percentages of them.
        for (const k of ['cap50_percent', 'cap100_percent', 'cap150_percent']) {
          expect(latest![k]).toBeGreaterThan(5);
          expect(latest![k]).toBeLessThan(65);
        }
        expect(latest!.battery_vol).toBeGreaterThan(3.3);
      }
    }
  });

  it('sends the days before the last a step at a time, its forecasts made and checked as they were', async () => {
    const [field] = ((await api(stack, 'GET', '/api/v2/field', { token: grower })).body.data as Body).data as Body[];
    const moisture = (await api(stack, 'GET', `/api/v2/moisture/${field!.field_id}`, { token: grower })).body
      .data as SensorMoisture[];
    for (const s of moisture) {
      // A forecast at each of the 2 days' steps: those issued 2 h or more before the last were checked.
      const twoHours = s.skill.filter((f) => f.horizon_h === 2);
      expect(twoHours.length).toBeGreaterThan(0);
      for (const f of twoHours) {
        expect(f.n).toBeGreaterThanOrEqual(10);
        expect(f.model_mae).toBeGreaterThanOrEqual(0);
      }
      expect(s.pastPrediction.length).toBeGreaterThan(0);
    }
  });

  it('keeps the raw counts beside the calibrated values', async () => {
    const state = readDemoState(stack.dataDir)!;
    const sensorId = state.sensors[0]!.sensorId;
    const start = Math.floor(state.origin / 1000);
    const end = Math.floor(Date.now() / 1000);
    const range = (await api(stack, 'GET', `/api/v2/readings/${sensorId}?start=${start}&end=${end}`, { token: grower }))
      .body.data as Body[];
    // Every step is there except the rare glitches ingest flagged.
    expect(range.length).toBeGreaterThan(DAYS * 12 - 3);
    expect(range.length).toBeLessThanOrEqual(DAYS * 12 + 1);
  });

  it('tops up on restart without seeding again', async () => {
    await stack.stop();
    const again = await startTestStack({ demoFarm: { days: DAYS }, dataDir: stack.dataDir });
    stack = again;
    expect(again.demoFarm?.created).toBe(false);
    expect(again.demoFarm!.sent).toBeLessThanOrEqual(12 * 2); // at most the steps that fell due meanwhile
    // a new issuer port
    grower = (await logIn(stack, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password)).IdToken!;
    const fields = (await api(stack, 'GET', '/api/v2/field', { token: grower })).body.data as Body;
    expect(fields.data).toHaveLength(2);
  });

  it('seeds the agronomist, advisor of the demo farm with one note, once over two starts', async () => {
    const agronomist = DEMO_ACCOUNTS.agronomist;
    const token = (await logIn(stack, agronomist.username, agronomist.password)).IdToken!;
    // Their own plan has lapsed (a readable one, so the subscription repair leaves it alone), and
    // the demo farm is still theirs to read: it follows its owner's plan.
    const me = await api(stack, 'GET', '/api/me', { token });
    expect(me.body.subscription).toMatchObject({ type: 'full' });
    expect(isSubscriptionValid(me.body.subscription as { type: string; expiredDate: string }, { utc: true })).toBe(
      false,
    );
    const farm = await getItem<{ farm_id?: string }>(keys.user(DEMO_ACCOUNTS.grower.username), keys.farm(DEMO_FARM));
    const farmId = farm!.farm_id!;
    const member = teamKeys.member(farmId, agronomist.username);
    expect(await getItem(member.PK, member.SK)).toMatchObject({
      member: agronomist.username,
      role: 'advisor',
      owner: DEMO_ACCOUNTS.grower.username,
      farm_name: DEMO_FARM,
    });
    const copy = teamKeys.membershipOf(agronomist.username, farmId);
    expect(await getItem(copy.PK, copy.SK)).toMatchObject({ farm_id: farmId, role: 'advisor' });
    const notes = () => queryPrefix<Body>(`FARM#${farmId}`, 'NOTE#');
    expect((await notes()).map((n) => [n.note_id, n.author, n.role])).toEqual([
      [DEMO_NOTE_ID, agronomist.username, 'advisor'],
    ]);
    // A later start leaves the team as people left it: the agronomist removed stays removed.
    await deleteItem(member.PK, member.SK);
    expect(await seedDemoTeam()).toBe(true);
    expect(await getItem(member.PK, member.SK)).toBeUndefined();
    expect(await notes()).toHaveLength(1);
  });

  it('still starts when the demo gateway was deleted (nothing topped up, a line in the log)', async () => {
    const state = readDemoState(stack.dataDir)!;
    await api(stack, 'DELETE', `/api/v2/gateway/${state.gatewayId}`, { token: grower });
    writeDemoState(stack.dataDir, { ...state, sentUntil: state.sentUntil - 86_400_000 }); // readings fell due meanwhile
    await stack.stop();
    const lines: string[] = [];
    stack = await startTestStack({ demoFarm: { days: DAYS }, dataDir: stack.dataDir, log: (l) => lines.push(l) });
    expect(stack.demoFarm).toEqual({ created: false, sent: 0 });
    expect(lines.join('\n')).toMatch(/Demo farm: readings not topped up \(ingest answered 401/);
    grower = (await logIn(stack, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password)).IdToken!;
    // put the gateway back for the tests that follow
    const { credential } = (
      await api(stack, 'POST', '/api/v2/gateway', { token: grower, json: { gatewayId: state.gatewayId } })
    ).body as { credential: string };
    writeDemoState(stack.dataDir, { ...readDemoState(stack.dataDir)!, credential });
  });

  it('npm run simulate goes on as the demo gateway, and sends for a grower’s own gateway', async () => {
    const demo = await simulate();
    expect(demo.stdout).toMatch(/riverbend-gw-1: (nothing due|sent \d+ readings)/);

    const g = await newGrower(stack);
    const token = g.tokens.IdToken!;
    const field = (await api(stack, 'POST', '/api/field/addField', { token, json: buildField() })).body.data as Body;
    const gatewayId = `gw-${Date.now().toString(36)}`;
    const credential = (await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId } })).body
      .credential as string;
    const form = buildSensorForm(field.field_id, { gatewayId });
    await api(stack, 'POST', '/api/sensor/v2/new', { token, form });
    const own = await simulate('--credential', credential, '--sensors', form.sensorId, '--days', '2');
    expect(own.stdout).toMatch(/sent 2[45] readings .* 2[45] stored, 0 rejected|sent 2[45] readings .* 2[34] stored/);

    const now = Math.floor(Date.now() / 1000);
    const got = (
      await api(stack, 'GET', `/api/v2/readings/${form.sensorId}?start=${now - 3 * 86_400}&end=${now}`, { token })
    ).body.data as Body[];
    expect(got.length).toBeGreaterThanOrEqual(23);
    // No formula: the simulator sent percent, which ingest took as calibrated.
    expect(got.every((r) => r.cap50_percent > 0 && r.cap50_percent < 40)).toBe(true);

    // pairing a sensor not registered yet: the gateway hears it, the CLI says so
    await api(stack, 'POST', '/api/gateway/setup', { token, json: { status: 'on', gatewayIds: [gatewayId] } });
    const pairing = await simulate('--credential', credential, '--sensors', 'NEW123456789', '--days', '1');
    expect(pairing.stdout).toContain(
      'NEW123456789: not registered yet; heard by the pairing gateway, so the sensor wizard offers it',
    );
    const heard = (await api(stack, 'POST', '/api/gateway/sensors', { token, json: { gatewayIds: [gatewayId] } })).body
      .data as Body[];
    expect(heard.filter((r) => !r.registered).map((r) => r.sensor_id)).toEqual(['NEW123456789']);

    const bad = await simulate('--credential', credential).catch((e: { stderr: string; code: number }) => e);
    expect((bad as { code: number }).code).toBe(1);
    expect((bad as { stderr: string }).stderr).toContain('--sensors');
  });

  it('completes a first start that was interrupted halfway (gateway and farm made, no notes written)', async () => {
    // Last in this file: a second stack takes over the process environment the handlers read.
    await stack.stop();
    const fresh = await startTestStack();
    try {
      const token = (await logIn(fresh, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password)).IdToken!;
      await api(fresh, 'POST', '/api/v2/gateway', { token, json: { gatewayId: DEMO_GATEWAY, name: 'Riverbend shed' } });
      await api(fresh, 'POST', '/api/farm/addFarm', { token, form: { farmName: DEMO_FARM } });
      const out = await seedDemoFarm({
        apiUrl: fresh.url,
        cognitoEndpoint: fresh.cognitoEndpoint,
        userPoolClientId: fresh.userPoolClientId,
        dataDir: fresh.dataDir,
        days: 1,
      });
      expect(out.created).toBe(true);
      expect(out.sent).toBe(12 * 13);
      const fields = (await api(fresh, 'GET', '/api/v2/field', { token })).body.data as Body;
      expect(fields.data.map((f: Body) => f.field_name)).toEqual(['North Block', 'River Flat']);
      expect((await api(fresh, 'GET', '/api/v2/zone', { token })).body.data).toHaveLength(4);
      // the new credential works
      expect(((await api(fresh, 'GET', '/api/v2/gateway', { token })).body.data as Body[])[0]!.last_seen).toBeTruthy();
    } finally {
      await fresh.close();
    }
  });
});
