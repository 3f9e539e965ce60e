/**
 * No API answer may carry a storage key: they name the table's layout (and, as `USER#<name>`,
 * whose partition an item lives in), which is no business of a client. `api()` runs this on every
 * JSON answer of the integration suite, so a route that starts leaking fails whichever test calls it.
 */
import { APP_TABLE_KEYS } from '../../lambdas/platform/aws/table-schema';

/** The app table's key attributes (the readings table's keys, sensor_id and time, are domain fields). */
export const STORAGE_KEYS: readonly string[] = [
  APP_TABLE_KEYS.partitionKey,
  APP_TABLE_KEYS.sortKey,
  APP_TABLE_KEYS.gsi1.partitionKey,
  APP_TABLE_KEYS.gsi1.sortKey,
];

/** The paths (`data.0.PK`) of every storage key anywhere in a JSON value. */
export function storageKeysIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => storageKeysIn(v, `${path}${path ? '.' : ''}${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const here = `${path}${path ? '.' : ''}${k}`;
    return [...(STORAGE_KEYS.includes(k) ? [here] : []), ...storageKeysIn(v, here)];
  });
}

/** Throws (failing the calling test) when the answer carries a storage key. */
export function assertNoStorageKeys(what: string, body: unknown): void {
  const found = storageKeysIn(body);
  if (found.length)
    throw new Error(
      `${what} answered with storage keys: ` +
        `${found.slice(0, 5).join(', ')}${found.length > 5 ? ` and ${found.length - 5} more` : ''}`,
    );
}
