/**
 * Vendor clouds end to end on the local stack: a grower links IrriMAX Live and ZENTRA Cloud
 * accounts to their sensors, the scheduled puller fetches from local servers that answer as the
 * services do (test/support/fake-vendor-clouds.ts) and stores through the ingest path: readings
 * served by the readings API, each stored once however often it is fetched, the cursor moved
 * only past what was written. A revoked key marks the link once and stops its pulls; 5xx and
 * 429 wait for the next run. Another grower can neither see, delete nor link to these sensors,
 * and the key never comes back in an answer or a log line.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as pullJob } from '../../lambdas/vendor-clouds/jobs/pull-vendor-clouds';
import { pullAll, SILENT_RETRY_MS } from '../../lambdas/vendor-clouds/services/pull';
import { vendorClients } from '../../lambdas/vendor-clouds/adapters/clients';
import { readingsStore } from '../../lambdas/readings';
import { wallClockAt } from '@shared/time/local-dates';
import { api, newGrower, startTestStack, type Body, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm } from '../support/management';
import { captureOutput } from '../support/output';
import { irrimaxWhen, startFakeVendorClouds, type FakeVendorClouds } from '../support/fake-vendor-clouds';

const TZ = 'Australia/Sydney';
const IRX_KEY = 'irx-5b2e9d17-40c3-4f6a-b1d8-7e0a9c4f2d11';
const ZC_TOKEN = 'zc-8f3a1b6c9d2e4f70a5b8c1d3e6f9a2b4';
const HALF_HOUR = 30 * 60_000;

let fake: FakeVendorClouds;
let stack: TestStack;
type Grower = { username: string; token: string };
let owner: Grower;
let stranger: Grower;
let irxSensor: string;
let zcSensor: string;
let spareSensor: string;
let strangerSensor: string;

type Res = { status: number; body: Body };
const call = (who: Grower, method: string, path: string, json?: unknown) =>
  api(stack, method, path, { token: who.token, ...(json !== undefined ? { json } : {}) }) as Promise<Res>;
const links = async (who: Grower) => (await call(who, 'GET', '/api/v2/vendor-links')).body.data as Body[];
const linkOf = async (who: Grower, sensorId: string) => (await links(who)).find((l) => l.sensorId === sensorId);

async function sensorOf(who: Grower): Promise<string> {
  const field = await call(who, 'POST', '/api/field/addField', buildField());
  const form = buildSensorForm(field.body.data.field_id as string);
  const made = await api(stack, 'POST', '/api/sensor/v2/new', { token: who.token, form });
  expect(made.status).toBe(201);
  return form.sensorId;
}

async function storedTimes(sensorId: string): Promise<number[]> {
  const now = Math.floor(Date.now() / 1000);
  const res = await call(
    owner,
    'GET',
    `/api/v2/readings/${encodeURIComponent(sensorId)}?start=${now - 8 * 86_400}&end=${now + 3_600}`,
  );
  expect(res.status).toBe(200);
  return (res.body.data as Body[]).map((r) => r.time as number);
}

/** IrriMAX rows every half hour, their wall clock at the site, from `from` to `to` (UTC ms). */
function irrimaxRows(from: number, to: number) {
  const rows: { when: string; cells: string }[] = [];
  for (let t = from; t <= to; t += HALF_HOUR) {
    const i = rows.length;
    rows.push({
      when: irrimaxWhen(wallClockAt(t, TZ)),
      cells: `3.9${i % 10},${(31 - i * 0.05).toFixed(2)},35.10,37.2${i % 10},21.${i % 10}`,
    });
  }
  return rows;
}
const IRX_HEADER = 'Date Time,V1,A1(10),A5(50),A10(100),T1(10)';
const roundedNow = () => Math.floor(Date.now() / HALF_HOUR) * HALF_HOUR;

beforeAll(async () => {
  fake = await startFakeVendorClouds();
  Object.assign(process.env, {
    IRRIMAX_BASE_URL: fake.irrimaxUrl,
    ZENTRA_BASE_URL: fake.zentraUrl,
    VENDOR_TIMEOUT_MS: '3000',
  });
  stack = await startTestStack({ vendorPullEveryMs: 0, alertsEveryMs: 0 });
  const g = async () => {
    const made = await newGrower(stack);
    return { username: made.username, token: made.tokens.IdToken! };
  };
  [owner, stranger] = [await g(), await g()];
  [irxSensor, zcSensor, spareSensor] = [await sensorOf(owner), await sensorOf(owner), await sensorOf(owner)];
  strangerSensor = await sensorOf(stranger);
});
afterAll(async () => {
  await stack?.close();
  await fake?.close();
  for (const k of ['IRRIMAX_BASE_URL', 'ZENTRA_BASE_URL', 'VENDOR_TIMEOUT_MS']) delete process.env[k];
});
beforeEach(() => {
  fake.irrimax.failNext.length = 0;
  fake.zentra.failNext.length = 0;
});

