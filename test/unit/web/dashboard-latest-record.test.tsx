// @vitest-environment jsdom
/**
 * The home dashboard's Latest Record card: the chosen sensor's newest reading as a table (moisture
 * to 1 decimal, never below 0), 'No Sensor Data' with where to look when there is none or the call
 * fails, and for an admin the failure's own message instead.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';
import { admin, fakeSession, grower, renderApp, provideTestConfig } from './support/fakes';

const FIELD = {
  field_id: 'f1',
  field_name: 'North Block',
  farm_name: 'Riverbend Farm',
  crop_type: 'Corn',
  points: {
    type: 'Polygon',
    coordinates: [
      [
        [146, -34],
        [146.1, -34],
        [146.1, -34.1],
        [146, -34],
      ],
    ],
  },
  coordinates: [],
  created_at: '2026-01-01T00:00:00Z',
};
const sensor = (id: string, alias: string) => ({
  sensor_id: id,
  alias,
  points: { type: 'Point', coordinates: [146.05, -34.05] },
  moisture: [],
  prediction: [],
  pastPrediction: [],
  skill: [],
  zone: null,
});
const READING = {
  time: Date.UTC(2026, 10, 24, 9, 30),
  cap50_percent: 26.149,
  cap100_percent: -0.4,
  cap150_percent: null,
  temperature: 15.43,
  battery_vol: 3.781,
};

let latest: { status: number; body: unknown } = { status: 200, body: { data: READING } };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  latest = { status: 200, body: { data: READING } };
  // The weather panel logs its (unserved) forecast as failed: expected here, not worth printing.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  provideTestConfig();
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(String(url)).pathname;
    // jsdom's browser is en-US: this grower chose Australian English and metric units.
    if (path === '/api/v2/settings') return json(200, { units: 'metric', locale: 'en-AU', chosen: true });
    if (path === '/api/v2/field') return json(200, { data: { data: [FIELD] } });
    if (path === '/api/v2/moisture/f1') return json(200, { data: [sensor('S1', 'East 1'), sensor('S2', 'East 2')] });
    if (path === '/api/v2/readings/S2/latest') return json(latest.status, latest.body);
    return json(404, { error: 'not found' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  provideRuntimeConfig(undefined);
});

const card = async () => screen.findByRole('region', { name: 'Latest Record' }, { timeout: 15_000 });

describe('Latest Record card', () => {
  it('shows the sensor named in the address as a table, moisture to 1 decimal and never below 0', async () => {
    renderApp('/app/Home?field=f1&sensor=S2', { session: fakeSession(grower()) });
    const table = await screen.findByRole('table', { name: 'Latest record of East 2' }, { timeout: 15_000 });
    const value = (name: string) =>
      within(table)
        .getByRole('row', { name: new RegExp(`^${name}`) })
        .querySelector('td')!.textContent;
    expect(value('Moisture 10 cm')).toBe('26.1 %');
    expect(value('Moisture 50 cm')).toBe('0.0 %');
    expect(value('Moisture 100 cm')).toBe('–');
    expect(value('Temperature')).toBe('15.4 °C');
    expect(value('Battery')).toBe('3.78 V');
    const details = within(await card()).getByRole('link', { name: 'View Details' });
    expect(details.getAttribute('href')).toBe('/app/Home/Dashboard?field=f1&sensor=S2');
  }, 30_000);

  it('a sensor with no reading: No Sensor Data and where to look', async () => {
    latest = { status: 200, body: { data: null } };
    renderApp('/app/Home?field=f1&sensor=S2', { session: fakeSession(grower()) });
    await within(await card()).findByText('No Sensor Data', {}, { timeout: 15_000 });
    expect(screen.getByText('Please go to "Management" to check all your configurations.')).toBeTruthy();
  }, 30_000);

  it('a failed call: a grower reads No Sensor Data, an admin the error itself', async () => {
    latest = { status: 503, body: { error: 'Readings store unavailable' } };
    renderApp('/app/Home?field=f1&sensor=S2', { session: fakeSession(grower()) });
    await within(await card()).findByText('No Sensor Data', {}, { timeout: 15_000 });
    expect(screen.queryByText('Readings store unavailable')).toBeNull();
    cleanup();

    renderApp('/app/Home?field=f1&sensor=S2', { session: fakeSession(admin()) });
    const adminCard = await card();
    const alert = await within(adminCard).findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toBe('Readings store unavailable');
    expect(within(adminCard).queryByText('No Sensor Data')).toBeNull();
  }, 30_000);
});
