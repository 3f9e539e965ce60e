/**
 * Predictions: what the forecasts said. The admin prediction page reads a user's forecasts from a
 * start time (GET /api/v2/prediction); a sensor's past predictions are part of its field's
 * moisture answer (readings.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export const predictionKeys = {
  all: ['predictions'] as const,
  ofUser: (username: string | undefined, start: string | undefined) =>
    ['predictions', 'user', username, start] as const,
};

export interface PredictionRequest {
  username: string;
  /** ISO 8601 with offset. */
  start: string;
}

export const predictionQuery = (req: PredictionRequest | null) =>
  queryOptions({
    queryKey: predictionKeys.ofUser(req?.username, req?.start),
    queryFn: ({ signal }) =>
      call('listPredictions', { query: { username: req!.username, start: req!.start }, signal }).then((r) => r.data),
    enabled: req !== null,
    // A table an admin is studying does not change under them; 'Get Prediction Data' refetches.
    staleTime: Infinity,
    retry: false,
  });

export const usePrediction = (req: PredictionRequest | null) => useQuery(predictionQuery(req));
