/**
 * The security headers every answer of the site carries: CloudFront adds them in AWS (the
 * response headers policy in web.ts) and the local gateway adds the same ones (infra/local), so
 * the app meets the same browser rules on a laptop as in production. One source for both.
 */
import { buildCsp, type CspOptions } from './csp';

export const SECURITY_HEADERS = {
  /** Two years, subdomains included (the HSTS preload list's minimum is one year). */
  hstsMaxAgeSeconds: 730 * 24 * 60 * 60,
  hstsIncludeSubdomains: true,
  /** No one may frame the site (clickjacking); frame-ancestors 'none' says the same in the CSP. */
  frameOption: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  custom: {
    'Permissions-Policy': 'camera=(), microphone=(), usb=(), geolocation=(self), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
  },
} as const;

export interface SecurityHeaderOptions extends CspOptions {
  /**
   * Served over https. HSTS only then: over plain http (the local stack) browsers ignore it, and
   * pinning localhost to https would break every other local server a developer runs.
   */
  https: boolean;
}

/** The headers as name → value (lower-case names), for servers that set them themselves. */
export function securityHeaders(opts: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': buildCsp(opts),
    'x-content-type-options': 'nosniff',
    'x-frame-options': SECURITY_HEADERS.frameOption,
    'referrer-policy': SECURITY_HEADERS.referrerPolicy,
  };
  if (opts.https) {
    const subdomains = SECURITY_HEADERS.hstsIncludeSubdomains ? '; includeSubDomains' : '';
    headers['strict-transport-security'] = `max-age=${SECURITY_HEADERS.hstsMaxAgeSeconds}${subdomains}`;
  }
  for (const [name, value] of Object.entries(SECURITY_HEADERS.custom)) headers[name.toLowerCase()] = value;
  return headers;
}
