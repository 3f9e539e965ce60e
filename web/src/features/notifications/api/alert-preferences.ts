/** GET and PUT /api/v2/alerts/preferences: the signed-in grower's alert preferences. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertPreferences } from '@shared/alerts/preferences';
import { apiRequest } from '../../../lib/api-client';

/** `saved` is false until the grower first saves: the page then proposes the browser's time zone. */
export interface AlertPreferencesAnswer {
  data: AlertPreferences;
  saved: boolean;
}

const key = ['alert-preferences'] as const;

export const alertPreferencesQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest<AlertPreferencesAnswer>('/api/v2/alerts/preferences', { signal }),
  });

export const useAlertPreferences = () => useQuery(alertPreferencesQuery());

export function useSaveAlertPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prefs: AlertPreferences) =>
      apiRequest<AlertPreferencesAnswer>('/api/v2/alerts/preferences', { method: 'PUT', json: prefs }),
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
}
