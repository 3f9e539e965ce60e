// @vitest-environment jsdom
/**
 * The Home dashboard's weather panel: a spinner while the forecast loads, then five days (icon,
 * description, whole-degree min/max, wind in km/h, humidity), the current temperature and place,
 * and a "Simulated weather" label for offline weather; a failure is logged and the spinner stops;
 * leaving the page cancels the request.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';
import { fakeSession, grower, renderApp, provideTestConfig } from './support/fakes';

const FIELDS = { data: { data: [{ field_id: 'f1', field_name: 'North Block', farm_name: 'Riverbend Farm' }] } };
const day = (datetime: string, icon: string, conditions: string) => ({
  datetime,
  icon,
  conditions,
  tempmin: 12,
  tempmax: 27,
  windspeed: 16.1,
  humidity: 48,
});
const FORECAST = {
  data: {
    days: [
      day('2026-01-15', 'clear-day', 'Clear'),
      day('2026-01-16', 'rain', 'Rain, Partially cloudy'),
      day('2026-01-17', 'cloudy', 'Overcast'),
      day('2026-01-18', 'clear-day', 'Clear'),
      day('2026-01-19', 'partly-cloudy-day', 'Partially cloudy'),
    ],
    currentConditions: { temp: 23 },
    timezone: 'Australia/Sydney',
    location: 'Sydney',
    source: 'simulated',
  },
};

let forecast: { status: number; body: unknown } = { status: 200, body: FORECAST };
let release: () => void = () => {};
let gate: Promise<void> = Promise.resolve();
let signals: AbortSignal[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  forecast = { status: 200, body: FORECAST };
  gate = Promise.resolve();
  signals = [];
  provideTestConfig();
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    // jsdom's browser is en-US: this grower chose Australian English and metric units.
    if (path === '/api/v2/settings') return json(200, { units: 'metric', locale: 'en-AU', chosen: true });
    if (path === '/api/v2/field') return json(200, FIELDS);
    if (path === '/api/v2/weather/f1/forecast') {
      if (init?.signal) signals.push(init.signal);
      await gate;
      return json(forecast.status, forecast.body);
    }
    return json(404, { error: 'not found' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  provideRuntimeConfig(undefined);
});

const hold = () => {
  gate = new Promise<void>((r) => (release = r));
};

describe('weather panel on the Home dashboard', () => {
  it('shows a spinner while loading, then five days, current temperature, place and the simulated label', async () => {
    hold();
    renderApp('/app/Home', { session: fakeSession(grower()) });
    await screen.findByText('Loading weather…', {}, { timeout: 15_000 });
    release();
    const days = await screen.findByRole('list', { name: '5-day forecast' }, { timeout: 10_000 });
    const items = within(days).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[1]!.textContent).toContain('Rain, Partially cloudy');
    expect(items[1]!.textContent).toContain('12° / 27°');
    expect(items[1]!.textContent).toContain('16.1 km/h');
    expect(items[1]!.textContent).toContain('48%');
    // Drawn, not emoji (a browser without an emoji font showed empty boxes), with words for a screen reader.
    expect(within(items[1]!).getByRole('img', { name: 'Rain' }).tagName).toBe('svg');
    expect(within(items[4]!).getByRole('img', { name: 'Partly cloudy' }).tagName).toBe('svg');
    expect(items.map((i) => i.textContent).join('')).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(screen.getByText('Sydney')).toBeTruthy();
    expect(screen.getByLabelText('Now 23°C')).toBeTruthy();
    expect(screen.getByText('Simulated weather')).toBeTruthy();
    expect(screen.queryByText('Loading weather…')).toBeNull();
  }, 30_000);

  it('does not label real weather as simulated', async () => {
    forecast = { status: 200, body: { data: { ...FORECAST.data, source: 'visualcrossing' } } };
    renderApp('/app/Home', { session: fakeSession(grower()) });
    await screen.findByRole('list', { name: '5-day forecast' }, { timeout: 15_000 });
    expect(screen.queryByText('Simulated weather')).toBeNull();
  });

  it('logs a failure and stops the spinner', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    forecast = { status: 502, body: { err: 'Weather is unavailable right now. Please try again later.' } };
    renderApp('/app/Home', { session: fakeSession(grower()) });
    await screen.findByText('Weather is unavailable right now.', {}, { timeout: 15_000 });
    expect(screen.queryByText('Loading weather…')).toBeNull();
    await waitFor(() => expect(logged.mock.calls.some((c) => c[0] === 'Weather forecast failed')).toBe(true));
  });

  it('cancels the request when the view goes away', async () => {
    hold();
    const { unmount } = renderApp('/app/Home', { session: fakeSession(grower()) });
    await screen.findByText('Loading weather…', {}, { timeout: 15_000 });
    expect(signals).toHaveLength(1);
    unmount();
    await waitFor(() => expect(signals[0]!.aborted).toBe(true));
    release();
  }, 30_000);
});
