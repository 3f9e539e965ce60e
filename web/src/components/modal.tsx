import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../lib/i18n/use-t';
import './modal.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  description?: ReactNode;
  /** Where focus goes on open; defaults to the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Clicking the dimmed backdrop closes (off for forms, where a stray click would lose input). */
  closeOnBackdrop?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * A modal dialog: focus moves in on open, Tab and Shift+Tab stay inside, Escape closes, and
 * focus returns to whatever opened it. The page behind is inert to scrolling.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  description,
  initialFocusRef,
  closeOnBackdrop = false,
  size = 'md',
}: ModalProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The latest onClose without re-running the open effect on every render.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Whatever had focus before the dialog: noted while rendering, before an autoFocus field inside
  // takes it, so focus can go back there on close.
  const openerRef = useRef<HTMLElement | null>(null);
  if (open && !openerRef.current && document.activeElement instanceof HTMLElement)
    openerRef.current = document.activeElement;

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = openerRef.current;
    // A field marked autoFocus has already taken focus as the dialog mounted: leave it there.
    // (Moving it would blur that field at once, and a field left counts as touched.)
    if (!dialog.contains(document.activeElement))
      (initialFocusRef?.current ?? focusableWithin(dialog)[0] ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(dialog);
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !dialog.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !dialog.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Everything behind the dialog leaves the tab order and the accessibility tree.
    const backdrop = dialog.parentElement;
    const madeInert = Array.from(document.body.children).filter(
      (el): el is HTMLElement =>
        el instanceof HTMLElement &&
        el !== backdrop &&
        !el.hasAttribute('inert') &&
        !el.classList.contains('toast-region'),
    );
    for (const el of madeInert) el.setAttribute('inert', '');
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      for (const el of madeInert) el.removeAttribute('inert');
      document.body.style.overflow = previousOverflow;
      openerRef.current = null;
      if (opener && document.contains(opener)) opener.focus();
    };
    // initialFocusRef is a ref object (stable across renders): its element is read at open time.
  }, [open, initialFocusRef]);

  if (!open) return null;
  return createPortal(
    <div
      className="modal__backdrop"
      onMouseDown={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={t('components.closeDialog')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        {description ? (
          <div id={descriptionId} className="modal__description">
            {description}
          </div>
        ) : null}
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
