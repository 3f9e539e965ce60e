/** Change a logged irrigation: PUT /api/v2/irrigations/{id} (the same input as logging it). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IrrigationEntry, IrrigationInputFields } from '@shared/irrigation/log';
import { apiRequest } from '../../../lib/api-client';
import { zoneIrrigationsKey } from './zone-irrigations';

export function useEditIrrigation(zoneId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ irrigationId, input }: { irrigationId: string; input: IrrigationInputFields }) =>
      apiRequest<{ data: IrrigationEntry }>(`/api/v2/irrigations/${encodeURIComponent(irrigationId)}`, {
        method: 'PUT',
        json: input,
      }).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: zoneIrrigationsKey(zoneId) }),
  });
}
