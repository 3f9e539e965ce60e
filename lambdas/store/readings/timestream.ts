/** Timestream readings store: being written (issue 4). */
import type { ReadingsStore } from './port';

export function timestreamReadingsStore(): ReadingsStore {
  throw new Error('The Timestream readings store is not built yet.');
}
