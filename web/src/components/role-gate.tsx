/**
 * A page a role may not see, reached by its address: a plain statement of why, not an error. The
 * server refuses the same (403); this saves the round trip and says it in words.
 */
import type { ReactNode } from 'react';
import { FARM_ROLE_LABELS, type FarmAction } from '@shared/teams/roles';
import { useActiveFarm, useCan } from '../lib/active-farm';
import { useT } from '../lib/i18n/use-t';
import { ButtonLink } from './button';
import { PageHeader } from './page-header';

export function RoleGate({ action, title, children }: { action: FarmAction; title: string; children: ReactNode }) {
  const farm = useActiveFarm();
  const allowed = useCan(action);
  const t = useT();
  if (allowed || !farm) return <>{children}</>;
  return (
    <>
      <PageHeader
        title={title}
        description={t('components.roleCannotSee', { role: FARM_ROLE_LABELS[farm.role], farm: farm.name })}
      />
      <p>{t('components.roleAskOwner', { owner: farm.ownerName, farm: farm.name })}</p>
      <ButtonLink to="/app/Home" variant="secondary">
        {t('components.backToDashboard')}
      </ButtonLink>
    </>
  );
}
