/**
 * The identity provider's calls the account screens make (sign up, confirm, resend,
 * authenticate, forgot password, confirm password), behind one interface so the screens can be
 * exercised without a user pool. The default implementation is Amplify v6.
 */
import { createContext, useContext } from 'react';
import {
  confirmResetPassword,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { runtimeConfig } from '../../../lib/runtime-config';

export type SignInOutcome = { kind: 'signed-in' } | { kind: 'unconfirmed' };

export interface SignUpRequest {
  username: string;
  email: string;
  password: string;
}

export interface IdentityClient {
  signIn(username: string, password: string): Promise<SignInOutcome>;
  signUp(request: SignUpRequest): Promise<void>;
  confirmSignUp(username: string, code: string): Promise<void>;
  resendSignUpCode(username: string): Promise<void>;
  requestPasswordReset(username: string): Promise<void>;
  confirmPasswordReset(username: string, code: string, newPassword: string): Promise<void>;
}

/** An error from the identity provider, with its name (e.g. UserNotConfirmedException). */
export class IdentityError extends Error {
  override name: string;
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

const errorName = (err: unknown): string | undefined =>
  err && typeof err === 'object' && 'name' in err ? String((err as { name: unknown }).name) : undefined;

/** The message the identity provider gave, for the '* {message} Please try again.' banner. */
export function identityErrorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  if (message.trim()) return message.trim();
  // Network failures and odd errors sometimes come without words: say something useful.
  return errorName(err) === 'NetworkError' ? 'The sign-in service could not be reached.' : 'Something went wrong.';
}

async function amplifySignIn(username: string, password: string, retried = false): Promise<SignInOutcome> {
  try {
    const { nextStep } = await signIn({ username, password, options: { authFlowType: runtimeConfig().authFlowType } });
    if (nextStep.signInStep === 'DONE') return { kind: 'signed-in' };
    if (nextStep.signInStep === 'CONFIRM_SIGN_UP') return { kind: 'unconfirmed' };
    throw new IdentityError(
      'UnsupportedSignInStep',
      `This account needs a sign-in step the app does not support yet (${nextStep.signInStep}).`,
    );
  } catch (err) {
    const name = errorName(err);
    if (name === 'UserNotConfirmedException') return { kind: 'unconfirmed' };
    // A session left behind by an earlier visit blocks a new sign-in: end it and try once more.
    if (name === 'UserAlreadyAuthenticatedException' && !retried) {
      await signOut().catch(() => undefined);
      return amplifySignIn(username, password, true);
    }
    throw err;
  }
}

export const amplifyIdentity: IdentityClient = {
  signIn: (username, password) => amplifySignIn(username, password),
  async signUp({ username, email, password }) {
    // The subscription attributes are granted by the server's PostConfirmation trigger, never here.
    await signUp({ username, password, options: { userAttributes: { email }, autoSignIn: false } });
  },
  async confirmSignUp(username, code) {
    await confirmSignUp({ username, confirmationCode: code });
  },
  async resendSignUpCode(username) {
    await resendSignUpCode({ username });
  },
  async requestPasswordReset(username) {
    await resetPassword({ username });
  },
  async confirmPasswordReset(username, code, newPassword) {
    await confirmResetPassword({ username, confirmationCode: code, newPassword });
  },
};

export const IdentityClientContext = createContext<IdentityClient>(amplifyIdentity);
export const useIdentityClient = (): IdentityClient => useContext(IdentityClientContext);
