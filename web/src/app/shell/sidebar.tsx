import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants';
import { Logo } from '../../components/logo';
import { useT } from '../../lib/i18n/use-t';
import { isItemActive, type NavGroup, type NavItem } from '../../config/navigation';
import { Icon } from './icons';

interface SidebarProps {
  id: string;
  open: boolean;
  groups: NavGroup[];
  /** Called after a link is followed (the narrow-screen overlay closes itself). */
  onNavigate: () => void;
}

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const active = isItemActive(item, pathname);
  const [expanded, setExpanded] = useState(true);
  const t = useT();
  if (item.children?.length) {
    return (
      <li className="sidebar__entry">
        <button
          type="button"
          className={
            active ? 'sidebar__link sidebar__link--parent sidebar__link--within' : 'sidebar__link sidebar__link--parent'
          }
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {item.icon ? <Icon name={item.icon} /> : null}
          <span className="sidebar__label">{t(item.label)}</span>
          <Icon name="chevron" className={expanded ? 'sidebar__chevron sidebar__chevron--open' : 'sidebar__chevron'} />
        </button>
        {expanded ? (
          <ul className="sidebar__children">
            {item.children.map((child) => (
              <NavEntry key={child.label} item={child} onNavigate={onNavigate} />
            ))}
          </ul>
        ) : null}
      </li>
    );
  }
  return (
    <li className="sidebar__entry">
      <NavLink
        to={item.to ?? '#'}
        end
        className={({ isActive }) => (isActive ? 'sidebar__link sidebar__link--active' : 'sidebar__link')}
        onClick={onNavigate}
      >
        {item.icon ? <Icon name={item.icon} /> : <span className="sidebar__dot" aria-hidden="true" />}
        <span className="sidebar__label">{t(item.label)}</span>
      </NavLink>
    </li>
  );
}

/** The sidebar: logo to /app/Home, then the configured groups. */
export function Sidebar({ id, open, groups, onNavigate }: SidebarProps) {
  const t = useT();
  return (
    <aside id={id} className="sidebar" data-open={open} aria-label={t('shell.main')} hidden={!open}>
      <Link
        to="/app/Home"
        className="sidebar__logo"
        aria-label={t('shell.productHome', { product: PRODUCT_NAME })}
        onClick={onNavigate}
      >
        <Logo inverse />
      </Link>
      <nav className="sidebar__nav" aria-label={t('shell.mainMenu')}>
        {groups.map((group) => (
          <section key={group.id} className="sidebar__group" aria-labelledby={`nav-group-${group.id}`}>
            <h2 id={`nav-group-${group.id}`} className="sidebar__group-title">
              {t(group.title)}
            </h2>
            <ul className="sidebar__list">
              {group.items.map((item) => (
                <NavEntry key={item.label} item={item} onNavigate={onNavigate} />
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </aside>
  );
}
