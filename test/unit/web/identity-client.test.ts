import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The Amplify adapter of the account screens. Amplify itself (a third party) is replaced here;
 * the adapter's own decisions are what is tested: which outcomes mean "confirm first", how a
 * stale session is handled, and which flow is asked for.
 */
const amplify = vi.hoisted(() => ({
  signIn: vi.fn(),
  signOut: vi.fn(async () => undefined),
  signUp: vi.fn(async () => ({})),
  confirmSignUp: vi.fn(async () => ({})),
  resendSignUpCode: vi.fn(async () => ({})),
  resetPassword: vi.fn(async () => ({})),
  confirmResetPassword: vi.fn(async () => undefined),
}));
vi.mock('aws-amplify/auth', () => amplify);

const { amplifyIdentity, identityErrorMessage } = await import('../../../web/src/features/auth/api/identity-client');
const { provideRuntimeConfig } = await import('../../../web/src/lib/runtime-config');

const named = (name: string, message = `${name} happened`) => Object.assign(new Error(message), { name });

beforeEach(() => {
  provideRuntimeConfig({
    stage: 'local',
    region: 'local',
    userPoolId: 'local_x',
    userPoolClientId: 'c',
    authFlowType: 'USER_PASSWORD_AUTH',
    apiBaseUrl: '',
  });
});
afterEach(() => {
  provideRuntimeConfig(undefined);
  vi.clearAllMocks();
});

describe('sign-in through Amplify v6', () => {
  it('asks for the flow the runtime config names', async () => {
    amplify.signIn.mockResolvedValueOnce({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await expect(amplifyIdentity.signIn('demo', 'Demo1234!')).resolves.toEqual({ kind: 'signed-in' });
    expect(amplify.signIn).toHaveBeenCalledWith({
      username: 'demo',
      password: 'Demo1234!',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });
  it('treats the CONFIRM_SIGN_UP step and UserNotConfirmedException alike: confirm first', async () => {
    amplify.signIn.mockResolvedValueOnce({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    await expect(amplifyIdentity.signIn('new', 'New12345')).resolves.toEqual({ kind: 'unconfirmed' });
    amplify.signIn.mockRejectedValueOnce(named('UserNotConfirmedException'));
    await expect(amplifyIdentity.signIn('new', 'New12345')).resolves.toEqual({ kind: 'unconfirmed' });
  });
  it('ends a session left behind and tries once more', async () => {
    amplify.signIn
      .mockRejectedValueOnce(named('UserAlreadyAuthenticatedException'))
      .mockResolvedValueOnce({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await expect(amplifyIdentity.signIn('demo', 'Demo1234!')).resolves.toEqual({ kind: 'signed-in' });
    expect(amplify.signOut).toHaveBeenCalledOnce();
    expect(amplify.signIn).toHaveBeenCalledTimes(2);
  });
  it('passes other errors on, with their message for the banner', async () => {
    amplify.signIn.mockRejectedValueOnce(named('NotAuthorizedException', 'Incorrect username or password.'));
    const err = await amplifyIdentity.signIn('demo', 'nope').catch((e: unknown) => e);
    expect(identityErrorMessage(err)).toBe('Incorrect username or password.');
  });
  it('refuses steps the app cannot complete (e.g. a forced new password) with a clear message', async () => {
    amplify.signIn.mockResolvedValueOnce({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
    });
    await expect(amplifyIdentity.signIn('demo', 'Demo1234!')).rejects.toThrow(
      /does not support yet \(CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED\)/,
    );
  });
});

describe('the other account calls', () => {
  it('signs up with the email attribute only — never the subscription attributes', async () => {
    await amplifyIdentity.signUp({ username: 'grower1', email: 'g@farm.test', password: 'Grower1234' });
    expect(amplify.signUp).toHaveBeenCalledWith({
      username: 'grower1',
      password: 'Grower1234',
      options: { userAttributes: { email: 'g@farm.test' }, autoSignIn: false },
    });
  });
  it('confirms, resends and resets with the names Amplify expects', async () => {
    await amplifyIdentity.confirmSignUp('grower1', '123456');
    expect(amplify.confirmSignUp).toHaveBeenCalledWith({ username: 'grower1', confirmationCode: '123456' });
    await amplifyIdentity.resendSignUpCode('grower1');
    expect(amplify.resendSignUpCode).toHaveBeenCalledWith({ username: 'grower1' });
    await amplifyIdentity.requestPasswordReset('grower1');
    expect(amplify.resetPassword).toHaveBeenCalledWith({ username: 'grower1' });
    await amplifyIdentity.confirmPasswordReset('grower1', '654321', 'Fresh1234');
    expect(amplify.confirmResetPassword).toHaveBeenCalledWith({
      username: 'grower1',
      confirmationCode: '654321',
      newPassword: 'Fresh1234',
    });
  });
  it('always has words for the banner', () => {
    expect(identityErrorMessage(new Error(''))).toBe('Something went wrong.');
    expect(identityErrorMessage(named('NetworkError', ''))).toBe('The sign-in service could not be reached.');
  });
});
