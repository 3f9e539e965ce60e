/** POST /api/gateway/field: the gateways assigned to a field (the sensor wizard's first step). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fieldGatewayKeys } from './keys';

export interface FieldGateway {
  gateway_id: string;
  name: string;
  status: string;
}

export const getFieldGateways = (fieldId: string, username: string, signal?: AbortSignal) =>
  apiRequest<{ data: FieldGateway[] }>('/api/gateway/field', { form: { fieldId, username }, signal }).then(
    (r) => r.data,
  );

/**
 * Never served from the cache: each search asks again (a gateway assigned a moment ago on
 * another page must be found), and a closed wizard leaves nothing behind.
 */
export const fieldGatewaysQuery = (fieldId: string, username: string) =>
  queryOptions({
    queryKey: [...fieldGatewayKeys.all, fieldId, username],
    queryFn: ({ signal }) => getFieldGateways(fieldId, username, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useFieldGateways = (fieldId: string, username: string) => useQuery(fieldGatewaysQuery(fieldId, username));
