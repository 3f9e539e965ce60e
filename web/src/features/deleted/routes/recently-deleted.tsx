/**
 * /app/deleted — Recently deleted (in the account menu): what the grower deleted in the last 30
 * days, newest first, each with what it holds and the days left; Restore brings it back whole in
 * one click, Delete for good asks first. The rules and texts are shared/management/deleted.ts.
 */
import { useState } from 'react';
import type { MessageKey } from '@shared/i18n/catalogue';
import {
  RECENTLY_DELETED_DAYS,
  type DeletedContents,
  type DeletedEntryView,
  type DeletedKind,
} from '@shared/management/deleted';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { useFormat } from '../../../lib/i18n/use-format';
import { type T, useT } from '../../../lib/i18n/use-t';
import { usePurgeEntry, useDeletedEntries, useRestoreEntry } from '../../../api/deleted';
import '../components/deleted.css';

const KIND: Record<DeletedKind, MessageKey> = {
  farm: 'common.farm',
  field: 'common.field',
  zone: 'common.zone',
  sensor: 'common.sensor',
};
/** "the field North Paddock", as the buttons and messages name an entry. */
const label = (t: T, e: DeletedEntryView) =>
  t('deleted.entryName', { kind: t(KIND[e.kind]).toLowerCase(), name: e.name });

/** '2 fields, 3 zones, 5 sensors, with their readings'; a lone zone: 'Its soil and crop settings'. */
function contents(t: T, kind: DeletedKind, c: DeletedContents): string {
  if (kind === 'zone') return t('deleted.zoneContents');
  if (kind === 'sensor') return t('deleted.sensorContents');
  return t(kind === 'farm' ? 'deleted.farmContents' : 'deleted.fieldContents', {
    fields: c.fields,
    zones: c.zones,
    sensors: c.sensors,
    withReadings: c.sensors ? 'yes' : 'no',
  });
}

function Entry({
  e,
  onRestore,
  onPurge,
  restoring,
}: {
  e: DeletedEntryView;
  onRestore: () => void;
  onPurge: () => void;
  restoring: boolean;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <li className="deleted-entry" data-testid="deleted-entry">
      <div className="deleted-entry__main">
        <h2 className="deleted-entry__title">
          <span className="deleted-entry__kind">{t(KIND[e.kind])}</span>
          {e.name}
        </h2>
        <p className="deleted-entry__meta">
          {e.parent ? (
            <span>{t(e.kind === 'field' ? 'deleted.inFarm' : 'deleted.inField', { name: e.parent })}</span>
          ) : null}
          <span>{contents(t, e.kind, e.contents)}</span>
          <span>
            {t.rich('deleted.deletedAt', {
              when: <time dateTime={e.deleted_at}>{f.dateTime(e.deleted_at)}</time>,
            })}
          </span>
          <strong>{t('deleted.daysLeft', { days: Math.max(0, e.days_left) })}</strong>
        </p>
        {e.notes.length ? (
          <ul className="deleted-entry__notes">
            {e.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="deleted-entry__actions">
        <Button
          variant="primary"
          size="sm"
          loading={restoring}
          onClick={onRestore}
          aria-label={t('deleted.restoreEntry', { entry: label(t, e) })}
        >
          {t('common.restore')}
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={onPurge}
          aria-label={t('deleted.purgeEntry', { entry: label(t, e) })}
        >
          {t('deleted.deleteForGood')}
        </Button>
      </div>
    </li>
  );
}

export function RecentlyDeletedRoute() {
  const list = useDeletedEntries();
  const restore = useRestoreEntry();
  const purge = usePurgeEntry();
  const toast = useToast();
  const t = useT();
  const [purging, setPurging] = useState<DeletedEntryView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onRestore = (e: DeletedEntryView) => {
    setProblem(null);
    restore.mutate(e, {
      onSuccess: (r) => {
        toast.notify({ message: t('deleted.restored', { entry: label(t, e) }), tone: 'success' });
        if (r.notes.length > (e.notes.length ?? 0)) setProblem(r.notes.slice(e.notes.length).join(' '));
      },
      // A 409 says what to do (restore the field first, the plan's limit …): shown as it comes.
      onError: (err) => setProblem(t('deleted.notRestored', { entry: label(t, e), reason: err.message })),
    });
  };
  const confirmPurge = () => {
    const e = purging!;
    purge.mutate(e, {
      onSuccess: () => toast.notify({ message: t('deleted.purged', { entry: label(t, e) }), tone: 'success' }),
      onError: (err) =>
        toast.notify({ message: t('deleted.notPurged', { entry: label(t, e), reason: err.message }), tone: 'error' }),
      onSettled: () => setPurging(null),
    });
  };

  return (
    <>
      <PageHeader title={t('deleted.title')} description={t('deleted.description', { days: RECENTLY_DELETED_DAYS })} />
      <Card>
        {problem ? (
          <p role="alert" className="deleted-problem">
            {problem}
          </p>
        ) : null}
        <QueryState
          queries={[list]}
          loadingLabel={t('deleted.loading')}
          errorText={t('deleted.loadError')}
          empty={{
            when: list.data?.length === 0,
            content: (
              <EmptyState title={t('deleted.emptyTitle')}>
                {t('deleted.emptyText', { days: RECENTLY_DELETED_DAYS })}
              </EmptyState>
            ),
          }}
        >
          {() => (
            <ul className="deleted-list" aria-label={t('deleted.title')}>
              {(list.data ?? []).map((e) => (
                <Entry
                  key={`${e.kind}/${e.id}`}
                  e={e}
                  restoring={restore.isPending && restore.variables?.id === e.id}
                  onRestore={() => onRestore(e)}
                  onPurge={() => setPurging(e)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
      <ConfirmDialog
        open={Boolean(purging)}
        title={t('deleted.purgeTitle', { entry: purging ? label(t, purging) : '' })}
        confirmLabel={t('deleted.deleteForGood')}
        busy={purge.isPending}
        onConfirm={confirmPurge}
        onCancel={() => setPurging(null)}
      >
        <p>{purging ? t('deleted.purgeText', { contents: contents(t, purging.kind, purging.contents) }) : ''}</p>
      </ConfirmDialog>
    </>
  );
}
