import { Link } from 'react-router-dom';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/constants';

/** Footer: About Us and a Support mail link. */
export function ShellFooter() {
  return (
    <footer className="shell-footer">
      <span>
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </span>
      <nav aria-label="Footer" className="shell-footer__links">
        <Link to="/documentation/getting-started/overview#about">About Us</Link>
        <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`${PRODUCT_NAME} support`)}`}>Support</a>
      </nav>
    </footer>
  );
}
