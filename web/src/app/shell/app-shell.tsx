import { Suspense, useCallback, useId } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/spinner';
import { can, type FarmAction } from '@shared/teams/roles';
import { navigationFor, visibleNavigation } from '../../config/navigation';
import { useActiveFarm } from '../../lib/active-farm';
import { useAuth } from '../../lib/auth/auth-provider';
import { useT } from '../../lib/i18n/use-t';
import { InvitationsHint, ReadOnlyBanner } from './farm-banners';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';
import { ShellFooter } from './footer';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useSidebarState } from './use-sidebar-state';
import './shell.css';

/** The signed-in layout: sidebar, top bar, the page, footer. */
export function AppShell() {
  const { auth, logout } = useAuth();
  const t = useT();
  const farm = useActiveFarm();
  const may = (action: FarmAction) => !farm || can(farm.role, action);
  const sidebarId = useId();
  const focusToggle = useCallback(
    () => document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(sidebarId)}"]`)?.focus(),
    [sidebarId],
  );
  const { open, toggle, closeIfOverlay } = useSidebarState(focusToggle);
  return (
    <div className="shell" data-sidebar={open ? 'open' : 'closed'}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Sidebar
        id={sidebarId}
        open={open}
        groups={navigationFor(visibleNavigation(auth.isAdmin), may)}
        onNavigate={closeIfOverlay}
      />
      {open ? <div className="shell__scrim" onClick={toggle} aria-hidden="true" /> : null}
      <div className="shell__main">
        <TopBar
          userName={auth.userName ?? ''}
          sidebarId={sidebarId}
          sidebarOpen={open}
          onToggleSidebar={toggle}
          onLogout={() => void logout()}
        />
        <main id="main" className="shell__content" tabIndex={-1}>
          <OfflineBanner />
          <ReadOnlyBanner />
          <InvitationsHint />
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <ShellFooter />
      </div>
      <UpdatePrompt />
    </div>
  );
}
