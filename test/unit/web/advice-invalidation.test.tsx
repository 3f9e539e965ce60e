// @vitest-environment jsdom
/**
 * What a change to a zone's irrigation log or an answer about a wetting event makes stale: the
 * zone's advice (recommendation, refill time, water budget), the field's events and the logs;
 * and nothing else (another zone's advice, the weather, the soil points).
 */
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adviceKeys } from '../../../web/src/api/advice';
import { eventKeys, useAnswerEvent } from '../../../web/src/api/events';
import {
  irrigationKeys,
  useDeleteIrrigation,
  useEditIrrigation,
  useLogIrrigation,
} from '../../../web/src/api/irrigations';
import { weatherKeys } from '../../../web/src/api/weather';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';
import { provideTestConfig } from './support/fakes';

const RANGE = { start: 1_700_000_000, end: 1_700_600_000 };
const ENTRY = {
  irrigation_id: 'i1',
  zone_id: 'z1',
  field_id: 'f1',
  start: 1_700_000_000,
  end: 1_700_003_600,
  depth_mm: 10,
  duration_minutes: 60,
  method: 'drip',
  note: null,
  source: 'grower',
};
const EVENT = {
  event_id: 's1-1700000000-0123456789',
  sensor_id: 's1',
  onset: 1_700_000_000,
  peak: 1_700_003_600,
  depth_reached_cm: 30,
  arrived_mm: 8,
  kind: 'irrigation',
  confirmed: true,
};

const KEYS = {
  recommendation: adviceKeys.recommendation('z1'),
  refillTime: adviceKeys.refillTime('z1'),
  waterBudget: adviceKeys.waterBudget('z1', RANGE),
  otherZoneRecommendation: adviceKeys.recommendation('z2'),
  soilPoints: adviceKeys.soilPoints('z1'),
  events: eventKeys.list('f1', RANGE),
  log: irrigationKeys.list('z1'),
  otherLog: irrigationKeys.list('z2'),
  forecast: weatherKeys.forecast('f1'),
} satisfies Record<string, QueryKey>;

let answer: { status: number; body: unknown };
let client: QueryClient;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  provideTestConfig();
  vi.stubGlobal('fetch', async () => json(answer.status, answer.body));
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const key of Object.values(KEYS)) client.setQueryData(key, { seeded: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  provideRuntimeConfig(undefined);
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const stale = () =>
  Object.entries(KEYS)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

const ZONE_CHANGE = ['events', 'log', 'recommendation', 'refillTime', 'waterBudget'];

describe("a change to a zone's irrigation log", () => {
  it("logging one makes the zone's log, advice and the events stale, not another zone's or the weather", async () => {
    answer = { status: 201, body: { data: ENTRY } };
    const { result } = renderHook(() => useLogIrrigation('z1'), { wrapper });
    await result.current.mutateAsync({ start: ENTRY.start, duration_minutes: 60 });
    expect(stale()).toEqual(ZONE_CHANGE);
  });

  it('a refused one refreshes the same views (the server may have changed meanwhile)', async () => {
    answer = { status: 400, body: { error: 'start: must be epoch seconds' } };
    const { result } = renderHook(() => useLogIrrigation('z1'), { wrapper });
    await expect(result.current.mutateAsync({ start: -1, duration_minutes: 60 })).rejects.toThrow(/start/);
    expect(stale()).toEqual(ZONE_CHANGE);
  });

  it('editing and deleting one do the same', async () => {
    answer = { status: 200, body: { data: ENTRY } };
    const edit = renderHook(() => useEditIrrigation('z1'), { wrapper }).result;
    await edit.current.mutateAsync({ irrigationId: 'i1', input: { start: ENTRY.start, depth_mm: 5 } });
    expect(stale()).toEqual(ZONE_CHANGE);

    for (const key of Object.values(KEYS)) client.setQueryData(key, { seeded: true });
    answer = { status: 200, body: { data: { irrigation_id: 'i1' } } };
    const remove = renderHook(() => useDeleteIrrigation('z1'), { wrapper }).result;
    await remove.current.mutateAsync('i1');
    expect(stale()).toEqual(ZONE_CHANGE);
  });
});

describe('an answer to "Was this an irrigation?"', () => {
  // A Yes logs into a zone the page may not know.
  it("makes the events, every log and every zone's advice stale", async () => {
    answer = { status: 200, body: { data: EVENT } };
    const { result } = renderHook(() => useAnswerEvent(), { wrapper });
    await result.current.mutateAsync({ eventId: EVENT.event_id, irrigation: true });
    expect(stale()).toEqual([...ZONE_CHANGE, 'otherLog', 'otherZoneRecommendation'].sort());
  });
});
