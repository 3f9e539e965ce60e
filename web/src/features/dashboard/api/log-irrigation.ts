/** Log an irrigation on a zone: POST /api/v2/zone/{id}/irrigations. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IrrigationEntry, IrrigationInputFields } from '@shared/irrigation/log';
import { apiRequest } from '../../../lib/api-client';
import { zoneIrrigationsKey } from './zone-irrigations';

export function useLogIrrigation(zoneId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: IrrigationInputFields) =>
      apiRequest<{ data: IrrigationEntry }>(`/api/v2/zone/${encodeURIComponent(zoneId)}/irrigations`, {
        json: input,
      }).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: zoneIrrigationsKey(zoneId) }),
  });
}
