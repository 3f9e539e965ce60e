import { languageOf, type Locale } from '@shared/i18n/locales';

/** Whole Australian dollars as the checkout shows them: 'A$399.00'. */
export const formatAud = (dollars: number): string => `A$${dollars.toFixed(2)}`;

/**
 * Dollars in the person's locale: English keeps 'A$399.00' (the spec's); Spanish writes the
 * amount its own way with the currency's code ('399,00 AUD'), so nobody reads euros or pesos.
 */
export const formatAudIn = (locale: Locale, dollars: number): string =>
  languageOf(locale) === 'en'
    ? formatAud(dollars)
    : new Intl.NumberFormat(locale, { style: 'currency', currency: 'AUD', currencyDisplay: 'code' }).format(dollars);
