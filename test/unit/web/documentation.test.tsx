// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GettingStartedOverviewRoute } from '../../../web/src/features/documentation/routes/overview';

afterEach(cleanup);

describe('the getting-started page says what works today and what is coming', () => {
  it('promises no dashboard, forecast or PDF report as if it were there, and lists them as coming', () => {
    render(
      <MemoryRouter>
        <GettingStartedOverviewRoute />
      </MemoryRouter>,
    );
    const text = document.body.textContent ?? '';
    // Statements of today's features that are not built yet.
    expect(text).not.toMatch(/generate a PDF report/i);
    expect(text).not.toMatch(/The Dashboard shows/i);
    const status = screen.getByRole('region', { name: 'What works today, and what is coming' });
    const [todayList, comingList] = within(status).getAllByRole('list');
    expect(todayList!.textContent).toMatch(/CSV/);
    expect(todayList!.textContent).toMatch(/readings API/);
    for (const coming of [/dashboards/i, /forecasts/i, /PDF report/i, /Alerts/, /payment/i]) expect(comingList!.textContent).toMatch(coming);
  });
});
