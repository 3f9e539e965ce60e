/**
 * What the shell says about farm teams above every page: the shared farm is read-only (its owner's
 * subscription lapsed), and, on Home and the subscription page, invitations waiting for the user.
 */
import { Link, useLocation } from 'react-router-dom';
import { Banner } from '../../components/banner';
import { useInvitations } from '../../api/teams';
import { useActiveFarm } from '../../lib/active-farm';

const INBOX_HINT_PATHS = ['/app/home', '/app/subscription'];

export function ReadOnlyBanner() {
  const farm = useActiveFarm();
  if (!farm?.readOnly) return null;
  return (
    <Banner tone="warning" className="farm-banner">
      {farm.ownerName}&rsquo;s subscription has lapsed: {farm.name} is read-only until they renew.
    </Banner>
  );
}

export function InvitationsHint() {
  const { pathname } = useLocation();
  const show = INBOX_HINT_PATHS.includes(pathname.replace(/\/+$/, '').toLowerCase());
  const inbox = useInvitations();
  if (!show || !inbox.isSuccess) return null;
  const count = (inbox.data?.invitations?.length ?? 0) + (inbox.data?.transfers?.length ?? 0);
  if (count === 0) return null;
  return (
    <Banner tone="info" className="farm-banner">
      <span>
        {count === 1 ? 'A farm is waiting for you: ' : `${count} farms are waiting for you: `}
        <Link to="/app/invitations">see your invitations</Link>
      </span>
    </Banner>
  );
}
