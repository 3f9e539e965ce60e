// @vitest-environment jsdom
/**
 * The admin Prediction page: the start is checked with the server's own rules before anything is
 * sent; the answer becomes the grouped table (header title, blank cells); 'Download Excel' shows
 * only once there is data; an empty answer says so; forecasts made with simulated weather say so.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIMULATED_WEATHER } from '@shared/weather/simulated';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';
import { admin, fakeSession, renderApp, provideTestConfig } from './support/fakes';

let requests: URL[] = [];
let answer: unknown = { data: {} };
beforeEach(() => {
  requests = [];
  provideTestConfig();
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(new URL(String(url)));
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  provideRuntimeConfig(undefined);
});

const localInput = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

async function ask(username: string, startMs: number) {
  fireEvent.change(await screen.findByLabelText('Username', {}, { timeout: 15_000 }), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Start'), { target: { value: localInput(startMs) } });
  fireEvent.click(screen.getByRole('button', { name: 'Get Prediction Data' }));
}

describe('prediction page', () => {
  it('a start more than 14 days back is refused with the server message and nothing is sent', async () => {
    renderApp('/fieldwork-admin/prediction', { session: fakeSession(admin()) });
    await ask('demo', Date.now() - 15 * 86_400_000);
    await screen.findByText('start: must be within the last 14 days');
    expect(requests.filter((u) => u.pathname === '/api/v2/prediction')).toEqual([]);
  });

  it('an empty user name is refused', async () => {
    renderApp('/fieldwork-admin/prediction', { session: fakeSession(admin()) });
    await ask('  ', Date.now() - 3_600_000);
    await screen.findByText('username: username is required');
  });

  it('the answer becomes the grouped table; Download Excel appears with the data', async () => {
    answer = {
      data: {
        '2026-11-20T00:00:00.000Z': { SENA: { Temperature: 14, Layer_0: 21.5, Layer_1: null } },
        '2026-11-20T02:00:00.000Z': { SENA: { Temperature: 15, Layer_0: 21.1, Layer_1: 24 } },
      },
    };
    renderApp('/fieldwork-admin/prediction', { session: fakeSession(admin()) });
    expect(screen.queryByRole('button', { name: 'Download Excel' })).toBeNull();
    const start = Date.now() - 86_400_000;
    await ask('demo', start);
    const region = await screen.findByRole('region', { name: 'Prediction data' }, { timeout: 15_000 });
    const sent = requests.find((u) => u.pathname === '/api/v2/prediction')!;
    expect(sent.searchParams.get('username')).toBe('demo');
    expect(Math.abs(Date.parse(sent.searchParams.get('start')!) - start)).toBeLessThan(60_000);
    expect(within(region).getByRole('columnheader', { name: 'SENA' })).toBeTruthy();
    const layer0 = within(region).getByRole('columnheader', { name: 'Layer_0 of SENA' });
    expect(layer0.getAttribute('title')).toBe('Double click to copy the column');
    const rows = within(region).getAllByRole('row').slice(2);
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(0, 3).map((c) => c.textContent))).toEqual([
      ['14', '21.5', ''],
      ['15', '21.1', '24'],
    ]);
    await screen.findByRole('button', { name: 'Download Excel' });
    // Real weather (no simulatedWeather in the config): no simulated-weather note.
    expect(screen.queryByText(SIMULATED_WEATHER.forecastNote)).toBeNull();
  });

  it('says the forecasts were made with simulated weather when the stack simulates it', async () => {
    provideRuntimeConfig({
      stage: 'test',
      region: 'ap-southeast-2',
      userPoolId: 'local_x',
      userPoolClientId: 'c',
      authFlowType: 'USER_PASSWORD_AUTH',
      apiBaseUrl: 'http://api.test',
      simulatedWeather: true,
    });
    answer = { data: { '2026-11-20T00:00:00.000Z': { SENA: { Temperature: 14, Layer_0: 21.5 } } } };
    renderApp('/fieldwork-admin/prediction', { session: fakeSession(admin()) });
    await ask('demo', Date.now() - 86_400_000);
    const region = await screen.findByRole('region', { name: 'Prediction data' }, { timeout: 15_000 });
    const note = await screen.findByText(SIMULATED_WEATHER.forecastNote);
    expect(note.closest('[role="status"]')).toBeTruthy();
    expect(region).toBeTruthy();
  });

  it('an empty answer says there is no data, and offers no download', async () => {
    answer = { data: {} };
    renderApp('/fieldwork-admin/prediction', { session: fakeSession(admin()) });
    await ask('nobody', Date.now() - 3_600_000);
    await screen.findByText(/No prediction data for nobody since/, {}, { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Download Excel' })).toBeNull());
  });
});
