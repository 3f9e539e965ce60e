/**
 * POST /api/gateway/sensors: the sensors of some gateways, registered ones and unregistered ones
 * they heard while pairing. The sensor wizard polls it while pairing and checks the id against it
 * before registering.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GatewaySensorRow } from '@shared/management/views';
import { apiRequest } from '../../../lib/api-client';
import { gatewaySensorKeys } from './keys';

export const getGatewaySensors = (gatewayIds: string[], signal?: AbortSignal) =>
  apiRequest<{ data: GatewaySensorRow[] }>('/api/gateway/sensors', { json: { gatewayIds }, signal }).then(
    (r) => r.data,
  );

export const gatewaySensorsQuery = (gatewayIds: string[], poll: boolean) =>
  queryOptions({
    queryKey: [...gatewaySensorKeys.all, ...gatewayIds],
    queryFn: ({ signal }) => getGatewaySensors(gatewayIds, signal),
    refetchInterval: poll ? 3000 : false,
    enabled: gatewayIds.length > 0,
  });

export const useGatewaySensors = (gatewayIds: string[], poll: boolean) =>
  useQuery(gatewaySensorsQuery(gatewayIds, poll));
