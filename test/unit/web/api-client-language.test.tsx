// @vitest-environment jsdom
/** The app's language reaches the API client's own failure text (I18nProvider publishes it). */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../web/src/lib/api-client';
import { fakeSession, provideTestConfig, renderApp } from './support/fakes';

/** Pages load their modules and messages first: on a busy machine that can take a while (a bound, not a timing). */
const WAIT = { timeout: 10_000 };

const unreachable = createApiClient({
  fetch: () => Promise.reject(new TypeError('Failed to fetch')),
  baseUrl: () => 'http://api.test',
  token: async () => undefined,
});

beforeEach(provideTestConfig);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the API client speaks the language the app shows', () => {
  it('a Spanish reader is told in Spanish that the request got no answer', async () => {
    localStorage.setItem('fieldwise.display', JSON.stringify({ locale: 'es', units: 'metric' }));
    renderApp('/login', { session: fakeSession() });
    await screen.findByRole('heading', { name: 'Hola de nuevo' }, WAIT);
    await expect(unreachable('/api/x')).rejects.toMatchObject({
      status: 0,
      message: 'Algo salió mal. Vuelve a intentarlo más tarde.',
    });
  });
  it('an English reader, in the spec’s words', async () => {
    localStorage.setItem('fieldwise.display', JSON.stringify({ locale: 'en-AU', units: 'metric' }));
    renderApp('/login', { session: fakeSession() });
    await screen.findByRole('heading', { name: 'Welcome back' }, WAIT);
    await expect(unreachable('/api/x')).rejects.toMatchObject({
      message: 'Something went wrong, please come back later',
    });
  });
});
