/**
 * What the report writes with: the person's messages (`t`, their language) and formats (`f`, their
 * units and locale). The dialog passes the app's own; tests build them for any locale and units.
 * The report's figures keep their decimals ("0.0 mm", "0.00 in") so the columns of its tables line up.
 */
import type { MessageKey } from '@shared/i18n/catalogue';
import { cropTypeKey, SOIL_TYPE_KEYS } from '@shared/i18n/labels/agronomy';
import type { Locale } from '@shared/i18n/locales';
import type { MessageValues } from '@shared/i18n/translator';
import { QUANTITIES, toShown, type Quantity, type UnitSystem, unitSymbol } from '@shared/units';
import { formatFor, type Format } from '../../../lib/i18n/use-format';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

export interface ReportWords {
  t: Translate;
  f: Format;
}

export const reportWords = (t: Translate, locale: Locale, units: UnitSystem): ReportWords => ({
  t,
  f: formatFor(locale, units),
});

/**
 * Spaces the built-in PDF font lacks (the narrow no-break space some locales put before "am"/"pm",
 * the thin space) as plain spaces.
 */
export const printable = (text: string): string => text.replace(/[\u2009\u202f]/g, ' ');

const fixedFormats = new Map<string, Intl.NumberFormat>();
/** A number with exactly `decimals` decimals in the locale ("12.0", "12,0"). */
export function fixedNumber(n: number, locale: Locale, decimals: number): string {
  const key = `${locale}|${decimals}`;
  let nf = fixedFormats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    fixedFormats.set(key, nf);
  }
  return nf.format(n);
}

/** An SI value in the person's units with the quantity's usual decimals, all of them written. */
export function fixedQuantity(w: ReportWords, q: Quantity, si: number, opts: { bare?: boolean } = {}): string {
  const decimals = QUANTITIES[q].showDecimals[w.f.units];
  const text = fixedNumber(toShown(q, si, w.f.units, decimals), w.f.locale, decimals);
  return opts.bare ? text : `${text} ${unitSymbol(q, w.f.units)}`;
}

/** A signed figure of a change: "+1.5", "-2.0" ("0.0" without a sign). */
export function signedQuantity(w: ReportWords, q: Quantity, si: number): string {
  const text = fixedQuantity(w, q, si, { bare: true });
  return si > 0 && /[1-9]/.test(text) ? `+${text}` : text;
}

/** A calendar day (yyyy-MM-dd) as the locale writes it in words: "3 Dec 2026", "Dec 3, 2026", "3 dic 2026". */
export function dayInWords(day: string, locale: Locale): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A zone's crop type in the person's language; a crop the app does not know, as typed. */
export function cropText({ t }: Pick<ReportWords, 't'>, crop: string): string {
  const key = cropTypeKey(crop);
  return key ? t(key) : crop;
}

/** A soil type in the person's language; one the app does not know, as stored. */
export function soilText({ t }: Pick<ReportWords, 't'>, soil: string): string {
  return Object.hasOwn(SOIL_TYPE_KEYS, soil) ? t(SOIL_TYPE_KEYS[soil as keyof typeof SOIL_TYPE_KEYS]) : soil;
}
