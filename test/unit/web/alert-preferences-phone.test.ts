import { describe, expect, it } from 'vitest';
import { smsPhoneOf } from '../../../web/src/api/accounts';

describe('the phone for SMS, from GET /api/me', () => {
  it('takes the phone, trimmed', () => {
    expect(smsPhoneOf({ phone: '+61412345678' })).toBe('+61412345678');
    expect(smsPhoneOf({ phone: ' +61412345678 ' })).toBe('+61412345678');
  });
  it('reads none, an empty or a blank phone as no phone', () => {
    for (const phone of [null, '', '   ']) expect(smsPhoneOf({ phone })).toBeNull();
  });
});
