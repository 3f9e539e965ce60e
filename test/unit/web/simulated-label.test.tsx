// @vitest-environment jsdom
/**
 * Weather from the offline provider is labelled "Simulated weather" on every dashboard view that
 * draws it: the weather panel, the evaporation chart and the rainfall chart; real weather (Visual
 * Crossing) carries no label.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WeatherSourceName } from '@shared/weather/schemas';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';
import { fakeSession, grower, renderApp, provideTestConfig } from './support/fakes';

const FIELDS = { data: { data: [{ field_id: 'f1', field_name: 'North Block', farm_name: 'Riverbend Farm' }] } };
const day = (datetime: string) => ({
  datetime,
  icon: 'clear-day',
  conditions: 'Clear',
  tempmin: 12,
  tempmax: 27,
  windspeed: 16.1,
  humidity: 48,
});
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const ddmmyyyy = (offset: number) => isoDay(offset).split('-').reverse().join('-');

let source: WeatherSourceName = 'simulated';
const answers = (): Record<string, unknown> => ({
  '/api/v2/field': FIELDS,
  '/api/v2/weather/f1/forecast': {
    data: {
      days: [0, 1, 2, 3, 4].map((i) => day(isoDay(i))),
      currentConditions: { temp: 23 },
      timezone: 'UTC',
      location: 'Sydney',
      source,
    },
  },
  '/api/v2/evaporation/f1': {
    data: { data: [-2, -1, 0].map((i) => ({ date: ddmmyyyy(i), evaporation: 4.2 + i })), source },
  },
  '/api/v2/weather/f1/rainfall': {
    data: { data: [-2, -1, 0, 1, 2].map((i) => ({ datetime: isoDay(i), precip: 1.5 })), timezone: 'UTC', source },
  },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  source = 'simulated';
  provideTestConfig();
  vi.stubGlobal('fetch', async (url: string) => {
    const body = answers()[new URL(String(url)).pathname];
    return body === undefined ? json(404, { error: 'not found' }) : json(200, body);
  });
  // jsdom draws no canvas; chart.js says so on the console, which is beside the point here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  provideRuntimeConfig(undefined);
});

/** The card (section) a chart or panel heading belongs to. */
const cardOf = async (heading: string) =>
  (await screen.findByRole('heading', { name: heading }, { timeout: 15_000 })).closest('section') as HTMLElement;

describe('simulated weather label', () => {
  it('is shown on the evaporation and rainfall charts (and the weather panel) for simulated weather', async () => {
    renderApp('/app/Home', { session: fakeSession(grower()) });
    for (const heading of ['Evaporation', 'Precipitation Variation', 'Weather']) {
      const card = await cardOf(heading);
      await waitFor(() => expect(within(card).getByText('Simulated weather')).toBeTruthy(), { timeout: 10_000 });
    }
  }, 30_000);

  it('is absent for real weather (Visual Crossing)', async () => {
    source = 'visualcrossing';
    renderApp('/app/Home', { session: fakeSession(grower()) });
    await screen.findByRole('list', { name: '5-day forecast' }, { timeout: 15_000 });
    // The answers have arrived: both charts have left their spinners.
    await waitFor(() => {
      expect(screen.queryByText('Loading evaporation…')).toBeNull();
      expect(screen.queryByText('Loading rainfall…')).toBeNull();
    });
    for (const heading of ['Evaporation', 'Precipitation Variation', 'Weather']) {
      expect(within(await cardOf(heading)).queryByText('Simulated weather')).toBeNull();
    }
  }, 30_000);
});
