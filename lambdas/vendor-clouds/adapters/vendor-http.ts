/**
 * One GET to a vendor cloud, its failures sorted by what the puller does next: `unauthorized`
 * (401/403: the key was revoked or is wrong; pulls stop until the grower links again), `retry`
 * (429, 5xx, no answer in time, the network: the next run tries again from the same cursor) and
 * `refused` (another 4xx: the link's logger or serial is wrong). The key never reaches a message:
 * every text that could carry it (an error, a body echoing the URL) has it cut out.
 */
export type VendorFailure = 'unauthorized' | 'retry' | 'refused';

export class VendorCallError extends Error {
  constructor(
    readonly failure: VendorFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface VendorGet {
  url: string;
  headers?: Record<string, string>;
  /** Cut from every message (the key or token). */
  secret: string;
  timeoutMs: number;
  /** Names the call in messages, e.g. "IrriMAX Live". */
  service: string;
}

const hide = (text: string, secret: string) =>
  secret ? text.split(secret).join('<key>').split(encodeURIComponent(secret)).join('<key>') : text;

export async function vendorGet(call: VendorGet): Promise<{ status: number; text: string }> {
  let res: Response;
  try {
    res = await fetch(call.url, { headers: call.headers ?? {}, signal: AbortSignal.timeout(call.timeoutMs) });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    const reason = timedOut
      ? `no answer within ${call.timeoutMs} ms`
      : String(err instanceof Error ? err.message : err);
    throw new VendorCallError('retry', `${call.service}: ${hide(reason, call.secret)}`);
  }
  const text = await res.text().catch(() => '');
  if (res.ok) return { status: res.status, text };
  const said = hide(text.replace(/\s+/g, ' ').slice(0, 200), call.secret);
  if (res.status === 401 || res.status === 403)
    throw new VendorCallError('unauthorized', `${call.service} refused the key (${res.status})`, res.status);
  if (res.status === 429 || res.status >= 500)
    throw new VendorCallError('retry', `${call.service} answered ${res.status}: ${said}`, res.status);
  throw new VendorCallError('refused', `${call.service} answered ${res.status}: ${said}`, res.status);
}
