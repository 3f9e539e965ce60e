/**
 * A page a role may not see, reached by its address: a plain statement of why, not an error. The
 * server refuses the same (403); this saves the round trip and says it in words.
 */
import type { ReactNode } from 'react';
import { FARM_ROLE_LABELS, type FarmAction } from '@shared/teams/roles';
import { useActiveFarm, useCan } from '../lib/active-farm';
import { ButtonLink } from './button';
import { PageHeader } from './page-header';

export function RoleGate({ action, title, children }: { action: FarmAction; title: string; children: ReactNode }) {
  const farm = useActiveFarm();
  const allowed = useCan(action);
  if (allowed || !farm) return <>{children}</>;
  return (
    <>
      <PageHeader
        title={title}
        description={`Your role (${FARM_ROLE_LABELS[farm.role]}) on ${farm.name} cannot see this.`}
      />
      <p>
        {farm.ownerName} decides who sees what on {farm.name}: ask them for another role, or choose one of your own
        farms in the farm menu at the top.
      </p>
      <ButtonLink to="/app/Home" variant="secondary">
        Back to the dashboard
      </ButtonLink>
    </>
  );
}
