/**
 * formulas (admin): the calibration formulas (GET/POST /api/sensorformula, PUT/DELETE
 * /api/sensorformula/{id}) and the recompute job (POST /api/v2/sensorformula/recompute, GET
 * …/recompute/{jobId}).
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isFinished } from '@shared/calibration/recompute-job';
import type { RecomputeInput, SensorFormulaInput } from '@shared/calibration/schemas';
import { call } from './client';
import { invalidateResources } from './resources';

export const formulaKeys = {
  all: ['formulas'] as const,
  list: () => ['formulas', 'list'] as const,
  job: (jobId: string) => ['formulas', 'recompute', jobId] as const,
  /** The last job started for a sensor in this session, so a dialog reopened while it runs follows it. */
  lastJobOf: (sensorId: string) => ['formulas', 'recompute-of', sensorId] as const,
};

export const formulasQuery = () =>
  queryOptions({
    queryKey: formulaKeys.list(),
    queryFn: ({ signal }) => call('listFormulas', { signal }).then((r) => r.data),
  });
export const useFormulas = () => useQuery(formulasQuery());

export function useSaveFormula() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: Partial<SensorFormulaInput> & { sensor_id: string } }) =>
      id ? call('updateFormula', { params: { id }, body: input }) : call('createFormula', { body: input }),
    onSettled: () => invalidateResources(client, ['formulas']),
  });
}

export function useDeleteFormula() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('removeFormula', { params: { id } }),
    onSettled: () => invalidateResources(client, ['formulas']),
  });
}

/** How often a running job's status is asked for. */
export const RECOMPUTE_POLL_MS = 1_000;

export const lastRecomputeJob = (client: QueryClient, sensorId: string) =>
  client.getQueryData<string>(formulaKeys.lastJobOf(sensorId));

/** Starts a job (202) recomputing a sensor's calibrated values over a period. */
export function useStartRecompute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RecomputeInput) => call('startRecompute', { body: input }).then((r) => r.data),
    onSuccess: (job) => {
      client.setQueryData(formulaKeys.job(job.job_id), job);
      client.setQueryData(formulaKeys.lastJobOf(job.sensor_id), job.job_id);
    },
  });
}

/**
 * A job's status, asked again every second while it is queued or running. Once it is done, the
 * sensor's readings have new values: every view of readings is refreshed.
 */
export function useRecomputeJob(jobId: string | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: formulaKeys.job(jobId ?? ''),
    queryFn: async ({ signal }) => {
      const job = (await call('recomputeStatus', { params: { jobId: jobId! }, signal })).data;
      if (job.status === 'done') void invalidateResources(client, ['readings', 'fields']);
      return job;
    },
    enabled: Boolean(jobId),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.status) ? false : RECOMPUTE_POLL_MS),
  });
}
