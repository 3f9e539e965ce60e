/** The edge pieces that are plain code: the CSP builder and the SPA routing CloudFront Function. */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildCsp } from '../../infra/constructs/csp';
import { spaRoutingCode } from '../../infra/constructs/spa-routing';

function route(uri: string): string {
  const sandbox: { result?: { uri: string } } = {};
  runInNewContext(
    `${spaRoutingCode}\nresult = handler({ request: { uri: ${JSON.stringify(uri)}, headers: {} } });`,
    sandbox,
  );
  return sandbox.result!.uri;
}

describe('SPA routing function', () => {
  it('serves index.html for app routes, however deep, including dotted user names', () => {
    for (const uri of [
      '/',
      '/login',
      '/app/Home',
      '/app/Management/FieldManagement',
      '/fieldwork-admin/users/jane.doe',
      '/unknown/path/',
    ]) {
      expect(route(uri), uri).toBe('/index.html');
    }
  });

  it('leaves static files alone, so a missing file is a real error, not the app', () => {
    for (const uri of [
      '/index.html',
      '/config.json',
      '/assets/index-abc123.js',
      '/assets/index-abc123.css',
      '/favicon.svg',
      '/robots.txt',
      '/assets/font.WOFF2',
    ]) {
      expect(route(uri), uri).toBe(uri);
    }
  });
});

describe('Content-Security-Policy', () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `) || d === name);

  it('allows only the site itself and Cognito by default', () => {
    const csp = buildCsp({ region: 'ap-southeast-2', maps: false });
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://cognito-idp.ap-southeast-2.amazonaws.com");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(csp).not.toMatch(/unsafe-eval|googleapis|square/);
    expect(csp).not.toMatch(/(^|\s)\*(\s|;|$)/);
  });

  it('adds the Maps and Square origins only when they are configured', () => {
    const csp = buildCsp({ region: 'us-west-2', maps: true, square: 'sandbox' });
    expect(directive(csp, 'script-src')).toContain('https://maps.googleapis.com');
    expect(directive(csp, 'script-src')).toContain('https://sandbox.web.squarecdn.com');
    expect(directive(csp, 'connect-src')).toContain('https://cognito-idp.us-west-2.amazonaws.com');
    expect(directive(csp, 'connect-src')).toContain('https://pci-connect.squareupsandbox.com');
    expect(directive(csp, 'frame-src')).toContain('https://sandbox.web.squarecdn.com');
    expect(csp).not.toContain('https://web.squarecdn.com');
    expect(buildCsp({ region: 'us-west-2', maps: false, square: 'production' })).toContain(
      'https://pci-connect.squareup.com',
    );
  });

  it("stays within CloudFront's header size limit with everything enabled", () => {
    expect(buildCsp({ region: 'ap-southeast-2', maps: true, square: 'production' }).length).toBeLessThan(1783);
  });
});
