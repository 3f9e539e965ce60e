/**
 * Which of an owner's items an ownership transfer moves (lambdas/teams/rules/transfer-items.ts),
 * and a guard: every file of lambdas/ that touches `USER#` items is one the move's list accounts for,
 * so a new kind of item under a user cannot appear without someone deciding whether it moves.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  copiedTo,
  farmItemsIn,
  KEPT_KINDS,
  kindOf,
  MOVED_KINDS,
  USER_ITEM_FILES,
  type StoredItem,
} from '../../../lambdas/teams/rules/transfer-items';

const PK = 'USER#olga';
const item = (SK: string, extra: Record<string, unknown> = {}): StoredItem => ({ PK, SK, ...extra });

const partition: StoredItem[] = [
  item('FARM#Home'),
  item('FARM#Other'),
  item('FIELD#f1', { farm_name: 'Home', sensor_ids: new Set(['S1']) }),
  item('FIELD#f2', { farm_name: 'Other', sensor_ids: new Set(['S2']) }),
  item('ZONE#z1', { field_id: 'f1' }),
  item('ZONE#z2', { field_id: 'f2' }),
  item('IRRIGATION#z1#0000000100#i1'),
  item('IRRIGATION_ID#i1', { zone_id: 'z1' }),
  item('IRRIGATION#z2#0000000100#i2'),
  item('IRRIGATION_ID#i2', { zone_id: 'z2' }),
  item('GATEWAY#g1', { field_ids: ['f1'] }),
  item('GATEWAY#g2', { field_ids: [], farm_name: 'Home' }),
  item('GATEWAY#g3', { field_ids: ['f2'] }),
  item('LORAWAN#g1#70B3D57ED0000001'),
  item('LORAWAN#g3#70B3D57ED0000002'),
  item('VLINK#v1', { sensor_id: 'S1', owner: 'olga', GSI1PK: 'VENDOR_LINKS', GSI1SK: 'v1' }),
  item('VLINK#v2', { sensor_id: 'S2', owner: 'olga' }),
  item('ALERT#moisture:S1'),
  item('ALERT#gateway:g1'),
  item('ALERT#moisture:S2'),
  item('NOTE#000000000000001#moisture:S1#1'),
  item('MEMBERSHIP#fm_aaaaaaaaaaaa'),
  item('SENSOR_QUOTA'),
];

describe('farmItemsIn', () => {
  it("takes the farm's items, its zones, irrigations, gateways, devices, links and alert states, no more", () => {
    const home = farmItemsIn(partition, 'Home');
    expect(home.items.map((i) => i.SK)).toEqual([
      'ALERT#gateway:g1',
      'ALERT#moisture:S1',
      'FARM#Home',
      'FIELD#f1',
      'GATEWAY#g1',
      'GATEWAY#g2',
      'IRRIGATION#z1#0000000100#i1',
      'IRRIGATION_ID#i1',
      'LORAWAN#g1#70B3D57ED0000001',
      'VLINK#v1',
      'ZONE#z1',
    ]);
    expect([...home.sensorIds]).toEqual(['S1']);
    expect([...home.gatewayIds].sort()).toEqual(['g1', 'g2']);
    expect([...home.devEuis]).toEqual(['70B3D57ED0000001']);
    expect(home.sharedGateways).toEqual([]);
  });

  it('names a gateway that also serves another farm’s fields (the farm cannot move then)', () => {
    const shared = partition.map((i) => (i.SK === 'GATEWAY#g1' ? { ...i, field_ids: ['f1', 'f2'] } : i));
    expect(farmItemsIn(shared, 'Home').sharedGateways).toEqual(['g1']);
  });

  it('a farm name that is a prototype key, or none of the owner’s, takes nothing', () => {
    for (const name of ['__proto__', 'constructor', '', 'Nowhere'])
      expect(farmItemsIn(partition, name).items).toEqual([]);
  });
});

describe('copiedTo', () => {
  it('the same item under the new owner, index attributes kept, an `owner` naming the old owner rewritten', () => {
    const link = partition.find((i) => i.SK === 'VLINK#v1')!;
    expect(copiedTo(link, 'olga', 'mark')).toEqual({ ...link, PK: 'USER#mark', owner: 'mark' });
    const field = partition.find((i) => i.SK === 'FIELD#f1')!;
    expect(copiedTo(field, 'olga', 'mark')).toEqual({ ...field, PK: 'USER#mark' });
  });
});

describe('every kind of USER# item is accounted for', () => {
  it('kindOf names a moved or kept kind, the longest prefix first', () => {
    expect(kindOf('IRRIGATION_ID#i1')).toBe('IRRIGATION_ID#');
    expect(kindOf('API_KEY_NAME#x')).toBe('API_KEY_NAME#');
    expect(kindOf('SENSOR_QUOTA')).toBe('SENSOR_QUOTA');
    expect(kindOf('SOMETHING_NEW#1')).toBeUndefined();
    expect(MOVED_KINDS.filter((k) => (KEPT_KINDS as readonly string[]).includes(k))).toEqual([]);
  });

  it('each lambdas/ file that reads or writes USER# items is in the move’s list, and each listed one does', () => {
    const root = join(__dirname, '../../../lambdas');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts')) files.push(path);
      }
    };
    walk(root);
    const touching = files
      .filter((f) =>
        /keys\.user\(|PK: `USER#|teamKeys\.membershipOf\(|teamKeys\.membershipsPrefix\(/.test(readFileSync(f, 'utf8')),
      )
      .map((f) => relative(root, f))
      .filter((f) => f !== 'platform/aws/items.ts' && f !== 'platform/aws/table-schema.ts')
      .sort();
    expect(touching).toEqual([...USER_ITEM_FILES].sort());
  });
});
