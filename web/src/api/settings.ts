/** The signed-in person's display settings (resource `settings`): units and locale. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOut, Contract } from '@shared/contract';
import type { DisplaySettingsUpdate } from '@shared/settings/schemas';
import { call } from './client';

export type SettingsAnswer = AnswerOut<Contract['getSettings']>;

export const settingsKeys = { all: ['settings'] as const };

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => call('getSettings', { signal }),
    staleTime: Infinity, // only this person changes them, through useSaveSettings
  });

export const useSettingsQuery = (enabled = true) => useQuery({ ...settingsQuery(), enabled });

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: DisplaySettingsUpdate) => call('updateSettings', { body: change }),
    onSuccess: (answer) => client.setQueryData(settingsKeys.all, answer),
  });
}
