/**
 * A LoRaWAN device's health in a few words: signal (best RSSI and SNR, which gateway heard it
 * best), uplinks lost in the last day, battery, and when it last sent.
 */
import { formatDistanceToNowStrict } from 'date-fns';
import type { LorawanDeviceRow } from '@shared/lorawan/views';
import { DATE_FNS_LOCALES } from '@shared/i18n/dates';
import { ENGLISH_WORDS, useWords, type Words } from '../../../../lib/words';

export function signalText(
  d: Pick<LorawanDeviceRow, 'rssi' | 'snr' | 'best_gateway'>,
  { t, f }: Words = ENGLISH_WORDS,
): string | null {
  if (d.rssi === null && d.snr === null) return null;
  const parts = [
    d.rssi === null ? null : `${f.number(d.rssi)} dBm`,
    d.snr === null ? null : `SNR ${f.number(d.snr, 2)} dB`,
  ];
  const text = parts.filter(Boolean).join(', ');
  return d.best_gateway ? t('management.signalVia', { signal: text, gateway: d.best_gateway }) : text;
}

export const lostText = (lost: number | null, { t }: Words = ENGLISH_WORDS) =>
  lost === null ? null : t('management.lostInDay', { count: lost });

/** The payload's voltage, else the network server's level (ChirpStack's status), never converted. */
export function batteryText(
  d: Pick<LorawanDeviceRow, 'battery_v' | 'battery_percent'>,
  { f }: Words = ENGLISH_WORDS,
): string | null {
  if (d.battery_v !== null) return `${f.number(d.battery_v, 2, true)} V`;
  if (d.battery_percent !== null) return `${Math.round(d.battery_percent)} %`;
  return null;
}

export function healthParts(d: LorawanDeviceRow, words: Words = ENGLISH_WORDS): string[] {
  const battery = batteryText(d, words);
  return [
    signalText(d, words),
    lostText(d.lost_last_day, words),
    battery === null ? null : words.t('management.batteryIs', { battery }),
  ].filter((p): p is string => p !== null);
}

export function LastUplink({ at }: { at: string | null }) {
  const { t, f } = useWords();
  if (!at) return <span className="muted">{t('management.noUplink')}</span>;
  return (
    <span title={f.dateTime(at)}>
      {formatDistanceToNowStrict(new Date(at), { addSuffix: true, locale: DATE_FNS_LOCALES[f.locale] })}
    </span>
  );
}

/** The parked payload stays listed after later uplinks were stored: only the newest counts here. */
export const lastWasParked = (d: Pick<LorawanDeviceRow, 'parked' | 'last_uplink_at'>) =>
  d.parked !== null && (d.last_uplink_at === null || Date.parse(d.parked.at) >= Date.parse(d.last_uplink_at));

/** One line per device of a sensor (My Sensors' Devices column). */
export function DeviceHealthList({ devices }: { devices: LorawanDeviceRow[] }) {
  const words = useWords();
  const { t, f } = words;
  return (
    <ul className="device-health">
      {devices.map((d) => (
        <li key={d.dev_eui}>
          <code>{d.dev_eui}</code>
          {d.depth_cm === null ? null : (
            <span className="muted"> {t('management.atDepth', { depth: f.quantity('depth', d.depth_cm) })}</span>
          )}{' '}
          · <LastUplink at={d.last_uplink_at} />
          {healthParts(d, words).length ? <span className="muted"> · {healthParts(d, words).join(' · ')}</span> : null}
          {lastWasParked(d) ? <span className="badge badge--warning">{t('management.lastKeptAside')}</span> : null}
        </li>
      ))}
    </ul>
  );
}
