/** PUT /api/field/{id} with `frost_threshold_c` only: the fields' frost thresholds, saved with the preferences. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldView } from '@shared/management/views';
import { apiRequest } from '../../../lib/api-client';
import { ownFieldsQuery } from './own-fields';

export interface FrostThresholdChange {
  fieldId: string;
  value: number;
}

export function useSaveFrostThresholds() {
  const client = useQueryClient();
  return useMutation({
    // One field at a time: a grower changes a few, and a refusal names the field it was about.
    mutationFn: async (changes: readonly FrostThresholdChange[]) => {
      for (const c of changes)
        await apiRequest<{ data: FieldView }>(`/api/field/${encodeURIComponent(c.fieldId)}`, {
          method: 'PUT',
          json: { frost_threshold_c: c.value },
        });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ownFieldsQuery().queryKey }),
  });
}
