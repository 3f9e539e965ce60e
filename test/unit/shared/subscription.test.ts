import { describe, expect, it } from 'vitest';
import { daysLeft, formatExpiry, isSubscriptionValid, parseExpiry, signUpGrant } from '@shared/subscription';

describe('expiry format dd-mm-yyyy', () => {
  it('parses real dates and rejects malformed or impossible ones', () => {
    expect(parseExpiry('23-11-2027')).toEqual([2027, 10, 23]);
    expect(parseExpiry('31-02-2027')).toBeUndefined();
    expect(parseExpiry('2027-11-23')).toBeUndefined();
    expect(parseExpiry('')).toBeUndefined();
    expect(parseExpiry(undefined)).toBeUndefined();
  });
  it('formats with two-digit day and month', () => {
    expect(formatExpiry(new Date(2026, 0, 5))).toBe('05-01-2026');
  });
});

describe('subscription validity', () => {
  const sub = { type: 'full', expiredDate: '23-11-2026' };
  it('is valid before local midnight of the expiry date, invalid at and after it', () => {
    expect(isSubscriptionValid(sub, { now: new Date(2026, 10, 22, 23, 59, 59) })).toBe(true);
    expect(isSubscriptionValid(sub, { now: new Date(2026, 10, 23, 0, 0, 0) })).toBe(false);
    expect(isSubscriptionValid(sub, { now: new Date(2026, 10, 24) })).toBe(false);
  });
  it('is invalid without a subscription, a type or an expiry', () => {
    expect(isSubscriptionValid(null)).toBe(false);
    expect(isSubscriptionValid({ type: 'full' })).toBe(false);
    expect(isSubscriptionValid({ expiredDate: '01-01-2099' })).toBe(false);
    expect(isSubscriptionValid({ type: 'full', expiredDate: 'soon' })).toBe(false);
  });
  it('admins are always valid', () => {
    expect(isSubscriptionValid(null, { isAdmin: true })).toBe(true);
  });
  it('the server variant measures midnight in UTC', () => {
    expect(isSubscriptionValid(sub, { utc: true, now: new Date(Date.UTC(2026, 10, 22, 23, 59)) })).toBe(true);
    expect(isSubscriptionValid(sub, { utc: true, now: new Date(Date.UTC(2026, 10, 23, 0, 0)) })).toBe(false);
  });
  it('counts days left', () => {
    expect(daysLeft('23-11-2026', new Date(2026, 10, 20, 12))).toBe(3);
    expect(daysLeft('23-11-2026', new Date(2026, 10, 25))).toBe(0);
  });
});

describe('sign-up grant', () => {
  it("is 'full' for one year plus one day", () => {
    expect(signUpGrant(new Date(Date.UTC(2026, 10, 22, 10)))).toEqual({ level: 'full', expiry: '23-11-2027' });
  });
  it('rolls over month and year ends', () => {
    expect(signUpGrant(new Date(Date.UTC(2026, 11, 31))).expiry).toBe('01-01-2028');
    expect(signUpGrant(new Date(Date.UTC(2028, 1, 28))).expiry).toBe('01-03-2029');
  });
});
