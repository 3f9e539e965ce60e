/**
 * /fieldwork-admin/users — the accounts of the user pool: plan, expiry, sensors, last sign-in and
 * the farms each belongs to (farm, owner, role), with search and a filter. An admin grants a plan
 * and sets an expiry (confirmed first); each grant is listed below with who made it, when, and
 * the plan before and after. Accounts whose sign-up grant never ran are flagged: every subscriber
 * page refuses them until a grant.
 */
import { useState } from 'react';
import type { AdminUserRow, PlanGrantRecord, PlanState } from '@shared/admin/users';
import { isSubscriptionValid } from '@shared/subscription';
import { FARM_ROLE_LABELS } from '@shared/teams/roles';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useAdminUsers, usePlanGrants } from '../../../api/admin';
import { useT, type T } from '../../../lib/i18n/use-t';
import { GrantPlanDialog } from '../components/grant-plan-dialog';
import { filterUsers, planText, USER_FILTERS, whenText, type UserFilter } from '../components/user-filter';
import './users.css';

function PlanCell({ user }: { user: AdminUserRow }) {
  const t = useT();
  if (user.missingSubscription)
    return <span className="users-badge users-badge--warning">{t('fieldwork.usersNoSubscription')}</span>;
  if (user.isAdmin && !user.plan) return <span className="users-muted">{t('fieldwork.usersAdminNoPlan')}</span>;
  const lapsed = Boolean(user.plan) && !isSubscriptionValid({ type: user.plan ?? '', expiredDate: user.expiry ?? '' });
  return (
    <>
      {planText(user.plan)}
      {lapsed ? <span className="users-badge">{t('fieldwork.usersExpired')}</span> : null}
    </>
  );
}

/** The farms an account belongs to: its own (role owner) and those shared with it, with the owner's name. */
function FarmsCell({ user }: { user: AdminUserRow }) {
  const t = useT();
  if (!user.memberships.length) return <span className="users-muted">—</span>;
  return (
    <ul className="users-farms">
      {user.memberships.map((m) => (
        <li key={m.farm_id}>
          {m.farm_name}{' '}
          <span className="users-muted">({m.owner === user.userName ? t('fieldwork.usersOwn') : m.owner})</span> ·{' '}
          {FARM_ROLE_LABELS[m.role]}
        </li>
      ))}
    </ul>
  );
}

const userColumns = (t: T): Column<AdminUserRow>[] => [
  {
    header: t('fieldwork.usersColUser'),
    cell: (u) => (
      <>
        <strong>{u.userName}</strong>
        {u.isAdmin ? <span className="users-badge users-badge--info">{t('fieldwork.usersAdmin')}</span> : null}
        <br />
        <span className="users-muted">{u.email ?? '—'}</span>
      </>
    ),
  },
  { header: t('fieldwork.usersColPlan'), cell: (u) => <PlanCell user={u} /> },
  { header: t('fieldwork.usersColExpiry'), cell: (u) => <span className="users-nowrap">{u.expiry ?? '—'}</span> },
  { header: t('fieldwork.usersColSensors'), cell: (u) => u.sensors },
  { header: t('fieldwork.usersColLastSignIn'), cell: (u) => whenText(u.lastSignIn) },
  { header: t('fieldwork.usersColFarms'), cell: (u) => <FarmsCell user={u} /> },
  {
    header: t('fieldwork.usersColStatus'),
    cell: (u) => (u.enabled ? (u.status ?? '—') : t('fieldwork.usersDisabled', { status: u.status ?? '—' })),
  },
];

const stateText = (s: PlanState | null, t: T) =>
  s ? t('fieldwork.usersPlanUntil', { plan: planText(s.plan), expiry: s.expiry }) : t('fieldwork.usersNoSubscription');

const grantColumns = (t: T): Column<PlanGrantRecord>[] => [
  { header: t('fieldwork.usersColWhen'), cell: (g) => whenText(g.at) },
  { header: t('fieldwork.usersColBy'), cell: (g) => g.by },
  { header: t('fieldwork.usersColAccount'), cell: (g) => g.userName },
  { header: t('fieldwork.usersColBefore'), cell: (g) => stateText(g.before, t) },
  { header: t('fieldwork.usersColAfter'), cell: (g) => stateText(g.after, t) },
  {
    header: t('fieldwork.usersColResult'),
    cell: (g) =>
      g.applied ? (
        t('fieldwork.usersApplied')
      ) : (
        <span className="users-badge users-badge--warning">{t('fieldwork.usersNotConfirmed')}</span>
      ),
  },
];

