/**
 * /app/Management/FarmAudit/:farmId — a farm's audit log for its owner and managers: who created,
 * changed or deleted what, from which role, when; newest first, 50 a page (Older / Newer walk the
 * pages by the server's cursor). Other roles see why there is nothing: the server refuses them.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FARM_ROLE_LABELS, can } from '@shared/teams/roles';
import type { AuditRow } from '@shared/teams/schemas';
import { useQuery } from '@tanstack/react-query';
import { auditQueryOptions, useMyFarms } from '../../../api/teams';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import './farm-audit.css';

const COLUMNS: Column<AuditRow>[] = [
  { header: 'When', cell: (r) => <time dateTime={r.at}>{formatDateTime(r.at)}</time> },
  { header: 'Who', cell: (r) => r.actor },
  { header: 'Role', cell: (r) => FARM_ROLE_LABELS[r.role] },
  {
    header: 'What',
    cell: (r) => (
      <>
        <span className="farm-audit__verb">{r.verb}</span> {r.what}
        <br />
        <span className="farm-audit__muted">{r.summary}</span>
      </>
    ),
  },
];

export function FarmAuditRoute() {
  const { farmId = '' } = useParams();
  const farms = useMyFarms();
  const farm = farms.data?.find((f) => f.farm_id === farmId) ?? null;
  // The cursors of the pages above this one: the last is this page's `before`.
  const [cursors, setCursors] = useState<string[]>([]);
  const before = cursors.at(-1);
  const allowed = Boolean(farm && can(farm.role, 'audit.read'));
  // Asked for only when the role may read it (a refused request is no page to show).
  const page = useQuery({ ...auditQueryOptions(farmId, before), enabled: allowed });
  const title = farm ? `Audit log of ${farm.name}` : 'Audit log';

  if (farms.isSuccess && !farm)
    return (
      <>
        <PageHeader title="Audit log" />
        <Banner tone="error">This farm is not one of yours, or it was shared with you and no longer is.</Banner>
      </>
    );
  if (farm && !allowed)
    return (
      <>
        <PageHeader title={title} />
        <Banner tone="info">Only the farm’s owner and its managers can read its audit log.</Banner>
      </>
    );

  return (
    <>
      <PageHeader
        title={title}
        description="Who created, changed or deleted what on this farm, from which role, and when. Kept a year."
      />
      <Card>
        <QueryState
          queries={[farms, page]}
          loadingLabel="Loading the audit log…"
          errorText={`The audit log could not be loaded: ${(farms.error ?? page.error)?.message ?? ''}`}
          empty={{
            when: Boolean(page.data && page.data.data.length === 0 && !before),
            content: (
              <EmptyState title="Nothing recorded yet.">
                <p>Changes to fields, zones, sensors, gateways, irrigation logs and members show here.</p>
              </EmptyState>
            ),
          }}
        >
          {() => (
            <>
              <DataTable
                label="Audit log"
                columns={COLUMNS}
                rows={page.data!.data}
                rowKey={(r) => `${r.at}#${r.actor}#${r.verb}#${r.target}#${r.summary}`}
              />
              <nav className="farm-audit__pages" aria-label="Audit log pages">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!cursors.length}
                  onClick={() => setCursors((c) => c.slice(0, -1))}
                >
                  Newer
                </Button>
                <span className="farm-audit__muted" aria-live="polite">
                  Page {cursors.length + 1}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!page.data!.next}
                  onClick={() => setCursors((c) => (page.data?.next ? [...c, page.data.next] : c))}
                >
                  Older
                </Button>
              </nav>
            </>
          )}
        </QueryState>
      </Card>
    </>
  );
}
