/**
 * The Visual Crossing client against a local server that answers as the service does, the key
 * from Secrets Manager, failures as a logged WeatherUnavailableError, and the DynamoDB cache:
 * a second load makes no provider call; expiry is decided in code (dynalite has no TTL).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appTableName } from '../../lambdas/platform/env';
import { documentClient } from '../../lambdas/platform/aws/clients';
import { resetSecretsClient } from '../../lambdas/platform/aws/secrets';
import { resetWeatherProvider, weatherProvider, WeatherUnavailableError } from '../../lambdas/weather/adapters/weather';
import {
  VISUAL_CROSSING_ELEMENTS,
  visualCrossingProvider,
} from '../../lambdas/weather/adapters/weather/visualcrossing';
import { dailyWeather, forecastWeather } from '../../lambdas/weather/services/weather';
import { addDays, localDate } from '../../lambdas/agronomy/local-dates';
import { FAKE_KEY, startFakeVisualCrossing, type FakeVisualCrossing } from '../support/fake-visualcrossing';
import { startTestStack, type TestStack } from '../support/local-stack';

let fake: FakeVisualCrossing;
let stack: TestStack;
const GRIFFITH = { lat: -34.2874, lon: 146.0502 };
const TZ = 'Australia/Sydney';

beforeAll(async () => {
  fake = await startFakeVisualCrossing();
  Object.assign(process.env, {
    WEATHER_API_KEY_SECRET: 'fieldwise/test/weather-key',
    SECRETS_MANAGER_ENDPOINT: fake.secretsEndpoint,
    WEATHER_API_BASE_URL: fake.baseUrl,
    WEATHER_API_TIMEOUT_MS: '400',
  });
  resetSecretsClient();
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
  await fake?.close();
  for (const k of [
    'WEATHER_API_KEY_SECRET',
    'SECRETS_MANAGER_ENDPOINT',
    'WEATHER_API_BASE_URL',
    'WEATHER_API_TIMEOUT_MS',
  ])
    delete process.env[k];
  resetWeatherProvider();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.failWith = 0;
  fake.delayMs = 0;
});

describe('Visual Crossing client', () => {
  it('asks for lat,lon and dates in uk units, days and current, only the elements needed, with the key', async () => {
    const logs: string[] = [];
    const client = visualCrossingProvider({
      baseUrl: fake.baseUrl,
      apiKey: async () => FAKE_KEY,
      log: (m) => logs.push(m),
    });
    const answer = await client.timeline({ lat: -34.3, lon: 146.05 }, '2026-01-10', '2026-01-14', TZ);
    expect(fake.requests).toHaveLength(1);
    const url = fake.requests[0]!;
    expect(decodeURIComponent(url.pathname)).toBe('/timeline/-34.3,146.05/2026-01-10/2026-01-14');
    expect(url.searchParams.get('unitGroup')).toBe('uk');
    expect(url.searchParams.get('include')).toBe('days,current');
    expect(url.searchParams.get('key')).toBe(FAKE_KEY);
    const elements = url.searchParams.get('elements')!.split(',');
    expect(elements).toEqual([...VISUAL_CROSSING_ELEMENTS]);
    for (const e of [
      'datetime',
      'temp',
      'tempmin',
      'tempmax',
      'humidity',
      'windspeed',
      'precip',
      'conditions',
      'icon',
      'solarenergy',
    ])
      expect(elements).toContain(e);
    expect(elements).not.toContain('pressure');
    expect(answer.source).toBe('visualcrossing');
    expect(answer.days.map((d) => d.date)).toEqual([
      '2026-01-10',
      '2026-01-11',
      '2026-01-12',
      '2026-01-13',
      '2026-01-14',
    ]);
    // Units are passed through as the uk group gives them: °C, mph, mm, MJ/m².
    expect(answer.days[2]).toMatchObject({
      tempmin: 10.4,
      tempmax: 26.6,
      windspeed: 12.4,
      precip: 6.35,
      solarenergy: 21.6,
      dew: 9.8,
      icon: 'rain',
    });
    expect(answer.current).toEqual({ temp: 21.6 });
    expect(logs).toEqual([]);
  });

  it('turns an error status, a wrong key, a timeout into WeatherUnavailableError, logged without the key', async () => {
    const logs: string[] = [];
    const client = (key = FAKE_KEY) =>
      visualCrossingProvider({
        baseUrl: fake.baseUrl,
        apiKey: async () => key,
        timeoutMs: 200,
        log: (m) => logs.push(m),
      });
    fake.failWith = 500;
    await expect(client().timeline(GRIFFITH, '2026-01-10', '2026-01-10', TZ)).rejects.toBeInstanceOf(
      WeatherUnavailableError,
    );
    expect(logs.at(-1)).toMatch(/answered 500/);
    fake.failWith = 429;
    await expect(client().timeline(GRIFFITH, '2026-01-10', '2026-01-10', TZ)).rejects.toThrow(/unavailable/);
    expect(logs.at(-1)).toMatch(/answered 429/);
    fake.failWith = 0;
    await expect(client('wrong-key').timeline(GRIFFITH, '2026-01-10', '2026-01-10', TZ)).rejects.toBeInstanceOf(
      WeatherUnavailableError,
    );
    expect(logs.at(-1)).toMatch(/answered 401/);
    fake.delayMs = 1_000;
    await expect(client().timeline(GRIFFITH, '2026-01-10', '2026-01-10', TZ)).rejects.toBeInstanceOf(
      WeatherUnavailableError,
    );
    expect(logs.at(-1)).toMatch(/no answer within 200 ms/);
    expect(logs.join('\n')).not.toContain(FAKE_KEY);
  });

  it("is the functions' provider when a key secret is configured, reading the key from Secrets Manager", async () => {
    const provider = weatherProvider();
    expect(provider.source).toBe('visualcrossing');
    const before = fake.secretReads;
    await provider.timeline(GRIFFITH, '2026-02-01', '2026-02-01', TZ);
    await provider.timeline(GRIFFITH, '2026-02-02', '2026-02-02', TZ);
    expect(fake.secretReads - before).toBeLessThanOrEqual(1);
    expect(fake.requests.every((u) => u.searchParams.get('key') === FAKE_KEY)).toBe(true);
  });
});

describe('weather cache', () => {
  it('answers a second load from DynamoDB without calling the provider', async () => {
    const place = { lat: -33.91, lon: 150.99 };
    const now = Date.now();
    const today = localDate(now, TZ);
    const first = await dailyWeather(place, today, addDays(today, 4), { withCurrent: true, now });
    expect(fake.requests).toHaveLength(1);
    expect(first.days).toHaveLength(5);
    expect(first.current?.temp).toBe(21.6);
    const second = await dailyWeather(place, today, addDays(today, 4), { withCurrent: true, now: now + 60_000 });
    expect(fake.requests).toHaveLength(1);
    expect(second).toEqual(first);
    // A window overlapping the cached one asks only for the days it lacks.
    await dailyWeather(place, addDays(today, -12), addDays(today, 2), { now: now + 120_000 });
    expect(fake.requests).toHaveLength(2);
    expect(decodeURIComponent(fake.requests[1]!.pathname)).toMatch(
      new RegExp(`/${addDays(today, -12)}/${addDays(today, -1)}$`),
    );
  });

  it('expires forecast days after hours and past days after months, judged in code', async () => {
    const place = { lat: -31.5, lon: 145.8 };
    const now = Date.now();
    const today = localDate(now, TZ);
    await dailyWeather(place, addDays(today, -10), addDays(today, 2), { now });
    expect(fake.requests).toHaveLength(1);
    // Four hours on: the past days are still good, yesterday onwards is asked again.
    await dailyWeather(place, addDays(today, -10), addDays(today, 2), { now: now + 4 * 3_600_000 });
    expect(fake.requests).toHaveLength(2);
    const again = decodeURIComponent(fake.requests[1]!.pathname);
    expect(
      again.endsWith(`/${addDays(today, -1)}/${addDays(today, 2)}`) || again.endsWith(`/${today}/${addDays(today, 2)}`),
    ).toBe(true);
    // Each item carries its expiry for the code and a TTL (epoch seconds, a day later) for AWS.
    const item = (
      await documentClient().send(
        new GetCommand({
          TableName: appTableName(),
          Key: { PK: 'WEATHER#visualcrossing#-31.50,145.80', SK: `DAY#${addDays(today, -10)}` },
        }),
      )
    ).Item!;
    expect(item.expires_at).toBe(now + 90 * 86_400_000);
    expect(item.ttl).toBe(Math.ceil(item.expires_at / 1000) + 86_400);
    // A hundred days on, everything is stale.
    await dailyWeather(place, addDays(today, -10), addDays(today, -5), { now: now + 100 * 86_400_000 });
    expect(fake.requests).toHaveLength(3);
  });

  it('a failing provider is a WeatherUnavailableError, and what was cached still answers', async () => {
    const place = { lat: -30.2, lon: 149.4 };
    const now = Date.now();
    const today = localDate(now, TZ);
    await dailyWeather(place, today, today, { now });
    fake.failWith = 503;
    await expect(dailyWeather(place, today, today, { now: now + 1000 })).resolves.toMatchObject({
      days: [{ date: today }],
    });
    await expect(dailyWeather(place, addDays(today, 1), addDays(today, 1), { now })).rejects.toBeInstanceOf(
      WeatherUnavailableError,
    );
  });

  it('forecastWeather gives daily intervals with rain, ET0 and air temperature', async () => {
    const now = Date.now();
    const intervals = await forecastWeather({ lat: -34.1, lon: 146.2 }, now, now + 72 * 3_600_000);
    expect(intervals.length).toBeGreaterThanOrEqual(3);
    expect(intervals.length).toBeLessThanOrEqual(5);
    for (let i = 0; i < intervals.length; i++) {
      const w = intervals[i]!;
      expect(w.toMs - w.fromMs).toBeGreaterThanOrEqual(23 * 3_600_000);
      expect(w.toMs - w.fromMs).toBeLessThanOrEqual(25 * 3_600_000);
      if (i) expect(w.fromMs).toBe(intervals[i - 1]!.toMs);
      expect(w.et0Mm).toBeGreaterThan(1);
      expect(w.et0Mm).toBeLessThan(15);
      expect(w.airTempC).toBe(17.5);
      expect(w.precipMm === 0 || w.precipMm === 6.35).toBe(true);
    }
    expect(intervals[0]!.fromMs).toBeLessThanOrEqual(now);
    expect(intervals.at(-1)!.toMs).toBeGreaterThanOrEqual(now + 72 * 3_600_000);
  });
});
