/**
 * What the shell says about farm teams above every page: the shared farm is read-only (its owner's
 * subscription lapsed), and, on Home and the subscription page, invitations waiting for the user.
 */
import { Link, useLocation } from 'react-router-dom';
import { Banner } from '../../components/banner';
import { useInvitations } from '../../api/teams';
import { useActiveFarm } from '../../lib/active-farm';
import { useT } from '../../lib/i18n/use-t';

const INBOX_HINT_PATHS = ['/app/home', '/app/subscription'];

export function ReadOnlyBanner() {
  const farm = useActiveFarm();
  const t = useT();
  if (!farm?.readOnly) return null;
  return (
    <Banner tone="warning" className="farm-banner">
      {t('shell.farmReadOnly', { owner: farm.ownerName, farm: farm.name })}
    </Banner>
  );
}

export function InvitationsHint() {
  const { pathname } = useLocation();
  const show = INBOX_HINT_PATHS.includes(pathname.replace(/\/+$/, '').toLowerCase());
  const inbox = useInvitations();
  const t = useT();
  if (!show || !inbox.isSuccess) return null;
  const count = (inbox.data?.invitations?.length ?? 0) + (inbox.data?.transfers?.length ?? 0);
  if (count === 0) return null;
  return (
    <Banner tone="info" className="farm-banner">
      <span>
        {t.rich('shell.farmsWaiting', { count, link: (chunks) => <Link to="/app/invitations">{chunks}</Link> })}
      </span>
    </Banner>
  );
}
