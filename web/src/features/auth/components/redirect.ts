/** Where a successful login goes: the page the visitor was sent away from, else /app (→ /app/Home). */
export const DEFAULT_AFTER_LOGIN = '/app';

interface FromLocation {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

export function destinationAfterLogin(state: unknown): string {
  const from = (state as { from?: FromLocation } | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return DEFAULT_AFTER_LOGIN;
  // Never back to the login screen itself, and never to another origin ('//host').
  if (from.pathname.startsWith('//') || /^\/(login|register)(\/|$)/.test(from.pathname)) return DEFAULT_AFTER_LOGIN;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
