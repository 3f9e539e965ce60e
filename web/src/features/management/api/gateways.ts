/** Gateways: /api/v2/gateway (register, list, update, delete, credential). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gatewayKeys } from './keys';
import type { Gateway } from './types';

export { gatewayKeys };

export const gatewaysQuery = () =>
  queryOptions({
    queryKey: gatewayKeys.all,
    queryFn: ({ signal }) => apiRequest<{ data: Gateway[] }>('/api/v2/gateway', { signal }).then((r) => r.data),
  });
export const useGateways = () => useQuery(gatewaysQuery());

function useGatewayMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: gatewayKeys.all }) });
}

export const useRegisterGateway = () =>
  useGatewayMutation((input: { gatewayId: string; name?: string }) =>
    apiRequest<{ data: Gateway; credential: string }>('/api/v2/gateway', { json: input }),
  );
export const useUpdateGateway = () =>
  useGatewayMutation(({ gatewayId, ...changes }: { gatewayId: string; name?: string; fieldIds?: string[] }) =>
    apiRequest<{ data: Gateway }>(`/api/v2/gateway/${encodeURIComponent(gatewayId)}`, { method: 'PUT', json: changes }),
  );
export const useDeleteGateway = () =>
  useGatewayMutation((gatewayId: string) =>
    apiRequest(`/api/v2/gateway/${encodeURIComponent(gatewayId)}`, { method: 'DELETE' }),
  );
export const useRotateCredential = () =>
  useGatewayMutation((gatewayId: string) =>
    apiRequest<{ credential: string }>(`/api/v2/gateway/${encodeURIComponent(gatewayId)}/credential`, {
      method: 'POST',
      json: {},
    }),
  );
