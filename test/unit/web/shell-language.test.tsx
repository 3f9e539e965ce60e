// @vitest-environment jsdom
/**
 * The app's frame in the person's language and units: the shared components in Spanish, days typed
 * in the locale's order, frost thresholds typed and shown in °F and stored in °C, the sign-in page's
 * language choice remembered and applied, and the Recently deleted page in Spanish.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeletedEntryView } from '@shared/management/deleted';
import { ConfirmDialog } from '../../../web/src/components/confirm-dialog';
import { DayField } from '../../../web/src/components/day-field';
import { Pagination } from '../../../web/src/components/pagination';
import { QueryState } from '../../../web/src/components/query-state';
import { ToastProvider } from '../../../web/src/components/toast';
import {
  FrostThresholds,
  frostInputText,
  readFrostInput,
} from '../../../web/src/features/notifications/components/frost-thresholds';
import { RecentlyDeletedRoute } from '../../../web/src/features/deleted/routes/recently-deleted';
import { formatFor } from '../../../web/src/lib/i18n/use-format';
import { ENGLISH_MAP_WORDS, mapWordsFor } from '../../../web/src/components/sensor-map/map-words';
import { TestIntl, withIntl } from './support/intl';
import { fakeSession, provideTestConfig, renderApp } from './support/fakes';
import { ENGLISH_MESSAGES, flatten } from '@shared/i18n/catalogue';
import { translatorFor } from '@shared/i18n/translator';
import { ES } from '@shared/i18n/messages/es';

const SPANISH = flatten(ES);
/** A translator as useT gives one, outside React. */
const tIn = (locale: 'en-AU' | 'en-US' | 'es') =>
  Object.assign(translatorFor(locale, locale === 'es' ? SPANISH : ENGLISH_MESSAGES).t, { rich: () => null });

