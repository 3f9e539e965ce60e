/** The top bar's bell: a link to the notifications page with the unread count. */
import { Link } from 'react-router-dom';
import { useUnreadCount } from '../../../api/notifications';
import './notifications.css';
import { useT } from '../../../lib/i18n/use-t';

export function NotificationBell() {
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  const t = useT();
  const label = count ? t('notifications.bellUnread', { count }) : t('notifications.title');
  return (
    <Link
      to="/app/notifications"
      className="notification-bell"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d={
            'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0' +
            'v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z'
          }
        />
      </svg>
      {count ? <span className="notification-bell__count">{count > 99 ? '99+' : count}</span> : null}
    </Link>
  );
}
