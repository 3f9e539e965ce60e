/**
 * The weather cache in the app table: one item per place, source and local day, and one for the
 * place's current conditions. DynamoDB Local and dynalite have no TTL, so every item carries its
 * own `expires_at` (ms) and a read treats an expired item as missing; the `ttl` attribute (epoch
 * seconds) lets DynamoDB in AWS delete them some time later.
 */
import { getItems, putItem } from '../../../platform/aws/items';
import { APP_TABLE_TTL_ATTRIBUTE } from '../../../platform/aws/table-schema';
import type { CurrentConditions, WeatherDay, WeatherSource } from './port';

export interface CachedDay {
  day: WeatherDay;
  expiresAt: number;
}

export interface CachedCurrent {
  current: CurrentConditions;
  expiresAt: number;
}

interface DayItem {
  day?: WeatherDay;
  current?: CurrentConditions;
  expires_at: number;
}

/** Items stay a day past their expiry before DynamoDB's TTL may remove them (it is never exact). */
const TTL_GRACE_S = 86_400;

const partition = (place: string, source: WeatherSource) => `WEATHER#${source}#${place}`;
const daySk = (date: string) => `DAY#${date}`;
const CURRENT_SK = 'CURRENT';

/** Cached days and current conditions of a place; expired items are left out (as if missing). */
export async function readCachedWeather(
  place: string,
  source: WeatherSource,
  dates: readonly string[],
  withCurrent: boolean,
  now: number,
): Promise<{ days: Map<string, WeatherDay>; current: CurrentConditions | null }> {
  const PK = partition(place, source);
  const keys = [...dates.map((d) => ({ PK, SK: daySk(d) })), ...(withCurrent ? [{ PK, SK: CURRENT_SK }] : [])];
  const items = keys.length ? await getItems<DayItem>(keys) : [];
  const days = new Map<string, WeatherDay>();
  let current: CurrentConditions | null = null;
  for (const item of items) {
    if (!(item.expires_at > now)) continue;
    if (item.day) days.set(item.day.date, item.day);
    else if (item.current) current = item.current;
  }
  return { days, current };
}

export async function writeCachedWeather(
  place: string,
  source: WeatherSource,
  days: readonly CachedDay[],
  current: CachedCurrent | null,
): Promise<void> {
  const PK = partition(place, source);
  const ttl = (expiresAt: number) => Math.ceil(expiresAt / 1000) + TTL_GRACE_S;
  await Promise.all([
    ...days.map((d) =>
      putItem({
        PK,
        SK: daySk(d.day.date),
        day: d.day,
        expires_at: d.expiresAt,
        [APP_TABLE_TTL_ATTRIBUTE]: ttl(d.expiresAt),
      }),
    ),
    ...(current
      ? [
          putItem({
            PK,
            SK: CURRENT_SK,
            current: current.current,
            expires_at: current.expiresAt,
            [APP_TABLE_TTL_ATTRIBUTE]: ttl(current.expiresAt),
          }),
        ]
      : []),
  ]);
}
