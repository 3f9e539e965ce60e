/**
 * The scheduled pull of every vendor link: new readings since the link's cursor, stored through
 * the ingest path (the sensor's owner checked again, calibration, flags, the store idempotent on
 * sensor and time, aggregates, alerts), then the cursor moved past what was written, never before.
 * A crash between the two leaves the cursor behind: the next run fetches those readings again
 * and they are stored once.
 *
 * Failures: no new data is a quiet run; 429, 5xx and timeouts leave the link as it was, for the
 * next run (after a day of them the link says the cloud is not answering); 401/403 marks the
 * link `unauthorized` with its reason, once, and pulls of it stop (a revoked key is not sent
 * again every 15 minutes) until the grower links the sensor anew.
 */
import { forEachLimit } from '@shared/concurrency';
import type { LinkErrorCode } from '@shared/vendor-clouds/links';
import { englishLinkError } from '@shared/i18n/labels/vendor-links';
import { ingest, requestForecasts } from '../../ingest';
import type { ReadingsStore, SeriesKey } from '../../readings';
import type { IrrimaxClient } from '../adapters/irrimax';
import type { ZentraClient, ZentraFrom } from '../adapters/zentra';
import { VendorCallError } from '../adapters/vendor-http';
import { openKey } from '../adapters/key-vault';
import { listAllLinks, recordFailure, recordPull, type LinkItem } from '../adapters/links';
import { IrrimaxFormatError, parseIrrimaxCsv } from '../rules/irrimax-csv';
import { irrimaxReadings } from '../rules/irrimax-readings';
import { toIngestItem, type VendorReading } from '../rules/vendor-reading';
import { wallClockAt } from '@shared/time/local-dates';
import { ZentraFormatError, zentraPage } from '../rules/zentra-readings';
import { MAX_CLOCK_AHEAD_MS } from '@shared/ingest/schemas';

export interface PullDeps {
  irrimax: IrrimaxClient;
  zentra: ZentraClient;
  store: ReadingsStore;
  now?: () => number;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}

/** How far back a new link's first pull reaches. */
export const FIRST_PULL_DAYS = 7;
/** IrriMAX is asked again from an hour before its cursor: the rows around a clock change resolve in context. */
const IRRIMAX_OVERLAP_MS = 3_600_000;
/** Readings per ingest call (the ingest route's own batch limit). */
const CHUNK = 500;
const PARALLEL_LINKS = 4;
/** How long a cloud may fail to answer (5xx, 429, timeouts) before the link says so. */
export const SILENT_RETRY_MS = 86_400_000;

export type PullOutcome =
  | { linkId: string; result: 'stored'; stored: number }
  | { linkId: string; result: 'empty' }
  | { linkId: string; result: 'skipped' }
  | { linkId: string; result: 'unauthorized' | 'failing' | 'retry'; error: string };

class StoreFailure extends Error {}

/** Store readings through ingest; answers what was written. Throws when some could not be (the cursor stays). */
async function store(link: LinkItem, readings: VendorReading[], deps: PullDeps, now: number): Promise<number> {
  let stored = 0;
  const touched = new Set<SeriesKey>();
  for (let i = 0; i < readings.length; i += CHUNK) {
    const items = readings.slice(i, i + CHUNK).map((r) => toIngestItem(link.sensor_id, r));
    const out = await ingest({ gatewayId: `vendor-link:${link.link_id}`, owner: link.owner }, items, deps.store, {
      now,
      onStored: (series) => series.forEach((s) => touched.add(s)),
    });
    stored += out.stored;
    if (out.failed) throw new StoreFailure(`${out.failed} readings were not written in time; the next run retries`);
    const unknown = out.results.filter((r) => r.status === 'rejected' && r.error?.startsWith('unknown sensor'));
    if (unknown.length === items.length)
      throw new StoreFailure(
        `sensor ${link.sensor_id} is no longer registered to you: link it again or delete the link`,
      );
  }
  if (touched.size) await requestForecasts([...touched], deps.store);
  return stored;
}

const newestOf = (readings: VendorReading[]) => readings.reduce((m, r) => Math.max(m, r.time), -Infinity);

