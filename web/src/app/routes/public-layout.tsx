import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/constants';
import { Logo } from '../../components/logo';
import { useAuth } from '../../lib/auth/auth-provider';
import './public-layout.css';

/** Chrome for public pages (documentation, 404, error): logo, a way in, and the footer links. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { auth } = useAuth();
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="public-layout__header">
        <Link to="/app/Home" className="public-layout__logo" aria-label={`${PRODUCT_NAME} home`}>
          <Logo />
        </Link>
        <nav aria-label="Site">
          <Link to="/documentation">Documentation</Link>
          {auth.isAuthenticated ? <Link to="/app/Home">Open the app</Link> : <Link to="/login">Log in</Link>}
        </nav>
      </header>
      <main id="main" className="public-layout__main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <footer className="public-layout__footer">
        <span>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </span>
        <Link to="/documentation/getting-started/overview#about">About Us</Link>
        <a href={`mailto:${SUPPORT_EMAIL}`}>Support</a>
      </footer>
    </div>
  );
}
