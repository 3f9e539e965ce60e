import { describe, expect, it } from 'vitest';
import { identityMessages as m, profileMessages, profileToast } from '@shared/messages';
import {
  canChangePassword,
  emailError,
  normalizePhone,
  passwordChangeErrors,
  phoneError,
  phoneUpdateSchema,
  profileUpdateKind,
  profileUpdateSchema,
} from '@shared/profile/rules';
import { issueText } from '@shared/validation/issue';

describe('phone', () => {
  it('stores E.164, reading a number without a country code as Australian', () => {
    expect(normalizePhone('0412 345 678')).toBe('+61412345678');
    expect(normalizePhone('+61 412 345 678')).toBe('+61412345678');
    expect(normalizePhone('+1 202-555-0143')).toBe('+12025550143');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
  });
  it('refuses what is not a valid number', () => {
    for (const v of ['', '   ', '12', '0412', 'call me', '+999 123456789', '+61 4123', '1'.repeat(40)])
      expect(normalizePhone(v), v).toBeNull();
  });
  it('an empty phone is allowed (it is removed), anything else must be valid', () => {
    expect(phoneError(undefined)).toBeUndefined();
    expect(phoneError('')).toBeUndefined();
    expect(phoneError('+61412345678')).toBeUndefined();
    expect(phoneError('+6141')).toBe(profileMessages.phoneInvalid);
    expect(phoneUpdateSchema.safeParse({ phone: '' }).success).toBe(true);
    expect(phoneUpdateSchema.safeParse({ phone: '+6141' }).success).toBe(false);
    expect(phoneUpdateSchema.safeParse({ phone: '+61412345678', extra: 1 }).success).toBe(false);
  });
});

describe('email', () => {
  it('is checked only when not empty, with the starred message', () => {
    expect(emailError('', 'a@example.com')).toBeUndefined();
    expect(emailError('nope', 'a@example.com')).toBe('* Invalid Email Address');
    expect(emailError('b@example.com', 'a@example.com')).toBeUndefined();
  });
  it('must differ from the current one, whatever the case', () => {
    expect(emailError('A@Example.com', 'a@example.com')).toBe('Email provided is not a new one');
  });
});

describe('password change', () => {
  const input = (oldPassword: string, newPassword: string, confirmPassword = newPassword) => ({
    oldPassword,
    newPassword,
    confirmPassword,
  });
  it('needs the old password exactly when a new one is entered', () => {
    expect(passwordChangeErrors(input('', 'Newpass123')).oldPassword).toBe(m.oldPasswordRequired);
    expect(passwordChangeErrors(input('Oldpass123', '')).oldPassword).toBe(m.oldPasswordNotNeeded);
    expect(passwordChangeErrors(input('', ''))).toEqual({});
  });
  it('the new password follows the policy and the confirmation repeats it', () => {
    expect(passwordChangeErrors(input('Oldpass123', 'newpass123')).newPassword).toBe(m.password);
    expect(passwordChangeErrors(input('Oldpass123', 'NEWPASS123')).newPassword).toBe(m.password);
    expect(passwordChangeErrors(input('Oldpass123', 'Newpassword')).newPassword).toBe(m.password);
    expect(passwordChangeErrors(input('Oldpass123', 'Newp1')).newPassword).toBe(m.password);
    expect(passwordChangeErrors(input('Oldpass123', 'Newpass123', 'Newpass124')).confirmPassword).toBe(
      '* Inconsistent password',
    );
    expect(passwordChangeErrors(input('', '', 'x')).confirmPassword).toBe('* Inconsistent password');
  });
  it('Change Password is enabled only when every rule passes', () => {
    expect(canChangePassword(input('Oldpass123', 'Newpass123'))).toBe(true);
    expect(canChangePassword(input('', ''))).toBe(false);
    expect(canChangePassword(input('', 'Newpass123'))).toBe(false);
    expect(canChangePassword(input('Oldpass123', 'Newpass123', 'Newpass12'))).toBe(false);
  });
});

describe('which change a request asks for', () => {
  it('names the subscription first, so it can never ride along with an allowed change', () => {
    expect(profileUpdateKind({ phone: '+61412345678', subscriptionType: 'pro' })).toBe('subscription');
    expect(profileUpdateKind({ 'custom:sub_expiry_date': '01-01-2099' })).toBe('subscription');
    expect(profileUpdateKind({ address: 'x' })).toBe('address');
    expect(profileUpdateKind({ newPassword: 'x' })).toBe('password');
    expect(profileUpdateKind(JSON.parse('{"__proto__":{"phone":"1"}}'))).toBeNull();
    expect(profileUpdateKind([])).toBeNull();
    expect(profileUpdateKind(null)).toBeNull();
  });
});

describe('the profile update body (PUT /api/user/profile)', () => {
  const refusal = (body: unknown) => {
    const r = profileUpdateSchema.safeParse(body);
    return r.success ? null : issueText(r.error);
  };
  it('checks the one change a body names and hands it over checked', () => {
    expect(profileUpdateSchema.parse({ address: '1 Farm Rd' })).toEqual({ kind: 'address', address: '1 Farm Rd' });
    expect(profileUpdateSchema.parse({ email: '  a@b.co ', accessToken: 't' })).toEqual({
      kind: 'email',
      email: 'a@b.co',
      accessToken: 't',
    });
    expect(refusal({ phone: '12' })).toBe(`phone: ${profileMessages.phoneInvalid}`);
    expect(refusal({ email: 'a@b.co' })).toMatch(/^accessToken: /);
    expect(refusal({ phone: '', extra: 1 })).toMatch(/^body: /);
  });
  it('lets a subscription change through, to be refused as forbidden; a body naming nothing is malformed', () => {
    expect(profileUpdateSchema.parse({ expiredDate: '01-01-2099', phone: '' })).toEqual({ kind: 'subscription' });
    for (const body of [{}, { __proto__: { phone: '1' } }, { constructor: 1 }, [], null, 'phone']) {
      expect(refusal(body)).toBe('body: send one of phone, address, email, or oldPassword with newPassword');
    }
  });
});

describe('toasts', () => {
  it("read 'Update {field} was successful.' / 'Update {field} failed because {reason}.'", () => {
    expect(profileToast('phone', { ok: true })).toBe('Update phone was successful.');
    expect(profileToast('password', { ok: false, reason: 'the old password is incorrect.' })).toBe(
      'Update password failed because the old password is incorrect.',
    );
  });
});
