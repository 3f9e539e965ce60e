import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MessageKey } from '@shared/i18n/catalogue';
import { useT } from '../../lib/i18n/use-t';
import { Icon } from './icons';

interface UserMenuProps {
  userName: string;
  onLogout: () => void;
}

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
/** Focus the item at index, wrapping around at both ends. */
function focusMenuItem(menu: HTMLElement | null, index: number): void {
  const all = menuItems(menu);
  if (all.length) all[(index + all.length) % all.length]!.focus();
}

/**
 * The top-bar menu: Profile, Alert preferences, Invitations (to farms), Recently deleted and Logout.
 * A menu button in the WAI-ARIA pattern:
 * Enter, Space or ArrowDown open it on the first item, arrows move, Escape closes and returns.
 */
export function UserMenu({ userName, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const t = useT();

  useEffect(() => {
    if (!open) return;
    focusMenuItem(menuRef.current, 0);
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent) => {
    const all = menuItems(menuRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        focusMenuItem(menuRef.current, index + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        focusMenuItem(menuRef.current, index - 1);
        break;
      case 'Home':
        e.preventDefault();
        focusMenuItem(menuRef.current, 0);
        break;
      case 'End':
        e.preventDefault();
        focusMenuItem(menuRef.current, all.length - 1);
        break;
      case 'Escape':
        e.preventDefault();
        close();
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  const initial = userName.charAt(0).toUpperCase() || '?';
  return (
    <div className="user-menu">
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('shell.accountMenuFor', { name: userName })}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKeyDown}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {initial}
        </span>
        <Icon name="chevron" className={open ? 'user-menu__chevron user-menu__chevron--open' : 'user-menu__chevron'} />
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          className="user-menu__list"
          role="menu"
          aria-label={t('shell.account')}
          onKeyDown={onMenuKeyDown}
        >
          <MenuItem onSelect={() => (close(false), navigate('/app/profile'))}>
            <Icon name="user" /> {t('shell.profile')}
          </MenuItem>
          {PAGES.map(([label, to]) => (
            <MenuItem key={to} onSelect={() => (close(false), navigate(to))}>
              <span aria-hidden="true" style={{ width: 20 }} /> {t(label)}
            </MenuItem>
          ))}
          <MenuItem onSelect={() => (close(false), onLogout())}>
            <Icon name="logout" /> {t('shell.logout')}
          </MenuItem>
        </ul>
      ) : null}
    </div>
  );
}

/** The menu's pages without an icon of their own, in order. */
const PAGES: readonly (readonly [label: MessageKey, to: string])[] = [
  ['shell.alertPreferences', '/app/notifications/preferences'],
  ['shell.invitations', '/app/invitations'],
  ['shell.recentlyDeleted', '/app/deleted'],
];

/** One entry of the menu: reached by the arrow keys (tabIndex -1), chosen by click or Enter. */
function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" tabIndex={-1} className="user-menu__item" onClick={onSelect}>
        {children}
      </button>
    </li>
  );
}
