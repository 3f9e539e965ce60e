/**
 * The vendor-cloud links of a field's sensors on My Sensors: which cloud feeds which sensor, the
 * key's last four characters, how the pulls go (waiting for the first, working with the last
 * pull's time, or why they fail, as the puller recorded it once), link and unlink.
 */
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
import { formatDateTime } from '../../../../lib/dates';
import { LinkVendorDialog } from './link-vendor-dialog';
import './vendor-links.css';

function LinkState({ link }: { link: VendorLink }) {
  if (link.state === 'pending') return <span className="muted">Waiting for the first pull (every 15 minutes)</span>;
  if (link.state === 'ok')
    return (
      <span>
        <span className="badge badge--online">Working</span>{' '}
        {link.lastPullAt ? (
          <span className="muted" title={formatDateTime(Date.parse(link.lastPullAt))}>
            last pull {formatDistanceToNowStrict(Date.parse(link.lastPullAt), { addSuffix: true })}
          </span>
        ) : null}
      </span>
    );
  return (
    <span>
      <span className={`badge ${link.state === 'unauthorized' ? 'badge--offline' : 'badge--warning'}`}>
        {link.state === 'unauthorized' ? 'Key refused' : 'Failing'}
      </span>{' '}
      <span className="vendor-links__error">{link.error}</span>
    </span>
  );
}

const columns = (names: Map<string, string>): Column<VendorLink>[] => [
  { header: 'Sensor', cell: (l) => names.get(l.sensorId) ?? l.sensorId },
  { header: 'Cloud', cell: (l) => VENDOR_LABELS[l.vendor] },
  { header: 'Logger / serial', cell: (l) => l.source },
  { header: 'Key', cell: (l) => <span aria-label={`key ending ${l.keyLast4}`}>•••• {l.keyLast4}</span> },
  { header: 'State', cell: (l) => <LinkState link={l} /> },
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
          <h2 className="vendor-links__title">Vendor clouds</h2>
          <p className="muted">
            Probes that report to Sentek IrriMAX Live or METER ZENTRA Cloud, fetched every 15 minutes.
          </p>
        </div>
        {canWrite ? (
          <Button variant="secondary" onClick={() => setLinking(true)}>
            Link a vendor cloud
          </Button>
        ) : null}
      </div>
      <QueryState
        queries={[links]}
        loadingLabel="Loading vendor links…"
        empty={{
          when: shown.length === 0,
          content: (
            <EmptyState title="No vendor clouds linked">
              A sensor of this field can take its readings from IrriMAX Live or ZENTRA Cloud instead of a gateway; a
              probe without a sensor yet gets one when you link it.
            </EmptyState>
          ),
        }}
      >
        {() => (
          <DataTable
            label="Vendor-cloud links of this field's sensors"
            columns={columns(names)}
            rows={shown}
            rowKey={(l) => l.linkId}
            actions={
              canWrite
                ? (l) => (
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(l)} aria-label={`Unlink ${l.source}`}>
                      Unlink
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
              message: `Linked ${names.get(sensorId) ?? sensorId}: the first pull follows within 15 minutes.`,
              tone: 'success',
            });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={deleting ? `Unlink ${VENDOR_LABELS[deleting.vendor]} from ${names.get(deleting.sensorId) ?? ''}?` : ''}
        confirmLabel="Unlink"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(deleting!.linkId, {
            onSuccess: () => toast.notify({ message: 'Unlinked: the key is forgotten.', tone: 'success' }),
            onError: (err) => toast.notify({ message: err.message, tone: 'error' }),
            onSettled: () => setDeleting(null),
          })
        }
        onCancel={() => setDeleting(null)}
      >
        <p>The key is forgotten and pulls stop. The readings already stored stay with the sensor.</p>
      </ConfirmDialog>
    </Card>
  );
}
