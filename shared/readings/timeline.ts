/**
 * The field map's time slider: it steps through the readout times of all the field's sensors,
 * oldest first, and starts on the latest. At a chosen time each sensor shows its newest reading
 * taken at or before that time; a sensor whose first reading came later has none to show yet.
 */

/** Every distinct reading time of the sensors, ascending. */
export function readoutTimes(sensors: readonly { moisture: readonly { time: number }[] }[]): number[] {
  const times = new Set<number>();
  for (const s of sensors) for (const r of s.moisture) if (Number.isFinite(r.time)) times.add(r.time);
  return [...times].sort((a, b) => a - b);
}

/**
 * The slider position for a chosen time: the latest when nothing was chosen (or the chosen time
 * is past the last), else the last time at or before the chosen one (a refreshed list keeps the
 * grower where they were). -1 while there are no times.
 */
export function timeIndex(times: readonly number[], chosen: number | null): number {
  if (times.length === 0) return -1;
  if (chosen === null) return times.length - 1;
  const i = lastAtOrBefore(times, chosen, (t) => t);
  return i === -1 ? 0 : i;
}

/** The newest reading at or before `time` (readings in any order), or null when every reading is later. */
export function readingAt<R extends { time: number }>(readings: readonly R[], time: number): R | null {
  // Answers arrive oldest first; a binary search needs that order, anything else is searched in full.
  if (isAscending(readings)) {
    const i = lastAtOrBefore(readings, time, (r) => r.time);
    return i === -1 ? null : readings[i]!;
  }
  let best: R | null = null;
  for (const r of readings) if (r.time <= time && (!best || r.time > best.time)) best = r;
  return best;
}

function isAscending(items: readonly { time: number }[]): boolean {
  for (let i = 1; i < items.length; i++) if (items[i]!.time < items[i - 1]!.time) return false;
  return true;
}

/** Index of the last item whose key is ≤ `at` in an ascending list, or -1. */
function lastAtOrBefore<T>(items: readonly T[], at: number, key: (item: T) => number): number {
  let lo = 0;
  let hi = items.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (key(items[mid]!) <= at) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}
