/**
 * A person who never chose sees the browser's suggestion (or the settings last seen on this
 * device); the server knows nothing of it, so their e-mails and SMS would come in the product's
 * defaults. On the first signed-in load where the server says `chosen: false`, what the person sees
 * is saved as theirs, once: a grower who signs up in Spanish gets Spanish mail from the start.
 */
import { useEffect, useRef } from 'react';
import { useSaveSettings, useSettingsQuery } from '../../api/settings';
import { useAuth } from '../auth/auth-provider';
import type { ShownSettings } from './display-settings';

export function useKeepSuggestedSettings(shown: ShownSettings): void {
  const { auth } = useAuth();
  const query = useSettingsQuery(auth.isAuthenticated);
  const { mutate } = useSaveSettings();
  // One attempt per signed-in person and page load: a failure (offline) is tried again next load.
  const triedFor = useRef<string | null>(null);
  const unchosen = auth.isAuthenticated && query.data?.chosen === false;
  const person = auth.userName ?? '';
  useEffect(() => {
    if (!unchosen || shown.chosen || triedFor.current === person) return;
    triedFor.current = person;
    // `suggested`: the server stores it only if no choice was saved meanwhile (another tab or device).
    mutate({ units: shown.units, locale: shown.locale, suggested: true });
  }, [unchosen, person, shown.chosen, shown.units, shown.locale, mutate]);
}
