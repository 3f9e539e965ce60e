/**
 * A device's health from its uplinks: the best reception of its last uplink, and how many
 * uplinks of the last day never arrived, from the gaps in its frame counters. Only the last
 * day's frames are kept, at most MAX_FRAMES of them (a device reporting every 5 minutes sends
 * 288 a day), so a row stays small whatever the device does.
 */
import type { Reception } from './uplink';

/** One uplink heard: when (epoch ms), its session and frame counter. */
export interface Frame {
  t: number;
  s: string;
  f: number;
}

export const DAY_MS = 86_400_000;
export const MAX_FRAMES = 400;

/** The frames of the last day with this one added (a copy of a frame already there adds nothing). */
export function addFrame(frames: readonly Frame[], frame: Frame, now: number): Frame[] {
  const recent = frames.filter((x) => now - x.t < DAY_MS);
  if (recent.some((x) => x.s === frame.s && x.f === frame.f)) return recent;
  return [...recent, frame].sort((a, b) => a.t - b.t).slice(-MAX_FRAMES);
}

/**
 * Uplinks missing in the last day: within each session, the frame counters between two heard
 * ones that never arrived. A new session (re-join) starts counting again; counters that go
 * backwards in one session (a device reset without re-join) are not counted as losses.
 */
export function lostInLastDay(frames: readonly Frame[], now: number): number {
  const bySession = new Map<string, number[]>();
  for (const x of frames) {
    if (now - x.t >= DAY_MS) continue;
    const list = bySession.get(x.s);
    if (list) list.push(x.f);
    else bySession.set(x.s, [x.f]);
  }
  let lost = 0;
  for (const counters of bySession.values()) {
    const sorted = [...new Set(counters)].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) lost += sorted[i]! - sorted[i - 1]! - 1;
  }
  return lost;
}

/** The reception with the strongest signal (RSSI, then SNR); null when none. */
export function bestReception(receptions: readonly Reception[]): Reception | null {
  let best: Reception | null = null;
  for (const r of receptions) {
    if (!best) best = r;
    else if ((r.rssi ?? -Infinity) > (best.rssi ?? -Infinity)) best = r;
    else if (r.rssi === best.rssi && (r.snr ?? -Infinity) > (best.snr ?? -Infinity)) best = r;
  }
  return best;
}
