/**
 * What the report writes with: the person's messages (`t`, their language) and formats (`f`, their
 * units and locale). The dialog passes the app's own; tests build them for any locale and units.
 * The report's figures keep their decimals ("0.0 mm", "0.00 in") so the columns of its tables line up.
 */
import { cropTypeKey, SOIL_TYPE_KEYS } from '@shared/i18n/labels/agronomy';
import type { Locale } from '@shared/i18n/locales';
import type { Quantity, UnitSystem } from '@shared/units';
import { formatFor } from '../../../lib/i18n/use-format';
import type { Words } from '../../../lib/words';

export type Translate = Words['t'];

export const reportWords = (t: Translate, locale: Locale, units: UnitSystem): Words => ({
  t,
  f: formatFor(locale, units),
});

/**
 * Spaces the built-in PDF font lacks (the narrow no-break space some locales put before "am"/"pm",
 * the thin space) as plain spaces.
 */
export const printable = (text: string): string => text.replace(/[\u2009\u202f]/g, ' ');

/** An SI value in the person's units with the quantity's usual decimals, all of them written. */
export const fixedQuantity = (w: Words, q: Quantity, si: number, opts: { bare?: boolean } = {}): string =>
  w.f.quantity(q, si, { ...opts, fixed: true });

/** A signed figure of a change: "+1.5", "-2.0" ("0.0" without a sign). */
export function signedQuantity(w: Words, q: Quantity, si: number): string {
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
export function cropText({ t }: Pick<Words, 't'>, crop: string): string {
  const key = cropTypeKey(crop);
  return key ? t(key) : crop;
}

/** A soil type in the person's language; one the app does not know, as stored. */
export function soilText({ t }: Pick<Words, 't'>, soil: string): string {
  return Object.hasOwn(SOIL_TYPE_KEYS, soil) ? t(SOIL_TYPE_KEYS[soil as keyof typeof SOIL_TYPE_KEYS]) : soil;
}
