/**
 * What each uplink tells about its device, on the device's row of the owner's connection: when it
 * was last heard, the best reception of its last uplink (a copy of the same frame heard better by
 * another gateway improves it), its frames of the last day (for the lost-uplink count), its
 * battery, and the last payload parked with the reason.
 */
import type { DeviceTypeId } from '@shared/lorawan/device-types';
import { changeDeviceRow, getDeviceRow, type DeviceRowItem } from '../adapters/device-rows';
import type { UplinkRecord } from '../adapters/uplink-keys';
import { addFrame, bestReception } from '../rules/health';
import type { Uplink } from '../rules/uplink';
import type { DeviceStatus, LorawanConnection, ParkWhy } from './outcome';

/** The uplink's signal, frame and time on the row (a copy of the row's last frame keeps the better reception). */
function heard(row: DeviceRowItem, uplink: Uplink, now: number): DeviceRowItem {
  const frames = addFrame(row.frames, { t: uplink.receivedAt, s: uplink.session, f: uplink.fCnt }, now);
  const best = bestReception(uplink.receptions);
  const sameFrame = row.last_session === uplink.session && row.last_fcnt === uplink.fCnt;
  // An older frame arriving late (a replay, a backlog) says nothing of the device's last uplink.
  if (!sameFrame && row.last_uplink_at !== null && uplink.receivedAt < row.last_uplink_at) return { ...row, frames };
  const better = !sameFrame || (best && (row.rssi === null || (best.rssi ?? -Infinity) > row.rssi));
  const at = sameFrame && row.last_uplink_at !== null ? row.last_uplink_at : uplink.receivedAt;
  return {
    ...row,
    last_uplink_at: Math.max(row.last_uplink_at ?? 0, at),
    last_session: uplink.session,
    last_fcnt: uplink.fCnt,
    ...(better ? { rssi: best?.rssi ?? null, snr: best?.snr ?? null, best_gateway: best?.gatewayId ?? null } : {}),
    frames,
  };
}

/** A stored (or re-stored) uplink: its health, and the battery its newest record reported. */
export async function noteUplink(
  connection: LorawanConnection,
  devEui: string,
  uplink: Uplink,
  now: number,
  records: readonly UplinkRecord[],
): Promise<void> {
  const newest = [...records].sort((a, b) => b.time - a.time)[0];
  const battery = newest?.raw.battery_vol ?? null;
  await changeDeviceRow(
    connection.owner,
    connection.gatewayId,
    devEui,
    (row) => ({
      ...heard(row, uplink, now),
      ...(battery !== null && newest && newest.time >= (row.battery_at ?? 0)
        ? { battery_v: battery, battery_at: newest.time }
        : {}),
    }),
    { heardOnly: false, now },
  );
}

/** An uplink kept aside: its health, and it as the device's last parked payload. */
export async function noteParked(
  connection: LorawanConnection,
  devEui: string,
  uplink: Uplink,
  now: number,
  why: ParkWhy,
  opts: { heardOnly: boolean; guessed?: DeviceTypeId | null; batteryV?: number },
): Promise<void> {
  const batteryV = opts.batteryV;
  await changeDeviceRow(
    connection.owner,
    connection.gatewayId,
    devEui,
    (row) => ({
      ...heard(row, uplink, now),
      ...(opts.guessed ? { guessed_type: opts.guessed } : {}),
      ...(batteryV !== undefined && uplink.receivedAt >= (row.battery_at ?? 0)
        ? { battery_v: batteryV, battery_at: uplink.receivedAt }
        : {}),
      parked: {
        reason: why.reason,
        detail: why.detail,
        detail_code: why.code,
        detail_values: why.values,
        at: new Date(uplink.receivedAt).toISOString(),
        f_port: uplink.fPort,
        payload: uplink.payload,
      },
    }),
    { heardOnly: opts.heardOnly, now },
  );
}

/** A status report's battery, on a device the owner paired or already heard (never a new row). */
export async function noteStatus(
  connection: LorawanConnection,
  devEui: string,
  status: DeviceStatus,
  paired: boolean,
): Promise<void> {
  const { batteryV, batteryPercent, at } = status;
  if (batteryV === undefined && batteryPercent === undefined) return;
  const known = paired || (await getDeviceRow(connection.owner, connection.gatewayId, devEui));
  if (!known) return;
  // A voltage and a percentage are different readings (a percentage is never turned into volts):
  // each is kept with its own time, the newer report of each winning.
  await changeDeviceRow(
    connection.owner,
    connection.gatewayId,
    devEui,
    (row) => ({
      ...row,
      ...(batteryV !== undefined && at >= (row.battery_at ?? 0) ? { battery_v: batteryV, battery_at: at } : {}),
      ...(batteryPercent !== undefined && at >= (row.battery_percent_at ?? 0)
        ? { battery_percent: batteryPercent, battery_percent_at: at }
        : {}),
    }),
    { heardOnly: !paired, now: at },
  );
}
