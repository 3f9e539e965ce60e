// @vitest-environment jsdom
/**
 * Home's card of unexplained wettings: whoever may log irrigations is asked, with Yes and No;
 * an advisor or viewer of a shared farm sees the wettings, no buttons, and who can answer.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldEvent } from '@shared/events/schemas';
import type { FarmRole } from '@shared/teams/roles';
import type { Locale } from '@shared/i18n/locales';
import { eventKeys } from '../../../web/src/api/events';
import { ToastProvider } from '../../../web/src/components/toast';
import { UnexplainedEventsCard } from '../../../web/src/features/dashboard/components/unexplained-events-card';
import { setActiveFarm } from '../../../web/src/lib/active-farm';
import { withIntl } from './support/intl';

const NOW = 1_764_230_400_000; // 27 Nov 2025, 08:00 UTC
const END = NOW / 1000;
const WETTING: FieldEvent = {
  event_id: 's1-1764100000-0123456789',
  sensor_id: 's1',
  onset: END - 2 * 86_400,
  peak: END - 2 * 86_400 + 3_600,
  depth_reached_cm: 30,
  arrived_mm: 12,
  kind: 'unexplained',
  confirmed: false,
} as FieldEvent;

function show(locale: Locale = 'en-AU') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(eventKeys.list('f1', { start: END - 30 * 86_400, end: END }), [WETTING]);
  return render(
    withIntl(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <UnexplainedEventsCard fieldId="f1" sensorNames={new Map([['s1', 'North probe']])} />
        </ToastProvider>
      </QueryClientProvider>,
      locale,
    ),
  );
}
const sharedAs = (role: FarmRole) =>
  setActiveFarm({ farmId: 'fm1', name: 'La Vega', owner: 'u-owner', ownerName: 'Ana', role, readOnly: false });

beforeEach(() => vi.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => {
  cleanup();
  setActiveFarm(null);
  vi.restoreAllMocks();
});

describe('the unexplained wettings card', () => {
  it('asks whoever may log irrigations, with Yes and No', () => {
    sharedAs('manager');
    show();
    expect(screen.getByRole('heading', { name: 'Was this an irrigation?' })).toBeTruthy();
    expect(document.body.textContent).toContain('Your answer logs the irrigation or marks it as rain.');
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
  });
  it.each(['advisor', 'viewer'] as const)('tells an %s who can answer, without buttons or "your answer"', (role) => {
    sharedAs(role);
    show();
    expect(screen.getByRole('heading', { name: 'Unexplained wettings' })).toBeTruthy();
    expect(document.body.textContent).toContain(
      'A sensor saw the soil wet up with no rain or logged irrigation to explain it. ' +
        "The farm's owner and managers can say whether this was an irrigation.",
    );
    expect(document.body.textContent).not.toContain('Your answer');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.body.textContent).toContain('North probe');
  });
  it('says it in Spanish to a Spanish viewer', () => {
    sharedAs('viewer');
    show('es');
    expect(screen.getByRole('heading', { name: 'Humedecimientos sin explicar' })).toBeTruthy();
    expect(document.body.textContent).toContain(
      'El propietario y los encargados de la finca pueden decir si fue un riego.',
    );
    expect(document.body.textContent).not.toContain('Tu respuesta');
  });
});
