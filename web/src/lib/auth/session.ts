/**
 * The session as the identity provider (Amplify v6) holds it, turned into our auth state and
 * mirrored to storage. AuthProvider talks to it through the SessionAdapter interface so tests
 * can stand in for the identity provider.
 */
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { authStateFromClaims, decodeJwtPayload, isTokenUnexpired, SIGNED_OUT, type AuthState } from './claims';
import { runtimeConfig } from '../runtime-config';
import { clearStoredSession, persistSession, readAdminFlag, readStoredIdToken, syncStoredIdToken } from './storage';

export interface SessionAdapter {
  /** On start: the current session (refreshed if needed), else a stored unexpired token, else signed out. */
  restore(): Promise<AuthState>;
  /** After a successful sign-in: read the new tokens, store them, return the state. */
  establish(): Promise<AuthState>;
  /** Ask the identity provider for fresh tokens (e.g. after the server changed the subscription). */
  refresh(): Promise<AuthState>;
  /** The logout sequence, minus the reload (the caller decides). */
  end(): Promise<void>;
}

interface Tokens {
  idToken: string;
  accessToken?: string;
}

/** The identity provider could not tell whether there is a session (shown as an alert). */
export class SessionRetrievalError extends Error {
  override name = 'SessionRetrievalError';
}

async function readTokens(forceRefresh: boolean): Promise<Tokens | null> {
  const session = await fetchAuthSession({ forceRefresh });
  const idToken = session.tokens?.idToken?.toString();
  return idToken ? { idToken, accessToken: session.tokens?.accessToken?.toString() } : null;
}

async function currentTokens(forceRefresh = false): Promise<Tokens | null> {
  try {
    return await readTokens(forceRefresh);
  } catch {
    return null; // no session, or the refresh token was refused: treated as signed out
  }
}

/**
 * Tell the API about a new sign-in: GET /api/me records when each account last signed in (the
 * admin users page shows it). Fire and forget: it never delays or fails the sign-in.
 */
function announceSignIn(idToken: string): void {
  try {
    const url = `${runtimeConfig().apiBaseUrl.replace(/\/+$/, '')}/api/me`;
    void fetch(url, { headers: { authorization: `Bearer ${idToken}`, accept: 'application/json' } }).catch(
      () => undefined,
    );
  } catch {
    // No runtime configuration (never in the app): nothing to tell.
  }
}

function stateFromTokens(tokens: Tokens, adminFlag: boolean): AuthState {
  const state = authStateFromClaims(decodeJwtPayload(tokens.idToken), { adminFlag });
  if (state.isAuthenticated) persistSession({ ...tokens, state });
  return state;
}

export const amplifySession: SessionAdapter = {
  async restore() {
    let problem: unknown;
    const tokens = await readTokens(false).catch((err: unknown) => {
      problem = err;
      return null;
    });
    if (tokens) return stateFromTokens(tokens, readAdminFlag());
    // A stored token that has not expired still makes a valid session.
    const stored = readStoredIdToken();
    if (stored && isTokenUnexpired(stored))
      return authStateFromClaims(decodeJwtPayload(stored), { adminFlag: readAdminFlag() });
    if (problem && stored) {
      // There was a session and it could not be read back: say so rather than silently forget it.
      clearStoredSession();
      throw new SessionRetrievalError(
        problem instanceof Error && problem.message ? problem.message : 'Your session could not be retrieved.',
      );
    }
    return SIGNED_OUT;
  },
  async establish() {
    const tokens = await currentTokens();
    if (!tokens) throw new Error('Signed in, but the identity provider returned no tokens.');
    announceSignIn(tokens.idToken);
    // A fresh sign-in decides admin from the token alone; any old flag is replaced.
    return stateFromTokens(tokens, false);
  },
  async refresh() {
    const tokens = await currentTokens(true);
    return tokens ? stateFromTokens(tokens, false) : SIGNED_OUT;
  },
  async end() {
    clearStoredSession();
    try {
      await signOut();
    } catch {
      // Signing out never fails the logout: local tokens are already gone.
    }
  },
};

/** The bearer token for API calls: the current ID token (Amplify refreshes it), else the stored one. */
export async function currentIdToken(): Promise<string | undefined> {
  const tokens = await currentTokens();
  if (tokens) {
    syncStoredIdToken(tokens.idToken);
    return tokens.idToken;
  }
  const stored = readStoredIdToken();
  return stored && isTokenUnexpired(stored) ? stored : undefined;
}

/**
 * The user's current access token, for the changes Cognito makes the user authorise themself
 * (email, password). Amplify refreshes it; undefined when there is no session.
 */
export async function currentAccessToken(): Promise<string | undefined> {
  return (await currentTokens())?.accessToken;
}