async function pullIrrimax(link: LinkItem, key: string, deps: PullDeps, now: number): Promise<PullOutcome> {
  const tz = link.time_zone ?? 'UTC';
  const since = link.cursor ?? now - FIRST_PULL_DAYS * 86_400_000;
  const csv = await deps.irrimax.readings(key, link.source, wallClockAt(since - IRRIMAX_OVERLAP_MS, tz));
  const fresh = irrimaxReadings(parseIrrimaxCsv(csv), tz).filter(
    (r) => (link.cursor === undefined || r.time > link.cursor) && r.time <= now + MAX_CLOCK_AHEAD_MS,
  );
  const at = new Date(now).toISOString();
  if (!fresh.length) {
    await recordPull(link, { at });
    return { linkId: link.link_id, result: 'empty' };
  }
  const stored = await store(link, fresh, deps, now);
  const newest = newestOf(fresh);
  await recordPull(link, { cursor: newest, newestAt: Math.max(newest, link.newest_at ?? -Infinity), at });
  return { linkId: link.link_id, result: 'stored', stored };
}

/** ZENTRA's `start_date` form (`YYYY-MM-DD HH:MM`). */
const zentraDate = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

async function pullZentra(link: LinkItem, key: string, deps: PullDeps, now: number): Promise<PullOutcome> {
  const from: ZentraFrom =
    link.cursor !== undefined ? { mrid: link.cursor } : { date: zentraDate(now - FIRST_PULL_DAYS * 86_400_000) };
  const page = zentraPage(await deps.zentra.page(key, link.source, from), link.ports ?? []);
  const readings = page.readings.filter((r) => r.time <= now + MAX_CLOCK_AHEAD_MS);
  const at = new Date(now).toISOString();
  const next = page.lastMrid !== null ? page.lastMrid + 1 : undefined;
  if (!readings.length) {
    await recordPull(link, { at, ...(next !== undefined ? { cursor: next } : {}) });
    return { linkId: link.link_id, result: 'empty' };
  }
  const stored = await store(link, readings, deps, now);
  const newest = Math.max(newestOf(readings), link.newest_at ?? -Infinity);
  await recordPull(link, { ...(next !== undefined ? { cursor: next } : {}), newestAt: newest, at });
  return { linkId: link.link_id, result: 'stored', stored };
}

export async function pullLink(link: LinkItem, deps: PullDeps): Promise<PullOutcome> {
  if (link.state === 'unauthorized') return { linkId: link.link_id, result: 'skipped' };
  const now = (deps.now ?? Date.now)();
  const at = new Date(now).toISOString();
  try {
    const key = await openKey(link.link_id, link.key_sealed);
    return link.vendor === 'irrimax' ? await pullIrrimax(link, key, deps, now) : await pullZentra(link, key, deps, now);
  } catch (err) {
    if (err instanceof VendorCallError && err.failure === 'unauthorized') {
      const error = englishLinkError('key_refused', err.message);
      await recordFailure(link, { state: 'unauthorized', error, code: 'key_refused', detail: err.message, at });
      return { linkId: link.link_id, result: 'unauthorized', error };
    }
    if (err instanceof VendorCallError && err.failure === 'retry') {
      deps.log?.('vendor pull will be retried', { linkId: link.link_id, reason: err.message });
      // A passing failure is not the grower's business; a day of them is (pulls keep trying).
      const since = Date.parse(link.last_pull_at ?? link.created_at);
      if (now - since > SILENT_RETRY_MS) {
        const error = englishLinkError('not_answering', null);
        await recordFailure(link, { state: 'failing', error, code: 'not_answering', detail: err.message, at });
      }
      return { linkId: link.link_id, result: 'retry', error: err.message };
    }
    const known =
      err instanceof VendorCallError ||
      err instanceof StoreFailure ||
      err instanceof IrrimaxFormatError ||
      err instanceof ZentraFormatError;
    if (!known) throw err;
    const code: LinkErrorCode =
      err instanceof IrrimaxFormatError || err instanceof ZentraFormatError ? 'unreadable_answer' : 'pull_failed';
    const error = englishLinkError(code, err.message);
    await recordFailure(link, { state: 'failing', error, code, detail: err.message, at });
    return { linkId: link.link_id, result: 'failing', error };
  }
}

/** Every link, a few at once; one link's failure never stops the others. */
export async function pullAll(deps: PullDeps): Promise<PullOutcome[]> {
  const links = await listAllLinks();
  const outcomes: PullOutcome[] = [];
  await forEachLimit(links, PARALLEL_LINKS, async (link) => {
    try {
      outcomes.push(await pullLink(link, deps));
    } catch (err) {
      deps.log?.('vendor pull failed', {
        linkId: link.link_id,
        reason: err instanceof Error ? err.message : String(err),
      });
      outcomes.push({ linkId: link.link_id, result: 'retry', error: 'internal error' });
    }
  });
  return outcomes;
}
