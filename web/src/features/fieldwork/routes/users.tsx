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
import { GrantPlanDialog } from '../components/grant-plan-dialog';
import { filterUsers, planText, USER_FILTERS, whenText, type UserFilter } from '../components/user-filter';
import './users.css';

function PlanCell({ user }: { user: AdminUserRow }) {
  if (user.missingSubscription) return <span className="users-badge users-badge--warning">No subscription</span>;
  if (user.isAdmin && !user.plan) return <span className="users-muted">Admin (no plan needed)</span>;
  const lapsed = Boolean(user.plan) && !isSubscriptionValid({ type: user.plan ?? '', expiredDate: user.expiry ?? '' });
  return (
    <>
      {planText(user.plan)}
      {lapsed ? <span className="users-badge">Expired</span> : null}
    </>
  );
}

/** The farms an account belongs to: its own (role owner) and those shared with it, with the owner's name. */
function FarmsCell({ user }: { user: AdminUserRow }) {
  if (!user.memberships.length) return <span className="users-muted">—</span>;
  return (
    <ul className="users-farms">
      {user.memberships.map((m) => (
        <li key={m.farm_id}>
          {m.farm_name} <span className="users-muted">({m.owner === user.userName ? 'own' : m.owner})</span> ·{' '}
          {FARM_ROLE_LABELS[m.role]}
        </li>
      ))}
    </ul>
  );
}

const USER_COLUMNS: Column<AdminUserRow>[] = [
  {
    header: 'User',
    cell: (u) => (
      <>
        <strong>{u.userName}</strong>
        {u.isAdmin ? <span className="users-badge users-badge--info">Admin</span> : null}
        <br />
        <span className="users-muted">{u.email ?? '—'}</span>
      </>
    ),
  },
  { header: 'Plan', cell: (u) => <PlanCell user={u} /> },
  { header: 'Expiry', cell: (u) => <span className="users-nowrap">{u.expiry ?? '—'}</span> },
  { header: 'Sensors', cell: (u) => u.sensors },
  { header: 'Last sign-in', cell: (u) => whenText(u.lastSignIn) },
  { header: 'Farms', cell: (u) => <FarmsCell user={u} /> },
  { header: 'Status', cell: (u) => `${u.status ?? '—'}${u.enabled ? '' : ' (disabled)'}` },
];

const stateText = (s: PlanState | null) => (s ? `${planText(s.plan)} until ${s.expiry}` : 'No subscription');

const GRANT_COLUMNS: Column<PlanGrantRecord>[] = [
  { header: 'When', cell: (g) => whenText(g.at) },
  { header: 'By', cell: (g) => g.by },
  { header: 'Account', cell: (g) => g.userName },
  { header: 'Before', cell: (g) => stateText(g.before) },
  { header: 'After', cell: (g) => stateText(g.after) },
  {
    header: 'Result',
    cell: (g) => (g.applied ? 'Applied' : <span className="users-badge users-badge--warning">Not confirmed</span>),
  },
];

export function UsersRoute() {
  const users = useAdminUsers();
  const grants = usePlanGrants();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<UserFilter>('all');
  const [granting, setGranting] = useState<AdminUserRow | null>(null);
  const rows = filterUsers(users.data ?? [], search, filter);
  const broken = (users.data ?? []).filter((u) => u.missingSubscription).length;

  return (
    <>
      <PageHeader
        title="Users"
        description={
          'Every account with its plan, expiry, sensors and last sign-in. Grant a plan for a trial, a refund or Pro.'
        }
      />
      {broken ? (
        <Banner tone="warning">
          {broken === 1 ? '1 account has' : `${broken} accounts have`} no subscription (the sign-up grant failed) and
          cannot use the app: grant each a plan to repair it.{' '}
          {filter !== 'repair' ? (
            <Button variant="link" onClick={() => setFilter('repair')}>
              Show {broken === 1 ? 'it' : 'them'}
            </Button>
          ) : null}
        </Banner>
      ) : null}
      <Card>
        <div className="users-toolbar">
          <TextField
            label="Search"
            type="search"
            placeholder="Name or e-mail"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <SelectField label="Show" value={filter} onChange={(e) => setFilter(e.target.value as UserFilter)}>
            {USER_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </SelectField>
        </div>
        <QueryState
          queries={[users]}
          loadingLabel="Loading accounts…"
          errorText={users.error ? `The accounts could not be loaded: ${users.error.message}` : undefined}
          empty={{
            when: rows.length === 0,
            content: (
              <EmptyState title={users.data?.length ? 'No account matches.' : 'No accounts yet.'}>
                <p>
                  {users.data?.length
                    ? 'Change the search or the filter.'
                    : 'Accounts appear here once growers sign up.'}
                </p>
              </EmptyState>
            ),
          }}
        >
          {() => (
            <>
              <p className="users-muted" aria-live="polite">
                {rows.length} of {users.data!.length} accounts
              </p>
              <DataTable
                label="Accounts"
                columns={USER_COLUMNS}
                rows={rows}
                rowKey={(u) => u.userName}
                actions={(u) => (
                  // The accessible name starts with the visible text (what a voice user says), then names the account.
                  <Button
                    size="sm"
                    variant={u.missingSubscription ? 'primary' : 'secondary'}
                    onClick={() => setGranting(u)}
                    aria-label={`${u.missingSubscription ? 'Repair' : 'Grant plan'}: ${u.userName}`}
                  >
                    {u.missingSubscription ? 'Repair' : 'Grant plan'}
                  </Button>
                )}
              />
            </>
          )}
        </QueryState>
      </Card>
      <Card title="Plan grants">
        <QueryState
          queries={[grants]}
          loadingLabel="Loading plan grants…"
          errorText={grants.error ? `The plan grants could not be loaded: ${grants.error.message}` : undefined}
          empty={{
            when: (grants.data ?? []).length === 0,
            content: (
              <EmptyState title="No grants yet.">
                <p>Each plan an admin grants is recorded here: who, when, and the plan before and after.</p>
              </EmptyState>
            ),
          }}
        >
          {() => (
            <DataTable label="Plan grants" columns={GRANT_COLUMNS} rows={grants.data!} rowKey={(g) => g.grantId} />
          )}
        </QueryState>
      </Card>
      {granting ? <GrantPlanDialog user={granting} onClose={() => setGranting(null)} /> : null}
    </>
  );
}
