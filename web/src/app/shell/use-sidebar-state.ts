import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_STORAGE_KEY } from '../../config/navigation';

const NARROW_QUERY = '(max-width: 900px)';

export const isNarrowScreen = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;

function readRemembered(): boolean | undefined {
  try {
    const v = localStorage.getItem(SIDEBAR_STORAGE_KEY);
    return v === null ? undefined : v === 'true';
  } catch {
    return undefined;
  }
}

/**
 * Open or closed, remembered across visits. On narrow screens the sidebar is an overlay: it
 * starts closed and closes after a link is followed or on Escape (then `onEscape` runs, to put
 * focus back on the toggle), and that transient state is not remembered.
 */
export function useSidebarState(onEscape?: () => void) {
  const [open, setOpen] = useState<boolean>(() => (isNarrowScreen() ? false : (readRemembered() ?? true)));
  const remember = (value: boolean) => {
    if (isNarrowScreen()) return;
    try {
      localStorage.setItem(SIDEBAR_STORAGE_KEY, String(value));
    } catch {
      // storage disabled: the toggle still works for this visit
    }
  };
  const toggle = useCallback(() => {
    setOpen((o) => {
      remember(!o);
      return !o;
    });
  }, []);
  const closeIfOverlay = useCallback(() => {
    if (isNarrowScreen()) setOpen(false);
  }, []);
  // The overlay is a drawer over the page: Escape closes it, as it closes a dialog.
  useEffect(() => {
    if (!open || !isNarrowScreen()) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      onEscape?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onEscape]);
  return { open, toggle, closeIfOverlay };
}
