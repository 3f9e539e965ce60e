// @vitest-environment jsdom
/**
 * The pages shown without the app's providers (the configuration failure, the last-resort error)
 * speak the language this device remembers, else the browser's, and stay English when Spanish
 * cannot be loaded.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_EMAIL } from '@shared/constants';
import { ConfigErrorPage, RootErrorBoundary } from '../../../web/src/app/boot-error';
import { BootIntl } from '../../../web/src/app/boot-intl';
import { useT } from '../../../web/src/lib/i18n/use-t';

const browserSpeaks = (...languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0]!);
};
const remember = (locale: string, units = 'metric') =>
  localStorage.setItem('fieldwise.display', JSON.stringify({ locale, units }));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the configuration failure page', () => {
  it('is in Spanish for a Spanish browser, with the reason as it came and the support address', async () => {
    browserSpeaks('es-MX', 'en');
    render(<ConfigErrorPage reason="config.json: apiBaseUrl is missing" />);
    expect(await screen.findByRole('heading', { name: 'Fieldwise no pudo arrancar' })).toBeTruthy();
    expect(screen.getByText('La app no pudo cargar su configuración.')).toBeTruthy();
    expect(screen.getByText('config.json: apiBaseUrl is missing')).toBeTruthy();
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });
  it('follows the language this device remembers over the browser’s', async () => {
    browserSpeaks('en-US');
    remember('es');
    render(<ConfigErrorPage reason="x" />);
    expect(await screen.findByRole('heading', { name: 'Fieldwise no pudo arrancar' })).toBeTruthy();
    cleanup();
    browserSpeaks('es-ES');
    remember('en-US', 'us');
    render(<ConfigErrorPage reason="x" />);
    expect(screen.getByRole('heading', { name: 'Fieldwise could not start' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-US');
  });
  it('stays in English when Spanish cannot be loaded', async () => {
    browserSpeaks('es');
    const load = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Title() {
      return <h1>{useT()('status.bootTitle')}</h1>;
    }
    render(
      <BootIntl load={load}>
        <Title />
      </BootIntl>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledWith('es');
    expect(quiet).toHaveBeenCalled();
    expect(screen.getByRole('heading').textContent).toBe('Fieldwise could not start');
    expect(document.documentElement.lang).toBe('en-AU');
  });
});

describe('the last-resort error page', () => {
  function Broken(): never {
    throw new Error('boom');
  }
  it('says so in the remembered language, with the way back home', async () => {
    browserSpeaks('en-AU');
    remember('es');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    );
    expect(await screen.findByText('Lo sentimos, ocurrió un error grave en esta página.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir al inicio' })).toBeTruthy();
  });
  it('keeps the spec’s English text for an English reader', () => {
    browserSpeaks('en-AU');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Sorry, a critical error occurred on this page.');
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeTruthy();
  });
});
