/** Sensor formulas: GET/POST /api/sensorformula/, PUT/DELETE /api/sensorformula/{id} (admin). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecomputeInput, RecomputeResult, SensorFormula, SensorFormulaInput } from '@shared/calibration/schemas';
import { apiRequest } from '../../../lib/api-client';

const key = ['sensor-formulas'] as const;

export const formulasQuery = () =>
  queryOptions({ queryKey: key, queryFn: ({ signal }) => apiRequest<{ data: SensorFormula[] }>('/api/sensorformula/', { signal }).then((r) => r.data) });
export const useFormulas = () => useQuery(formulasQuery());

export function useSaveFormula() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: Partial<SensorFormulaInput> }) =>
      id
        ? apiRequest(`/api/sensorformula/${encodeURIComponent(id)}`, { method: 'PUT', json: input })
        : apiRequest('/api/sensorformula/', { method: 'POST', json: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteFormula() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/sensorformula/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** POST /api/v2/sensorformula/recompute: a sensor's calibrated values over a period, from its raw values. */
export const useRecompute = () =>
  useMutation({
    mutationFn: (input: RecomputeInput) => apiRequest<{ data: RecomputeResult }>('/api/v2/sensorformula/recompute', { json: input }).then((r) => r.data),
  });
