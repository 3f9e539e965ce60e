/**
 * Gateways: the grower's list (GET /api/v2/gateway), registration, rename/assign, delete and a new
 * credential; the spec's pairing calls the sensor wizard makes (the gateways of a field, pairing
 * mode, the sensors they heard).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallAnswer } from './client';
import { call } from './client';
import type { Contract } from '@shared/contract';
import type { GatewayKind } from '@shared/lorawan/kinds';

export const gatewayKeys = {
  all: ['gateways'] as const,
  list: () => ['gateways', 'list'] as const,
  ofField: (fieldId: string, username: string) => ['gateways', 'field', fieldId, username] as const,
  sensors: (gatewayIds: readonly string[]) => ['gateways', 'sensors', ...gatewayIds] as const,
};

export type Gateway = CallAnswer<Contract['listGateways']>['data'][number];
/** A gateway serving a field, as the sensor wizard's search lists it. */
export type FieldGateway = CallAnswer<Contract['gatewaysOfField']>['data'][number];

export const gatewaysQuery = () =>
  queryOptions({
    queryKey: gatewayKeys.list(),
    queryFn: ({ signal }) => call('listGateways', { signal }).then((r) => r.data),
  });
export const useGateways = () => useQuery(gatewaysQuery());

/** A gateway change shows in every gateway view (the list, a field's gateways, their sensors). */
function useGatewayMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: gatewayKeys.all }) });
}

export const useRegisterGateway = () =>
  useGatewayMutation((body: { gatewayId: string; name?: string; kind?: GatewayKind }) =>
    call('registerGateway', { body }),
  );
export const useUpdateGateway = () =>
  useGatewayMutation(({ gatewayId, ...body }: { gatewayId: string; name?: string; fieldIds?: string[] }) =>
    call('updateGateway', { params: { gatewayId }, body }),
  );
export const useDeleteGateway = () =>
  useGatewayMutation((gatewayId: string) => call('removeGateway', { params: { gatewayId } }));
export const useRotateCredential = () =>
  useGatewayMutation((gatewayId: string) => call('rotateGatewayCredential', { params: { gatewayId } }));

/**
 * The gateways assigned to a field (the sensor wizard's first step). Never served from the cache:
 * each search asks again (a gateway assigned a moment ago on another page must be found), and a
 * closed wizard leaves nothing behind.
 */
export const fieldGatewaysQuery = (fieldId: string, username: string) =>
  queryOptions({
    queryKey: gatewayKeys.ofField(fieldId, username),
    queryFn: ({ signal }) =>
      call('gatewaysOfField', { body: { fieldId, username }, form: true, signal }).then((r) => r.data),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
export const useFieldGateways = (fieldId: string, username: string) => useQuery(fieldGatewaysQuery(fieldId, username));

/**
 * The sensors of some gateways, registered ones and unregistered ones they heard while pairing.
 * The sensor wizard polls it while pairing and checks the id against it before registering.
 */
export const gatewaySensorsQuery = (gatewayIds: string[], poll: boolean) =>
  queryOptions({
    queryKey: gatewayKeys.sensors(gatewayIds),
    queryFn: ({ signal }) => call('gatewaySensors', { body: { gatewayIds }, signal }).then((r) => r.data),
    refetchInterval: poll ? 3000 : false,
    enabled: gatewayIds.length > 0,
  });
export const useGatewaySensors = (gatewayIds: string[], poll: boolean) =>
  useQuery(gatewaySensorsQuery(gatewayIds, poll));

/**
 * Pairing mode on (the wizard's Next from Searching) or off (Back, Cancel, Close, after Submit).
 * Called outright, not as a mutation: the wizard turns it off on unmount, when no hook may run.
 */
export const setPairing = (gatewayIds: string[], on: boolean) =>
  call('setupGateway', { body: { status: on ? 'on' : 'off', gatewayIds } }).then((r) => r.data);
