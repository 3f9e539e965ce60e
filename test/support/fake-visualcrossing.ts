/**
 * A local stand-in for Visual Crossing's Timeline API (and the Secrets Manager call that yields
 * its key), on 127.0.0.1 and a free port. It answers as the service does: a 401 without the right
 * key, a 400 for a request it cannot read, and otherwise `days[]` limited to the requested
 * `elements` plus `currentConditions` when `include` asks for it, in the `uk` unit group. Every
 * request is recorded so tests can check the URL and count calls.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_KEY = 'vc-test-key-123';

export interface FakeVisualCrossing {
  /** The Timeline base URL (…/timeline). */
  baseUrl: string;
  /** The Secrets Manager endpoint (answers GetSecretValue with FAKE_KEY). */
  secretsEndpoint: string;
  /** Timeline requests received (URLs, path and query). */
  requests: URL[];
  secretReads: number;
  /** Answer every Timeline request with this status (0: normally). */
  failWith: number;
  /** Wait this long before answering (to trip the client's timeout). */
  delayMs: number;
  /** Change a place's day (a cold night, a warm spell); undefined or no change: fakeDay's. */
  dayOverride: ((date: string, place: { lat: number; lon: number }) => Record<string, unknown> | undefined) | undefined;
  close(): Promise<void>;
}

/** A plausible `uk`-unit day for a date, all elements the service knows of (the fake filters). */
export function fakeDay(date: string): Record<string, unknown> {
  const d = Number(date.slice(8, 10));
  return {
    datetime: date,
    datetimeEpoch: Date.parse(`${date}T00:00:00Z`) / 1000,
    tempmin: 10.4 + (d % 3),
    tempmax: 24.6 + (d % 5),
    temp: 17.5,
    feelslike: 17,
    humidity: 61.3,
    dew: 9.8,
    windspeed: 12.4,
    winddir: 180,
    precip: d % 4 === 0 ? 6.35 : 0,
    precipprob: 40,
    pressure: 1015,
    solarradiation: 250,
    solarenergy: 21.6,
    conditions: d % 4 === 0 ? 'Rain, Partially cloudy' : 'Clear',
    icon: d % 4 === 0 ? 'rain' : 'clear-day',
  };
}

const pick = (o: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));

async function body(req: IncomingMessage): Promise<string> {
  let s = '';
  for await (const chunk of req) s += chunk;
  return s;
}

export async function startFakeVisualCrossing(): Promise<FakeVisualCrossing> {
  const state = {
    requests: [] as URL[],
    secretReads: 0,
    failWith: 0,
    delayMs: 0,
    dayOverride: undefined as FakeVisualCrossing['dayOverride'],
  };
  const server: Server = createServer(async (req, res) => {
    if (req.method === 'POST' && String(req.headers['x-amz-target']).endsWith('GetSecretValue')) {
      const { SecretId } = JSON.parse(await body(req)) as { SecretId: string };
      state.secretReads++;
      res
        .writeHead(200, { 'content-type': 'application/x-amz-json-1.1' })
        .end(JSON.stringify({ Name: SecretId, SecretString: `${FAKE_KEY}\n`, VersionStages: ['AWSCURRENT'] }));
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    state.requests.push(url);
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    if (res.destroyed) return;
    if (state.failWith)
      return void res
        .writeHead(state.failWith, { 'content-type': 'text/plain' })
        .end(`Error ${state.failWith} for key ${url.searchParams.get('key')}`);
    if (url.searchParams.get('key') !== FAKE_KEY)
      return void res.writeHead(401, { 'content-type': 'text/plain' }).end('No account found with API key');
    const m = /^\/timeline\/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/.exec(
      decodeURIComponent(url.pathname),
    );
    if (!m)
      return void res
        .writeHead(400, { 'content-type': 'text/plain' })
        .end('Bad API Request:Invalid location parameter value.');
    const [, lat, lon, from, to] = m as unknown as [string, string, string, string, string];
    const elements = (url.searchParams.get('elements') ?? '').split(',').filter(Boolean);
    const include = (url.searchParams.get('include') ?? '').split(',');
    const days: Record<string, unknown>[] = [];
    for (let d = from; d <= to; d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
      const day = { ...fakeDay(d), ...state.dayOverride?.(d, { lat: Number(lat), lon: Number(lon) }) };
      days.push(elements.length ? pick(day, elements) : day);
    }
    const current = {
      datetime: '14:00:00',
      temp: 21.6,
      humidity: 55,
      windspeed: 8.1,
      conditions: 'Clear',
      icon: 'clear-day',
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        queryCost: days.length,
        latitude: Number(lat),
        longitude: Number(lon),
        resolvedAddress: `${lat},${lon}`,
        address: `${lat},${lon}`,
        timezone: 'Australia/Sydney',
        tzoffset: 10,
        ...(include.includes('days') ? { days } : {}),
        ...(include.includes('current')
          ? { currentConditions: elements.length ? pick(current, elements) : current }
          : {}),
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${origin}/timeline`,
    secretsEndpoint: origin,
    get requests() {
      return state.requests;
    },
    get secretReads() {
      return state.secretReads;
    },
    get failWith() {
      return state.failWith;
    },
    set failWith(v: number) {
      state.failWith = v;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(v: number) {
      state.delayMs = v;
    },
    get dayOverride() {
      return state.dayOverride;
    },
    set dayOverride(v: FakeVisualCrossing['dayOverride']) {
      state.dayOverride = v;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
