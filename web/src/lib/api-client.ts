/**
 * The one way the web app calls its API: base address from the runtime config, the current ID
 * token as bearer (API Gateway's Cognito authorizer reads it), JSON or form bodies (the spec
 * uses both), and every non-2xx answer turned into an ApiError with the server's own message, or,
 * when the answer names a catalogued refusal by `code`, that refusal in the language shown.
 */
import { ENGLISH_MESSAGES, type MessageKey } from '@shared/i18n/catalogue';
import { currentIdToken } from './auth/session';
import { sayShown } from './i18n/shown-messages';
import { reportAnswer, reportNoAnswer } from './pwa/online';
import { runtimeConfig } from './runtime-config';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
    /**
     * Set when the message is the app's own (no answer, or an answer with no message) or a catalogued
     * refusal the answer named by code (a `refusals.` key), not the server's words as they came.
     */
    readonly messageKey?: MessageKey,
  ) {
    super(message);
  }
}

/**
 * The app's own failure, in the language shown now (lib/i18n/shown-messages.ts says why then and
 * not where shown): status 0 is no answer at all; a 5xx says nothing more; another status is named.
 */
export function ownFailure(status: number, body?: unknown): ApiError {
  return status >= 500 || status === 0
    ? new ApiError(status, sayShown('common.genericError'), body, 'common.genericError')
    : new ApiError(status, sayShown('common.genericErrorStatus', { status }), body, 'common.genericErrorStatus');
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (the spec's form bodies). */
  form?: Record<string, string | number | boolean | null | undefined>;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Also send cookies (some list calls do). */
  withCredentials?: boolean;
  /** Skip the bearer token (public routes). */
  anonymous?: boolean;
  /**
   * A binary answer (a zip): asked for by its media type, which is also what tells API Gateway
   * to hand the bytes back as bytes; a success is read as a Blob.
   */
  binary?: string;
  /** More request headers (the farm a request acts in). */
  headers?: Record<string, string>;
}

/** Dependencies, replaceable in tests. */
export interface ApiClientDeps {
  fetch: typeof fetch;
  baseUrl: () => string;
  token: () => Promise<string | undefined>;
}

const defaultDeps: ApiClientDeps = {
  fetch: (...args) => globalThis.fetch(...args),
  baseUrl: () => runtimeConfig().apiBaseUrl,
  token: currentIdToken,
};

function withQuery(url: string, query: ApiRequestOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** The server's message: `{error}` or `{err}`, else `{message}`, else plain text; undefined when it said none. */
export function serverMessageFrom(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const key of ['error', 'err', 'message']) {
      const v = b[key];
      if (typeof v === 'string' && v.trim()) return v;
      if (v && typeof v === 'object' && typeof (v as { message?: unknown }).message === 'string')
        return (v as { message: string }).message;
    }
  }
  if (typeof body === 'string' && body.trim() && body.length < 300 && !body.trimStart().startsWith('<'))
    return body.trim();
  return undefined;
}

/**
 * A refusal the answer names by `code` (a key of the `refusals` area) in the language shown now, with
 * the answer's own values (strings and numbers only); undefined for an unknown or missing code.
 */
export function refusalFrom(body: unknown): { text: string; key: MessageKey } | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { code, values } = body as { code?: unknown; values?: unknown };
  if (typeof code !== 'string') return undefined;
  const key = `refusals.${code}`;
  if (!Object.hasOwn(ENGLISH_MESSAGES, key)) return undefined;
  const said: Record<string, string | number> = Object.create(null) as Record<string, string | number>;
  if (values && typeof values === 'object')
    for (const [name, v] of Object.entries(values)) if (typeof v === 'string' || typeof v === 'number') said[name] = v;
  // A value the text needs and the answer lacks would show as "{name}": the server's own words instead.
  const needed = [...ENGLISH_MESSAGES[key as MessageKey].matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]!);
  if (!needed.every((name) => Object.hasOwn(said, name))) return undefined;
  return { text: sayShown(key as MessageKey, said), key: key as MessageKey };
}

/** Is this error the API's refusal of that key (in whatever language it is shown)? */
export const isRefusal = (error: unknown, key: Extract<MessageKey, `refusals.${string}`>): boolean =>
  error instanceof ApiError && error.messageKey === key;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export function createApiClient(deps: ApiClientDeps = defaultDeps) {
  return async function apiRequest<T = unknown>(path: string, opts: ApiRequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { ...opts.headers, accept: opts.binary ?? 'application/json' };
    let body: BodyInit | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(opts.form)) if (v !== undefined && v !== null) params.set(k, String(v));
      body = params.toString();
    }
    if (!opts.anonymous) {
      const token = await deps.token();
      if (token) headers['authorization'] = `Bearer ${token}`;
    }
    let response: Response;
    try {
      response = await deps.fetch(withQuery(`${deps.baseUrl().replace(/\/+$/, '')}${path}`, opts.query), {
        method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: opts.signal,
        credentials: opts.withCredentials ? 'include' : 'same-origin',
      });
    } catch (err) {
      // cancelled by navigation: not an error to show
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      reportNoAnswer(); // offline, whatever navigator.onLine says (lib/pwa/online.ts)
      throw ownFailure(0, err);
    }
    reportAnswer();
    if (opts.binary && response.ok) return (await response.blob()) as T;
    const data = await readBody(response);
    if (!response.ok) {
      const refused = refusalFrom(data);
      if (refused) throw new ApiError(response.status, refused.text, data, refused.key);
      const said = serverMessageFrom(data);
      throw said === undefined ? ownFailure(response.status, data) : new ApiError(response.status, said, data);
    }
    return data as T;
  };
}

export const apiRequest = createApiClient();
