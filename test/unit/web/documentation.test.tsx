// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GettingStartedOverviewRoute } from '../../../web/src/features/documentation/routes/overview';
import { TestIntl } from './support/intl';

afterEach(cleanup);

describe('the getting-started page says what a grower can use', () => {
  it('lists every part of the product as there today, and nothing as coming', () => {
    render(
      <TestIntl>
        <MemoryRouter>
          <GettingStartedOverviewRoute />
        </MemoryRouter>
      </TestIntl>,
    );
    const text = document.body.textContent ?? '';
    // Everything is built: nothing may still be announced as on its way.
    expect(screen.queryByRole('heading', { name: /coming/i })).toBeNull();
    expect(text).not.toMatch(/as they arrive|being checked|not built yet/i);
    const status = screen.getByRole('region', { name: 'What you can use' });
    const list = within(status).getByRole('list').textContent ?? '';
    for (const part of [
      /dashboards/,
      /forecasts/,
      /CSV/,
      /readings API/,
      /PDF report/,
      /Alerts by SMS, email and in the app/,
      /notifications/,
      /Alert preferences/,
      /payments by card/,
      /receipts/,
    ]) {
      expect(list).toMatch(part);
    }
    // The plans' sensor limits come from the shared plans.
    expect(text).toContain('Lite 2, Full 5, Pro 100');
  });

  it('reads in Spanish, the plans by their Spanish names', () => {
    render(
      <TestIntl locale="es" units="us">
        <MemoryRouter>
          <GettingStartedOverviewRoute />
        </MemoryRouter>
      </TestIntl>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Guía para agricultores');
    expect(screen.getByRole('link', { name: 'Conecta tus sensores' }).getAttribute('href')).toBe(
      '/documentation/connect-your-sensors',
    );
    expect(document.body.textContent).toContain('Lite 2, Completo 5, Pro 100');
    // The CSV's profile in the reader's units (the US file is in inches); the metric one says cm.
    expect(document.body.textContent).toMatch(/de 0 in a 78[.,]7 in/);
    expect(document.body.textContent).not.toContain('200 cm');
  });
});
