/**
 * Local wall-clock times (what a logger's clock shows at its site) to UTC instants, daylight
 * saving included. Twice a year a wall clock is ambiguous: at the spring change an hour never
 * happens (02:30 on that night does not exist), at the autumn change an hour happens twice.
 * A single time cannot say which of the two it was; a logger's rows in time order can, so the
 * series is resolved as a whole: each row takes the earliest reading of its wall-clock time that
 * comes after the row before it.
 */
import { wallClockAt } from '@shared/time/local-dates';

/** The zone's offset from UTC at `utcMs`, in ms (whole seconds). */
const offsetAt = (utcMs: number, timeZone: string) => wallClockAt(utcMs, timeZone) - Math.floor(utcMs / 1000) * 1000;

const HALF_DAY = 12 * 3_600_000;

/**
 * Every UTC instant at which the wall clock in `timeZone` showed `wall` (epoch ms of the wall
 * clock's fields read as UTC), earliest first: one on an ordinary day, two in the repeated hour,
 * none in the skipped one. No zone changes its offset twice within a day.
 */
export function instantsOf(wall: number, timeZone: string): number[] {
  const offsets = new Set([offsetAt(wall - HALF_DAY, timeZone), offsetAt(wall + HALF_DAY, timeZone)]);
  const out = [...offsets].map((o) => wall - o).filter((t) => wallClockAt(t, timeZone) === wall);
  return [...new Set(out)].sort((a, b) => a - b);
}

/**
 * One wall-clock time to UTC on its own: in the repeated hour the first of the two (as a clock
 * read before the change), in the skipped hour the offset before the change (02:30 in a gap
 * that starts at 02:00 is 03:30 after it) — how a logger that skipped its clock forward would
 * have written it.
 */
export function wallToUtc(wall: number, timeZone: string): number {
  const found = instantsOf(wall, timeZone);
  if (found.length) return found[0]!;
  return wall - offsetAt(wall - HALF_DAY, timeZone);
}

/**
 * A logger's wall-clock times, in the order it wrote them, to UTC: each takes the earliest of its
 * instants after the previous row's (so the repeated hour's second pass lands after the first);
 * a time with no later instant (a row out of order, a repeat) keeps its first one.
 */
export function wallSeriesToUtc(walls: readonly number[], timeZone: string): number[] {
  let previous = -Infinity;
  return walls.map((wall) => {
    const found = instantsOf(wall, timeZone);
    const utc = found.length ? (found.find((t) => t > previous) ?? found[0]!) : wallToUtc(wall, timeZone);
    previous = Math.max(previous, utc);
    return utc;
  });
}

/** `yyyymmddhhmmss` of a wall clock (IrriMAX Live's `from`/`to` form). */
export function compactWallClock(wall: number): string {
  return new Date(wall).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
