/**
 * The devices of one of the caller's LoRaWAN connections: those it heard (listed for pairing,
 * with the type their payloads look like) and those paired into the caller's sensors through it,
 * each with its health and the last payload parked.
 */
import { isLorawanKind } from '@shared/lorawan/kinds';
import type { LorawanDeviceRow } from '@shared/lorawan/views';
import { refusal } from '../../platform/refusal';
import { NotFoundError } from '../../platform/errors';
import { getGateway, getSensors } from '../../sensors';
import { getDeviceClaims } from '../adapters/devices';
import { listDeviceRows } from '../adapters/device-rows';
import { lostInLastDay } from '../rules/health';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export async function listConnectionDevices(
  userName: string,
  gatewayId: string,
  now = Date.now(),
): Promise<LorawanDeviceRow[]> {
  const gateway = await getGateway(userName, gatewayId);
  if (!gateway || !isLorawanKind(gateway.kind ?? 'fieldwise'))
    throw new NotFoundError(refusal('refusals.gatewayNotFound'));
  const rows = await listDeviceRows(userName, gatewayId);
  // The registry is the truth about pairing: a row's copy may name a sensor the device has left.
  const claims = new Map((await getDeviceClaims(rows.map((r) => r.dev_eui))).map((c) => [c.dev_eui, c]));
  const sensors = await getSensors([...claims.values()].map((c) => c.sensor_id));
  return rows
    .map((r): LorawanDeviceRow => {
      const c = claims.get(r.dev_eui);
      // Paired: the caller's claim, through this connection, of a sensor registration that still exists.
      const live = c?.registration !== undefined && sensors.get(c.sensor_id)?.registration === c.registration;
      const paired = c && live && c.owner === userName && c.gateway_id === gatewayId ? c : undefined;
      return {
        dev_eui: r.dev_eui,
        device_type: paired?.device_type ?? null,
        guessed_type: r.guessed_type ?? null,
        sensor_id: paired?.sensor_id ?? null,
        depth_cm: paired?.depth_cm ?? null,
        last_uplink_at: iso(r.last_uplink_at),
        rssi: r.rssi,
        snr: r.snr,
        best_gateway: r.best_gateway,
        lost_last_day: r.frames.length ? lostInLastDay(r.frames, now) : null,
        battery_v: r.battery_v,
        battery_percent: r.battery_percent ?? null,
        // A row kept aside before details had codes reads its English detail as it is.
        parked: r.parked && {
          ...r.parked,
          detail_code: r.parked.detail_code ?? null,
          detail_values: r.parked.detail_values ?? null,
        },
      };
    })
    .sort((a, b) => Number(a.sensor_id !== null) - Number(b.sensor_id !== null) || a.dev_eui.localeCompare(b.dev_eui));
}
