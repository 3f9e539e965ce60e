/**
 * An uplink from a grower's LoRaWAN connection, turned into readings exactly once.
 * (Signatures first; the body follows.)
 */
import type { Uplink } from '../rules/uplink';
import type { AcceptOptions, DeviceStatus, LorawanConnection, UplinkOutcome } from './outcome';

export async function acceptUplink(
  connection: LorawanConnection,
  uplink: Uplink,
  opts: AcceptOptions = {},
): Promise<UplinkOutcome> {
  void connection;
  void uplink;
  void opts;
  throw new Error('acceptUplink: not built yet');
}

/** A device's status (battery) outside an uplink; unknown or another owner's DevEUIs are ignored. */
export async function acceptStatus(connection: LorawanConnection, devEui: string, status: DeviceStatus): Promise<void> {
  void connection;
  void devEui;
  void status;
  throw new Error('acceptStatus: not built yet');
}
