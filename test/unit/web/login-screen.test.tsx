// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_BACKGROUNDS, pickBackground } from '../../../web/src/features/auth/components/backgrounds';
import { IdentityError } from '../../../web/src/features/auth/api/identity-client';
import { fakeIdentity, fakeSession, grower, renderApp } from './support/fakes';

/**
 * The login screen against a stand-in identity provider. Fake timers make the spec's delays
 * (1.5 s, 2 s, 3 s) observable without waiting for them.
 */
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Let promises (identity calls, form validation) and React updates settle, moving the clock by `ms`. */
async function settle(ms = 0) {
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(i === 0 ? ms : 0));
}

/** Route changes load page modules (real dynamic imports): wait for them, not for a clock. */
const landsOn = (router: { state: { location: { pathname: string } } }, pathname: string) =>
  vi.waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 10_000 });

const type = (label: HTMLElement, value: string) => {
  fireEvent.input(label, { target: { value } });
  fireEvent.blur(label);
};
const field = (name: string, root: HTMLElement = document.body) =>
  within(root).getByLabelText(name, { exact: true, selector: 'input' });
const dialog = () => screen.getByRole('dialog');

async function login(username: string, password: string) {
  type(field('Username'), username);
  type(field('Password'), password);
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await settle();
}

describe('login panel', () => {
  it('shows identity errors as the red banner', async () => {
    const identity = fakeIdentity({
      signIn: async () => {
        throw new IdentityError('NotAuthorizedException', 'Incorrect username or password.');
      },
    });
    const { router } = renderApp('/login', { identity });
    await settle();
    await login('demo', 'Wrong1234');
    expect(screen.getByRole('alert').textContent).toBe('* Incorrect username or password. Please try again.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks for both fields before calling the identity provider', async () => {
    const { identity } = renderApp('/login');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await settle();
    expect(identity.signIn).not.toHaveBeenCalled();
    expect(screen.getByText('At least 8 characters with lower and upper case letters and numbers.')).toBeTruthy();
  });

  it('sends the user back to the page they came from', async () => {
    const { router, identity } = renderApp({
      pathname: '/login',
      state: { from: { pathname: '/app/profile', search: '', hash: '' } },
    });
    await settle();
    await login('demo', 'Demo1234!');
    expect(identity.signIn).toHaveBeenCalledWith('demo', 'Demo1234!');
    await landsOn(router, '/app/profile');
  });

  it('defaults to /app, which is /app/Home', async () => {
    const { router } = renderApp('/login');
    await settle();
    await login('demo', 'Demo1234!');
    await landsOn(router, '/app/Home');
  });

  it('opens the confirm modal for an unconfirmed account, then retries the login', async () => {
    let confirmed = false;
    const identity = fakeIdentity({
      signIn: async () => (confirmed ? { kind: 'signed-in' } : { kind: 'unconfirmed' }),
      confirmSignUp: async () => {
        confirmed = true;
      },
    });
    const { router } = renderApp('/login', { identity });
    await settle();
    await login('newbie', 'Newbie1234');
    expect(router.state.location.pathname).toBe('/login');
    const modal = dialog();
    expect(within(modal).getByRole('heading', { name: 'Confirm your account' })).toBeTruthy();
    type(field('Verification code', modal), '123456');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(identity.confirmSignUp).toHaveBeenCalledWith('newbie', '123456');
    await settle();
    expect(identity.signIn).toHaveBeenCalledTimes(2);
    expect(identity.signIn).toHaveBeenLastCalledWith('newbie', 'Newbie1234');
    await landsOn(router, '/app/Home');
  });

  it('shows the resend note for 3 seconds', async () => {
    const identity = fakeIdentity({ signIn: async () => ({ kind: 'unconfirmed' }) });
    renderApp('/login', { identity });
    await settle();
    await login('newbie', 'Newbie1234');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Resend code' }));
    await settle();
    expect(identity.resendSignUpCode).toHaveBeenCalledWith('newbie');
    expect(within(dialog()).getByText('New verification code has been sent.')).toBeTruthy();
    await settle(2900);
    expect(within(dialog()).queryByText('New verification code has been sent.')).toBeTruthy();
    await settle(100);
    expect(within(dialog()).queryByText('New verification code has been sent.')).toBeNull();
  });

  it('requires the verification code', async () => {
    const identity = fakeIdentity({ signIn: async () => ({ kind: 'unconfirmed' }) });
    renderApp('/login', { identity });
    await settle();
    await login('newbie', 'Newbie1234');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(within(dialog()).getByText('Verification code is required')).toBeTruthy();
    expect(identity.confirmSignUp).not.toHaveBeenCalled();
  });

  it('closes the modal with Escape', async () => {
    const identity = fakeIdentity({ signIn: async () => ({ kind: 'unconfirmed' }) });
    renderApp('/login', { identity });
    await settle();
    await login('newbie', 'Newbie1234');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when an earlier session could not be retrieved', async () => {
    const session = fakeSession();
    session.restore = async () => {
      throw new Error('Refresh Token has been revoked');
    };
    renderApp('/login', { session });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('* Refresh Token has been revoked. Please try again.');
    await login('demo', 'Demo1234!');
    await vi.waitFor(() =>
      expect(screen.queryByText('* Refresh Token has been revoked. Please try again.')).toBeNull(),
    );
  });

  it('sends an authenticated visitor straight on', async () => {
    const { router } = renderApp('/login', { session: fakeSession(grower()) });
    await landsOn(router, '/app/Home');
  });
});

describe('sign-up panel', () => {
  it('keeps submit disabled until every field is valid, showing the shared messages', async () => {
    renderApp('/register');
    await settle();
    const submit = screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type(field('Username'), '1x');
    type(field('Email'), 'nope');
    type(field('Password'), 'short');
    type(field('Confirm password'), 'other');
    await settle();
    for (const message of [
      'Minimum 3 characters, start with letters; do not include spaces',
      'Invalid Email Address',
      'At least 8 characters with lower and upper case letters and numbers.',
      'Password does not match',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(submit.disabled).toBe(true);
    type(field('Username'), 'grower1');
    type(field('Email'), 'grower1@farm.test');
    type(field('Password'), 'Grower1234');
    await settle();
    expect(submit.disabled).toBe(true); // the confirmation still differs
    type(field('Confirm password'), 'Grower1234');
    await settle();
    expect(submit.disabled).toBe(false);
    expect(screen.queryByText('Password does not match')).toBeNull();
  });

  it('registers, confirms, and after 1.5 s returns to the login panel with the name filled in', async () => {
    const { identity, router } = renderApp('/register');
    await settle();
    type(field('Username'), 'grower1');
    type(field('Email'), 'grower1@farm.test');
    type(field('Password'), 'Grower1234');
    type(field('Confirm password'), 'Grower1234');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await settle();
    expect(identity.signUp).toHaveBeenCalledWith({
      username: 'grower1',
      email: 'grower1@farm.test',
      password: 'Grower1234',
    });
    const modal = dialog();
    expect(within(modal).getByText('Register Success. Please confirm your account.')).toBeTruthy();
    type(field('Verification code', modal), ' 654321 ');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(identity.confirmSignUp).toHaveBeenCalledWith('grower1', '654321');
    expect(within(dialog()).getByText('Account Verified.')).toBeTruthy();
    await settle(1400);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await settle(100);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect((field('Username') as HTMLInputElement).value).toBe('grower1');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a sign-up failure as the red banner', async () => {
    const identity = fakeIdentity({
      signUp: async () => {
        throw new IdentityError('UsernameExistsException', 'User already exists');
      },
    });
    renderApp('/register', { identity });
    await settle();
    type(field('Username'), 'demo');
    type(field('Email'), 'demo@farm.test');
    type(field('Password'), 'Grower1234');
    type(field('Confirm password'), 'Grower1234');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('* User already exists. Please try again.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches between the panels and keeps /login and /register in step', async () => {
    const { router } = renderApp('/login');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await settle();
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await settle();
    expect(router.state.location.pathname).toBe('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
  });
});

describe('password reset', () => {
  it('sends a code, takes the new password, and after 2 s returns to login', async () => {
    const { identity } = renderApp('/login');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await settle();
    type(field('Username'), 'demo');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(identity.requestPasswordReset).toHaveBeenCalledWith('demo');
    expect(screen.getAllByText('Verification code has been sent. Please check your email.').length).toBeGreaterThan(0);
    const modal = dialog();
    const submit = within(modal).getByRole('button', { name: 'Set new password' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type(field('Verification code', modal), '111222');
    type(field('New password', modal), 'Fresh1234');
    type(field('Confirm new password', modal), 'Fresh1235');
    await settle();
    expect(within(modal).getByText('Password does not match')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    type(field('Confirm new password', modal), 'Fresh1234');
    await settle();
    fireEvent.click(submit);
    await settle();
    expect(identity.confirmPasswordReset).toHaveBeenCalledWith('demo', '111222', 'Fresh1234');
    expect(within(dialog()).getByText('New password confirmed. Please login.')).toBeTruthy();
    await settle(1900);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await settle(100);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect((field('Username') as HTMLInputElement).value).toBe('demo');
  });
});

describe('background (one of six at random)', () => {
  it('maps the whole random range onto the six backgrounds', () => {
    expect(LOGIN_BACKGROUNDS).toHaveLength(6);
    expect(pickBackground(() => 0)).toBe(0);
    expect(pickBackground(() => 0.999999)).toBe(5);
    expect(new Set(Array.from({ length: 6 }, (_, i) => pickBackground(() => (i + 0.5) / 6))).size).toBe(6);
  });
});
