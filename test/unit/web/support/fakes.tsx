/**
 * Stand-ins for the two outside systems the web app talks to — the identity provider (Amplify)
 * and its session store — so screens and guards run in jsdom. Our own modules are real.
 */
import type { FieldView } from '@shared/management/views';
import { provideRuntimeConfig } from '../../../../web/src/lib/runtime-config';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '../../../../web/src/app/providers';
import { routes } from '../../../../web/src/app/router';
import { IdentityClientContext, type IdentityClient } from '../../../../web/src/features/auth/api/identity-client';
import { SIGNED_OUT, type AuthState } from '../../../../web/src/lib/auth/claims';
import type { SessionAdapter } from '../../../../web/src/lib/auth/session';
import { localExpiry } from './tokens';

export const grower = (overrides: Partial<AuthState> = {}): AuthState => ({
  isAuthenticated: true,
  userName: 'demo',
  userGroup: 'user',
  subscription: { type: 'full', expiredDate: localExpiry(200) },
  isAdmin: false,
  ...overrides,
});

export const admin = (overrides: Partial<AuthState> = {}): AuthState =>
  grower({ userName: 'admin', userGroup: 'admin', isAdmin: true, subscription: null, ...overrides });

export interface FakeSession extends SessionAdapter {
  ended: number;
  /** The state the next establish() returns (what the identity provider's tokens would say). */
  nextSignIn: AuthState;
}

export function fakeSession(initial: AuthState = SIGNED_OUT, nextSignIn: AuthState = grower()): FakeSession {
  const session: FakeSession = {
    ended: 0,
    nextSignIn,
    restore: async () => initial,
    establish: async () => session.nextSignIn,
    refresh: async () => session.nextSignIn,
    end: async () => {
      session.ended += 1;
    },
  };
  return session;
}

type IdentityFns = { [K in keyof IdentityClient]: ReturnType<typeof vi.fn<IdentityClient[K]>> };

export function fakeIdentity(overrides: Partial<IdentityClient> = {}): IdentityFns {
  return {
    signIn: vi.fn<IdentityClient['signIn']>(overrides.signIn ?? (async () => ({ kind: 'signed-in' }))),
    signUp: vi.fn<IdentityClient['signUp']>(overrides.signUp ?? (async () => undefined)),
    confirmSignUp: vi.fn<IdentityClient['confirmSignUp']>(overrides.confirmSignUp ?? (async () => undefined)),
    resendSignUpCode: vi.fn<IdentityClient['resendSignUpCode']>(overrides.resendSignUpCode ?? (async () => undefined)),
    requestPasswordReset: vi.fn<IdentityClient['requestPasswordReset']>(
      overrides.requestPasswordReset ?? (async () => undefined),
    ),
    confirmPasswordReset: vi.fn<IdentityClient['confirmPasswordReset']>(
      overrides.confirmPasswordReset ?? (async () => undefined),
    ),
  };
}

/** The real route table in a memory router, with the fakes above in place of Amplify. */
export function renderApp(
  path: string | { pathname: string; state?: unknown },
  opts: { session?: FakeSession; identity?: IdentityClient } = {},
) {
  const session = opts.session ?? fakeSession();
  const identity = opts.identity ?? fakeIdentity();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const onReload = vi.fn();
  const utils = render(
    <IdentityClientContext.Provider value={identity}>
      <AppProviders session={session} onReload={onReload}>
        <RouterProvider router={router} />
      </AppProviders>
    </IdentityClientContext.Provider>,
  );
  return { ...utils, router, session, identity, onReload };
}

/** The runtime config every web test runs with: a local pool and a fake API at http://api.test. */
export function provideTestConfig(): void {
  provideRuntimeConfig({
    stage: 'test',
    region: 'ap-southeast-2',
    userPoolId: 'local_x',
    userPoolClientId: 'c',
    authFlowType: 'USER_PASSWORD_AUTH',
    apiBaseUrl: 'http://api.test',
  });
}

/** A field as the field list answers it: a small square near Griffith, NSW (146° E, 34° S). */
export const fieldView = (field_id: string, field_name: string, farm_name = 'Riverbend Farm'): FieldView => ({
  field_id,
  field_name,
  farm_name,
  crop_type: 'Corn',
  points: {
    type: 'Polygon',
    coordinates: [
      [
        [146, -34],
        [146.1, -34],
        [146.1, -34.1],
        [146, -34],
      ],
    ],
  },
  coordinates: [],
  created_at: '2026-01-01T00:00:00Z',
  frost_threshold_c: 2,
});
