/**
 * The water budget as the web app shows it: the chart's bars and summary words, the report's
 * weekly table and summary rows, the season range; and the wizard's soil-point evidence and what
 * "Use these" fills in.
 */
import { describe, expect, it } from 'vitest';
import type { WaterBudgetAnswer } from '@shared/irrigation/water-budget';
import type { SoilPointSuggestion } from '@shared/irrigation/soil-points';
import type { Polygon } from '@shared/geo';
import {
  budgetBars,
  budgetWindow,
  describeBudget,
} from '../../../web/src/features/dashboard/components/charts/water-budget-series';
import {
  budgetNote,
  budgetSummaryRows,
  budgetTableRows,
} from '../../../web/src/features/report/rules/water-budget-rows';
import { EN } from './report/support/words';
import { fieldDaysRange, seasonRange } from '../../../web/src/features/report/components/use-report-data';
import {
  evidence,
  rowLabel,
  suggestedShare,
  suggestionActions,
} from '../../../web/src/features/management/components/zone-wizard/soil-point-rules';
import {
  initialZoneWizardState,
  zonePayload,
  zoneWizardReducer,
} from '../../../web/src/features/management/components/zone-wizard/state';
import { formatFor } from '../../../web/src/lib/i18n/use-format';
import { wordsIn } from './support/words';

const en = wordsIn();

const answer: WaterBudgetAnswer = {
  weeks: [
    {
      week_start: '2026-11-02',
      days: 7,
      rain_mm: 15,
      irrigation_mm: 20,
      etc_mm: 28,
      storage_change_mm: 4,
      balance_mm: 3,
    },
    {
      week_start: '2026-11-09',
      days: 3,
      rain_mm: null,
      irrigation_mm: 0,
      etc_mm: 9.5,
      storage_change_mm: null,
      balance_mm: null,
    },
  ],
  totals: { rain_mm: 15, irrigation_mm: 20, etc_mm: 37.5, storage_change_mm: null, balance_mm: null },
  basis: {
    time_zone: 'Australia/Sydney',
    start: 0,
    end: 0,
    crop: null,
    crop_name: null,
    planting_date: null,
    kc_source: 'default',
    kc_note: 'Kc 1 (ETc = ET0): no crop and planting date set on the zone',
    kc_note_code: 'no_crop_or_planting',
    kc_note_values: null,
    root_depth_cm: 30,
    root_depth_source: 'default',
    sensor_ids: [],
    storage_note: 'No sensor lies inside this zone, so the change in stored water is not known.',
    storage_note_code: 'no_sensor',
    storage_note_values: null,
    weather_source: 'simulated',
    irrigation_entries: 1,
  },
};

describe('water budget chart', () => {
  it('one group per week (a short week says its days), four series, unknowns as gaps', () => {
    const bars = budgetBars(en, answer);
    expect(bars.labels).toEqual(['2 Nov', '9 Nov (3 d)']);
    expect(bars.series.map((s) => [s.label, s.values])).toEqual([
      ['Rain', [15, null]],
      ['Irrigation', [20, 0]],
      ['Crop water use (ETc)', [28, 9.5]],
      ['Change in stored water', [4, null]],
    ]);
  });

  it('says the totals in words', () => {
    expect(describeBudget(en, 'West block', answer)).toBe(
      'Water budget of West block, 2 weeks from 2 Nov: rain 15.0 mm, irrigation 20.0 mm, crop water use (ETc) 37.5 ' +
        'mm, change in stored water not known.',
    );
  });
});

