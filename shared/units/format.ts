/**
 * A quantity as text in the grower's units and locale: "12.5 mm", "0.49 in", "12,5 mm" in Spanish.
 * The web app, the PDF, e-mails and SMS all write quantities through this.
 */
import { type Quantity, QUANTITIES, toShown, type UnitSystem, unitSymbol } from './quantities';

export interface QuantityFormat {
  /** The formatting locale ('en-AU', 'en-US', 'es'); default 'en-AU'. */
  locale?: string;
  /** Decimals instead of the quantity's usual ones. */
  decimals?: number;
  /** Without the unit symbol. */
  bare?: boolean;
  /** Keep the trailing zeros ("6.0 mm", "1.00 in"): readings in a table or a label keep one width. */
  fixed?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, decimals: number, fixed = false): Intl.NumberFormat {
  const key = `${locale}|${decimals}|${fixed}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, minimumFractionDigits: fixed ? decimals : 0 });
    formatters.set(key, f);
  }
  return f;
}

/** A plain number in the locale ("1,234.5" / "1234,5"); `fixed` keeps trailing zeros ("23.0"). */
export const formatDecimal = (n: number, locale = 'en-AU', decimals = 1, fixed = false): string =>
  numberFormat(locale, decimals, fixed).format(n);

/** An SI value as text in the grower's units. */
export function formatQuantity(q: Quantity, si: number, system: UnitSystem, opts: QuantityFormat = {}): string {
  const decimals = opts.decimals ?? QUANTITIES[q].showDecimals[system];
  const text = numberFormat(opts.locale ?? 'en-AU', decimals, opts.fixed).format(toShown(q, si, system, decimals));
  if (opts.bare) return text;
  const unit = unitSymbol(q, system);
  return `${text} ${unit}`;
}

/**
 * Decimal text as a person types it in their locale: "12.5", and "12,5" where the comma is the
 * decimal mark (Spanish). Null when it is no number. Group separators are not accepted: "1,234" in
 * English is ambiguous to a person in a field, so it is refused rather than guessed.
 */
export function parseDecimalInput(text: string, locale = 'en-AU'): number | null {
  const commaDecimal = formatDecimal(1.5, locale).includes(',');
  let t = text.trim();
  if (commaDecimal) t = t.replace(',', '.');
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}
