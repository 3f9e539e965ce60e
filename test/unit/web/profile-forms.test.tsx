// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../web/src/components/toast';
import { failureReason } from '../../../web/src/features/profile/api/failure-reason';
import { PasswordForm } from '../../../web/src/features/profile/components/password-form';
import { PhoneForm } from '../../../web/src/features/profile/components/phone-form';
import { TestIntl } from './support/intl';

/** Rendered in English (Australia), metric: a missing message key fails the test. */
const render = (ui: React.ReactElement) => renderBare(ui, { wrapper: TestIntl });

afterEach(cleanup);

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>{ui}</ToastProvider>
    </QueryClientProvider>,
  );

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('password form', () => {
  it('shows each rule as it applies and enables Change Password only when all pass', { timeout: 20_000 }, () => {
    wrap(<PasswordForm />);
    expect(button('Change Password').disabled).toBe(true);
    type('Old password', 'Oldpass123');
    expect(screen.getByText("* Not needed if you don't change your password.")).toBeTruthy();
    type('Old password', '');
    type('New password', 'weak');
    expect(screen.getByText('* You need to verify your password if you want to change it.')).toBeTruthy();
    expect(screen.getByText('At least 8 characters with lower and upper case letters and numbers.')).toBeTruthy();
    expect(screen.getByText('* Inconsistent password')).toBeTruthy();
    type('Old password', 'Oldpass123');
    type('New password', 'Newpass123');
    type('Confirm password', 'Newpass123');
    expect(screen.queryByText('* Inconsistent password')).toBeNull();
    expect(button('Change Password').disabled).toBe(false);
  });
});

describe('phone form', () => {
  it('shows the Moisture Alert SMS notice only while no phone is saved', { timeout: 20_000 }, () => {
    wrap(<PhoneForm saved={null} />);
    expect(screen.getByText('Without a phone number you will not receive Moisture Alert SMS.')).toBeTruthy();
    cleanup();
    wrap(<PhoneForm saved="+61412345678" />);
    expect(screen.queryByText('Without a phone number you will not receive Moisture Alert SMS.')).toBeNull();
    expect(button('Update Phone').disabled).toBe(true);
  });

  it("names the countries in the person's language", { timeout: 20_000 }, () => {
    const country = () => screen.getByRole('combobox', { name: /country|país/i }) as HTMLSelectElement;
    const optionOf = (code: string) => [...country().options].find((o) => o.value === code)?.textContent;
    wrap(<PhoneForm saved={null} />);
    expect(optionOf('DE')).toBe('Germany');
    cleanup();
    renderBare(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <PhoneForm saved={null} />
        </ToastProvider>
      </QueryClientProvider>,
      { wrapper: ({ children }) => <TestIntl locale="es">{children}</TestIntl> },
    );
    expect(country().getAttribute('aria-label')).toBe('País del teléfono');
    expect(optionOf('DE')).toBe('Alemania');
    expect(optionOf('TT')).toBe('Trinidad y Tobago');
    expect(optionOf('ZZ')).toBe('Internacional');
  });
});

describe('failure reason', () => {
  it("drops the field the server names, so the toast reads 'failed because {reason}.'", () => {
    expect(failureReason(new Error('oldPassword: the old password is incorrect'))).toBe(
      'the old password is incorrect',
    );
    expect(failureReason(new Error('email: * Invalid Email Address'))).toBe('Invalid Email Address');
    expect(failureReason(new Error('Email has been taken'))).toBe('Email has been taken');
    expect(failureReason('nope')).toBe('something went wrong');
  });
});
