/**
 * A connection's devices with their health (paired ones name their sensor; heard ones wait to be
 * paired in My Sensors), and below them the payloads kept aside, with the reason, so the grower
 * sees why something was not stored.
 */
import type { LorawanDeviceRow } from '@shared/lorawan/views';
import { Card } from '../../../../components/card';
import { DataTable, type Column } from '../../../../components/data-table';
import { formatDateTime } from '../../../../lib/dates';
import { DEVICE_TYPES, type DeviceTypeId } from '@shared/lorawan/device-types';
import { batteryText, LastUplink, lostText, signalText } from './device-health';
import { PARK_REASON_TEXT } from '@shared/lorawan/park-reason-text';

const dash = <span className="muted">—</span>;

/** A device type's short name (vendor and model), for lists. */
export const deviceTypeName = (type: DeviceTypeId) => `${DEVICE_TYPES[type].vendor} ${DEVICE_TYPES[type].model}`;

export function deviceTypeText(d: Pick<LorawanDeviceRow, 'device_type' | 'guessed_type'>): string | null {
  if (d.device_type) return deviceTypeName(d.device_type);
  if (d.guessed_type) return `Looks like ${deviceTypeName(d.guessed_type)}`;
  return null;
}

const deviceColumns: Column<LorawanDeviceRow>[] = [
  { header: 'DevEUI', cell: (d) => <code>{d.dev_eui}</code> },
  { header: 'Type', cell: (d) => deviceTypeText(d) ?? dash },
  {
    header: 'Sensor',
    cell: (d) =>
      d.sensor_id ? (
        `${d.sensor_id}${d.depth_cm === null ? '' : ` at ${d.depth_cm} cm`}`
      ) : (
        <span className="badge badge--pairing">Heard, not paired</span>
      ),
  },
  { header: 'Last uplink', cell: (d) => <LastUplink at={d.last_uplink_at} /> },
  { header: 'Signal', cell: (d) => signalText(d) ?? dash },
  { header: 'Lost uplinks', cell: (d) => lostText(d.lost_last_day) ?? dash },
  { header: 'Battery', cell: (d) => batteryText(d) ?? dash },
];

export function ConnectionDevices({ devices }: { devices: LorawanDeviceRow[] }) {
  if (!devices.length) {
    return (
      <p className="muted">
        No device heard yet. Once the settings above are in place, switch a device on: its first uplink lists it here.
      </p>
    );
  }
  return (
    <DataTable label="Devices of this connection" columns={deviceColumns} rows={devices} rowKey={(d) => d.dev_eui} />
  );
}

export function ParkedPayloads({ devices }: { devices: LorawanDeviceRow[] }) {
  const parked = devices.flatMap((d) => (d.parked ? [{ devEui: d.dev_eui, ...d.parked }] : []));
  return (
    <Card title="Uplinks kept aside">
      {parked.length === 0 ? (
        <p className="muted">None: every uplink received was stored.</p>
      ) : (
        <>
          <p className="muted">
            The network server was answered OK (so it keeps sending), but these were not stored. The last one of each
            device is kept.
          </p>
          <DataTable
            label="Uplinks kept aside"
            rows={parked}
            rowKey={(p) => p.devEui}
            columns={[
              { header: 'DevEUI', cell: (p) => <code>{p.devEui}</code> },
              {
                header: 'Reason',
                cell: (p) => (
                  <span>
                    <strong>{PARK_REASON_TEXT[p.reason].label}</strong>: {p.detail}
                    <span className="muted"> {PARK_REASON_TEXT[p.reason].action}</span>
                  </span>
                ),
              },
              { header: 'Received', cell: (p) => formatDateTime(p.at) },
              { header: 'Port', cell: (p) => (p.f_port === null ? dash : String(p.f_port)) },
              {
                header: 'Payload (Base64)',
                cell: (p) => (p.payload ? <code className="payload">{p.payload}</code> : dash),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
