/**
 * The units and locale the app shows: the signed-in person's saved settings; before sign-in, or
 * until the person first saves, what the browser's languages suggest. The last settings seen are
 * kept in local storage so the next start (offline included) opens in the right language at once.
 */
import { useEffect, useMemo } from 'react';
import { defaultLocale, isLocale } from '@shared/i18n/locales';
import type { DisplaySettings } from '@shared/settings/schemas';
import { defaultUnitSystem } from '@shared/units/defaults';
import { useSettingsQuery } from '../../api/settings';
import { useAuth } from '../auth/auth-provider';

const STORAGE_KEY = 'fieldwise.display';

export interface ShownSettings extends DisplaySettings {
  /** True when the person saved these; false while they are the browser's suggestion. */
  chosen: boolean;
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];

/** What the browser suggests. */
export function browserDisplaySettings(languages: readonly string[] = browserLanguages()): DisplaySettings {
  return { units: defaultUnitSystem(languages), locale: defaultLocale(languages) };
}

function remembered(): DisplaySettings | null {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<DisplaySettings> | null;
    if (raw && isLocale(raw.locale) && (raw.units === 'metric' || raw.units === 'us'))
      return { units: raw.units, locale: raw.locale };
  } catch {
    // unreadable storage: the browser's suggestion
  }
  return null;
}

/** The settings the app uses now. */
export function useDisplaySettings(): ShownSettings {
  const { auth } = useAuth();
  const query = useSettingsQuery(auth.isAuthenticated);
  const saved = auth.isAuthenticated && query.data?.chosen ? query.data : null;
  useEffect(() => {
    if (saved) localStorage.setItem(STORAGE_KEY, JSON.stringify({ units: saved.units, locale: saved.locale }));
  }, [saved]);
  return useMemo(() => {
    if (saved) return { units: saved.units, locale: saved.locale, chosen: true };
    return { ...(remembered() ?? browserDisplaySettings()), chosen: false };
  }, [saved]);
}

/** Forget the remembered settings (sign-out: the next person starts from their own browser's). */
export const forgetDisplaySettings = () => localStorage.removeItem(STORAGE_KEY);
