/** Gateways: /api/v2/gateway (register, list, update, delete, credential) and the spec's /api/gateway/* calls. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GatewaySensorRow } from '../../../../../shared/management/views';
import type { Gateway } from './types';

export const gatewayKeys = { all: ['gateways'] as const };

export const gatewaysQuery = () =>
  queryOptions({ queryKey: gatewayKeys.all, queryFn: ({ signal }) => apiRequest<{ data: Gateway[] }>('/api/v2/gateway', { signal }).then((r) => r.data) });
export const useGateways = () => useQuery(gatewaysQuery());

function useGatewayMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: gatewayKeys.all }) });
}

export const useRegisterGateway = () =>
  useGatewayMutation((input: { gatewayId: string; name?: string }) => apiRequest<{ data: Gateway; credential: string }>('/api/v2/gateway', { json: input }));
export const useUpdateGateway = () =>
  useGatewayMutation(({ gatewayId, ...changes }: { gatewayId: string; name?: string; fieldIds?: string[] }) =>
    apiRequest<{ data: Gateway }>(`/api/v2/gateway/${encodeURIComponent(gatewayId)}`, { method: 'PUT', json: changes }),
  );
export const useDeleteGateway = () => useGatewayMutation((gatewayId: string) => apiRequest(`/api/v2/gateway/${encodeURIComponent(gatewayId)}`, { method: 'DELETE' }));
export const useRotateCredential = () =>
  useGatewayMutation((gatewayId: string) => apiRequest<{ credential: string }>(`/api/v2/gateway/${encodeURIComponent(gatewayId)}/credential`, { method: 'POST', json: {} }));

/** Gateways assigned to a field (sensor wizard step 0). */
export const gatewaysOfField = (fieldId: string, username: string) =>
  apiRequest<{ data: { gateway_id: string; name: string; status: string }[] }>('/api/gateway/field', { form: { fieldId, username } }).then((r) => r.data);

/** Pairing mode on or off (sensor wizard step 1, and Back/Cancel/Close). */
export const setPairing = (gatewayIds: string[], on: boolean) =>
  apiRequest<{ data: { pairing_until: string | null } }>('/api/gateway/setup', { json: { status: on ? 'on' : 'off', gatewayIds } }).then((r) => r.data);

/**
 * Sensors of the gateways: registered ones, and unregistered ones they heard while pairing
 * (the sensor wizard polls this while pairing, and checks the id against it before registering).
 */
export const gatewaySensors = (gatewayIds: string[], signal?: AbortSignal) =>
  apiRequest<{ data: GatewaySensorRow[] }>('/api/gateway/sensors', { json: { gatewayIds }, signal }).then((r) => r.data);
export const gatewaySensorsQuery = (gatewayIds: string[], poll: boolean) =>
  queryOptions({
    queryKey: ['gateway-sensors', ...gatewayIds],
    queryFn: ({ signal }) => gatewaySensors(gatewayIds, signal),
    refetchInterval: poll ? 3000 : false,
    enabled: gatewayIds.length > 0,
  });
export const useGatewaySensors = (gatewayIds: string[], poll: boolean) => useQuery(gatewaySensorsQuery(gatewayIds, poll));
