/**
 * A LoRaWAN device's health in a few words: signal (best RSSI and SNR, which gateway heard it
 * best), uplinks lost in the last day, battery, and when it last sent.
 */
import { formatDistanceToNowStrict } from 'date-fns';
import type { LorawanDeviceRow } from '@shared/lorawan/views';
import { formatDateTime } from '../../../../lib/dates';

export function signalText(d: Pick<LorawanDeviceRow, 'rssi' | 'snr' | 'best_gateway'>): string | null {
  if (d.rssi === null && d.snr === null) return null;
  const parts = [d.rssi === null ? null : `${d.rssi} dBm`, d.snr === null ? null : `SNR ${d.snr} dB`];
  return `${parts.filter(Boolean).join(', ')}${d.best_gateway ? ` via ${d.best_gateway}` : ''}`;
}

export const lostText = (lost: number | null) =>
  lost === null ? null : lost === 0 ? 'none lost in 24 h' : `${lost} lost in 24 h`;

/** The payload's voltage, else the network server's level (ChirpStack's status), never converted. */
export function batteryText(d: Pick<LorawanDeviceRow, 'battery_v' | 'battery_percent'>): string | null {
  if (d.battery_v !== null) return `${d.battery_v.toFixed(2)} V`;
  if (d.battery_percent !== null) return `${Math.round(d.battery_percent)} %`;
  return null;
}

export function healthParts(d: LorawanDeviceRow): string[] {
  const battery = batteryText(d);
  return [signalText(d), lostText(d.lost_last_day), battery === null ? null : `battery ${battery}`].filter(
    (p): p is string => p !== null,
  );
}

export function LastUplink({ at }: { at: string | null }) {
  if (!at) return <span className="muted">No uplink yet</span>;
  return <span title={formatDateTime(at)}>{formatDistanceToNowStrict(new Date(at), { addSuffix: true })}</span>;
}

/** The parked payload stays listed after later uplinks were stored: only the newest counts here. */
export const lastWasParked = (d: Pick<LorawanDeviceRow, 'parked' | 'last_uplink_at'>) =>
  d.parked !== null && (d.last_uplink_at === null || Date.parse(d.parked.at) >= Date.parse(d.last_uplink_at));

/** One line per device of a sensor (My Sensors' Devices column). */
export function DeviceHealthList({ devices }: { devices: LorawanDeviceRow[] }) {
  return (
    <ul className="device-health">
      {devices.map((d) => (
        <li key={d.dev_eui}>
          <code>{d.dev_eui}</code>
          {d.depth_cm === null ? null : <span className="muted"> at {d.depth_cm} cm</span>} ·{' '}
          <LastUplink at={d.last_uplink_at} />
          {healthParts(d).length ? <span className="muted"> · {healthParts(d).join(' · ')}</span> : null}
          {lastWasParked(d) ? <span className="badge badge--warning">Last uplink kept aside</span> : null}
        </li>
      ))}
    </ul>
  );
}