describe('water budget in the report', () => {
  it('a row per week and a total; the summary rows of the report days and the season', () => {
    expect(budgetTableRows(answer, EN)).toEqual([
      ['2 Nov 2026', '15.0', '20.0', '28.0', '+4.0', '+3.0'],
      ['9 Nov 2026 (3 d)', 'n/a', '0.0', '9.5', 'n/a', 'n/a'],
      ['Total', '15.0', '20.0', '37.5', 'n/a', 'n/a'],
    ]);
    const season = {
      ...answer,
      totals: { ...answer.totals, storage_change_mm: -2 },
      basis: { ...answer.basis, planting_date: '2026-10-01' },
    };
    expect(budgetSummaryRows({ range: answer, season }, EN, true)).toEqual([
      [
        'Water budget, report days',
        'rain 15.0 mm (simulated), irrigation 20.0 mm, crop use (ETc) 37.5 mm (simulated), change in stored water ' +
          'not known',
      ],
      [
        'Water budget, season since 1 Oct 2026',
        'rain 15.0 mm (simulated), irrigation 20.0 mm, crop use (ETc) 37.5 mm (simulated), change in stored water ' +
          '-2.0 mm',
      ],
    ]);
    expect(budgetSummaryRows({ range: null, season: null }, EN)).toEqual([
      ['Water budget, report days', 'not available'],
    ]);
    expect(budgetNote(answer, EN)).toMatch(/^Kc 1 .*30 cm of roots.*No sensor lies inside this zone/);
  });

  it('chosen days are whole days at the field; the season from planting-day midnight there, if answerable', () => {
    const tz = 'Australia/Sydney';
    // 19 to 26 November in Sydney (UTC+11): 18 Nov 13:00 UTC to 26 Nov 12:59:59 UTC.
    expect(fieldDaysRange(['2026-11-19', '2026-11-20', '2026-11-26'], tz, Date.parse('2027-01-01T00:00:00Z'))).toEqual({
      start: Date.parse('2026-11-18T13:00:00Z') / 1000,
      end: Date.parse('2026-11-26T13:00:00Z') / 1000 - 1,
    });
    // A last day that is today ends now.
    const now = Date.parse('2026-11-26T02:00:00Z');
    expect(fieldDaysRange(['2026-11-25', '2026-11-26'], tz, now)?.end).toBe(now / 1000);
    expect(fieldDaysRange([], tz)).toBeUndefined();
    const end = Date.parse('2026-11-20T00:00:00Z') / 1000;
    expect(seasonRange('2026-10-01', end, tz)).toEqual({ start: Date.parse('2026-09-30T14:00:00Z') / 1000, end });
    expect(seasonRange(undefined, end, tz)).toBeUndefined();
    expect(seasonRange('2026-12-01', end, tz)).toBeUndefined();
    expect(seasonRange('2024-01-01', end, tz)).toBeUndefined();
  });
});

describe('soil-point suggestions in the zone wizard', () => {
  const rows: SoilPointSuggestion[] = [
    { depth_cm: 10, full_point: 31.2, n_events: 7, spread: 1.2, refill_point: 22, refill_basis: 'stress-onset' },
    { depth_cm: 50, full_point: 35, n_events: 4, spread: 0.8, refill_point: 26, refill_basis: 'share' },
    { depth_cm: 100, full_point: null, n_events: 1, spread: null, refill_point: null, refill_basis: 'share' },
  ];

  it("names the wizard's rows as the table does (the sensor's 10 cm goes to the 25 cm row)", () => {
    expect([10, 50, 100].map((d) => rowLabel(d))).toEqual(['25 cm', '75 cm', '125 cm']);
  });

  it('words the evidence, or how many more wettings a depth needs', () => {
    expect(evidence(rows[0]!)).toBe('from 7 wettings, spread ± 1.2 %');
    expect(evidence(rows[2]!)).toBe('1 wetting so far: 2 more needed');
  });

  it(`"Use these" fills suggested field capacities and the refill share from the primary depth's onset`, () => {
    let state = initialZoneWizardState({ fields: [] });
    state = zoneWizardReducer(state, { type: 'percent', depth: 50, key: 'wp', value: '12' });
    // (22 − 12) / (31.2 − 12) = 0.52 → 0.5 on the share's 0.05 steps.
    expect(suggestedShare(rows, state)).toBe(0.5);
    for (const a of suggestionActions(rows, state)) state = zoneWizardReducer(state, a);
    expect(state.layers[50].fc).toBe('31.2');
    expect(state.layers[100].fc).toBe('35');
    expect(state.layers[150].fc).toBe(initialZoneWizardState({ fields: [] }).layers[150].fc);
    expect(state.refillShare).toBe('0.5');
    // A share-based refill at the primary depth leaves the share alone.
    expect(suggestedShare(rows, { ...state, interest: 100 })).toBeUndefined();
  });

  const square: Polygon = {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ],
  };
  it('"Use these" in Spanish reads the typed "12,5" and writes 31,2 with a comma', () => {
    let state = initialZoneWizardState({ fields: [], f: formatFor('es', 'metric') });
    state = zoneWizardReducer(state, { type: 'percent', depth: 50, key: 'wp', value: '12,5' });
    // (22 − 12.5) / (31.2 − 12.5) = 0.508 → 0.5
    expect(suggestedShare(rows, state)).toBe(0.5);
    for (const a of suggestionActions(rows, state)) state = zoneWizardReducer(state, a);
    expect(state.layers[50].fc).toBe('31,2');
    expect(zonePayload({ ...state, zoneName: 'Zona A', polygon: square })?.fieldCapacity50).toBe(31.2);
  });
});

describe('the dashboard budget window', () => {
  it('whole weeks ending on the period’s last day, at least 8', () => {
    const now = 1_800_000_000;
    expect(budgetWindow(undefined, now)).toEqual({ start: now - 55 * 86_400, end: now, weeks: 8 });
    expect(budgetWindow({ start: now - 30 * 86_400, end: now }, now + 5)).toEqual({
      start: now - 55 * 86_400,
      end: now,
      weeks: 8,
    });
    expect(budgetWindow({ start: now - 365 * 86_400, end: now }, now)).toEqual({
      start: now - (53 * 7 - 1) * 86_400,
      end: now,
      weeks: 53,
    });
  });
});
