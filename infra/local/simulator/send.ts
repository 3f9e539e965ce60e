/**
 * Sends simulated readings through the real ingest route (`POST /api/v2/ingest`) with a gateway's
 * credential, in batches of the route's maximum size, a few batches in flight.
 */
import { forEachLimit } from '@shared/concurrency';
import { MAX_INGEST_BATCH, type IngestResult } from '@shared/ingest/schemas';
import type { SimReading } from './model';

/** How often readings answered 'failed' are sent again before the run gives up. */
const MAX_RESENDS = 5;

export interface SendOptions {
  /** Batches in flight at once (the local gateway handles requests concurrently). */
  concurrency?: number;
  batchSize?: number;
}

export interface SendSummary {
  sent: number;
  stored: number;
  rejected: number;
  /** Unregistered sensors a pairing gateway noted (the sensor wizard offers them). */
  heard: string[];
  /** The first few rejections, for the console. */
  errors: string[];
}

export async function sendReadings(apiUrl: string, credential: string, readings: SimReading[], opts: SendOptions = {}): Promise<SendSummary> {
  const size = Math.min(opts.batchSize ?? MAX_INGEST_BATCH, MAX_INGEST_BATCH);
  const batches: SimReading[][] = [];
  for (let i = 0; i < readings.length; i += size) batches.push(readings.slice(i, i + size));
  const summary: SendSummary = { sent: 0, stored: 0, rejected: 0, heard: [], errors: [] };
  const heard = new Set<string>();
  await forEachLimit(batches, opts.concurrency ?? 4, async (whole) => {
    // As a gateway does: readings answered 'failed' (not written in time) are sent again.
    let batch = whole;
    for (let attempt = 0; batch.length; attempt++) {
      const res = await fetch(`${apiUrl}/api/v2/ingest`, {
        method: 'POST',
        headers: { authorization: `Gateway ${credential}`, 'content-type': 'application/json' },
        body: JSON.stringify({ readings: batch }),
      });
      const body = (await res.json().catch(() => ({}))) as { data?: { stored: number; rejected: number; results: IngestResult[] }; error?: string };
      if (!res.ok || !body.data) throw new Error(`ingest answered ${res.status}: ${body.error ?? 'no body'}`);
      summary.stored += body.data.stored;
      summary.rejected += body.data.rejected;
      for (const r of body.data.results) {
        if (r.heard && r.sensor_id) heard.add(r.sensor_id);
        else if (r.error && r.status !== 'failed' && summary.errors.length < 5) summary.errors.push(`${r.sensor_id}: ${r.error}`);
      }
      const failed = body.data.results.filter((r) => r.status === 'failed').map((r) => batch[r.index]!);
      if (failed.length && attempt >= MAX_RESENDS) throw new Error(`ingest could not store ${failed.length} reading(s) after ${MAX_RESENDS} resends`);
      if (failed.length) await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
      batch = failed;
    }
    summary.sent += whole.length;
  });
  summary.heard = [...heard];
  return summary;
}
