/**
 * The languages and formatting locales the product speaks. A person's locale is their language
 * (the message catalogue: English or Spanish) and how days and numbers are written: English
 * (Australia) keeps the spec's dd/MM/yyyy and 24-hour clock; English (United States) writes
 * MM/dd/yyyy and a 12-hour clock; Spanish writes dd/MM/yyyy, 24 hours and a decimal comma.
 */
export const LOCALES = ['en-AU', 'en-US', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-AU';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const languageOf = (locale: Locale): Language => (locale.startsWith('es') ? 'es' : 'en');

/** Each locale's name in its own language, for the chooser. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'en-AU': 'English (Australia)',
  'en-US': 'English (United States)',
  es: 'Español',
};

/** The date-fns patterns of each locale. */
export const DATE_PATTERNS: Readonly<Record<Locale, { day: string; time: string; typedDay: string }>> = {
  'en-AU': { day: 'dd/MM/yyyy', time: 'HH:mm', typedDay: 'd/M/yyyy' },
  'en-US': { day: 'MM/dd/yyyy', time: 'h:mm a', typedDay: 'M/d/yyyy' },
  es: { day: 'dd/MM/yyyy', time: 'HH:mm', typedDay: 'd/M/yyyy' },
};

export const isLocale = (v: unknown): v is Locale =>
  typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/**
 * The locale the browser's languages suggest before the person chooses: any Spanish → 'es';
 * English of the United States → 'en-US'; anything else → 'en-AU' (the product's home).
 */
export function defaultLocale(languages: readonly string[]): Locale {
  for (const raw of languages) {
    const tag = raw.trim().toLowerCase();
    if (tag.startsWith('es')) return 'es';
    if (tag === 'en-us') return 'en-US';
    if (tag.startsWith('en')) return 'en-AU';
  }
  return DEFAULT_LOCALE;
}
