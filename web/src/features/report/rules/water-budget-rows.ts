/**
 * The report's water budget per zone (pure): the weekly table's rows, and the totals of the
 * report's days and of the season since planting as rows of the zone summary. Plain Latin-1 text
 * so the report keeps its built-in font.
 */
import type { WaterBudgetAnswer, WaterBudgetTotals } from '@shared/irrigation/water-budget';
import { dayWords } from '@shared/time/local-dates';
import { SIMULATED_WEATHER } from '@shared/weather/simulated';

export interface ZoneBudgets {
  /** Over the report's range; null when it could not be had. */
  range: WaterBudgetAnswer | null;
  /** From the zone's planting date to the report's end; null without a planting date (or when it could not be had). */
  season: WaterBudgetAnswer | null;
}

const mm = (v: number | null) => (v === null ? 'n/a' : v.toFixed(1));
const signed = (v: number | null) => (v === null ? 'n/a' : `${v > 0 ? '+' : ''}${v.toFixed(1)}`);

export const BUDGET_TABLE_HEAD = [
  'Week from',
  'Rain mm',
  'Irrigation mm',
  'Crop use (ETc) mm',
  'Change in stored water mm',
  'Unaccounted mm',
];

export function budgetTableRows(b: WaterBudgetAnswer): string[][] {
  const rows = b.weeks.map((w) => [
    `${dayWords(w.week_start)}${w.days < 7 ? ` (${w.days} d)` : ''}`,
    mm(w.rain_mm),
    mm(w.irrigation_mm),
    mm(w.etc_mm),
    signed(w.storage_change_mm),
    signed(w.balance_mm),
  ]);
  const t = b.totals;
  return [
    ...rows,
    ['Total', mm(t.rain_mm), mm(t.irrigation_mm), mm(t.etc_mm), signed(t.storage_change_mm), signed(t.balance_mm)],
  ];
}

const totalsText = (t: WaterBudgetTotals, simulated: boolean) => {
  const weather = simulated ? SIMULATED_WEATHER.figureSuffix : '';
  const stored = t.storage_change_mm === null ? 'not known' : `${signed(t.storage_change_mm)} mm`;
  return (
    `rain ${mm(t.rain_mm)} mm${weather}, irrigation ${mm(t.irrigation_mm)} mm, ` +
    `crop use (ETc) ${mm(t.etc_mm)} mm${weather}, change in stored water ${stored}`
  );
};

/** The zone summary's budget rows: the report's days, then the season since planting when known. */
export function budgetSummaryRows(b: ZoneBudgets, simulatedWeather = false): [string, string][] {
  const rows: [string, string][] = [];
  if (b.range) rows.push(['Water budget, report days', totalsText(b.range.totals, simulatedWeather)]);
  else rows.push(['Water budget, report days', 'not available']);
  if (b.season?.basis.planting_date)
    rows.push([
      `Water budget, season since ${dayWords(b.season.basis.planting_date)}`,
      totalsText(b.season.totals, simulatedWeather),
    ]);
  return rows;
}

/** The basis in one line under the weekly table. */
export const budgetNote = (b: WaterBudgetAnswer) =>
  `${b.basis.kc_note}. Stored water over ${b.basis.root_depth_cm} cm of roots; irrigation is the logged depth ` +
  `applied.${b.basis.storage_note ? ` ${b.basis.storage_note}` : ''}`;
