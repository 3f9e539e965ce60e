/** Sensor formulas: GET/POST /api/sensorformula/, PUT/DELETE /api/sensorformula/{id} (admin). */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isFinished, type RecomputeJob } from '@shared/calibration/recompute-job';
import type { RecomputeInput, SensorFormula, SensorFormulaInput } from '@shared/calibration/schemas';
import { apiRequest } from '../../../lib/api-client';

const key = ['sensor-formulas'] as const;

export const formulasQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiRequest<{ data: SensorFormula[] }>('/api/sensorformula/', { signal }).then((r) => r.data),
  });
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

const RECOMPUTE_PATH = '/api/v2/sensorformula/recompute';
/** How often a running job's status is asked for. */
export const RECOMPUTE_POLL_MS = 1_000;
const jobKey = (jobId: string) => ['recompute-job', jobId] as const;
/** The last job started for a sensor in this session, so a dialog reopened while it runs follows it. */
const lastJobKey = (sensorId: string) => ['recompute-job-of', sensorId] as const;
export const lastRecomputeJob = (client: QueryClient, sensorId: string) =>
  client.getQueryData<string>(lastJobKey(sensorId));

/** POST /api/v2/sensorformula/recompute: starts a job (202) recomputing a sensor's calibrated values over a period. */
export function useStartRecompute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RecomputeInput) =>
      apiRequest<{ data: RecomputeJob }>(RECOMPUTE_PATH, { json: input }).then((r) => r.data),
    onSuccess: (job) => {
      client.setQueryData(jobKey(job.job_id), job);
      client.setQueryData(lastJobKey(job.sensor_id), job.job_id);
    },
  });
}

/** GET /api/v2/sensorformula/recompute/{jobId}, asked again every second while the job is queued or running. */
export const useRecomputeJob = (jobId: string | undefined) =>
  useQuery({
    queryKey: jobKey(jobId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<{ data: RecomputeJob }>(`${RECOMPUTE_PATH}/${encodeURIComponent(jobId!)}`, { signal }).then(
        (r) => r.data,
      ),
    enabled: Boolean(jobId),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.status) ? false : RECOMPUTE_POLL_MS),
  });
