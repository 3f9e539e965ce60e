import { useT } from '../../lib/i18n/use-t';
import { Breadcrumb } from './breadcrumb';
import { FarmSwitcher } from './farm-switcher';
import { Icon } from './icons';
import { UserMenu } from './user-menu';
import { NotificationBell } from '../../features/notifications/components/notification-bell';

interface TopBarProps {
  userName: string;
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onLogout: () => void;
}

/**
 * Top bar: the sidebar toggle, the breadcrumb, 'Hello, {userName}', the farm the user acts in (once
 * a farm is shared with them), the notifications bell and the account menu.
 */
export function TopBar({ userName, sidebarId, sidebarOpen, onToggleSidebar, onLogout }: TopBarProps) {
  const t = useT();
  return (
    <header className="top-bar">
      <button
        type="button"
        className="top-bar__toggle"
        aria-controls={sidebarId}
        aria-expanded={sidebarOpen}
        aria-label={t(sidebarOpen ? 'shell.closeMenu' : 'shell.openMenu')}
        onClick={onToggleSidebar}
      >
        <Icon name="menu" />
      </button>
      <Breadcrumb />
      <div className="top-bar__user">
        <FarmSwitcher userName={userName} />
        <span className="top-bar__greeting">{t('shell.hello', { name: userName })}</span>

        <NotificationBell />
        <UserMenu userName={userName} onLogout={onLogout} />
      </div>
    </header>
  );
}
