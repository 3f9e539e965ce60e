// @vitest-environment jsdom
/**
 * The server's sentences as a Spanish grower on US units reads them: the zone card's advice and
 * refill line, a confirmed wetting's log note and an uplink kept aside, each from its code and
 * figures (the English that came beside them, which these answers carry as the API sends it, is
 * not shown).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ZoneRefillView } from '@shared/advice/refill-time';
import type { IrrigationEntry } from '@shared/irrigation/log';
import type { LorawanDeviceRow } from '@shared/lorawan/views';
import { adviceKeys } from '../../../web/src/api/advice';
import { ZoneAdvice } from '../../../web/src/features/dashboard/components/zone-card/zone-advice';
import { ZoneRefill } from '../../../web/src/features/dashboard/components/zone-card/zone-refill';
import { IrrigationEntries } from '../../../web/src/features/dashboard/components/zone-card/irrigation-entries';
import { draftOf, editedInputOf } from '../../../web/src/features/dashboard/components/zone-card/irrigation-form';
import { ParkedPayloads } from '../../../web/src/features/management/components/lorawan/connection-devices';
import { MemoryRouter } from 'react-router-dom';
import { recommend, type RecommendationInput } from '../../../lambdas/agronomy/water/recommendation';
import { kcRule } from '../../../lambdas/agronomy/water/water-budget';
import { basisWords, budgetNoteWords, reasonWords } from '../../../web/src/lib/advice-words';
import { wordsIn } from './support/words';
import { ToastProvider } from '../../../web/src/components/toast';
import { TestIntl } from './support/intl';

afterEach(cleanup);

/** Spanish, US units, with the answers already in the query cache (fresh: nothing is fetched). */
function renderSpanish(ui: ReactNode, cached: [readonly unknown[], unknown][] = []) {
  const client = new QueryClient();
  for (const [key, data] of cached) client.setQueryData(key, data);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TestIntl locale="es" units="us">
          <ToastProvider>{ui}</ToastProvider>
        </TestIntl>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ZONE: RecommendationInput['zone'] = {
  name: 'Oeste',
  limits: { fieldCapacity: [30, 30, 30], wiltingPoint: [10, 10, 10] },
  refill: { depthCm: 10, value: 20 },
};

/** An irrigation entry confirmed from a wetting (its note as the server writes it), with changes. */
const entry = (over: Partial<IrrigationEntry>): IrrigationEntry => ({
  irrigation_id: 'i1',
  zone_id: 'z1',
  field_id: 'f1',
  start: Date.UTC(2026, 5, 10, 6) / 1000,
  end: null,
  depth_mm: 25.4,
  duration_minutes: null,
  method: 'drip',
  note: 'Confirmed from a wetting the sensors recorded',
  note_code: 'confirmed_from_wetting',
  source: 'event',
  ...over,
});

describe("the server's sentences in Spanish and US units", () => {
  it('the advice says why there is none', () => {
    const none = recommend({ now: 0, today: '2026-06-10', zone: ZONE, system: undefined, sensors: [], weather: null });
    expect(none.basis.reason).toMatch(/^No sensor lies in this zone/);
    renderSpanish(<ZoneAdvice zoneId="z1" zoneName="Oeste" />, [[adviceKeys.recommendation('z1'), none]]);
    const advice = screen.getByTestId('zone-advice');
    expect(advice.textContent).toContain('No hay ningún sensor en esta zona');
    expect(advice.textContent).not.toContain('No sensor lies');
  });

  it('the refill line says why a depth has no estimate, at its depth in inches', () => {
    const view: ZoneRefillView = {
      zone_id: 'z1',
      interest_depth_cm: 10,
      reason: null,
      reason_code: null,
      sensors: [
        {
          sensor_id: 'S1',
          alias: 'S1',
          issued_at: null,
          depths: [
            {
              depth_cm: 10,
              status: 'unknown',
              refill_point: 20,
              current: null,
              hours: null,
              at: null,
              drying_per_day: null,
              et0_per_day: null,
              reason: 'no readings in the last 7 days',
              reason_code: 'no_readings_7_days',
              freezing: false,
            },
          ],
        },
      ],
    };
    renderSpanish(<ZoneRefill zoneId="z1" />, [[adviceKeys.refillTime('z1'), view]]);
    expect(screen.getByTestId('zone-refill').textContent).toBe(
      '3,9 in: aún sin estimación, no hay lecturas en los últimos 7 días.',
    );
  });

  it("a confirmed wetting's log note, and a grower's own note as written", () => {
    renderSpanish(
      <IrrigationEntries
        zoneId="z1"
        entries={[entry({}), entry({ irrigation_id: 'i2', note: 'regado a mano', note_code: null, source: 'grower' })]}
      />,
    );
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows[0]).toContain('Confirmado a partir de un humedecimiento que registraron los sensores');
    expect(rows[0]).toContain('1 in');
    expect(rows[0]).not.toContain('Confirmed from');
    expect(rows[1]).toContain('regado a mano');
  });

  it("editing a confirmed wetting's entry shows its note in Spanish and, left as shown, keeps the server's", () => {
    const w = wordsIn('es', 'us');
    const e = entry({});
    const draft = draftOf(e, w);
    expect(draft.note).toBe('Confirmado a partir de un humedecimiento que registraron los sensores');
    expect(editedInputOf(draft, e, w).note).toBe('Confirmed from a wetting the sensors recorded');
    expect(editedInputOf({ ...draft, note: 'regado de más' }, e, w).note).toBe('regado de más');
  });

  it('an uplink kept aside: its reason, what to do and its detail with the temperature in °F', () => {
    const device: LorawanDeviceRow = {
      dev_eui: 'A840410000000001',
      device_type: 'dragino-lse01',
      guessed_type: null,
      sensor_id: 'S1',
      depth_cm: 10,
      last_uplink_at: null,
      rssi: null,
      snr: null,
      best_gateway: null,
      lost_last_day: null,
      battery_v: null,
      battery_percent: null,
      parked: {
        reason: 'undecodable',
        detail: "The sensor's values are outside what it can measure (moisture 655.35 %, soil temperature 20 °C)",
        detail_code: 'values_outside_probe',
        detail_values: { moisture: 655.35, temperature_c: 20 },
        at: '2026-11-27T06:00:00Z',
        f_port: 2,
        payload: 'DRgBBgTaAAAAAA==',
      },
    };
    renderSpanish(<ParkedPayloads devices={[device]} />);
    const row = screen.getAllByRole('row')[1]!.textContent!;
    expect(row).toContain('Datos no entendidos');
    expect(row).toContain('(humedad 655,35 %, temperatura del suelo 68 °F)');
    expect(row).toContain('Revisa el tipo de dispositivo elegido al emparejar');
    expect(row).not.toContain('°C');
  });

  it("the advice's reason and band note, and the budget's notes, read in Spanish and US dates, English ignored", () => {
    const w = wordsIn('en-US', 'us');
    const kc = kcRule({ crop: 'tomato', planting_date: '2026-04-20' });
    const basis = {
      kc_note: 'ignored',
      kc_note_code: kc.noteCode,
      kc_note_values: kc.noteValues,
      storage_note: 'ignored',
      storage_note_code: 'weeks_without_reading' as const,
      storage_note_values: { weeks: 3 },
    };
    expect(budgetNoteWords(basis as never, w).kc).toMatch(/from its planting on 04\/20\/2026 /);
    const sp = budgetNoteWords(basis as never, wordsIn('es', 'us'));
    expect(sp.kc).toMatch(/^Kc de Tomate desde su siembra el 20\/04\/2026 \(FAO-56: 0,6 inicial/);
    expect(sp.storage).toMatch(/^3 semanas no tuvieron lectura/);
    // Without a code (an older answer) the English stays as it came.
    expect(budgetNoteWords({ ...basis, kc_note_code: undefined, storage_note_code: null } as never, w)).toEqual({
      kc: 'ignored',
      storage: 'ignored',
    });

    const r = recommend({
      now: 0,
      today: '2026-06-10',
      zone: ZONE,
      system: undefined,
      sensors: [{ sensorId: 'S1', measuredAt: 0, values: [25, 25, 25], skill24: [] }],
      weather: null,
    });
    expect(r.basis.reason_code).toBe('no_system');
    expect(r.basis.skill).toMatchObject({ note_code: 'too_little_history', note_values: { count: 0, needed: 24 } });
    const spanish = wordsIn('es', 'us');
    expect(reasonWords(r, spanish)).toBe(
      'La zona no tiene su sistema de riego configurado. Indica su caudal de aplicación (y el cultivo) para recibir ' +
        'un consejo.',
    );
    const lines = basisWords(r, 'UTC', spanish);
    expect(lines).toContain(
      'Falta historial para saber cuánto puede fallar: 0 de 24 pronósticos del día siguiente comprobados hasta ahora.',
    );
    expect(lines.join(' ')).not.toMatch(/Too little history|irrigation system/);
  });
});
