/**
 * The water budget chart's data (pure): per week, four bars in the person's units (mm or in) —
 * rain and irrigation (in), crop water use (ETc, out) and the change in stored water (up or
 * down) — and the budget in words.
 */
import type { WaterBudgetAnswer, WaterBudgetTotals, WaterBudgetWeek } from '@shared/irrigation/water-budget';
import type { MessageKey } from '@shared/i18n/catalogue';
import { dayLabel, waterText } from '../../../../components/charts/evaporation-series';
import type { Words } from '../../../../lib/words';

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

export const WATER_BUDGET_SERIES: readonly { key: BudgetKey; label: MessageKey; color: string }[] = [
  { key: 'rain_mm', label: 'dashboard.budgetRain', color: '#2a6f97' },
  { key: 'irrigation_mm', label: 'dashboard.budgetIrrigation', color: '#14a3a3' },
  { key: 'etc_mm', label: 'dashboard.budgetEtc', color: '#d08a2c' },
  { key: 'storage_change_mm', label: 'dashboard.budgetStorage', color: '#2f7a4a' },
];

/** "3 Nov" for a week starting on 3 November; "3 Nov (4 d)" for a short last week. */
export const weekLabel = ({ t, f }: Words, w: Pick<WaterBudgetWeek, 'week_start' | 'days'>) =>
  w.days < 7
    ? t('dashboard.budgetShortWeek', { week: dayLabel(w.week_start, f.locale), days: w.days })
    : dayLabel(w.week_start, f.locale);

/** The bars in the person's units (mm or in). */
export function budgetBars(
  w: Words,
  answer: WaterBudgetAnswer | undefined,
): {
  labels: string[];
  series: { label: string; color: string; values: (number | null)[] }[];
} {
  const weeks = answer?.weeks ?? [];
  const shown = (v: number | null) => (v === null ? null : w.f.shown('water', v));
  return {
    labels: weeks.map((week) => weekLabel(w, week)),
    series: WATER_BUDGET_SERIES.map((s) => ({
      label: w.t(s.label),
      color: s.color,
      values: weeks.map((week) => shown(week[s.key])),
    })),
  };
}

/** A shown value (already in the person's units) with its unit, trailing zeros kept. */
export const budgetValue = ({ t, f }: Words, shown: number | null, sign = false): string => {
  if (shown === null) return t('dashboard.notKnown');
  return `${sign && shown > 0 ? '+' : ''}${waterText(f, shown)}`;
};

/** The totals in a sentence: "rain 32.0 mm, irrigation 40.0 mm, crop water use 58.1 mm, stored water +6.0 mm". */
export function describeTotals(w: Words, totals: WaterBudgetTotals): string {
  const v = (si: number | null, sign = false) => budgetValue(w, si === null ? null : w.f.shown('water', si), sign);
  const values = {
    rain: v(totals.rain_mm),
    irrigation: v(totals.irrigation_mm),
    etc: v(totals.etc_mm),
    storage: v(totals.storage_change_mm, true),
  };
  return totals.balance_mm === null
    ? w.t('dashboard.budgetTotals', values)
    : w.t('dashboard.budgetTotalsBalance', { ...values, balance: v(totals.balance_mm, true) });
}

/** The chart in words: the zone, the weeks covered and the totals. */
export function describeBudget(w: Words, zoneName: string, answer: WaterBudgetAnswer): string {
  const weeks = answer.weeks;
  if (!weeks.length) return w.t('dashboard.budgetNoWeeks', { zone: zoneName });
  return w.t('dashboard.budgetOf', {
    zone: zoneName,
    count: weeks.length,
    from: dayLabel(weeks[0]!.week_start, w.f.locale),
    totals: describeTotals(w, answer.totals),
  });
}
