/** Delete a logged irrigation: DELETE /api/v2/irrigations/{id}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { zoneIrrigationsKey } from './zone-irrigations';

export function useDeleteIrrigation(zoneId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (irrigationId: string) =>
      apiRequest(`/api/v2/irrigations/${encodeURIComponent(irrigationId)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: zoneIrrigationsKey(zoneId) }),
  });
}