export function UsersRoute() {
  const users = useAdminUsers();
  const t = useT();
  const grants = usePlanGrants();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<UserFilter>('all');
  const [granting, setGranting] = useState<AdminUserRow | null>(null);
  const rows = filterUsers(users.data ?? [], search, filter);
  const broken = (users.data ?? []).filter((u) => u.missingSubscription).length;

  return (
    <>
      <PageHeader title={t('fieldwork.usersTitle')} description={t('fieldwork.usersDescription')} />
      {broken ? (
        <Banner tone="warning">
          {t('fieldwork.usersBroken', { count: broken })}{' '}
          {filter !== 'repair' ? (
            <Button variant="link" onClick={() => setFilter('repair')}>
              {t('fieldwork.usersShowBroken', { count: broken })}
            </Button>
          ) : null}
        </Banner>
      ) : null}
      <Card>
        <div className="users-toolbar">
          <TextField
            label={t('fieldwork.usersSearch')}
            type="search"
            placeholder={t('fieldwork.usersSearchHint')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <SelectField
            label={t('fieldwork.usersShow')}
            value={filter}
            onChange={(e) => setFilter(e.target.value as UserFilter)}
          >
            {USER_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label ? t(f.label) : planText(f.value)}
              </option>
            ))}
          </SelectField>
        </div>
        <QueryState
          queries={[users]}
          loadingLabel={t('fieldwork.usersLoading')}
          errorText={users.error ? t('fieldwork.usersFailed', { message: users.error.message }) : undefined}
          empty={{
            when: rows.length === 0,
            content: (
              <EmptyState title={users.data?.length ? t('fieldwork.usersNoMatch') : t('fieldwork.usersNone')}>
                <p>{users.data?.length ? t('fieldwork.usersChangeSearch') : t('fieldwork.usersAppear')}</p>
              </EmptyState>
            ),
          }}
        >
          {() => (
            <>
              <p className="users-muted" aria-live="polite">
                {t('fieldwork.usersCount', { shown: rows.length, total: users.data!.length })}
              </p>
              <DataTable
                label={t('fieldwork.usersAccounts')}
                columns={userColumns(t)}
                rows={rows}
                rowKey={(u) => u.userName}
                actions={(u) => (
                  // The accessible name starts with the visible text (what a voice user says), then names the account.
                  <Button
                    size="sm"
                    variant={u.missingSubscription ? 'primary' : 'secondary'}
                    onClick={() => setGranting(u)}
                    aria-label={t('fieldwork.usersActionFor', {
                      action: u.missingSubscription ? t('fieldwork.usersRepair') : t('fieldwork.usersGrantPlan'),
                      user: u.userName,
                    })}
                  >
                    {u.missingSubscription ? t('fieldwork.usersRepair') : t('fieldwork.usersGrantPlan')}
                  </Button>
                )}
              />
            </>
          )}
        </QueryState>
      </Card>
      <Card title={t('fieldwork.usersGrants')}>
        <QueryState
          queries={[grants]}
          loadingLabel={t('fieldwork.usersGrantsLoading')}
          errorText={grants.error ? t('fieldwork.usersGrantsFailed', { message: grants.error.message }) : undefined}
          empty={{
            when: (grants.data ?? []).length === 0,
            content: (
              <EmptyState title={t('fieldwork.usersGrantsNone')}>
                <p>{t('fieldwork.usersGrantsExplain')}</p>
              </EmptyState>
            ),
          }}
        >
          {() => (
            <DataTable
              label={t('fieldwork.usersGrants')}
              columns={grantColumns(t)}
              rows={grants.data!}
              rowKey={(g) => g.grantId}
            />
          )}
        </QueryState>
      </Card>
      {granting ? <GrantPlanDialog user={granting} onClose={() => setGranting(null)} /> : null}
    </>
  );
}
