/**
 * The report's water budget per zone (pure): the weekly table's rows, and the totals of the
 * report's days and of the season since planting as rows of the zone summary, in the person's
 * language and units (words.ts). The basis notes (the crop coefficient's, the stored water's) are
 * the server's, as it sends them.
 */
import type { WaterBudgetAnswer, WaterBudgetTotals } from '@shared/irrigation/water-budget';
import { dayInWords, fixedQuantity, signedQuantity } from './words';
import type { Words } from '../../../lib/words';
import { budgetNoteWords } from '../../../lib/advice-words';

export interface ZoneBudgets {
  /** Over the report's range; null when it could not be had. */
  range: WaterBudgetAnswer | null;
  /** From the zone's planting date to the report's end; null without a planting date (or when it could not be had). */
  season: WaterBudgetAnswer | null;
}

/** The weekly table's head, each figure's column with its unit. */
export function budgetTableHead({ t, f }: Words): string[] {
  const unit = f.unit('water');
  return [
    t('report.budgetWeekFrom'),
    t('report.budgetRain', { unit }),
    t('report.budgetIrrigation', { unit }),
    t('report.budgetCropUse', { unit }),
    t('report.budgetStorage', { unit }),
    t('report.budgetUnaccounted', { unit }),
  ];
}

export function budgetTableRows(b: WaterBudgetAnswer, w: Words): string[][] {
  const { t } = w;
  const water = (v: number | null) =>
    v === null ? t('report.budgetNotAvailable') : fixedQuantity(w, 'water', v, { bare: true });
  const signed = (v: number | null) => (v === null ? t('report.budgetNotAvailable') : signedQuantity(w, 'water', v));
  const rows = b.weeks.map((wk) => {
    const week = dayInWords(wk.week_start, w.f.locale);
    return [
      wk.days < 7 ? t('report.budgetPartialWeek', { week, days: wk.days }) : week,
      water(wk.rain_mm),
      water(wk.irrigation_mm),
      water(wk.etc_mm),
      signed(wk.storage_change_mm),
      signed(wk.balance_mm),
    ];
  });
  const tot = b.totals;
  return [
    ...rows,
    [
      t('report.budgetTotal'),
      water(tot.rain_mm),
      water(tot.irrigation_mm),
      water(tot.etc_mm),
      signed(tot.storage_change_mm),
      signed(tot.balance_mm),
    ],
  ];
}

function totalsText(tot: WaterBudgetTotals, w: Words, simulated: boolean): string {
  const { t } = w;
  const water = (v: number | null) => (v === null ? t('report.budgetNotAvailable') : fixedQuantity(w, 'water', v));
  const weather = (value: string) => (simulated ? t('report.simulatedFigure', { value }) : value);
  const stored =
    tot.storage_change_mm === null
      ? t('report.budgetNotKnown')
      : `${signedQuantity(w, 'water', tot.storage_change_mm)} ${w.f.unit('water')}`;
  return t('report.budgetTotals', {
    rain: weather(water(tot.rain_mm)),
    irrigation: water(tot.irrigation_mm),
    cropUse: weather(water(tot.etc_mm)),
    stored,
  });
}

/** The zone summary's budget rows: the report's days, then the season since planting when known. */
export function budgetSummaryRows(b: ZoneBudgets, w: Words, simulatedWeather = false): [string, string][] {
  const { t } = w;
  const rows: [string, string][] = [
    [
      t('report.budgetReportDays'),
      b.range ? totalsText(b.range.totals, w, simulatedWeather) : t('report.notAvailable'),
    ],
  ];
  if (b.season?.basis.planting_date)
    rows.push([
      t('report.budgetSeason', { date: dayInWords(b.season.basis.planting_date, w.f.locale) }),
      totalsText(b.season.totals, w, simulatedWeather),
    ]);
  return rows;
}

/** The basis in one line under the weekly table. */
export function budgetNote(b: WaterBudgetAnswer, w: Words): string {
  const notes = budgetNoteWords(b.basis, w);
  const note = w.t('report.budgetNote', {
    kcNote: notes.kc,
    rootDepth: w.f.quantity('depth', b.basis.root_depth_cm),
  });
  return notes.storage ? `${note} ${notes.storage}` : note;
}
