// @vitest-environment jsdom
/**
 * The profile's Settings card and the browser's suggestion kept: the person's units and language
 * are saved the moment they are chosen and the whole page follows without a reload (Spanish loads
 * on demand); a person the server has never heard choose gets what their browser suggests saved
 * once, so their e-mails and SMS follow what they see.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DisplaySettings } from '@shared/settings/schemas';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';
import { fakeSession, grower, provideTestConfig, renderApp } from './support/fakes';

let stored: DisplaySettings & { chosen: boolean };
let puts: unknown[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve() {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const u = new URL(String(url));
    if (u.pathname === '/api/v2/settings' && init?.method === 'PUT') {
      const change = JSON.parse(String(init.body)) as Partial<DisplaySettings> & { suggested?: true };
      puts.push(change);
      // As the server does: a suggestion never overwrites a choice.
      const { suggested, ...settings } = change;
      if (!(suggested && stored.chosen)) stored = { ...stored, ...settings, chosen: true };
      return json(stored);
    }
    if (u.pathname === '/api/v2/settings') return json(stored);
    if (u.pathname === '/api/me')
      return json({
        userName: 'demo',
        group: 'user',
        groups: ['user'],
        isAdmin: false,
        subscription: { type: 'full', expiredDate: '11-06-2099' },
        email: 'demo@farm.test',
        phone: '+61412345678',
        address: null,
      });
    if (u.pathname === '/api/user/payments') return json({ data: [] });
    if (u.pathname === '/api/v2/api-keys') return json({ apiKeys: [] });
    if (u.pathname === '/api/v2/farms') return json({ data: [] });
    return json({ message: `not served here: ${u.pathname}` }, 404);
  });
}

function languages(list: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(list[0] ?? 'en-AU');
}

beforeEach(() => {
  puts = [];
  localStorage.clear();
  provideTestConfig();
});
// The first render loads the whole app's route table (lazily): slow on a busy machine, not a check.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  provideRuntimeConfig(undefined);
  localStorage.clear();
});

const openProfile = () => renderApp('/app/profile', { session: fakeSession(grower({ userName: 'demo' })) });
const settingsCard = async (name: RegExp) =>
  (await screen.findByRole('heading', { name }, { timeout: 5000 })).closest('section') as HTMLElement;

describe('the Settings card', () => {
  it('saves each choice at once and the page switches language without a reload', async () => {
    stored = { units: 'metric', locale: 'en-AU', chosen: true };
    languages(['en-AU']);
    serve();
    openProfile();
    const card = await settingsCard(/^Units and language$/);
    const metric = within(card).getByRole('radio', { name: /^Metric/ }) as HTMLInputElement;
    expect(metric.checked).toBe(true);
    expect(within(card).getByText('mm, °C, ha')).toBeTruthy();
    expect(within(card).getByText('in, °F, ac')).toBeTruthy();
    expect((within(card).getByRole('radio', { name: 'English (Australia)' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(card).getByRole('radio', { name: 'Español' }));
    await waitFor(() => expect(puts).toEqual([{ locale: 'es' }]));
    // The whole page, not only the card, is in Spanish now, and the toast says so in Spanish.
    expect(await screen.findByRole('heading', { name: 'Perfil', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Tus unidades e idioma están guardados.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Historial de pagos' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');

    const spanishCard = await settingsCard(/^Unidades e idioma$/);
    fireEvent.click(within(spanishCard).getByRole('radio', { name: /^Estadounidenses/ }));
    await waitFor(() => expect(puts).toEqual([{ locale: 'es' }, { units: 'us' }]));
    await waitFor(() =>
      expect((within(spanishCard).getByRole('radio', { name: /^Estadounidenses/ }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    // Remembered on this device for the next start, offline included.
    expect(JSON.parse(localStorage.getItem('fieldwise.display') ?? 'null')).toEqual({ units: 'us', locale: 'es' });
  });

  it('says when a choice could not be saved, and keeps what was shown', async () => {
    stored = { units: 'metric', locale: 'en-AU', chosen: true };
    languages(['en-AU']);
    serve();
    const served = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
      init?.method === 'PUT' ? json({ message: 'units: choose one of metric, us' }, 400) : served(url, init),
    );
    openProfile();
    const card = await settingsCard(/^Units and language$/);
    fireEvent.click(within(card).getByRole('radio', { name: /^US customary/ }));
    expect(await screen.findByText(/Your settings could not be saved: units: choose one of metric, us/)).toBeTruthy();
    expect((within(card).getByRole('radio', { name: /^Metric/ }) as HTMLInputElement).checked).toBe(true);
  });
});

describe("the browser's suggestion, kept", () => {
  it('a person who never chose gets what their browser suggests saved once, and sees it', async () => {
    stored = { units: 'metric', locale: 'en-AU', chosen: false };
    languages(['es-MX', 'es']);
    serve();
    openProfile();
    await waitFor(() => expect(puts).toEqual([{ units: 'metric', locale: 'es', suggested: true }]));
    expect(await screen.findByRole('heading', { name: 'Perfil', level: 1 }, { timeout: 5000 })).toBeTruthy();
    // Saved: the card no longer calls it a suggestion, and nothing is sent again.
    const card = await settingsCard(/^Unidades e idioma$/);
    await waitFor(() => expect(within(card).queryByText(/Propuestos por tu navegador/)).toBeNull());
    expect(puts).toHaveLength(1);
  });

  it('an American browser gets English (United States) and US customary', async () => {
    stored = { units: 'metric', locale: 'en-AU', chosen: false };
    languages(['en-US']);
    serve();
    openProfile();
    await waitFor(() => expect(puts).toEqual([{ units: 'us', locale: 'en-US', suggested: true }]));
  });

  it('a person who chose is left alone', async () => {
    stored = { units: 'metric', locale: 'en-AU', chosen: true };
    languages(['es']);
    serve();
    openProfile();
    await settingsCard(/^Units and language$/);
    await screen.findByRole('heading', { name: 'Payment history' });
    expect(puts).toEqual([]);
  });
});
