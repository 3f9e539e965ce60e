/**
 * The offline queue and what sends into it: changes kept per person and sent oldest first, each
 * removed once accepted, a refused one dropped and reported, a network failure leaving the rest;
 * sendOrQueue queues when offline or when a request gets no answer, and throws a refusal; sign-out
 * empties the store and every cache but the precache.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../web/src/api/client';
import { sendOrQueue } from '../../../../web/src/api/offline-queue';
import { memoryKv, offlineKv, setOfflineKv } from '../../../../web/src/lib/pwa/kv';
import {
  enqueue,
  flushQueue,
  openQueue,
  queuedChanges,
  queueKey,
  type QueuedChange,
  type SendOutcome,
} from '../../../../web/src/lib/pwa/queue';
import { clearOfflineData } from '../../../../web/src/lib/pwa/sign-out';

const irrigationBody = (id: string) => ({ start: 1_790_000_000, duration_minutes: 30, client_key: id });
const irrigation = (id: string, farmId: string | null = null): QueuedChange => ({
  kind: 'irrigation',
  id,
  queuedAt: 1,
  farmId,
  zoneId: 'zone_1',
  body: irrigationBody(id),
});

beforeEach(async () => {
  setOfflineKv(memoryKv());
  await openQueue('alice');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOfflineKv(undefined);
});

describe('offline queue', () => {
  it('keeps each person apart and sends oldest first, removing what was accepted', async () => {
    await enqueue(irrigation('a-0000000000000001'));
    await enqueue(irrigation('a-0000000000000002'));
    expect(queuedChanges().map((c) => c.id)).toEqual(['a-0000000000000001', 'a-0000000000000002']);
    await openQueue('bob');
    expect(queuedChanges()).toEqual([]);
    await openQueue('alice');
    expect(queuedChanges()).toHaveLength(2);

    const sent: string[] = [];
    expect(await flushQueue(null, async (c) => (sent.push(c.id), 'sent'))).toBe(2);
    expect(sent).toEqual(['a-0000000000000001', 'a-0000000000000002']);
    expect(queuedChanges()).toEqual([]);
    expect(await offlineKv().get(queueKey('alice'))).toBeUndefined();
  });

  it('stops at a network failure, keeping that change and the rest; drops and reports a refusal', async () => {
    await enqueue(irrigation('b-0000000000000001'));
    await enqueue(irrigation('b-0000000000000002'));
    expect(await flushQueue(null, async () => 'offline')).toBe(0);
    expect(queuedChanges()).toHaveLength(2);
    const refused: string[] = [];
    const outcome = (c: QueuedChange): SendOutcome => (c.id.endsWith('1') ? 'refused' : 'sent');
    expect(
      await flushQueue(
        null,
        async (c) => outcome(c),
        (c) => refused.push(c.id),
      ),
    ).toBe(1);
    expect(refused).toEqual(['b-0000000000000001']);
    expect(queuedChanges()).toEqual([]);
  });

  it("sends a shared farm's change only while that farm is chosen", async () => {
    await enqueue(irrigation('c-0000000000000001', 'farm_1'));
    expect(await flushQueue(null, async () => 'sent')).toBe(0);
    expect(queuedChanges()).toHaveLength(1);
    expect(await flushQueue('farm_1', async () => 'sent')).toBe(1);
  });

  it('refuses to keep a change when nobody is signed in', async () => {
    await openQueue(null);
    await expect(enqueue(irrigation('d-0000000000000001'))).rejects.toThrow(/signed in/);
  });
});

describe('sendOrQueue', () => {
  const change = {
    kind: 'irrigation' as const,
    id: 'e-0000000000000001',
    zoneId: 'zone_1',
    body: irrigationBody('e-0000000000000001'),
  };

  it('sends when online and answers the server', async () => {
    await expect(sendOrQueue(change, async () => 'stored')).resolves.toBe('stored');
    expect(queuedChanges()).toEqual([]);
  });

  it('queues without trying when the browser is offline, and when a request gets no answer', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const send = vi.fn(async () => 'stored');
    await expect(sendOrQueue(change, send)).resolves.toBeNull();
    expect(send).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    await expect(
      sendOrQueue({ ...change, id: 'e-0000000000000002' }, async () => Promise.reject(new ApiError(0, 'no answer'))),
    ).resolves.toBeNull();
    expect(queuedChanges().map((c) => c.id)).toEqual(['e-0000000000000001', 'e-0000000000000002']);
  });

  it('throws what the server refused, queueing nothing', async () => {
    const refusal = new ApiError(400, 'start: as epoch seconds from 2000 on');
    await expect(sendOrQueue(change, async () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(queuedChanges()).toEqual([]);
  });
});

describe('sign-out', () => {
  it('empties the offline store and every cache but the precache', async () => {
    await enqueue(irrigation('f-0000000000000001'));
    await offlineKv().set('queries:["alice",""]', { queries: [] });
    const names = ['workbox-precache-v2-http://x/', 'fieldwise-config', 'other'];
    const deleted: string[] = [];
    const storage = {
      keys: async () => names,
      delete: async (n: string) => (deleted.push(n), true),
    } as unknown as CacheStorage;
    await clearOfflineData(storage);
    expect(deleted).toEqual(['fieldwise-config', 'other']);
    expect(await offlineKv().get(queueKey('alice'))).toBeUndefined();
    expect(await offlineKv().get('queries:["alice",""]')).toBeUndefined();
    expect(queuedChanges()).toEqual([]);
  });
});
