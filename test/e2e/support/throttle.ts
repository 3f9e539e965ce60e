/**
 * A 3G-like connection for one page (Chromium's network emulation through CDP: ~400 kbit/s down
 * and up, 400 ms round trip) and a meter of what the page fetches: every request with its
 * transferred bytes (headers included, as compressed on the wire) and whether a cache answered it.
 */
import type { CDPSession, Page } from 'playwright-core';

export const SLOW_3G = { latencyMs: 400, kbitPerSecond: 400 } as const;
export const SLOW_BYTES_PER_SECOND = (SLOW_3G.kbitPerSecond * 1000) / 8;

/**
 * Sequential round trips between "Log in" and Home's latest readings: the sign-in (two with SRP, as
 * in AWS), Home's code (its chunks in parallel), then the field list, the field's sensors and the
 * sensor's latest reading, one after the other (asked alongside the code: home-prefetch.ts).
 */
export const CRITICAL_ROUND_TRIPS = 6;
/** The target: Home's field and latest readings drawn within 5 s of signing in on this connection. */
export const HOME_TARGET_S = 5;
/** What the connection carries in the target time once the critical round trips are taken out. */
export const HOME_BYTE_BUDGET = Math.floor(
  (HOME_TARGET_S - (CRITICAL_ROUND_TRIPS * SLOW_3G.latencyMs) / 1000) * SLOW_BYTES_PER_SECOND,
);

export interface Fetched {
  url: string;
  method: string;
  /** A Cognito call's operation (one URL serves them all). */
  operation?: string;
  /** Bytes on the wire; 0 until it finished. */
  bytes: number;
  finished: boolean;
  /** Answered by the HTTP cache (memory, disk or prefetch), not the network. */
  fromCache: boolean;
}

export interface Meter {
  cdp: CDPSession;
  fetched: Map<string, Fetched>;
  /** Finished network bytes so far. */
  bytesSoFar(): number;
}

/** Sign in on the login page already open (throttled or not) and answer the time the button was pressed. */
export async function pressLogIn(page: Page, username: string, password: string): Promise<number> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const pressed = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  return pressed;
}

export async function throttle(page: Page): Promise<Meter> {
  const cdp = await page.context().newCDPSession(page);
  const fetched = new Map<string, Fetched>();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_3G.latencyMs,
    downloadThroughput: SLOW_BYTES_PER_SECOND,
    uploadThroughput: SLOW_BYTES_PER_SECOND,
  });
  cdp.on('Network.requestWillBeSent', (e) => {
    // A redirect reuses the id: the new URL replaces the old.
    const operation = Object.entries(e.request.headers).find(([k]) => k.toLowerCase() === 'x-amz-target')?.[1];
    fetched.set(e.requestId, {
      url: e.request.url,
      method: e.request.method,
      ...(operation ? { operation } : {}),
      bytes: 0,
      finished: false,
      fromCache: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const f = fetched.get(e.requestId);
    if (f) f.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const f = fetched.get(e.requestId);
    if (f && (e.response.fromDiskCache || e.response.fromPrefetchCache)) f.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const f = fetched.get(e.requestId);
    if (!f) return;
    f.finished = true;
    f.bytes = f.fromCache ? 0 : e.encodedDataLength;
  });
  return {
    cdp,
    fetched,
    bytesSoFar: () => [...fetched.values()].reduce((sum, f) => sum + (f.finished ? f.bytes : 0), 0),
  };
}
