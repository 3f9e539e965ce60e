/** Binary search over lists sorted ascending (times, mostly). */

/** The first index whose key is ≥ `x` (the list's length when none is); the items themselves when no key is given. */
export function lowerBound(xs: ArrayLike<number>, x: number): number;
export function lowerBound<T>(items: ArrayLike<T>, x: number, key: (item: T) => number): number;
export function lowerBound(
  items: ArrayLike<unknown>,
  x: number,
  key: (item: unknown) => number = (item) => item as number,
): number {
  let [lo, hi] = [0, items.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (key(items[mid]) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
