/**
 * The water budget chart's data (pure): per week, four bars in mm — rain and irrigation (in),
 * crop water use (ETc, out) and the change in stored water (up or down) — and the budget in words.
 */
import type { WaterBudgetAnswer, WaterBudgetTotals, WaterBudgetWeek } from '@shared/irrigation/water-budget';
import { dayLabel } from '../../../../components/charts/evaporation-series';

/** The chart shows at least this many weeks: a budget of a few days says little. */
export const MIN_BUDGET_WEEKS = 8;

/**
 * The budget's window for the dashboard's period (epoch s): whole weeks ending on the period's
 * last day, at least 8 of them; without a period, 8 weeks through today.
 */
export function budgetWindow(
  period: { start: number; end: number } | undefined,
  nowS: number,
): { start: number; end: number; weeks: number } {
  const end = period?.end ?? nowS;
  const days = period ? Math.ceil((period.end - period.start) / 86_400) : 0;
  const weeks = Math.max(MIN_BUDGET_WEEKS, Math.ceil(days / 7));
  return { start: end - (weeks * 7 - 1) * 86_400, end, weeks };
}

type BudgetKey = 'rain_mm' | 'irrigation_mm' | 'etc_mm' | 'storage_change_mm';

export const WATER_BUDGET_SERIES: readonly { key: BudgetKey; label: string; color: string }[] = [
  { key: 'rain_mm', label: 'Rain', color: '#2a6f97' },
  { key: 'irrigation_mm', label: 'Irrigation', color: '#14a3a3' },
  { key: 'etc_mm', label: 'Crop water use (ETc)', color: '#d08a2c' },
  { key: 'storage_change_mm', label: 'Change in stored water', color: '#2f7a4a' },
];

/** "3 Nov" for a week starting on 3 November; "3 Nov (4 d)" for a short last week. */
export const weekLabel = (w: Pick<WaterBudgetWeek, 'week_start' | 'days'>) =>
  `${dayLabel(w.week_start)}${w.days < 7 ? ` (${w.days} d)` : ''}`;

export function budgetBars(answer: WaterBudgetAnswer | undefined): {
  labels: string[];
  series: { label: string; color: string; values: (number | null)[] }[];
} {
  const weeks = answer?.weeks ?? [];
  return {
    labels: weeks.map(weekLabel),
    series: WATER_BUDGET_SERIES.map((s) => ({ label: s.label, color: s.color, values: weeks.map((w) => w[s.key]) })),
  };
}

const mm = (v: number | null) => (v === null ? 'not known' : `${v.toFixed(1)} mm`);
const signed = (v: number | null) => (v === null ? 'not known' : `${v > 0 ? '+' : ''}${v.toFixed(1)} mm`);

/** The totals in a sentence: "rain 32.0 mm, irrigation 40.0 mm, crop water use 58.1 mm, stored water +6.0 mm". */
export const describeTotals = (t: WaterBudgetTotals) =>
  `rain ${mm(t.rain_mm)}, irrigation ${mm(t.irrigation_mm)}, crop water use (ETc) ${mm(t.etc_mm)}, change in stored ` +
  `water ${signed(t.storage_change_mm)}` +
  (t.balance_mm === null ? '' : `, unaccounted ${signed(t.balance_mm)} (drainage, run-off and error)`);

/** The chart in words: the zone, the weeks covered and the totals. */
export function describeBudget(zoneName: string, answer: WaterBudgetAnswer): string {
  const weeks = answer.weeks;
  if (!weeks.length) return `Water budget of ${zoneName}: no weeks in the range.`;
  const span = `${weeks.length} week${weeks.length === 1 ? '' : 's'} from ${dayLabel(weeks[0]!.week_start)}`;
  return `Water budget of ${zoneName}, ${span}: ${describeTotals(answer.totals)}.`;
}
