import { Link } from 'react-router-dom';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/constants';
import { useT } from '../../lib/i18n/use-t';

/** Footer: About Us and a Support mail link. */
export function ShellFooter() {
  const t = useT();
  return (
    <footer className="shell-footer">
      <span>
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </span>
      <nav aria-label={t('shell.footer')} className="shell-footer__links">
        <Link to="/documentation/getting-started/overview#about">{t('shell.aboutUs')}</Link>
        <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`${PRODUCT_NAME} support`)}`}>
          {t('shell.support')}
        </a>
      </nav>
    </footer>
  );
}
