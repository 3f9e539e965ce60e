/**
 * /app/Management/FarmAudit/:farmId — a farm's audit log for its owner and managers: who created,
 * changed or deleted what, from which role, when; newest first, 50 a page (Older / Newer walk the
 * pages by the server's cursor). Other roles see why there is nothing: the server refuses them.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FARM_ROLE_KEYS } from '@shared/i18n/labels/roles';
import { can } from '@shared/teams/roles';
import type { AuditRow } from '@shared/teams/schemas';
import { useQuery } from '@tanstack/react-query';
import { auditQueryOptions, useMyFarms } from '../../../api/teams';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import './farm-audit.css';

export function FarmAuditRoute() {
  const { farmId = '' } = useParams();
  const farms = useMyFarms();
  const t = useT();
  const f = useFormat();
  // The summary is the server's line, in English (marked so, for screen readers); the verb and the
  // noun are the person's words.
  const columns: Column<AuditRow>[] = [
    { header: t('audit.colWhen'), cell: (r) => <time dateTime={r.at}>{f.dateTime(r.at)}</time> },
    { header: t('audit.colWho'), cell: (r) => r.actor },
    { header: t('audit.colRole'), cell: (r) => t(FARM_ROLE_KEYS[r.role]) },
    {
      header: t('audit.colWhat'),
      cell: (r) => (
        <>
          <span className="farm-audit__verb">{t('audit.verb', { verb: r.verb })}</span>{' '}
          {t('audit.what', { what: r.what })}
          <br />
          <span className="farm-audit__muted" lang="en">
            {r.summary}
          </span>
        </>
      ),
    },
  ];
  const farm = farms.data?.find((f) => f.farm_id === farmId) ?? null;
  // The cursors of the pages above this one: the last is this page's `before`.
  const [cursors, setCursors] = useState<string[]>([]);
  const before = cursors.at(-1);
  const allowed = Boolean(farm && can(farm.role, 'audit.read'));
  // Asked for only when the role may read it (a refused request is no page to show).
  const page = useQuery({ ...auditQueryOptions(farmId, before), enabled: allowed });
  const title = farm ? t('audit.titleOf', { farm: farm.name }) : t('audit.title');

  if (farms.isSuccess && !farm)
    return (
      <>
        <PageHeader title={t('audit.title')} />
        <Banner tone="error">{t('audit.notYourFarm')}</Banner>
      </>
    );
  if (farm && !allowed)
    return (
      <>
        <PageHeader title={title} />
        <Banner tone="info">{t('audit.notAllowed')}</Banner>
      </>
    );

  return (
    <>
      <PageHeader title={title} description={t('audit.description')} />
      <Card>
        <QueryState
          queries={[farms, page]}
          loadingLabel={t('audit.loading')}
          errorText={t('audit.loadFailed', { reason: (farms.error ?? page.error)?.message ?? '' })}
          empty={{
            when: Boolean(page.data && page.data.data.length === 0 && !before),
            content: (
              <EmptyState title={t('audit.empty')}>
                <p>{t('audit.emptyText')}</p>
              </EmptyState>
            ),
          }}
        >
          {() => (
            <>
              <DataTable
                label={t('audit.title')}
                columns={columns}
                rows={page.data!.data}
                rowKey={(r) => `${r.at}#${r.actor}#${r.verb}#${r.target}#${r.summary}`}
              />
              <nav className="farm-audit__pages" aria-label={t('audit.pages')}>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!cursors.length}
                  onClick={() => setCursors((c) => c.slice(0, -1))}
                >
                  {t('audit.newer')}
                </Button>
                <span className="farm-audit__muted" aria-live="polite">
                  {t('audit.page', { page: cursors.length + 1 })}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!page.data!.next}
                  onClick={() => setCursors((c) => (page.data?.next ? [...c, page.data.next] : c))}
                >
                  {t('audit.older')}
                </Button>
              </nav>
            </>
          )}
        </QueryState>
      </Card>
    </>
  );
}
