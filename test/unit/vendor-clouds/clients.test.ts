/**
 * The IrriMAX Live and ZENTRA Cloud clients against local servers that answer as the services do
 * (test/support/fake-vendor-clouds.ts): what they ask for, and their failures sorted as the
 * puller acts on them, the key never in a message.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { irrimaxClient } from '../../../lambdas/vendor-clouds/adapters/irrimax';
import { zentraClient } from '../../../lambdas/vendor-clouds/adapters/zentra';
import { VendorCallError } from '../../../lambdas/vendor-clouds/adapters/vendor-http';
import { startFakeVendorClouds, type FakeVendorClouds } from '../../support/fake-vendor-clouds';

const IRX_KEY = 'irx-key-7d1f0c9e2b';
const ZC_TOKEN = 'zc0123456789abcdef';
let fake: FakeVendorClouds;

beforeAll(async () => {
  fake = await startFakeVendorClouds();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.irrimax.accounts.clear();
  fake.irrimax.requests.length = 0;
  fake.irrimax.failNext.length = 0;
  fake.irrimax.accounts.set(
    IRX_KEY,
    new Map([
      [
        'North Block 1',
        {
          header: 'Date Time,V1,A1(10)',
          rows: [
            { when: '2026/11/20 09:00:00', cells: '6.5,31.0' },
            { when: '2026/11/20 09:30:00', cells: '6.5,30.9' },
          ],
        },
      ],
    ]),
  );
  fake.zentra.devices.clear();
  fake.zentra.requests.length = 0;
  fake.zentra.failNext.length = 0;
  fake.zentra.revoked.clear();
  fake.zentra.devices.set('z6-01234', {
    token: ZC_TOKEN,
    records: [1, 2, 3].map((mrid) => ({ mrid, at: 1_795_000_000 + mrid * 900, water: { 1: 0.3 }, temp: { 1: 18 } })),
  });
});

const failureOf = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(VendorCallError);
  return err as VendorCallError;
};

describe('IrriMAX Live client', () => {
  it('asks getreadings for the logger (a name with a space) from a wall-clock time, and gets the CSV', async () => {
    const csv = await irrimaxClient({ baseUrl: fake.irrimaxUrl }).readings(
      IRX_KEY,
      'North Block 1',
      Date.parse('2026-11-20T09:30:00Z'),
    );
    const url = fake.irrimax.requests[0]!;
    expect(url.pathname).toBe('/api/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      cmd: 'getreadings',
      key: IRX_KEY,
      name: 'North Block 1',
      from: '20261120093000',
    });
    expect(csv.trim().split(/\r?\n/)).toEqual(['Date Time,V1,A1(10)', '2026/11/20 09:30:00,6.5,30.9']);
  });

  it('a revoked key is `unauthorized`, and the message does not carry the key', async () => {
    const err = await failureOf(irrimaxClient({ baseUrl: fake.irrimaxUrl }).readings('irx-revoked-key', 'x', 0));
    expect(err.failure).toBe('unauthorized');
    expect(err.status).toBe(401);
    expect(err.message).not.toContain('irx-revoked-key');
  });

  it('500 and 429 are `retry`; a logger the key does not have is `refused`', async () => {
    const client = irrimaxClient({ baseUrl: fake.irrimaxUrl });
    fake.irrimax.failNext.push(500, 429);
    expect((await failureOf(client.readings(IRX_KEY, 'North Block 1', 0))).failure).toBe('retry');
    expect((await failureOf(client.readings(IRX_KEY, 'North Block 1', 0))).failure).toBe('retry');
    expect((await failureOf(client.readings(IRX_KEY, '__proto__', 0))).failure).toBe('refused');
  });

  it('no answer in time is `retry`, and an unreachable service too', async () => {
    // A server that takes the request and never answers.
    const silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const slow = irrimaxClient({
      baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      timeoutMs: 150,
    });
    const timedOut = await failureOf(slow.readings(IRX_KEY, 'a', 0));
    silent.closeAllConnections();
    silent.close();
    expect(timedOut.failure).toBe('retry');
    expect(timedOut.message).toContain('no answer within 150 ms');
    const closed = irrimaxClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 1_000 });
    const err = await failureOf(closed.readings(IRX_KEY, 'a', 0));
    expect(err.failure).toBe('retry');
    expect(err.message).not.toContain(IRX_KEY);
  });
});

describe('ZENTRA Cloud client', () => {
  it('sends `Authorization: Token <token>` (also when pasted as "Token …"), ascending, from a record id', async () => {
    const client = zentraClient({ baseUrl: fake.zentraUrl, pageSize: 2 });
    const page = (await client.page(`Token ${ZC_TOKEN}`, 'z6-01234', { mrid: 2 })) as {
      pagination: { next_url: string | null; page_start_mrid: number };
    };
    const { url, authorization } = fake.zentra.requests[0]!;
    expect(authorization).toBe(`Token ${ZC_TOKEN}`);
    expect(url.pathname).toBe('/api/v4/get_readings/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      device_sn: 'z6-01234',
      start_mrid: '2',
      output_format: 'json',
      per_page: '2',
      page_num: '1',
      sort_by: 'ascending',
    });
    expect(page.pagination.page_start_mrid).toBe(2);
    expect(page.pagination.next_url).toBeNull();
  });

  it('a full page says another follows', async () => {
    const page = (await zentraClient({ baseUrl: fake.zentraUrl, pageSize: 2 }).page(ZC_TOKEN, 'z6-01234', {
      mrid: 1,
    })) as { pagination: { next_url: string | null } };
    expect(page.pagination.next_url).toContain('page_num=2');
  });

  it('the first pull asks from a date', async () => {
    await zentraClient({ baseUrl: fake.zentraUrl }).page(ZC_TOKEN, 'z6-01234', { date: '2026-11-13 09:00' });
    expect(fake.zentra.requests[0]!.url.searchParams.get('start_date')).toBe('2026-11-13 09:00');
    expect(fake.zentra.requests[0]!.url.searchParams.has('start_mrid')).toBe(false);
  });

  it('a revoked token is `unauthorized`; 429 (one call a minute per device) and 503 are `retry`', async () => {
    const client = zentraClient({ baseUrl: fake.zentraUrl });
    fake.zentra.revoked.add(ZC_TOKEN);
    const err = await failureOf(client.page(ZC_TOKEN, 'z6-01234', { mrid: 1 }));
    expect(err.failure).toBe('unauthorized');
    expect(err.message).not.toContain(ZC_TOKEN);
    fake.zentra.revoked.clear();
    fake.zentra.failNext.push(429, 503);
    expect((await failureOf(client.page(ZC_TOKEN, 'z6-01234', { mrid: 1 }))).failure).toBe('retry');
    expect((await failureOf(client.page(ZC_TOKEN, 'z6-01234', { mrid: 1 }))).failure).toBe('retry');
  });
});
