/**
 * /app/deleted — Recently deleted (in the account menu): what the grower deleted in the last 30
 * days, newest first, each with what it holds and the days left; Restore brings it back whole in
 * one click, Delete for good asks first. The rules and texts are shared/management/deleted.ts.
 */
import { useState } from 'react';
import {
  describeContents,
  KIND_LABELS,
  RECENTLY_DELETED_DAYS,
  type DeletedEntryView,
} from '@shared/management/deleted';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { formatDateTime } from '../../../lib/dates';
import { usePurgeEntry, useDeletedEntries, useRestoreEntry } from '../../../api/deleted';
import '../components/deleted.css';

const label = (e: DeletedEntryView) => `${KIND_LABELS[e.kind].toLowerCase()} ${e.name}`;
const daysText = (n: number) => (n <= 0 ? 'Purged today' : n === 1 ? '1 day left' : `${n} days left`);

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
  return (
    <li className="deleted-entry" data-testid="deleted-entry">
      <div className="deleted-entry__main">
        <h2 className="deleted-entry__title">
          <span className="deleted-entry__kind">{KIND_LABELS[e.kind]}</span>
          {e.name}
        </h2>
        <p className="deleted-entry__meta">
          {e.parent ? <span>{e.kind === 'field' ? `Farm ${e.parent}` : `Field ${e.parent}`}</span> : null}
          <span>{describeContents(e.kind, e.contents)}</span>
          <span>
            Deleted <time dateTime={e.deleted_at}>{formatDateTime(e.deleted_at)}</time>
          </span>
          <strong>{daysText(e.days_left)}</strong>
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
        <Button variant="primary" size="sm" loading={restoring} onClick={onRestore} aria-label={`Restore ${label(e)}`}>
          Restore
        </Button>
        <Button variant="danger" size="sm" onClick={onPurge} aria-label={`Delete for good: ${label(e)}`}>
          Delete for good
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
  const [purging, setPurging] = useState<DeletedEntryView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onRestore = (e: DeletedEntryView) => {
    setProblem(null);
    restore.mutate(e, {
      onSuccess: (r) => {
        toast.notify({ message: `Restored ${label(e)}.`, tone: 'success' });
        if (r.notes.length > (e.notes.length ?? 0)) setProblem(r.notes.slice(e.notes.length).join(' '));
      },
      // A 409 says what to do (restore the field first, the plan's limit …): shown as it comes.
      onError: (err) => setProblem(`${label(e)} was not restored: ${err.message}`),
    });
  };
  const confirmPurge = () => {
    const e = purging!;
    purge.mutate(e, {
      onSuccess: () => toast.notify({ message: `Deleted ${label(e)} for good.`, tone: 'success' }),
      onError: (err) => toast.notify({ message: `${label(e)} could not be deleted: ${err.message}`, tone: 'error' }),
      onSettled: () => setPurging(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Recently deleted"
        description={
          'Farms, fields, zones and sensors you deleted, with their readings. ' +
          `Each can be restored whole for ${RECENTLY_DELETED_DAYS} days after its delete; then it is purged for good.`
        }
      />
      <Card>
        {problem ? (
          <p role="alert" className="deleted-problem">
            {problem}
          </p>
        ) : null}
        <QueryState
          queries={[list]}
          loadingLabel="Loading recently deleted…"
          errorText="Recently deleted could not be loaded. Please try again later."
          empty={{
            when: list.data?.length === 0,
            content: (
              <EmptyState title="Nothing deleted recently">
                When you delete a farm, field, zone or sensor, it waits here for {RECENTLY_DELETED_DAYS} days.
              </EmptyState>
            ),
          }}
        >
          {() => (
            <ul className="deleted-list" aria-label="Recently deleted">
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
        title={`Delete ${purging ? label(purging) : ''} for good?`}
        confirmLabel="Delete for good"
        busy={purge.isPending}
        onConfirm={confirmPurge}
        onCancel={() => setPurging(null)}
      >
        <p>
          {purging
            ? `${describeContents(purging.kind, purging.contents)}: all of it is purged now and cannot be restored.`
            : ''}
        </p>
      </ConfirmDialog>
    </>
  );
}
