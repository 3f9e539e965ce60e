/**
 * How old the data on the page is: the oldest answer among the kept queries (persisted-queries.ts)
 * the page shows now, with its time and "3 h ago" in the person's locale. Re-read when the cache
 * changes and every minute, so "ago" moves on.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useFormat } from '../i18n/use-format';
import { useT } from '../i18n/use-t';
import { isKept } from './persisted-queries';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The oldest dataUpdatedAt of the kept answers something on the page is showing; 0 when none. */
export function oldestShown(client: QueryClient): number {
  let oldest = 0;
  for (const q of client.getQueryCache().getAll()) {
    if (!isKept(q) || q.getObserversCount() === 0 || !q.state.dataUpdatedAt) continue;
    if (!oldest || q.state.dataUpdatedAt < oldest) oldest = q.state.dataUpdatedAt;
  }
  return oldest;
}

export interface DataAge {
  /** When the oldest shown answer arrived (epoch ms); 0 when nothing is shown. */
  at: number;
  ageMs: number;
  /** "As of 06:10, 3 h ago" (or with the day when it is not today). */
  text: string;
  /** "06:10" today, else the day and time. */
  when: string;
}

export function useDataAge(): DataAge | null {
  const client = useQueryClient();
  const intl = useIntl();
  const f = useFormat();
  const t = useT();
  const subscribe = useCallback((l: () => void) => client.getQueryCache().subscribe(l), [client]);
  const at = useSyncExternalStore(subscribe, () => oldestShown(client));
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(id);
  }, [at]);
  if (!at) return null;
  const ageMs = Math.max(0, now - at);
  const ago =
    ageMs < MINUTE
      ? intl.formatRelativeTime(0, 'second', { numeric: 'auto' })
      : ageMs < HOUR
        ? intl.formatRelativeTime(-Math.floor(ageMs / MINUTE), 'minute', { style: 'short' })
        : ageMs < DAY
          ? intl.formatRelativeTime(-Math.floor(ageMs / HOUR), 'hour', { style: 'short' })
          : intl.formatRelativeTime(-Math.floor(ageMs / DAY), 'day', { numeric: 'auto' });
  const today = new Date(at).toDateString() === new Date(now).toDateString();
  const when = today ? f.time(at) : f.dateTime(at);
  const text = today ? t('pwa.dataAgeToday', { time: when, ago }) : t('pwa.dataAgeEarlier', { dateTime: when, ago });
  return { at, ageMs, text, when };
}
