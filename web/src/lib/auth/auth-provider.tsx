import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SIGNED_OUT, type AuthState } from './claims';
import { amplifySession, type SessionAdapter } from './session';
import { setActiveFarm } from '../active-farm';
import { clearOfflineData } from '../pwa/sign-out';

/** 'leaving': logged out and about to reload; guards wait rather than redirect a second time. */
export type AuthStatus = 'restoring' | 'ready' | 'leaving';

export interface AuthContextValue {
  status: AuthStatus;
  auth: AuthState;
  /** Why an earlier session could not be restored (session retrieval error), until the next sign-in. */
  sessionError: string | null;
  /** Call after the identity provider accepted the credentials. */
  completeSignIn: () => Promise<AuthState>;
  /** Fresh tokens and state from the identity provider. */
  refresh: () => Promise<AuthState>;
  /**
   * Logout: remove storage keys, expire the cookie, sign out of the identity provider,
   * then reload at /login (`reload: false` when a guard redirects in-app instead).
   */
  logout: (opts?: { reload?: boolean }) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({
  children,
  session = amplifySession,
  onReload,
}: {
  children: ReactNode;
  session?: SessionAdapter;
  onReload?: () => void;
}) {
  const [status, setStatus] = useState<AuthStatus>('restoring');
  const [auth, setAuth] = useState<AuthState>(SIGNED_OUT);
  const [sessionError, setSessionError] = useState<string | null>(null);
  const reload = useRef(onReload ?? (() => window.location.replace('/login')));

  useEffect(() => {
    let cancelled = false;
    session
      .restore()
      .catch((err: unknown) => {
        if (!cancelled)
          setSessionError(err instanceof Error && err.message ? err.message : 'Your session could not be retrieved.');
        return SIGNED_OUT;
      })
      .then((state) => {
        if (cancelled) return;
        setAuth(state);
        setStatus('ready');
      });
    return () => {
      cancelled = true;
    };
  }, [session]);

  const completeSignIn = useCallback(async () => {
    const state = await session.establish();
    setAuth(state);
    setSessionError(null);
    setStatus('ready');
    return state;
  }, [session]);

  const refresh = useCallback(async () => {
    const state = await session.refresh();
    setAuth(state);
    return state;
  }, [session]);

  const logout = useCallback(
    async ({ reload: doReload = true }: { reload?: boolean } = {}) => {
      // Nothing of this person stays on the device, even when the identity provider cannot be reached.
      await clearOfflineData();
      await session.end();
      // The next user of this tab starts in their own account.
      setActiveFarm(null);
      if (doReload) setStatus('leaving');
      setAuth(SIGNED_OUT);
      if (doReload) reload.current();
    },
    [session],
  );

  const value = useMemo(
    () => ({ status, auth, sessionError, completeSignIn, refresh, logout }),
    [status, auth, sessionError, completeSignIn, refresh, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