describe('linking', () => {
  it('links IrriMAX Live to a sensor: the answer shows the key’s last four characters, never the key', async () => {
    const res = await call(owner, 'POST', '/api/v2/vendor-links', {
      vendor: 'irrimax',
      sensorId: irxSensor,
      apiKey: IRX_KEY,
      logger: 'North Block 1',
      timeZone: 'australia/sydney',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      vendor: 'irrimax',
      sensorId: irxSensor,
      source: 'North Block 1',
      timeZone: TZ,
      keyLast4: IRX_KEY.slice(-4),
      state: 'pending',
      lastPullAt: null,
      error: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(IRX_KEY.slice(0, 20));
    const listed = await call(owner, 'GET', '/api/v2/vendor-links');
    expect(JSON.stringify(listed.body)).not.toContain(IRX_KEY.slice(0, 20));
    expect((listed.body.data as Body[]).map((l) => l.sensorId)).toEqual([irxSensor]);
  });

  it('the same request twice makes one link (409 the second time)', async () => {
    const again = await call(owner, 'POST', '/api/v2/vendor-links', {
      vendor: 'irrimax',
      sensorId: irxSensor,
      apiKey: IRX_KEY,
      logger: 'North Block 1',
      timeZone: TZ,
    });
    expect(again.status).toBe(409);
    expect((await links(owner)).filter((l) => l.sensorId === irxSensor)).toHaveLength(1);
  });

  it('bad input is a 400 naming the field, and makes nothing', async () => {
    const base = { vendor: 'irrimax', sensorId: spareSensor, apiKey: IRX_KEY, logger: 'L1', timeZone: TZ };
    const cases: [unknown, RegExp][] = [
      [{ ...base, timeZone: 'Mars/Olympus' }, /timeZone/],
      [{ ...base, timeZone: undefined }, /timeZone/],
      [{ ...base, vendor: 'hobolink' }, /vendor/],
      [{ ...base, apiKey: 'short' }, /apiKey/],
      [{ ...base, apiKey: 'has spaces in it' }, /apiKey/],
      [{ ...base, logger: '' }, /logger/],
      [{ vendor: 'zentra', sensorId: spareSensor, apiKey: ZC_TOKEN, serial: 'z6 01234' }, /serial/],
      [
        {
          vendor: 'zentra',
          sensorId: spareSensor,
          apiKey: ZC_TOKEN,
          serial: 'z6-1',
          ports: [{ port: 1, depth_cm: 30 }],
        },
        /depth_cm/,
      ],
      [{ ...base, __proto__: { admin: true }, extra: 1 }, /extra|Unrecognized/i],
    ];
    for (const [body, field] of cases) {
      const res = await call(owner, 'POST', '/api/v2/vendor-links', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(field);
    }
    expect(await linkOf(owner, spareSensor)).toBeUndefined();
  });

  it('another grower cannot see, delete or reuse the link, nor link to the owner’s sensor', async () => {
    const mine = await linkOf(owner, irxSensor);
    expect(await links(stranger)).toEqual([]);
    expect((await call(stranger, 'DELETE', `/api/v2/vendor-links/${mine!.linkId as string}`)).status).toBe(404);
    const onTheirs = await call(stranger, 'POST', '/api/v2/vendor-links', {
      vendor: 'irrimax',
      sensorId: irxSensor,
      apiKey: 'stranger-key-1234',
      logger: 'Mine now',
      timeZone: TZ,
    });
    expect(onTheirs.status).toBe(404);
    expect(await linkOf(owner, irxSensor)).toMatchObject({ source: 'North Block 1' });
    // The stranger's own sensor is theirs to link (and another grower's link id is not a way in).
    const own = await call(stranger, 'POST', '/api/v2/vendor-links', {
      vendor: 'zentra',
      sensorId: strangerSensor,
      apiKey: 'stranger-token-5678',
      serial: 'z6-99999',
    });
    expect(own.status).toBe(201);
    expect(own.body.data.linkId).not.toBe(mine!.linkId);
  });
});

describe('pulling IrriMAX Live', () => {
  let rows: { when: string; cells: string }[];

  it('the first pull fetches the last days from the site’s wall clock and stores every reading', async () => {
    const now = roundedNow();
    rows = irrimaxRows(now - 6 * 3_600_000, now - HALF_HOUR);
    fake.irrimax.accounts.set(IRX_KEY, new Map([['North Block 1', { header: IRX_HEADER, rows }]]));
    const before = fake.irrimax.requests.length;
    await pullJob();
    const asked = fake.irrimax.requests.slice(before).find((u) => u.searchParams.get('name') === 'North Block 1')!;
    expect(asked.searchParams.get('key')).toBe(IRX_KEY);
    // Seven days and the overlap hour back, in Sydney's wall clock (yyyymmddhhmmss).
    expect(asked.searchParams.get('from')).toMatch(/^\d{14}$/);
    const times = await storedTimes(irxSensor);
    expect(times).toHaveLength(rows.length);
    expect(times[0]).toBe(now - 6 * 3_600_000);
    const link = await linkOf(owner, irxSensor);
    expect(link).toMatchObject({ state: 'ok', error: null, newestReadingAt: new Date(now - HALF_HOUR).toISOString() });
    expect(link!.lastPullAt).toEqual(expect.any(String));
  });

  it('the readings carry the A1(10), A5(50), A10(100) channels at 10, 50 and 100 cm', async () => {
    const now = Math.floor(Date.now() / 1000);
    const res = await call(
      owner,
      'GET',
      `/api/v2/readings/${encodeURIComponent(irxSensor)}?start=${now - 86_400}&end=${now}`,
    );
    const first = (res.body.data as Body[])[0]!;
    expect(first.cap50_percent).toEqual(expect.any(Number));
    expect(first.cap100_percent).toEqual(expect.any(Number));
    expect(first.cap150_percent).toEqual(expect.any(Number));
    expect(first.battery_vol).toBeCloseTo(3.9, 1);
  });

  it('nothing new stores nothing; a new row is stored once, the overlap fetched again not twice', async () => {
    expect((await pullJob()).stored).toBe(0);
    const since = fake.irrimax.requests.at(-1)!.searchParams.get('from')!;
    // Asked from an hour before the newest stored reading (the clock-change overlap), in wall-clock time.
    const newest = Date.parse((await linkOf(owner, irxSensor))!.newestReadingAt as string);
    expect(since).toBe(new Date(wallClockAt(newest - 3_600_000, TZ)).toISOString().replace(/[-:T]/g, '').slice(0, 14));
    const count = (await storedTimes(irxSensor)).length;
    const now = roundedNow();
    rows.push(...irrimaxRows(now, now).map((r) => r));
    const out = await pullJob();
    expect(out.stored).toBe(1);
    expect(await storedTimes(irxSensor)).toHaveLength(count + 1);
  });

  it('a 500 leaves the link as it was for the next run, which catches up', async () => {
    const before = await linkOf(owner, irxSensor);
    fake.irrimax.failNext.push(500);
    const out = await pullJob();
    expect(out.retry).toBeGreaterThanOrEqual(1);
    const after = await linkOf(owner, irxSensor);
    expect(after).toMatchObject({ state: 'ok', error: null, newestReadingAt: before!.newestReadingAt });
    await pullJob();
    expect((await linkOf(owner, irxSensor))!.state).toBe('ok');
  });

  it('a revoked key marks the link unauthorized once, stops its pulls, and no log line carries the key', async () => {
    fake.irrimax.accounts.delete(IRX_KEY);
    const out = captureOutput();
    try {
      await pullJob();
      const first = await linkOf(owner, irxSensor);
      expect(first).toMatchObject({ state: 'unauthorized' });
      expect(first!.error).toMatch(/IrriMAX Live refused the key \(401\)/);
      // Its code and the vendor's part of it come beside the English, for the reader's words.
      expect(first).toMatchObject({ errorCode: 'key_refused', errorDetail: 'IrriMAX Live refused the key (401)' });
      const asked = fake.irrimax.requests.length;
      await pullJob();
      await pullJob();
      // Not asked again with the revoked key, and told once: the same message, the same time.
      expect(fake.irrimax.requests.length).toBe(asked);
      expect(await linkOf(owner, irxSensor)).toEqual(first);
      expect(out.lines().join('\n')).not.toContain(IRX_KEY);
    } finally {
      out.restore();
    }
  });

  it('a logger named __proto__ is a name like any other: the service refuses it and the link says so', async () => {
    const made = await call(owner, 'POST', '/api/v2/vendor-links', {
      vendor: 'irrimax',
      sensorId: spareSensor,
      apiKey: 'irx-other-account-key',
      logger: '__proto__',
      timeZone: 'UTC',
    });
    expect(made.status).toBe(201);
    expect(made.body.data.source).toBe('__proto__');
    fake.irrimax.accounts.set('irx-other-account-key', new Map([['Real logger', { header: IRX_HEADER, rows: [] }]]));
    await pullJob();
    const link = await linkOf(owner, spareSensor);
    expect(link).toMatchObject({ state: 'failing' });
    expect(link!.error).toMatch(/404/);
    expect(await storedTimes(spareSensor)).toEqual([]);
  });
});

describe('pulling ZENTRA Cloud', () => {
  const at = (i: number) => Math.floor((roundedNow() - 4 * 3_600_000) / 1000) + i * 900;
  const record = (mrid: number, i: number) => ({
    mrid,
    at: at(i),
    water: { 1: 0.31 - i * 0.001, 2: 0.28, 3: 0.25 },
    temp: { 1: 18 + i * 0.1, 2: 16, 3: 15 },
    batteryMv: 4120,
  });

  it('links with the default ports and pulls the first page; a gap in record ids is no reading', async () => {
    const made = await call(owner, 'POST', '/api/v2/vendor-links', {
      vendor: 'zentra',
      sensorId: zcSensor,
      apiKey: `Token ${ZC_TOKEN}`,
      serial: 'z6-01234',
    });
    expect(made.status).toBe(201);
    expect(made.body.data.ports).toEqual([
      { port: 1, depth_cm: 10 },
      { port: 2, depth_cm: 50 },
      { port: 3, depth_cm: 100 },
    ]);
    fake.zentra.devices.set('z6-01234', {
      token: ZC_TOKEN,
      records: [record(1, 0), record(2, 1), record(4, 3), record(5, 4)],
    });
    await pullJob();
    const asked = fake.zentra.requests.filter((r) => r.url.searchParams.get('device_sn') === 'z6-01234');
    expect(asked[0]!.authorization).toBe(`Token ${ZC_TOKEN}`);
    expect(asked[0]!.url.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await storedTimes(zcSensor)).toEqual([0, 1, 3, 4].map((i) => at(i) * 1000));
    expect(await linkOf(owner, zcSensor)).toMatchObject({ state: 'ok' });
  });

  it('the next run asks from the next record id; a duplicate page is stored once', async () => {
    const device = fake.zentra.devices.get('z6-01234')!;
    device.records.push(record(6, 5));
    fake.zentra.repeatLastPage = true;
    await pullJob();
    // The service sent the previous page again: nothing new, nothing twice.
    expect(await storedTimes(zcSensor)).toHaveLength(4);
    await pullJob();
    const last = fake.zentra.requests.at(-1)!;
    expect(last.url.searchParams.get('start_mrid')).toBe('6');
    expect(await storedTimes(zcSensor)).toEqual([0, 1, 3, 4, 5].map((i) => at(i) * 1000));
  });

  it('429 (one call a minute per device) waits for the next run without marking the link', async () => {
    fake.zentra.failNext.push(429);
    const out = await pullJob();
    expect(out.retry).toBeGreaterThanOrEqual(1);
    expect(await linkOf(owner, zcSensor)).toMatchObject({ state: 'ok', error: null });
  });

  it('a day of 503s marks the link failing, once; the next good pull clears it', async () => {
    const deps = { ...vendorClients(), store: readingsStore() };
    const dayLater = Date.now() + SILENT_RETRY_MS + 60_000;
    fake.zentra.failNext.push(503, 503);
    const outcomes = await pullAll({ ...deps, now: () => dayLater });
    expect(outcomes.find((o) => o.result === 'retry')).toBeTruthy();
    const first = await linkOf(owner, zcSensor);
    expect(first).toMatchObject({
      state: 'failing',
      error: expect.stringMatching(/not answered for more than a day/),
      errorCode: 'not_answering',
    });
    await pullAll({ ...deps, now: () => dayLater + 900_000 });
    expect((await linkOf(owner, zcSensor))!.errorAt).toBe(first!.errorAt);
    await pullJob();
    expect(await linkOf(owner, zcSensor)).toMatchObject({ state: 'ok', error: null });
  });

  it('a revoked token is told once', async () => {
    fake.zentra.revoked.add(ZC_TOKEN);
    await pullJob();
    const first = await linkOf(owner, zcSensor);
    expect(first).toMatchObject({ state: 'unauthorized' });
    expect(first!.error).toMatch(/ZENTRA Cloud refused the key/);
    await pullJob();
    expect(await linkOf(owner, zcSensor)).toEqual(first);
  });
});

describe('unlinking', () => {
  it('deletes the link (the readings stay); a second delete and a bad id are refused', async () => {
    const link = await linkOf(owner, zcSensor);
    const count = (await storedTimes(zcSensor)).length;
    expect((await call(owner, 'DELETE', `/api/v2/vendor-links/${link!.linkId as string}`)).status).toBe(200);
    expect(await linkOf(owner, zcSensor)).toBeUndefined();
    expect(await storedTimes(zcSensor)).toHaveLength(count);
    expect((await call(owner, 'DELETE', `/api/v2/vendor-links/${link!.linkId as string}`)).status).toBe(404);
    const bad = await call(owner, 'DELETE', '/api/v2/vendor-links/__proto__');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/linkId/);
  });
});
