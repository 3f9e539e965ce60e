/**
 * The LoRaWAN half of the sensor wizard: the grower's connections (any field may take their
 * devices), the devices they heard that no sensor holds (polled while pairing and submitting),
 * and the devices composed into the sensor with the last check's problems.
 */
import { useState } from 'react';
import { isLorawanKind } from '@shared/lorawan/kinds';
import { useGateways } from '../../../../api/gateways';
import { useDevicesOfConnections, type ConnectionDevice } from '../../../../api/lorawan-devices';
import { addDevice, checkDevices, draftFromHeard, emptyDevice, type CheckedDevices, type DeviceDraft } from './devices';
import { useWords } from '../../../../lib/words';

export function useLorawanPairing(poll: boolean) {
  const words = useWords();
  const gateways = useGateways();
  const connections = (gateways.data ?? []).filter((g) => isLorawanKind(g.kind));
  const connectionIds = connections.map((g) => g.gateway_id);
  const heard = useDevicesOfConnections(connectionIds, poll);
  const [drafts, setDrafts] = useState<DeviceDraft[]>([]);
  const [checked, setChecked] = useState<CheckedDevices | null>(null);

  return {
    connections,
    isConnection: (gatewayId: string) => connectionIds.includes(gatewayId),
    /** Heard and not in a sensor yet. */
    unpaired: heard.rows.filter((d) => d.sensor_id === null),
    drafts,
    problems: checked && !checked.ok ? checked : null,
    setDrafts: (next: DeviceDraft[]) => {
      setDrafts(next);
      setChecked(null);
    },
    add: (device: ConnectionDevice | null) =>
      setDrafts((d) => addDevice(d, device ? draftFromHeard(device.dev_eui, device.guessed_type) : emptyDevice)),
    /** Checks the composed devices; the problems show until the devices change. */
    check: () => {
      const result = checkDevices(drafts, words);
      setChecked(result);
      return result;
    },
    reset: () => {
      setDrafts([]);
      setChecked(null);
    },
  };
}
