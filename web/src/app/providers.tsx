import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/toast';
import { ApiError } from '../api/client';
import { AuthProvider } from '../lib/auth/auth-provider';
import { I18nProvider } from '../lib/i18n/i18n-provider';
import { OfflineCache } from '../lib/pwa/offline-cache';
import type { SessionAdapter } from '../lib/auth/session';

/** Client errors will not change on retry; server and network hiccups might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Everything the app needs around the router: server state (kept for offline use), auth state, toasts. */
interface AppProvidersProps {
  children: ReactNode;
  /** Tests stand in for the identity provider's session here. */
  session?: SessionAdapter;
  /** What "reload" means at the end of a logout (tests observe it instead of reloading). */
  onReload?: () => void;
}

let appClient: QueryClient | null = null;

/** The mounted app's query client, for route loaders: they run outside React (router.tsx). */
export const appQueryClient = (): QueryClient | null => appClient;

export function AppProviders({ children, session, onReload }: AppProvidersProps) {
  const [queryClient] = useState(() => (appClient = createQueryClient()));
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider session={session} onReload={onReload}>
        <OfflineCache>
          <I18nProvider>
            <ToastProvider>{children}</ToastProvider>
          </I18nProvider>
        </OfflineCache>
      </AuthProvider>
    </QueryClientProvider>
  );
}
