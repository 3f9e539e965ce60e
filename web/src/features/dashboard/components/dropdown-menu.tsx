/**
 * A button that opens a list of choices (the sensor dropdown and the flat field chooser): the
 * button shows the current choice; the list may have headings (farms) over its items. Keyboard:
 * Enter, Space or Down opens on the first item, Up on the last; Up, Down, Home and End move;
 * Enter picks; Escape closes and returns to the button; Tab closes.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface MenuItem {
  id: string;
  label: string;
}
export interface MenuGroup {
  /** Shown above the group's items; also the group's accessible name. */
  heading?: string;
  items: MenuItem[];
}

export interface DropdownMenuProps {
  /** The visible label beside the button; with the button's text it names the button. */
  label: string;
  /** What the button says: the current choice, or why there is none. */
  buttonText: string;
  groups: MenuGroup[];
  onSelect: (id: string) => void;
  /** The current choice, marked in the list when it is one of the items. */
  checkedId?: string | null;
  disabled?: boolean;
  /** The one disabled item shown when the list has nothing to choose. */
  emptyText: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
}

export function DropdownMenu({
  label,
  buttonText,
  groups,
  onSelect,
  checkedId = null,
  disabled = false,
  emptyText,
  hideLabel = false,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState<'first' | 'last' | null>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const buttonId = useId();
  const menuId = useId();
  const hasItems = groups.some((g) => g.items.length > 0);

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    const target = focusAt === 'last' ? list.at(-1) : list[0];
    (target ?? menuRef.current)?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, focusAt]);

  const show = (at: 'first' | 'last') => {
    setFocusAt(at);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show(e.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at < 0 ? -1 : at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(-1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    e.preventDefault();
    e.stopPropagation();
  };

  const pick = (id: string) => {
    close(true);
    onSelect(id);
  };

  return (
    <div className="dropdown" ref={wrapRef}>
      <span id={labelId} className={hideLabel ? 'visually-hidden' : 'dropdown__label'}>
        {label}
      </span>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="dropdown__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-labelledby={`${labelId} ${buttonId}`}
        disabled={disabled}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onButtonKey}
      >
        <span className="dropdown__text">{buttonText}</span>
        <svg className="dropdown__chevron" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M5 7.5 10 12.5 15 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={labelId}
          className="dropdown__menu"
          tabIndex={-1}
          onKeyDown={onMenuKey}
        >
          {hasItems ? (
            groups.map((g, i) => (
              <div key={g.heading ?? i} role="group" aria-label={g.heading} className="dropdown__group">
                {g.heading ? (
                  <div className="dropdown__heading" aria-hidden="true">
                    {g.heading}
                  </div>
                ) : null}
                {g.items.map((item) => (
                  <button
                    key={item.id}
                    type="button"
                    role="menuitemradio"
                    aria-checked={item.id === checkedId}
                    tabIndex={-1}
                    className="dropdown__item"
                    onClick={() => pick(item.id)}
                  >
                    {item.label}
                  </button>
                ))}
              </div>
            ))
          ) : (
            <div role="menuitem" aria-disabled="true" className="dropdown__item dropdown__item--empty">
              {emptyText}
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
