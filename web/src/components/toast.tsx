import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DELAYS } from '@shared/constants';
import { useT } from '../lib/i18n/use-t';
import './toast.css';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastInput {
  message: string;
  tone?: ToastTone;
  /** How long it stays, in ms: 5000 (3000 on the profile page). */
  durationMs?: number;
}

interface ToastItem extends Required<ToastInput> {
  id: number;
}

interface ToastApi {
  notify: (toast: ToastInput) => void;
  dismiss: (id: number) => void;
}

const MAX_SHOWN = 3;

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Toasts appear at the bottom right, newest nearest the edge, and leave on their own after their
 * duration; at most MAX_SHOWN at once, so a burst of them never climbs over the page.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const notify = useCallback((toast: ToastInput) => {
    const item: ToastItem = {
      id: nextId.current++,
      message: toast.message,
      tone: toast.tone ?? 'info',
      durationMs: toast.durationMs ?? DELAYS.toast,
    };
    setToasts((all) => [...all, item].slice(-MAX_SHOWN));
  }, []);
  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* In <body>, beside any dialog, so toasts stay live while a modal makes the page inert. */}
      {createPortal(
        <div className="toast-region" aria-live="polite" aria-relevant="additions text">
          {toasts.map((t) => (
            <Toast key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </div>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const t = useT();
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);
  return (
    <div className={`toast toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
      <span className="toast__message">{toast.message}</span>
      <button
        type="button"
        className="toast__close"
        onClick={() => onDismiss(toast.id)}
        aria-label={t('components.dismissNotification')}
      >
        ×
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
