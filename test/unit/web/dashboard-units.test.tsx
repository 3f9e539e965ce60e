// @vitest-environment jsdom
/**
 * Home and the dashboard's words in the person's language and units: a grower who chose Spanish
 * and US customary units reads the Latest Record in Spanish with depths in inches and the
 * temperature in °F; the charts' and events' words convert their millimetres and dates.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldEvent } from '@shared/events/schemas';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';
import { eventLabel } from '../../../web/src/lib/event-text';
import { adviceWords } from '../../../web/src/lib/advice-words';
import { describeDays, evaporationBars } from '../../../web/src/components/charts/evaporation-series';
import { budgetBars } from '../../../web/src/features/dashboard/components/charts/water-budget-series';
import { fakeSession, fieldView, grower, renderApp, provideTestConfig } from './support/fakes';
import { wordsIn } from './support/words';

const FIELD = fieldView('f1', 'North Block');
const SENSOR = {
  sensor_id: 'S1',
  alias: 'East 1',
  points: { type: 'Point', coordinates: [146.05, -34.05] },
  moisture: [],
  prediction: [],
  pastPrediction: [],
  skill: [],
  zone: null,
};
const READING = {
  time: Date.UTC(2026, 10, 24, 9, 30),
  cap50_percent: 26.149,
  cap100_percent: 30,
  cap150_percent: null,
  temperature: 20,
  battery_vol: 3.781,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  // Panels this test does not serve (weather, zones) log their failures: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
  provideTestConfig();
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(String(url)).pathname;
    if (path === '/api/v2/settings') return json(200, { units: 'us', locale: 'es', chosen: true });
    if (path === '/api/v2/field') return json(200, { data: { data: [FIELD] } });
    if (path === '/api/v2/moisture/f1') return json(200, { data: [SENSOR] });
    if (path === '/api/v2/readings/S1/latest') return json(200, { data: READING });
    return json(404, { error: 'not found' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  provideRuntimeConfig(undefined);
});

describe('Home in Spanish with US customary units', () => {
  it('writes the Latest Record in Spanish: depths in inches, 20 °C as 68 °F, the day first', async () => {
    renderApp('/app/Home?field=f1&sensor=S1', { session: fakeSession(grower()) });
    const table = await screen.findByRole('table', { name: 'Último registro de East 1' }, { timeout: 20_000 });
    const value = (name: string) =>
      within(table)
        .getByRole('row', { name: new RegExp(`^${name}`) })
        .querySelector('td')!.textContent;
    expect(value('Humedad 3,9 in')).toBe('26,1 %');
    expect(value('Humedad 19,7 in')).toBe('30,0 %');
    expect(value('Humedad 39,4 in')).toBe('–');
    expect(value('Temperatura')).toBe('68,0 °F');
    expect(value('Batería')).toBe('3,78 V');
    expect(value('Hora')).toMatch(/^24\/11\/2026 \d{2}:\d{2}$/);
    expect(await screen.findByRole('heading', { name: 'Panel', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver detalles' })).toBeTruthy();
  }, 40_000);
});

describe('the charts and events in the person units', () => {
  const event: FieldEvent = {
    event_id: 'S1-1-0123456789',
    sensor_id: 'S1',
    onset: Date.UTC(2026, 10, 20, 6, 30) / 1000,
    peak: Date.UTC(2026, 10, 20, 9, 30) / 1000,
    depth_reached_cm: 50,
    arrived_mm: 25.4,
    kind: 'rain',
    confirmed: false,
  };

  it('an event of 25.4 mm reads 1.00 in, its depth in inches, in US English and in Spanish', () => {
    expect(eventLabel(wordsIn('en-US', 'us'), event)).toMatch(
      /^Rain, 11\/20\/2026 .*: 1\.00 in arrived, down to 19\.7 in$/,
    );
    expect(eventLabel(wordsIn('es', 'us'), { ...event, kind: 'irrigation', confirmed: true }, 'Este')).toMatch(
      /^Riego \(confirmado\) en Este, 20\/11\/2026 .*: llegaron 1,00 in, hasta 19,7 in$/,
    );
    expect(eventLabel(wordsIn('en-AU', 'metric'), event)).toMatch(/: 25\.4 mm arrived, down to 50 cm$/);
  });

  it('evaporation bars and their words convert to inches; the axis days follow the locale', () => {
    const us = wordsIn('en-US', 'us');
    const bars = evaporationBars([{ date: '02-11-2026', evaporation: 25.4 }], us.f);
    expect(bars).toEqual([{ date: '2026-11-02', label: 'Nov 2', value: 1 }]);
    expect(describeDays(us, 'Evaporation', bars)).toBe(
      'Evaporation, Nov 2 to Nov 2: 1.00 in in total, most on Nov 2 (1.00 in).',
    );
    const es = wordsIn('es', 'us');
    expect(describeDays(es, 'Evaporación', evaporationBars([{ date: '02-11-2026', evaporation: 12.7 }], es.f))).toBe(
      'Evaporación, del 2 nov al 2 nov: 0,50 in en total, lo máximo el 2 nov (0,50 in).',
    );
  });

  it("the water budget's bars are in inches", () => {
    const bars = budgetBars(wordsIn('es', 'us'), {
      weeks: [
        {
          week_start: '2026-11-02',
          days: 7,
          rain_mm: 25.4,
          irrigation_mm: 12.7,
          etc_mm: 0,
          storage_change_mm: null,
          balance_mm: null,
        },
      ],
      totals: { rain_mm: 25.4, irrigation_mm: 12.7, etc_mm: 0, storage_change_mm: null, balance_mm: null },
    } as unknown as Parameters<typeof budgetBars>[1]);
    expect(bars.labels).toEqual(['2 nov']);
    expect(bars.series.map((s) => [s.label, s.values])).toEqual([
      ['Lluvia', [1]],
      ['Riego', [0.5]],
      ['Consumo del cultivo (ETc)', [0]],
      ['Cambio en el agua del suelo', [null]],
    ]);
  });

  it('the advice says inches and the Spanish words', () => {
    const r = {
      deficit_mm: 30,
      rain_forecast_mm: 0,
      net_mm: 25.4,
      gross_mm: 25.4,
      run_minutes: 190,
      band_mm: 2.54,
      due_at: null,
      basis: { due: 'now' },
    } as unknown as Parameters<typeof adviceWords>[0];
    expect(adviceWords(r, 'UTC', wordsIn('en-US', 'us'))).toBe('irrigate 1 in ≈ 3 h 10 min now, ± 0.1 in');
    expect(adviceWords(r, 'UTC', wordsIn('es', 'metric'))).toBe('regar 25 mm ≈ 3 h 10 min ahora, ± 2,5 mm');
  });
});
