import { describe, expect, it } from 'vitest';
import { MAX_SESSION_CHARS, sessionKey } from '../../../lambdas/lorawan/rules/uplink';

describe('sessionKey', () => {
  it('keeps a real session as sent (a TTS session key id, a DevAddr)', () => {
    expect(sessionKey('AYzL0q9hZr3kFJ2m7Xc1Ug==')).toBe('AYzL0q9hZr3kFJ2m7Xc1Ug==');
    expect(sessionKey('260B1234')).toBe('260B1234');
    expect(sessionKey('x'.repeat(MAX_SESSION_CHARS))).toBe('x'.repeat(MAX_SESSION_CHARS));
  });

  it('turns a longer one into a short digest, the same for the same session and another for another', () => {
    const long = 'S'.repeat(3000);
    expect(sessionKey(long)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(sessionKey(long)).toBe(sessionKey('S'.repeat(3000)));
    expect(sessionKey(long)).not.toBe(sessionKey('S'.repeat(3001)));
    expect(Buffer.byteLength(sessionKey('é'.repeat(5000)))).toBeLessThan(100);
  });
});
