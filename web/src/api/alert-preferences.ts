/** The signed-in grower's alert preferences (resource `alert-preferences`): read and replace as a whole. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertPreferencesInput } from '@shared/alerts/preferences';
import type { AnswerOut, Contract } from '@shared/contract';
import { call } from './client';

/** The preferences and `saved`: false until the grower first saves (the page then proposes the browser's time zone). */
export type AlertPreferencesAnswer = AnswerOut<Contract['getPreferences']>;

export const alertPreferenceKeys = { all: ['alert-preferences'] as const };

export const alertPreferencesQuery = () =>
  queryOptions({
    queryKey: alertPreferenceKeys.all,
    queryFn: ({ signal }) => call('getPreferences', { signal }),
  });

export const useAlertPreferences = () => useQuery(alertPreferencesQuery());

export function useSaveAlertPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prefs: AlertPreferencesInput) => call('putPreferences', { body: prefs }),
    // The answer is what was saved (time zone spelt canonically): shown at once, then confirmed.
    onSuccess: (answer) => client.setQueryData(alertPreferenceKeys.all, answer),
    onSettled: () => client.invalidateQueries({ queryKey: alertPreferenceKeys.all }),
  });
}
