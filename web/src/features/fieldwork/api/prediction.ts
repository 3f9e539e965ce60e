/** Prediction data of a user from a start time: GET /api/v2/prediction?username=&start= (admin). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PredictionData } from '@shared/readings/prediction';
import { apiRequest } from '../../../lib/api-client';

export interface PredictionRequest {
  username: string;
  /** ISO 8601 with offset. */
  start: string;
}

export const predictionQuery = (req: PredictionRequest | null) =>
  queryOptions({
    queryKey: ['prediction', req?.username, req?.start] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ data: PredictionData }>('/api/v2/prediction', {
        query: { username: req!.username, start: req!.start },
        signal,
      }).then((r) => r.data),
    enabled: req !== null,
    // A table an admin is studying does not change under them; 'Get Prediction Data' refetches.
    staleTime: Infinity,
    retry: false,
  });

export const usePrediction = (req: PredictionRequest | null) => useQuery(predictionQuery(req));
