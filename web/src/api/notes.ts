/** Notes (and irrigation advice) on a field and its zones. Keys of the query cache start with 'notes'. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateNoteInput } from '@shared/teams/schemas';
import { call } from './client';

export const noteKeys = {
  all: ['notes'] as const,
  ofField: (fieldId: string) => ['notes', fieldId] as const,
};

export const fieldNotesQueryOptions = (fieldId: string) =>
  queryOptions({
    queryKey: noteKeys.ofField(fieldId),
    queryFn: async ({ signal }) => (await call('listNotes', { params: { fieldId }, signal })).data,
  });
export const useFieldNotes = (fieldId: string) => useQuery(fieldNotesQueryOptions(fieldId));

export function useCreateNote(fieldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: CreateNoteInput) => call('createNote', { params: { fieldId }, body: note }),
    // A note tells the farm's members (their bell), and the audit log records it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: noteKeys.ofField(fieldId) }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]),
  });
}
