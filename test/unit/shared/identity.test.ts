import { describe, expect, it } from 'vitest';
import { identityErrorBanner, identityMessages as m } from '@shared/messages';
import {
  confirmCodeSchema,
  isValidEmail,
  isValidPassword,
  isValidUsername,
  resetConfirmSchema,
  signUpSchema,
} from '@shared/validation/identity';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? undefined : r.error?.issues[0];

describe('username (at least 3 characters, starts with a letter, no spaces)', () => {
  it.each(['abc', 'Grower1', 'a_b-c', 'farmer.joe'])('accepts %s', (v) => expect(isValidUsername(v)).toBe(true));
  it.each(['ab', '1abc', '_abc', 'ab c', ' abc', 'abc ', ''])('rejects %j', (v) =>
    expect(isValidUsername(v)).toBe(false),
  );
  it('reports the exact message', () => {
    const r = signUpSchema.safeParse({
      username: '1x',
      email: 'a@b.co',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg1',
    });
    expect(firstMessage(r)).toMatchObject({
      path: ['username'],
      message: 'Minimum 3 characters, start with letters; do not include spaces',
    });
  });
});

describe('email (standard address pattern)', () => {
  it.each(['a@b.co', 'first.last+tag@farm.com.au'])('accepts %s', (v) => expect(isValidEmail(v)).toBe(true));
  it.each(['a@b', 'a b@c.com', '@c.com', 'a@.c', 'plain'])('rejects %s', (v) => expect(isValidEmail(v)).toBe(false));
  it('reports the exact message', () => {
    const r = signUpSchema.safeParse({
      username: 'abc',
      email: 'nope',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg1',
    });
    expect(firstMessage(r)).toMatchObject({ path: ['email'], message: 'Invalid Email Address' });
    expect(m.emailStarred).toBe('* Invalid Email Address');
  });
});

describe('password (8+ characters with lower, upper case and a digit)', () => {
  it.each(['Abcdefg1', 'xY3xxxxx', 'Passw0rd!with symbols'])('accepts %s', (v) =>
    expect(isValidPassword(v)).toBe(true),
  );
  it.each(['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', ''])('rejects %s', (v) =>
    expect(isValidPassword(v)).toBe(false),
  );
  it('reports the exact message', () => {
    const r = signUpSchema.safeParse({ username: 'abc', email: 'a@b.co', password: 'short', confirmPassword: 'short' });
    expect(firstMessage(r)).toMatchObject({
      path: ['password'],
      message: 'At least 8 characters with lower and upper case letters and numbers.',
    });
  });
});

describe('confirm password and sign-up submit', () => {
  it('must equal the password: "Password does not match"', () => {
    const r = signUpSchema.safeParse({
      username: 'abc',
      email: 'a@b.co',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg2',
    });
    expect(firstMessage(r)).toMatchObject({ path: ['confirmPassword'], message: 'Password does not match' });
  });
  it('a fully valid form passes (submit enabled only then)', () => {
    expect(
      signUpSchema.safeParse({ username: 'abc', email: 'a@b.co', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' })
        .success,
    ).toBe(true);
    expect(
      signUpSchema.safeParse({ username: 'abc', email: '', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }).success,
    ).toBe(false);
  });
  it('the profile wording for a mismatch is kept as the spec writes it', () => {
    expect(m.passwordInconsistent).toBe('* Inconsistent password');
  });
});

describe('verification code (required)', () => {
  it('rejects empty and blank codes and accepts a code', () => {
    expect(confirmCodeSchema.safeParse({ code: '' }).success).toBe(false);
    expect(confirmCodeSchema.safeParse({ code: '   ' }).success).toBe(false);
    expect(confirmCodeSchema.safeParse({ code: '123456' }).success).toBe(true);
  });
  it('the reset form needs a code, a valid password and a matching confirmation', () => {
    expect(resetConfirmSchema.safeParse({ code: '1', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }).success).toBe(
      true,
    );
    const r = resetConfirmSchema.safeParse({ code: '1', password: 'Abcdefg1', confirmPassword: 'x' });
    expect(firstMessage(r)?.message).toBe('Password does not match');
  });
});

describe('profile messages are spelled as the spec does', () => {
  it('has every profile message', () => {
    expect(m.emailNotNew).toBe('Email provided is not a new one');
    expect(m.emailTaken).toBe('Email has been taken');
    expect(m.oldPasswordRequired).toBe('* You need to verify your password if you want to change it.');
    expect(m.oldPasswordNotNeeded).toBe("* Not needed if you don't change your password.");
  });
});

describe('identity error banner', () => {
  it('wraps a provider message as "* {message} Please try again."', () => {
    expect(identityErrorBanner('Incorrect username or password.')).toBe(
      '* Incorrect username or password. Please try again.',
    );
    expect(identityErrorBanner('User does not exist')).toBe('* User does not exist. Please try again.');
  });
});
