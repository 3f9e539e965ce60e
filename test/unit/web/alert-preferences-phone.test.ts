import { describe, expect, it } from 'vitest';
import { phoneOf } from '../../../web/src/features/notifications/api/profile-phone';

describe('the phone for SMS, read defensively from GET /api/me', () => {
  it('takes a non-empty phone or phone_number', () => {
    expect(phoneOf({ userName: 'demo', phone: '+61412345678' })).toBe('+61412345678');
    expect(phoneOf({ userName: 'demo', phone_number: ' +61412345678 ' })).toBe('+61412345678');
  });
  it('reads anything else as no phone: absent, empty, null, not text, no answer', () => {
    for (const me of [
      { userName: 'demo' },
      { phone: '' },
      { phone: '   ' },
      { phone: null },
      { phone: 61412345678 },
      null,
      undefined,
      'text',
    ]) {
      expect(phoneOf(me)).toBeNull();
    }
  });
});
