/**
 * The small words inside an alert, in the reader's language and units: quantities (stored SI,
 * written in the reader's units and decimal mark), times in the place's time zone, and the SMS's
 * plain alphabet. Pure.
 */
import { languageOf, type Locale } from '@shared/i18n/locales';
import { ENGLISH_MESSAGES } from '@shared/i18n/catalogue';
import { translatorFor, type Translator } from '@shared/i18n/translator';
import { formatDecimal, formatQuantity } from '@shared/units/format';
import { toShown, unitSymbol, type UnitSystem } from '@shared/units/quantities';

/** Whom an alert is written for: their language (a translator in their locale) and their units. */
export interface Reader {
  tr: Translator;
  units: UnitSystem;
}

/** Metric and English (Australia): the product's home, and the texts of a person who never chose. */
export const DEFAULT_READER: Reader = { tr: translatorFor('en-AU', ENGLISH_MESSAGES), units: 'metric' };

const fixed = new Map<string, Intl.NumberFormat>();
/** A number with exactly `decimals` decimals in the locale ("21.0", "21,0"). */
function fixedDecimals(n: number, locale: Locale, decimals: number): string {
  const key = `${locale}|${decimals}`;
  let f = fixed.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    fixed.set(key, f);
  }
  return f.format(n);
}

/** Volumetric moisture: "18.2%", and "18,2 %" as Spanish writes it. Moisture is % in every unit system. */
export const pctWords = (v: number | undefined, locale: Locale) => {
  const sign = languageOf(locale) === 'es' ? ' %' : '%';
  return v === undefined ? `?${sign}` : `${fixedDecimals(Math.round(v * 10) / 10, locale, 1)}${sign}`;
};

export const voltsWords = (v: number | undefined, locale: Locale) =>
  v === undefined ? '? V' : `${fixedDecimals(v, locale, 2)} V`;

/** "−1.5 °C", "29.3 °F", "0 °C": tenths only when there are any, a true minus sign. */
export function temperatureWords(c: number | undefined, units: UnitSystem, locale: Locale): string {
  const unit = unitSymbol('temperature', units);
  if (c === undefined || !Number.isFinite(c)) return `? ${unit}`;
  const r = toShown('temperature', c, units, 1) + 0;
  return `${r < 0 ? '−' : ''}${formatDecimal(Math.abs(r), locale, 1)} ${unit}`;
}

/** A depth below the surface (cm stored): "50 cm", "19.7 in". */
export const depthWords = (cm: number, r: Reader) => formatQuantity('depth', cm, r.units, { locale: r.tr.locale });

/** Water to apply (mm stored): whole millimetres from 10 up, one decimal below; inches in hundredths. */
export function waterWords(mm: number, r: Reader): string {
  if (r.units === 'us') return formatQuantity('water', mm, 'us', { locale: r.tr.locale });
  return `${formatDecimal(mm >= 10 ? Math.round(mm) : Math.round(mm * 10) / 10, r.tr.locale, 1)} mm`;
}

/**
 * "Thu 6 am", "Thu 6:30 am" in the place's time zone (English); "jue 06:00" (Spanish, 24 hours
 * as Spain and Latin America read a message).
 */
export function shortTime(ms: number, timeZone = 'UTC', locale: Locale = 'en-AU'): string {
  const spanish = languageOf(locale) === 'es';
  const parts = new Intl.DateTimeFormat(spanish ? 'es' : 'en-AU', {
    timeZone,
    weekday: 'short',
    hour: spanish ? '2-digit' : 'numeric',
    minute: '2-digit',
    ...(spanish ? { hourCycle: 'h23' as const } : { hour12: true }),
  }).formatToParts(new Date(ms));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const minute = get('minute');
  if (spanish) return `${get('weekday').replace(/\.$/, '')} ${get('hour')}:${minute}`;
  const period = get('dayPeriod').toLowerCase().replace(/\./g, '');
  return `${get('weekday')} ${get('hour')}${minute === '00' ? '' : `:${minute}`} ${period}`.trim();
}

/**
 * SMS in the GSM 7-bit alphabet: "°", the true minus and Spanish "á í ó ú" (not in it; "é ñ ü ¿ ¡"
 * are) would turn the whole message into UCS-2, 70 characters a part instead of 160, so the SMS
 * writes "-1.5C" where the app writes "−1.5 °C", and "dia" for "día" as texters do.
 */
export const smsSafe = (text: string) =>
  text
    .replace(/\u2212/g, '-')
    .replace(/ ?°([CF])/g, '$1')
    .replace(/[áÁíÍóÓúÚ]/g, (c) => ({ á: 'a', Á: 'A', í: 'i', Í: 'I', ó: 'o', Ó: 'O', ú: 'u', Ú: 'U' })[c] ?? c);
