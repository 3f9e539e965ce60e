import { describe, expect, it } from 'vitest';
import { dateInputFromExpiry, expiryFromDateInput, planGrantSchema, userNameSchema } from '@shared/admin/users';
import { isSensorLimitMessage, largerPlan, planOf, sensorLimitMessage } from '@shared/plan-limits';
import { PLAN_SENSOR_LIMITS } from '@shared/subscription';

describe('plan limits', () => {
  it('names the plan, its limit and the plan that covers more, and how to get it', () => {
    expect(sensorLimitMessage('lite')).toBe(
      'Your Lite plan covers up to 2 sensors. The Full plan covers up to 5: choose it on the Subscription page.',
    );
    expect(sensorLimitMessage('full')).toBe(
      'Your Full plan covers up to 5 sensors. The Pro plan covers up to 100: ask support@fieldwise.example to grant ' +
        'it.',
    );
    expect(sensorLimitMessage('pro')).toBe(
      'Your Pro plan covers up to 100 sensors. For a larger farm, contact support@fieldwise.example.',
    );
  });
  it('orders plans by what they cover', () => {
    expect([largerPlan('lite'), largerPlan('full'), largerPlan('pro')]).toEqual(['full', 'pro', undefined]);
    expect(PLAN_SENSOR_LIMITS.lite).toBeLessThan(PLAN_SENSOR_LIMITS.full);
  });
  it('reads a level it does not know, or none, as Full (the sign-up plan), never from the prototype', () => {
    expect(planOf('pro')).toBe('pro');
    for (const level of ['gold', '', null, undefined, '__proto__', 'constructor', 'toString'])
      expect(planOf(level)).toBe('full');
  });
  it('recognises its own messages only', () => {
    expect(isSensorLimitMessage(sensorLimitMessage('lite'))).toBe(true);
    expect(isSensorLimitMessage('Sensor has been installed in another field')).toBe(false);
    expect(isSensorLimitMessage('')).toBe(false);
  });
});

describe('plan grant input', () => {
  it('accepts a plan and a real dd-mm-yyyy date in range', () => {
    expect(planGrantSchema.parse({ plan: 'pro', expiry: ' 29-02-2028 ' })).toEqual({
      plan: 'pro',
      expiry: '29-02-2028',
    });
  });
  it.each([
    [{ plan: 'gold', expiry: '01-01-2030' }, /^plan/],
    [{ plan: '__proto__', expiry: '01-01-2030' }, /^plan/],
    [{ plan: 'pro', expiry: '29-02-2027' }, /^expiry/],
    [{ plan: 'pro', expiry: '2030-01-01' }, /^expiry/],
    [{ plan: 'pro', expiry: '01-01-1999' }, /^expiry/],
    [{ plan: 'pro', expiry: '01-01-2201' }, /^expiry/],
    [{ plan: 'pro', expiry: '' }, /^expiry/],
    [{ plan: 'pro', expiry: 1e300 }, /^expiry/],
  ])('refuses %j', (input, field) => {
    const r = planGrantSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path.join('.')).toMatch(field);
  });
  it('converts between a date input and the expiry format, both ways', () => {
    expect(expiryFromDateInput('2027-11-25')).toBe('25-11-2027');
    expect(dateInputFromExpiry('25-11-2027')).toBe('2027-11-25');
    expect(expiryFromDateInput('')).toBe('');
    expect(dateInputFromExpiry('31-02-2027')).toBe('');
    expect(dateInputFromExpiry(null)).toBe('');
  });
  it('takes a user name of 1 to 128 characters without control characters', () => {
    expect(userNameSchema.safeParse('jane.doe').success).toBe(true);
    expect(userNameSchema.safeParse('').success).toBe(false);
    expect(userNameSchema.safeParse('a'.repeat(129)).success).toBe(false);
    expect(userNameSchema.safeParse('a\nb').success).toBe(false);
  });
});
