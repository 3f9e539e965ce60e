/**
 * Numbers, quantities and days in the person's units and locale:
 * `const f = useFormat(); f.quantity('water', 12.5)` → "12.5 mm" or "0.49 in";
 * `f.day(date)` → 27/11/2026 (en-AU, es) or 11/27/2026 (en-US).
 * Inputs: `f.toInput('water', si)` shows a stored value for editing, `f.fromInput('water', typed)`
 * gives back the SI value to send (shared/units: they round-trip exactly).
 */
import { useMemo } from 'react';
import { formatDateTimeIn, formatDayIn, formatTimeIn, parseDayIn } from '@shared/i18n/dates';
import type { Locale } from '@shared/i18n/locales';
import {
  formatDecimal,
  formatQuantity,
  fromInput,
  parseDecimalInput,
  type Quantity,
  type QuantityFormat,
  toInput,
  toShown,
  type UnitSystem,
  unitSymbol,
} from '@shared/units';
import { useShownSettings } from './settings-context';

export interface Format {
  locale: Locale;
  units: UnitSystem;
  quantity: (q: Quantity, si: number, opts?: Omit<QuantityFormat, 'locale'>) => string;
  unit: (q: Quantity) => string;
  /** An SI value in the person's units, rounded as shown (a chart's data point). */
  shown: (q: Quantity, si: number, decimals?: number) => number;
  toInput: (q: Quantity, si: number) => number;
  fromInput: (q: Quantity, typed: number) => number;
  /** `fixed` keeps trailing zeros ("23.0"). */
  number: (n: number, decimals?: number, fixed?: boolean) => string;
  /** Typed decimal text ("12,5" in Spanish) → number, or null. */
  parseNumber: (text: string) => number | null;
  day: (d: Date | number) => string;
  time: (d: Date | number) => string;
  dateTime: (at: number | string | Date) => string;
  parseDay: (text: string) => Date | null;
}

export function formatFor(locale: Locale, units: UnitSystem): Format {
  return {
    locale,
    units,
    quantity: (q, si, opts) => formatQuantity(q, si, units, { ...opts, locale }),
    unit: (q) => unitSymbol(q, units),
    shown: (q, si, decimals) => toShown(q, si, units, decimals),
    toInput: (q, si) => toInput(q, si, units),
    fromInput: (q, typed) => fromInput(q, typed, units),
    number: (n, decimals = 1, fixed = false) => formatDecimal(n, locale, decimals, fixed),
    parseNumber: (text) => parseDecimalInput(text, locale),
    day: (d) => formatDayIn(locale, d),
    time: (d) => formatTimeIn(locale, d),
    dateTime: (at) => formatDateTimeIn(locale, at),
    parseDay: (text) => parseDayIn(locale, text),
  };
}

export function useFormat(): Format {
  const { locale, units } = useShownSettings();
  return useMemo(() => formatFor(locale, units), [locale, units]);
}
