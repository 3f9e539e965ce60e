import { describe, expect, it } from 'vitest';
import { destinationAfterLogin } from '../../../web/src/features/auth/components/redirect';

describe('where a successful login goes (back to the page the user came from, default /app)', () => {
  it('returns to the remembered location with its query and hash', () => {
    expect(
      destinationAfterLogin({ from: { pathname: '/app/Home/Dashboard', search: '?field=12', hash: '#chart' } }),
    ).toBe('/app/Home/Dashboard?field=12#chart');
  });
  it.each([
    [undefined],
    [null],
    [{}],
    [{ from: { pathname: 'relative' } }],
    [{ from: { pathname: '//evil.example/app' } }],
    [{ from: { pathname: '/login' } }],
    [{ from: { pathname: '/register' } }],
  ])('defaults to /app for %j', (state) => expect(destinationAfterLogin(state)).toBe('/app'));
});
