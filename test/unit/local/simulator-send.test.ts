/**
 * The simulator retries as a real gateway should: 429 and 5xx answers send the same batch again
 * after the answer's Retry-After plus jitter (a backoff without one); readings answered 'failed'
 * go again alone; a 4xx is the batch's own fault and stops the run.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendReadings } from '../../../infra/local/simulator/send';
import type { SimReading } from '../../../infra/local/simulator/model';

type Answer = { status: number; headers?: Record<string, string>; body: unknown };
let server: Server | undefined;

/** A stand-in ingest route answering from a script; records the readings of every request. */
async function fakeIngest(
  script: ((readings: SimReading[]) => Answer)[],
): Promise<{ url: string; seen: SimReading[][] }> {
  const seen: SimReading[][] = [];
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const readings = (JSON.parse(raw) as { readings: SimReading[] }).readings;
      seen.push(readings);
      const answer = (script[seen.length - 1] ?? script[script.length - 1]!)(readings);
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

afterEach(async () => {
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
});

const reading = (i: number): SimReading =>
  ({
    sensor_id: 'S1',
    time: 1_700_000_000_000 + i * 7_200_000,
    cap50: 30,
    cap100: 31,
    cap150: 32,
    temperature: 18,
    battery_vol: 3.9,
  }) as SimReading;
const stored = (readings: SimReading[]): Answer => ({
  status: 200,
  body: {
    data: {
      stored: readings.length,
      rejected: 0,
      results: readings.map((r, index) => ({ index, sensor_id: r.sensor_id, time: r.time, status: 'stored' })),
    },
  },
});

describe('sendReadings', () => {
  it('honours Retry-After with jitter on 429 and 5xx, backs off without it, and resends the same batch', async () => {
    const { url, seen } = await fakeIngest([
      () => ({ status: 429, headers: { 'retry-after': '30' }, body: { error: 'Too many requests.' } }),
      () => ({ status: 502, body: { error: 'Something went wrong on our side.' } }),
      stored,
    ]);
    const waits: number[] = [];
    const out = await sendReadings(url, 'gw.x.y', [reading(0), reading(1)], {
      sleep: async (ms) => void waits.push(ms),
      random: () => 0.5,
    });
    expect(waits).toEqual([45_000, 3_000]);
    expect(seen).toHaveLength(3);
    expect(seen[2]).toEqual(seen[0]);
    expect(out).toMatchObject({ sent: 2, stored: 2, rejected: 0, retries: 2 });
  });

  it("sends again only the readings answered 'failed'", async () => {
    const { url, seen } = await fakeIngest([
      (readings) => ({
        status: 200,
        body: {
          data: {
            stored: 1,
            rejected: 0,
            results: [
              { index: 0, sensor_id: 'S1', time: readings[0]!.time, status: 'stored' },
              { index: 1, sensor_id: 'S1', time: readings[1]!.time, status: 'failed', error: 'busy' },
            ],
          },
        },
      }),
      stored,
    ]);
    const waits: number[] = [];
    const out = await sendReadings(url, 'gw.x.y', [reading(0), reading(1)], {
      sleep: async (ms) => void waits.push(ms),
      random: () => 0,
    });
    expect(seen[1]).toEqual([reading(1)]);
    expect(waits).toEqual([1_000]);
    expect(out).toMatchObject({ sent: 2, stored: 2, retries: 1 });
  });

  it("gives up after the contract's number of attempts, and never retries a 4xx", async () => {
    const busy = await fakeIngest([() => ({ status: 503, headers: { 'retry-after': '1' }, body: {} })]);
    await expect(sendReadings(busy.url, 'gw.x.y', [reading(0)], { sleep: async () => {} })).rejects.toThrow(
      /503; gave up after 6 attempts/,
    );
    expect(busy.seen).toHaveLength(6);
    await new Promise<void>((r) => server!.close(() => r()));

    const refused = await fakeIngest([
      () => ({ status: 400, body: { error: 'readings: send at most 500 readings per batch' } }),
    ]);
    await expect(sendReadings(refused.url, 'gw.x.y', [reading(0)], { sleep: async () => {} })).rejects.toThrow(
      /400: readings/,
    );
    expect(refused.seen).toHaveLength(1);
  });
});
