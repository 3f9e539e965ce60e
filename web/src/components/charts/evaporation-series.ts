/** The evaporation chart's data: one bar per day, evaporation in the person's units (mm or in). */
import type { EvaporationAnswer } from '@shared/weather/schemas';
import { format } from 'date-fns';
import { DATE_FNS_LOCALES } from '@shared/i18n/dates';
import type { Locale } from '@shared/i18n/locales';
import type { Format } from '../../lib/i18n/use-format';
import type { Words } from '../../lib/words';

export interface DayBar {
  /** yyyy-MM-dd. */
  date: string;
  /** Axis label, e.g. "24 Nov" ("Nov 24" in the US, "24 nov" in Spanish). */
  label: string;
  /** In the person's units, rounded as shown. */
  value: number | null;
}

/** "24 Nov" of a yyyy-MM-dd date ("Nov 24" in the US, "24 nov" in Spanish), without time zones in the way. */
export function dayLabel(iso: string, locale: Locale = 'en-AU'): string {
  const [y, m, d] = iso.split('-').map(Number);
  const day = new Date(y ?? NaN, (m ?? NaN) - 1, d ?? NaN);
  if (!Number.isFinite(day.getTime())) return iso;
  return format(day, locale === 'en-US' ? 'MMM d' : 'd MMM', { locale: DATE_FNS_LOCALES[locale] });
}

/** The rows' dd-MM-yyyy dates as yyyy-MM-dd, oldest first; unreadable dates are left out. */
export function evaporationBars(rows: EvaporationAnswer['data'] | undefined, f: Format): DayBar[] {
  return (rows ?? [])
    .flatMap((r) => {
      const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(r.date);
      if (!m) return [];
      const date = `${m[3]}-${m[2]}-${m[1]}`;
      const value = Number.isFinite(r.evaporation) ? f.shown('water', r.evaporation) : null;
      return [{ date, label: dayLabel(date, f.locale), value }];
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** A day's water as a chart reads it: the shown value with its unit, trailing zeros kept ("4.0 mm"). */
export const waterText = (f: Format, shown: number): string =>
  `${f.number(shown, f.units === 'us' ? 2 : 1, true)} ${f.unit('water')}`;

/** The chart in words: the days covered, the total and the highest day. */
export function describeDays({ t, f }: Words, title: string, bars: readonly DayBar[]): string {
  const known = bars.filter((b): b is DayBar & { value: number } => b.value !== null);
  if (!known.length) return t('dashboard.daysNoData', { title });
  const total = known.reduce((s, b) => s + b.value, 0);
  const top = known.reduce((a, b) => (b.value > a.value ? b : a));
  return t('dashboard.daysSummary', {
    title,
    from: bars[0]!.label,
    to: bars[bars.length - 1]!.label,
    total: waterText(f, total),
    top: top.label,
    topValue: waterText(f, top.value),
  });
}
