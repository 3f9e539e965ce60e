/** The evaporation chart's data: one bar per day, evaporation in mm with 1 decimal. */
import type { EvaporationAnswer } from '@shared/weather/schemas';
import { round1 } from '../../lib/chart-style';

export interface DayBar {
  /** yyyy-MM-dd. */
  date: string;
  /** Axis label, e.g. "24 Nov". */
  label: string;
  value: number | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "24 Nov" of a yyyy-MM-dd date, without time zones in the way. */
export const dayLabel = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1] ?? ''}`;

/** The rows' dd-MM-yyyy dates as yyyy-MM-dd, oldest first; unreadable dates are left out. */
export function evaporationBars(rows: EvaporationAnswer['data'] | undefined): DayBar[] {
  return (rows ?? [])
    .flatMap((r) => {
      const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(r.date);
      if (!m) return [];
      const date = `${m[3]}-${m[2]}-${m[1]}`;
      return [{ date, label: dayLabel(date), value: Number.isFinite(r.evaporation) ? round1(r.evaporation) : null }];
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The chart in words: the days covered, the total and the highest day. */
export function describeDays(title: string, bars: readonly DayBar[], unit: string): string {
  const known = bars.filter((b): b is DayBar & { value: number } => b.value !== null);
  if (!known.length) return `${title}: no data.`;
  const total = known.reduce((s, b) => s + b.value, 0);
  const top = known.reduce((a, b) => (b.value > a.value ? b : a));
  return (
    `${title}, ${bars[0]!.label} to ${bars[bars.length - 1]!.label}: ${round1(total).toFixed(1)} ${unit} in total, ` +
    `most on ${top.label} (${top.value.toFixed(1)} ${unit}).`
  );
}
