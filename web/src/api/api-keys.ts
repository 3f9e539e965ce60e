/**
 * The caller's personal API keys (profile page): the list, making one (its answer holds the key,
 * the only time it is ever shown) and revoking one. Keys of the query cache start with 'api-keys'.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';

export const apiKeyKeys = {
  all: ['api-keys'] as const,
};

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: apiKeyKeys.all,
    queryFn: async ({ signal }) => (await call('listApiKeys', { signal })).apiKeys,
  });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call('createApiKey', { body: { name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('revokeApiKey', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
