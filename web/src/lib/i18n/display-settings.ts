/**
 * The units and locale the app shows: the signed-in person's saved settings; before sign-in, or
 * until the person first saves, what the browser's languages suggest. The last settings seen are
 * kept in local storage so the next start (offline included) opens in the right language at once.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
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

/** The stored text (a primitive, so React can compare snapshots of it), or null. */
function storedText(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remembered(text: string | null = storedText()): DisplaySettings | null {
  try {
    const raw = JSON.parse(text ?? 'null') as Partial<DisplaySettings> | null;
    if (raw && isLocale(raw.locale) && (raw.units === 'metric' || raw.units === 'us'))
      return { units: raw.units, locale: raw.locale };
  } catch {
    // unreadable storage: the browser's suggestion
  }
  return null;
}

/**
 * The settings to start in before the account answers, or without the app's providers (the
 * boot-error pages): the last ones this device remembers, else the browser's suggestion.
 */
export const startingDisplaySettings = (): DisplaySettings => remembered() ?? browserDisplaySettings();

// A choice made before sign-in (the language on the sign-in page) re-renders whoever shows settings.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Remember settings chosen while signed out (the sign-in page's language): used until the person saves theirs. */
export function rememberDisplaySettings(settings: DisplaySettings): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ units: settings.units, locale: settings.locale }));
  for (const listener of listeners) listener();
}

/** The settings the app uses now. */
export function useDisplaySettings(): ShownSettings {
  const { auth } = useAuth();
  const query = useSettingsQuery(auth.isAuthenticated);
  const saved = auth.isAuthenticated && query.data?.chosen ? query.data : null;
  const stored = useSyncExternalStore(subscribe, storedText);
  useEffect(() => {
    if (saved) localStorage.setItem(STORAGE_KEY, JSON.stringify({ units: saved.units, locale: saved.locale }));
  }, [saved]);
  return useMemo(() => {
    if (saved) return { units: saved.units, locale: saved.locale, chosen: true };
    return { ...(remembered(stored) ?? browserDisplaySettings()), chosen: false };
  }, [saved, stored]);
}

/** Forget the remembered settings (sign-out: the next person starts from their own browser's). */
export const forgetDisplaySettings = () => localStorage.removeItem(STORAGE_KEY);
