import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/constants';
import { Logo } from '../../components/logo';
import { useAuth } from '../../lib/auth/auth-provider';
import { useT } from '../../lib/i18n/use-t';
import './public-layout.css';

/** Chrome for public pages (documentation, 404, error): logo, a way in, and the footer links. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { auth } = useAuth();
  const t = useT();
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="public-layout__header">
        <Link
          to="/app/Home"
          className="public-layout__logo"
          aria-label={t('shell.productHome', { product: PRODUCT_NAME })}
        >
          <Logo />
        </Link>
        <nav aria-label={t('shell.site')}>
          <Link to="/documentation">{t('shell.documentation')}</Link>
          {auth.isAuthenticated ? (
            <Link to="/app/Home">{t('shell.openApp')}</Link>
          ) : (
            <Link to="/login">{t('shell.logIn')}</Link>
          )}
        </nav>
      </header>
      <main id="main" className="public-layout__main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <footer className="public-layout__footer">
        <span>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </span>
        <Link to="/documentation/getting-started/overview#about">{t('shell.aboutUs')}</Link>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{t('shell.support')}</a>
      </footer>
    </div>
  );
}
