/**
 * The vendor-cloud links of a field's sensors on My Sensors: which cloud feeds which sensor, the
 * key's last four characters, how the pulls go (waiting for the first, working with the last
 * pull's time, or why they fail, as the puller recorded it once), link and unlink.
 */
import { linkErrorText } from '@shared/i18n/labels/vendor-links';
import { formatDistanceToNowStrict } from 'date-fns';
import { useState } from 'react';
import { VENDOR_LABELS } from '@shared/vendor-clouds/links';
import type { Polygon } from '@shared/geo';
import { Button } from '../../../../components/button';
import { useCan } from '../../../../lib/active-farm';
import { Card } from '../../../../components/card';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../../components/data-table';
import { EmptyState, QueryState } from '../../../../components/query-state';
import { useToast } from '../../../../components/toast';
import { useDeleteVendorLink, useVendorLinks, type VendorLink } from '../../../../api/vendor-links';
import { LinkVendorDialog } from './link-vendor-dialog';
import './vendor-links.css';
import { DATE_FNS_LOCALES } from '@shared/i18n/dates';
import { useWords, type Words } from '../../../../lib/words';

function LinkState({ link }: { link: VendorLink }) {
  const { t, f } = useWords();
  if (link.state === 'pending') return <span className="muted">{t('management.vendorPending')}</span>;
  if (link.state === 'ok')
    return (
      <span>
        <span className="badge badge--online">{t('management.vendorWorking')}</span>{' '}
        {link.lastPullAt ? (
          <span className="muted" title={f.dateTime(Date.parse(link.lastPullAt))}>
            {t('management.vendorLastPull', {
              when: formatDistanceToNowStrict(Date.parse(link.lastPullAt), {
                addSuffix: true,
                locale: DATE_FNS_LOCALES[f.locale],
              }),
            })}
          </span>
        ) : null}
      </span>
    );
  return (
    <span>
      <span className={`badge ${link.state === 'unauthorized' ? 'badge--offline' : 'badge--warning'}`}>
        {link.state === 'unauthorized' ? t('management.vendorKeyRefused') : t('management.vendorFailing')}
      </span>{' '}
      <span className="vendor-links__error">
        {link.errorCode ? linkErrorText(link.errorCode, link.errorDetail, t) : link.error}
      </span>
    </span>
  );
}

const columns = (names: Map<string, string>, t: Words['t']): Column<VendorLink>[] => [
  { header: t('management.sensor'), cell: (l) => names.get(l.sensorId) ?? l.sensorId },
  { header: t('management.vendorCloud'), cell: (l) => VENDOR_LABELS[l.vendor] },
  { header: t('management.vendorSource'), cell: (l) => l.source },
  {
    header: t('management.vendorKey'),
    cell: (l) => <span aria-label={t('management.vendorKeyEnding', { last4: l.keyLast4 })}>•••• {l.keyLast4}</span>,
  },
  { header: t('management.gatewayStatus'), cell: (l) => <LinkState link={l} /> },
];

export function VendorLinksCard({
  field,
  userName,
  sensors,
}: {
  field: { field_id: string; points: Polygon };
  userName: string;
  sensors: readonly { sensor_id: string; alias: string }[];
}) {
  const { t } = useWords();
  const links = useVendorLinks();
  const remove = useDeleteVendorLink();
  const canWrite = useCan('sensors.write');
  const toast = useToast();
  const [linking, setLinking] = useState(false);
  const [deleting, setDeleting] = useState<VendorLink | null>(null);
  const names = new Map(sensors.map((s) => [s.sensor_id, s.alias || s.sensor_id]));
  const shown = (links.data ?? []).filter((l) => names.has(l.sensorId));
  const unlinked = sensors.filter((s) => !(links.data ?? []).some((l) => l.sensorId === s.sensor_id));

  return (
    <Card>
      <div className="vendor-links__head">
        <div>
          <h2 className="vendor-links__title">{t('management.vendorTitle')}</h2>
          <p className="muted">{t('management.vendorDescription')}</p>
        </div>
        {canWrite ? (
          <Button variant="secondary" onClick={() => setLinking(true)}>
            {t('management.vendorLink')}
          </Button>
        ) : null}
      </div>
      <QueryState
        queries={[links]}
        loadingLabel={t('management.vendorLoading')}
        empty={{
          when: shown.length === 0,
          content: <EmptyState title={t('management.vendorNone')}>{t('management.vendorNoneHint')}</EmptyState>,
        }}
      >
        {() => (
          <DataTable
            label={t('management.vendorTable')}
            columns={columns(names, t)}
            rows={shown}
            rowKey={(l) => l.linkId}
            actions={
              canWrite
                ? (l) => (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setDeleting(l)}
                      aria-label={t('management.unlinkNamed', { name: l.source })}
                    >
                      {t('management.unlink')}
                    </Button>
                  )
                : undefined
            }
          />
        )}
      </QueryState>
      {linking ? (
        <LinkVendorDialog
          open
          field={field}
          userName={userName}
          sensors={unlinked}
          onClose={() => setLinking(false)}
          onLinked={(sensorId) => {
            setLinking(false);
            toast.notify({
              message: t('management.vendorLinked', { name: names.get(sensorId) ?? sensorId }),
              tone: 'success',
            });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={
          deleting
            ? t('management.unlinkTitle', {
                cloud: VENDOR_LABELS[deleting.vendor],
                name: names.get(deleting.sensorId) ?? '',
              })
            : ''
        }
        confirmLabel={t('management.unlink')}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(deleting!.linkId, {
            onSuccess: () => toast.notify({ message: t('management.unlinked'), tone: 'success' }),
            onError: (err) => toast.notify({ message: err.message, tone: 'error' }),
            onSettled: () => setDeleting(null),
          })
        }
        onCancel={() => setDeleting(null)}
      >
        <p>{t('management.unlinkBody')}</p>
      </ConfirmDialog>
    </Card>
  );
}
