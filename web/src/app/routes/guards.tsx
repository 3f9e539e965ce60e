import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { ButtonLink } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/spinner';
import { useQuery } from '@tanstack/react-query';
import { myFarmsQueryOptions } from '../../api/teams';
import { setActiveFarm, useActiveFarm } from '../../lib/active-farm';
import { activeFarmOf } from '../../lib/switch-farm';
import { useAuth } from '../../lib/auth/auth-provider';
import { useT } from '../../lib/i18n/use-t';
import { adminAreaAccess, appAreaAccess, SUBSCRIPTION_PAGE } from './access';

/**
 * A logged-out visit to a protected route runs the logout sequence, then goes to
 * /login, remembering where the visitor wanted to go. (The sequence's reload is skipped here:
 * it would lose that destination, and there is nothing in memory left to clear.)
 */
function LoggedOutRedirect({ from }: { from: Location }) {
  const { logout } = useAuth();
  const [cleared, setCleared] = useState(false);
  const t = useT();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout({ reload: false }).finally(() => setCleared(true));
  }, [logout]);
  if (!cleared) return <PageSpinner label={t('status.redirectingToLogin')} />;
  return (
    <Navigate to="/login" replace state={{ from: { pathname: from.pathname, search: from.search, hash: from.hash } }} />
  );
}

/** A logged-in user, else the logout sequence and /login. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status, auth } = useAuth();
  const location = useLocation();
  const t = useT();
  if (status === 'restoring') return <PageSpinner label={t('status.checkingSession')} />;
  if (status === 'leaving') return <PageSpinner label={t('status.signingOut')} />;
  if (!auth.isAuthenticated) return <LoggedOutRedirect from={location} />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * /app/*: a valid subscription (admins pass; members in a shared farm pass), else /app/subscription.
 * A user without a plan of their own who belongs to a shared farm (an agronomist advising growers)
 * needs none: they enter the first farm shared with them instead of being asked to pay.
 */
export function RequireSubscription({ children }: { children?: ReactNode }) {
  const { auth } = useAuth();
  const location = useLocation();
  const inSharedFarm = useActiveFarm() !== null;
  const t = useT();
  const decision = appAreaAccess(auth, location.pathname, new Date(), inSharedFarm);
  const me = auth.userName ?? '';
  const farms = useQuery({ ...myFarmsQueryOptions(), enabled: decision === 'subscribe' });
  const firstShared = Array.isArray(farms.data) ? farms.data.find((r) => r.owner !== me) : undefined;
  useEffect(() => {
    if (decision === 'subscribe' && firstShared) setActiveFarm(activeFarmOf(firstShared, me));
  }, [decision, firstShared, me]);
  if (decision === 'login') return <LoggedOutRedirect from={location} />;
  if (decision === 'subscribe') {
    if (farms.isPending || firstShared) return <PageSpinner label={t('status.openingFarms')} />;
    return <Navigate to={SUBSCRIPTION_PAGE} replace />;
  }
  return <>{children ?? <Outlet />}</>;
}

/** /fieldwork-admin/*: admins only. Others get a plain explanation inside the shell (our decision; see access.ts). */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { auth } = useAuth();
  const location = useLocation();
  const decision = adminAreaAccess(auth);
  if (decision === 'login') return <LoggedOutRedirect from={location} />;
  if (decision === 'admins-only') return <AdminsOnly />;
  return <>{children ?? <Outlet />}</>;
}

function AdminsOnly() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('status.adminsOnlyTitle')} description={t('status.adminOnly')} />
      <ButtonLink to="/app/Home" variant="secondary">
        {t('status.backToHome')}
      </ButtonLink>
    </>
  );
}