/** Pages load their modules and messages first: on a busy machine that can take a while (a bound, not a timing). */
const WAIT = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('shared components in Spanish', () => {
  it('the error of a list offers Retry (Reintentar), which asks again', () => {
    const refetch = vi.fn();
    render(
      withIntl(
        <QueryState queries={[{ isPending: false, isError: true, refetch }]} loadingLabel="…">
          {() => null}
        </QueryState>,
        'es',
      ),
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Algo salió mal');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('a confirm dialog says Cancelar and Borrar, and closes with its Spanish close button', () => {
    const onCancel = vi.fn();
    render(
      withIntl(
        <ConfirmDialog open title="¿Borrar?" onConfirm={() => {}} onCancel={onCancel}>
          <p>Texto</p>
        </ConfirmDialog>,
        'es',
      ),
    );
    const dialog = screen.getByRole('dialog', { name: '¿Borrar?' });
    expect(within(dialog).getByRole('button', { name: 'Borrar' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar ventana' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('pagination names its range and buttons in Spanish', () => {
    render(withIntl(<Pagination page={2} pageSize={10} total={25} onPage={() => {}} />, 'es'));
    expect(screen.getByRole('navigation', { name: 'Páginas' }).textContent).toContain('11–20 de 25');
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeTruthy();
  });
});

/** A day field as a form holds it, reporting what a caller reads from the text. */
function DayHarness({ onDay }: { onDay: (d: Date | null) => void }) {
  const [text, setText] = useState('');
  return (
    <DayField
      label="Last day"
      value={text}
      onChange={(t) => {
        setText(t);
        onDay(formatFor('en-US', 'us').parseDay(t));
      }}
    />
  );
}

describe('day field in the locale order', () => {
  it('en-US asks for mm/dd/yyyy and reads 11/27/2026 as 27 November', () => {
    const onDay = vi.fn();
    render(withIntl(<DayHarness onDay={onDay} />, 'en-US', 'us'));
    const input = screen.getByLabelText('Last day', { selector: 'input[inputmode="numeric"]' });
    expect(input.getAttribute('placeholder')).toBe('mm/dd/yyyy');
    fireEvent.change(input, { target: { value: '11/27/2026' } });
    const day = onDay.mock.calls.at(-1)![0] as Date;
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 10, 27]);
    // 27/11 is no day in the US order.
    fireEvent.change(input, { target: { value: '27/11/2026' } });
    expect(onDay.mock.calls.at(-1)![0]).toBeNull();
  });

  it('the calendar fills the text in the Spanish order', () => {
    const onChange = vi.fn();
    const { container } = render(withIntl(<DayField label="Día" value="" onChange={onChange} />, 'es'));
    expect(screen.getByLabelText('Día', { selector: 'input[inputmode="numeric"]' }).getAttribute('placeholder')).toBe(
      'dd/mm/aaaa',
    );
    fireEvent.change(container.querySelector('input[type="date"]')!, { target: { value: '2026-03-05' } });
    expect(onChange).toHaveBeenCalledWith('05/03/2026');
  });
});

describe('frost thresholds in the person’s units', () => {
  const us = formatFor('en-US', 'us');
  const es = formatFor('es', 'us');
  it('shows a stored °C threshold in °F (and with a decimal comma in Spanish)', () => {
    expect(frostInputText(us, 1)).toBe('33.8');
    expect(frostInputText(es, -2.5)).toBe('27,5');
    expect(frostInputText(formatFor('en-AU', 'metric'), -2.5)).toBe('-2.5');
  });
  it('reads °F typed back to the stored °C exactly, and refuses the off-scale in °F', () => {
    expect(readFrostInput(tIn('en-US'), us, '33.8')).toEqual({ celsius: 1 });
    expect(readFrostInput(tIn('es'), es, '27,5')).toEqual({ celsius: -2.5 });
    expect(readFrostInput(tIn('en-US'), us, '60')).toEqual({ error: 'a temperature from 14 to 50 °F' });
    expect(readFrostInput(tIn('es'), es, 'frío')).toEqual({ error: 'una temperatura de 14 a 50 °F' });
    // The metric English text stays the spec's.
    expect(readFrostInput(tIn('en-AU'), formatFor('en-AU', 'metric'), '11')).toEqual({
      error: 'a temperature from -10 to 10 °C',
    });
    for (const odd of ['', '1e300', '-1e-200', '__proto__', '1,5'])
      expect('error' in readFrostInput(tIn('en-US'), us, odd)).toBe(true);
  });
  it('labels each field’s input in °F and explains the default in °F', () => {
    render(
      <TestIntl locale="es" units="us">
        <FrostThresholds
          fields={[{ field_id: 'f1', field_name: 'Norte', farm_name: 'La Vega', frost_threshold_c: 1 }]}
          drafts={new Map([['f1', '33,8']])}
          errors={new Map()}
          onChange={() => {}}
        />
      </TestIntl>,
    );
    expect(screen.getByLabelText('Norte (La Vega), °F')).toBeTruthy();
    expect(document.body.textContent).toContain('33,8 °F si no pones otro');
  });
});

describe('the signed-out language choice', () => {
  beforeEach(provideTestConfig);
  it('switches the sign-in page to Spanish, sets lang and remembers it for the next visit', async () => {
    renderApp('/login', { session: fakeSession() });
    const choice = await screen.findByRole('combobox', { name: 'Language' }, WAIT);
    fireEvent.change(choice, { target: { value: 'es' } });
    await screen.findByRole('heading', { name: 'Hola de nuevo' }, WAIT);
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Iniciar sesión · Fieldwise');
    expect(JSON.parse(localStorage.getItem('fieldwise.display')!)).toMatchObject({ locale: 'es' });
    cleanup();
    renderApp('/login', { session: fakeSession() });
    await screen.findByRole('heading', { name: 'Hola de nuevo' }, WAIT);
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveProperty('value', 'es');
  });
});

const ENTRY: DeletedEntryView = {
  kind: 'field',
  id: 'fd_1',
  name: 'Parcela Norte',
  parent: 'La Vega',
  deleted_at: '2026-11-20T08:30:00.000Z',
  purge_at: '2026-12-20T08:30:00.000Z',
  days_left: 1,
  contents: { fields: 0, zones: 2, sensors: 1 },
  notes: [],
};

describe('Recently deleted in Spanish', () => {
  beforeEach(provideTestConfig);
  it('names the kind, what goes with it, the days left and its buttons in Spanish', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ data: [ENTRY] }), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <TestIntl locale="es" units="us">
            <ToastProvider>
              <RecentlyDeletedRoute />
            </ToastProvider>
          </TestIntl>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const entry = await screen.findByTestId('deleted-entry', {}, WAIT);
    expect(entry.textContent).toContain('Campo');
    expect(entry.textContent).toContain('Finca La Vega');
    expect(entry.textContent).toContain('2 zonas de riego, 1 sensor, con sus lecturas');
    expect(entry.textContent).toContain('Queda 1 día');
    expect(entry.textContent).toMatch(/Borrado el 20\/11\/2026 \d\d:\d\d/);
    expect(within(entry).getByRole('button', { name: 'Recuperar campo Parcela Norte' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Borrado reciente · Fieldwise'), WAIT);
  });
});

describe('the field map’s words in Spanish and US units', () => {
  const words = mapWordsFor(tIn('es'), formatFor('es', 'us'));
  it('names depths, values and bands in inches and °F with a decimal comma', () => {
    expect(words.typeName('cap50_percent')).toBe('Humedad a 3,9 in de profundidad');
    expect(words.value('temperature', 20)).toBe('68,0 °F');
    expect(words.value('battery_vol', 3.6)).toBe('3,60 V');
    expect(words.value('cap50_percent', 31.25)).toBe('31,3 %');
    expect(words.band('temperature', 1)).toBe('5 a 50 °F');
    expect(words.band('temperature', 0)).toBe('-40 a 5 °F');
    expect(words.band('cap50_percent', 0)).toBe('< PMP');
    expect(words.marks('AB')).toBe('gráficos A y B');
  });
  it('keeps the English (Australia) metric words of the circles as they were', () => {
    expect(ENGLISH_MAP_WORDS.typeName('cap150_percent')).toBe('Moisture 100 cm underground');
    expect(ENGLISH_MAP_WORDS.value('temperature', 20)).toBe('20.0 °C');
    expect(ENGLISH_MAP_WORDS.band('battery_vol', 1)).toBe('1 to 2 V');
    expect(ENGLISH_MAP_WORDS.band('temperature', 0)).toBe('-40 to -15 °C');
  });
});
