/**
 * The devices a LoRaWAN connection heard or carries (GET /api/v2/gateway/{gatewayId}/devices):
 * their health, the last payload kept aside for each, and the heard ones the pairing wizard offers.
 */
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { LorawanDeviceRow } from '@shared/lorawan/views';
import { call } from './client';
import { gatewayKeys } from './gateways';

export type { LorawanDeviceRow };

/** Under the gateways' keys: a gateway change (deleted, new credential) reads them again. */
export const lorawanDeviceKeys = {
  ofConnection: (gatewayId: string) => [...gatewayKeys.all, 'lorawan-devices', gatewayId] as const,
};

/** `poll`: the wizard and the connection's page watch for devices heard a moment ago. */
export const lorawanDevicesQuery = (gatewayId: string, poll = false) =>
  queryOptions({
    queryKey: lorawanDeviceKeys.ofConnection(gatewayId),
    queryFn: ({ signal }) => call('lorawanDevices', { params: { gatewayId }, signal }).then((r) => r.data),
    refetchInterval: poll ? 5000 : false,
  });
export const useLorawanDevices = (gatewayId: string, poll = false) => useQuery(lorawanDevicesQuery(gatewayId, poll));

/** A device row with the connection that lists it. */
export type ConnectionDevice = LorawanDeviceRow & { gateway_id: string };

/** The devices of several connections at once, as one list (My Sensors, the wizard). */
export function useDevicesOfConnections(gatewayIds: readonly string[], poll = false) {
  return useQueries({
    queries: gatewayIds.map((id) => lorawanDevicesQuery(id, poll)),
    combine: (results) => ({
      rows: results.flatMap((r, i): ConnectionDevice[] =>
        (r.data ?? []).map((row) => ({ ...row, gateway_id: gatewayIds[i]! })),
      ),
      pending: results.some((r) => r.isPending),
      failed: results.some((r) => r.isError),
    }),
  });
}
