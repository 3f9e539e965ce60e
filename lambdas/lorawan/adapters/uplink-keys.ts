/**
 * Exactly once: one item per uplink of a paired device, keyed by the pairing's claim, the
 * session and the frame counter, holding what its first delivery decided (the reading times and
 * raw values). A copy of the uplink (a retry, another gateway's copy, a replay days later) finds it
 * and writes the same readings again, so the idempotent readings store keeps one of each; a crash
 * between this write and the readings write is healed by the retry, which finds this item.
 *   PK UPLINK#<DevEUI>#<claim>   SK <session>#<fCnt>   { records, ttl }
 * A frame counter that restarts after a re-join has a new session, so a new key. The items expire
 * after KEEP_DAYS (DynamoDB TTL), long enough for any replay a network server makes.
 */
import type { RawValues } from '../../readings';
import { getItem, putItem } from '../../platform/aws/items';
import { APP_TABLE_TTL_ATTRIBUTE } from '../../platform/aws/table-schema';

export const KEEP_DAYS = 30;

/** One reading an uplink made: its time and raw values (calibrated again at each write). */
export interface UplinkRecord {
  time: number;
  raw: RawValues;
}

const pk = (devEui: string, claim: string) => `UPLINK#${devEui}#${claim}`;
const sk = (session: string, fCnt: number) => `${session}#${fCnt}`;

export interface UplinkKey {
  devEui: string;
  claim: string;
  session: string;
  fCnt: number;
}

export async function getUplinkRecords(key: UplinkKey): Promise<UplinkRecord[] | undefined> {
  const item = await getItem<{ records: UplinkRecord[] }>(pk(key.devEui, key.claim), sk(key.session, key.fCnt));
  return item?.records;
}

/** Record the first delivery's readings; false when another delivery recorded its own first. */
export const putUplinkRecords = (key: UplinkKey, records: UplinkRecord[], now: number) =>
  putItem(
    {
      PK: pk(key.devEui, key.claim),
      SK: sk(key.session, key.fCnt),
      records,
      [APP_TABLE_TTL_ATTRIBUTE]: Math.ceil(now / 1000) + KEEP_DAYS * 86_400,
    },
    { onlyIfNew: true },
  );
