/**
 * A connection's devices with their health (paired ones name their sensor; heard ones wait to be
 * paired in My Sensors), and below them the payloads kept aside, with the reason, so the grower
 * sees why something was not stored.
 */
import type { LorawanDeviceRow, ParkedPayload } from '@shared/lorawan/views';
import { Card } from '../../../../components/card';
import { DataTable, type Column } from '../../../../components/data-table';
import { DEVICE_TYPES, type DeviceTypeId } from '@shared/lorawan/device-types';
import { batteryText, LastUplink, lostText, signalText } from './device-health';
import { PARK_REASON_KEYS, parkedDetailText } from '@shared/i18n/labels/lorawan';
import { ENGLISH_WORDS, useWords, type Words } from '../../../../lib/words';

const dash = <span className="muted">—</span>;

/** A device type's short name (vendor and model), for lists. */
export const deviceTypeName = (type: DeviceTypeId) => `${DEVICE_TYPES[type].vendor} ${DEVICE_TYPES[type].model}`;

export function deviceTypeText(
  d: Pick<LorawanDeviceRow, 'device_type' | 'guessed_type'>,
  { t }: Words = ENGLISH_WORDS,
): string | null {
  if (d.device_type) return deviceTypeName(d.device_type);
  if (d.guessed_type) return t('management.looksLike', { name: deviceTypeName(d.guessed_type) });
  return null;
}

const deviceColumns = (words: Words): Column<LorawanDeviceRow>[] => {
  const { t, f } = words;
  return [
    { header: 'DevEUI', cell: (d) => <code>{d.dev_eui}</code> },
    { header: t('management.gatewayKind'), cell: (d) => deviceTypeText(d, words) ?? dash },
    {
      header: t('management.sensor'),
      cell: (d) =>
        d.sensor_id ? (
          d.depth_cm === null ? (
            d.sensor_id
          ) : (
            `${d.sensor_id} ${t('management.atDepth', { depth: f.quantity('depth', d.depth_cm) })}`
          )
        ) : (
          <span className="badge badge--pairing">{t('management.heardNotPaired')}</span>
        ),
    },
    { header: t('management.lastUplink'), cell: (d) => <LastUplink at={d.last_uplink_at} /> },
    { header: t('management.signal'), cell: (d) => signalText(d, words) ?? dash },
    { header: t('management.lostUplinks'), cell: (d) => lostText(d.lost_last_day, words) ?? dash },
    { header: t('management.battery'), cell: (d) => batteryText(d, words) ?? dash },
  ];
};

export function ConnectionDevices({ devices }: { devices: LorawanDeviceRow[] }) {
  const words = useWords();
  if (!devices.length) return <p className="muted">{words.t('management.noDeviceHeard')}</p>;
  return (
    <DataTable
      label={words.t('management.connectionDevices')}
      columns={deviceColumns(words)}
      rows={devices}
      rowKey={(d) => d.dev_eui}
    />
  );
}

export function ParkedPayloads({ devices }: { devices: LorawanDeviceRow[] }) {
  const { t, f } = useWords();
  const parked = devices.flatMap((d) => (d.parked ? [{ devEui: d.dev_eui, ...d.parked }] : []));
  // The detail by its code in the reader's words and units; one kept aside before codes, as it came.
  const detailOf = (p: ParkedPayload) =>
    p.detail_code
      ? parkedDetailText(p.detail_code, p.detail_values, { t, temperature: (c) => f.quantity('temperature', c) })
      : p.detail;
  return (
    <Card title={t('management.keptAside')}>
      {parked.length === 0 ? (
        <p className="muted">{t('management.keptAsideNone')}</p>
      ) : (
        <>
          <p className="muted">{t('management.keptAsideWhy')}</p>
          <DataTable
            label={t('management.keptAside')}
            rows={parked}
            rowKey={(p) => p.devEui}
            columns={[
              { header: 'DevEUI', cell: (p) => <code>{p.devEui}</code> },
              {
                header: t('management.reason'),
                cell: (p) => (
                  <span>
                    <strong>{t(PARK_REASON_KEYS[p.reason].label)}</strong>: {detailOf(p)}
                    <span className="muted"> {t(PARK_REASON_KEYS[p.reason].action)}</span>
                  </span>
                ),
              },
              { header: t('management.received'), cell: (p) => f.dateTime(p.at) },
              { header: t('management.port'), cell: (p) => (p.f_port === null ? dash : String(p.f_port)) },
              {
                header: t('management.payloadBase64'),
                cell: (p) => (p.payload ? <code className="payload">{p.payload}</code> : dash),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
