import { Suspense, useCallback, useId } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/spinner';
import { visibleNavigation } from '../../config/navigation';
import { useAuth } from '../../lib/auth/auth-provider';
import { ShellFooter } from './footer';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useSidebarState } from './use-sidebar-state';
import './shell.css';

/** The signed-in layout: sidebar, top bar, the page, footer. */
export function AppShell() {
  const { auth, logout } = useAuth();
  const sidebarId = useId();
  const focusToggle = useCallback(
    () => document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(sidebarId)}"]`)?.focus(),
    [sidebarId],
  );
  const { open, toggle, closeIfOverlay } = useSidebarState(focusToggle);
  return (
    <div className="shell" data-sidebar={open ? 'open' : 'closed'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar id={sidebarId} open={open} groups={visibleNavigation(auth.isAdmin)} onNavigate={closeIfOverlay} />
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
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <ShellFooter />
      </div>
    </div>
  );
}
