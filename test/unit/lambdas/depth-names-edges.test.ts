/**
 * Inside the code a depth is named by its depth (at10cm, at50cm, at100cm); the spec's wire names
 * (cap50 is 10 cm, cap100 50 cm, cap150 100 cm) stay at the edges. These pin each edge's mapping:
 * what is stored today reads into depth names and writes back to the very same attributes, and
 * what goes out (answers) or comes in (the ingest body) keeps the wire names.
 */
import { describe, expect, it } from 'vitest';
import { fromItem, toItem } from '../../../lambdas/readings/adapters/readings/dynamodb';
import { fromRow, toRecord } from '../../../lambdas/readings/adapters/readings/timestream';
import { toMoisture } from '../../../lambdas/readings/services/readings';
import { decodeNewest, encodeNewest } from '../../../lambdas/sensors/adapters/gateways';
import { storedZone, zoneFromStored, type StoredZone } from '../../../lambdas/farms/adapters/zones';
import { fromWirePercent, fromWireRaw, wirePercent, wireRaw } from '@shared/readings/depths';
import { limitsFromWire, WIRE_LIMIT_KEYS, wireLimits } from '@shared/management/zone-limits';

/** A readings item as the DynamoDB store has written it all along (values in slot order). */
const STORED_ITEM = {
  sensor_id: 'S1~tok',
  time: 1_700_000_000_000,
  v: '0.3,0.35,0.4,17.5,3.95,50,62.5,75,17.5,3.95',
  valid: true,
  valid_series: 'S1~tok',
  received_at: 1_700_000_100_000,
};

describe('the DynamoDB readings item', () => {
  it('reads into depth names: the first raw slot is 10 cm, then 50 cm, then 100 cm', () => {
    const r = fromItem(STORED_ITEM);
    expect(r.raw).toEqual({ at10cm: 0.3, at50cm: 0.35, at100cm: 0.4, temperature: 17.5, battery_vol: 3.95 });
    expect(r.calibrated).toEqual({ at10cm: 50, at50cm: 62.5, at100cm: 75 });
  });
  it('writes back the same attributes it was read from', () => {
    expect(toItem(fromItem(STORED_ITEM))).toEqual(STORED_ITEM);
  });
  it('keeps a null depth as an empty slot at its own place', () => {
    const item = { ...STORED_ITEM, v: ',0.35,,17.5,3.95,,62.5,,17.5,3.95' };
    const r = fromItem(item);
    expect([r.raw.at10cm, r.raw.at50cm, r.raw.at100cm]).toEqual([null, 0.35, null]);
    expect(r.calibrated).toEqual({ at10cm: null, at50cm: 62.5, at100cm: null });
    expect(toItem(r).v).toBe(item.v);
  });
});

describe('the Timestream record', () => {
  const reading = fromItem(STORED_ITEM);
  it('stores the measures under the wire names', () => {
    const measures = Object.fromEntries(toRecord(reading, 1).MeasureValues!.map((m) => [m.Name, m.Value]));
    expect(measures).toMatchObject({
      raw_cap50: '0.3',
      raw_cap100: '0.35',
      raw_cap150: '0.4',
      cap50_percent: '50',
      cap100_percent: '62.5',
      cap150_percent: '75',
    });
    expect(Object.keys(measures).some((k) => k.includes('at10cm'))).toBe(false);
  });
  it('reads a row of those measures back into depth names', () => {
    const row = {
      sensor_id: 'S1~tok',
      time: '2023-11-14 22:13:20.000000000',
      raw_cap50: '0.3',
      raw_cap100: '0.35',
      raw_cap150: '0.4',
      raw_temperature: '17.5',
      raw_battery_vol: '3.95',
      cap50_percent: '50',
      cap100_percent: '62.5',
      cap150_percent: '75',
      temperature: '17.5',
      battery_vol: '3.95',
      received_at: String(STORED_ITEM.received_at),
    };
    const columns = Object.keys(row);
    const back = fromRow(columns, { Data: Object.values(row).map((ScalarValue) => ({ ScalarValue })) });
    expect(back.raw).toEqual(reading.raw);
    expect(back.calibrated).toEqual(reading.calibrated);
  });
});

describe('the newest reading kept on the gateway item', () => {
  it('round-trips through its slots in depth order', () => {
    const newest = { time: 5, flags: [], calibrated: { at10cm: 31, at50cm: null, at100cm: 35 }, battery_vol: 3.9 };
    const stored = encodeNewest(newest);
    expect(stored.v).toBe('31,,35,3.9');
    expect(decodeNewest(stored)).toEqual(newest);
  });
});

describe('answers and bodies keep the wire names', () => {
  it('a reading answers as cap50_percent (10 cm), cap100_percent (50 cm), cap150_percent (100 cm)', () => {
    expect(toMoisture(fromItem(STORED_ITEM))).toEqual({
      time: STORED_ITEM.time,
      cap50_percent: 50,
      cap100_percent: 62.5,
      cap150_percent: 75,
      temperature: 17.5,
      battery_vol: 3.95,
    });
  });
  it('the wire tables map both ways', () => {
    const body = { cap50: 1, cap100: 2, cap150: 3, temperature: 4 };
    expect(fromWireRaw(body)).toEqual({ at10cm: 1, at50cm: 2, at100cm: 3 });
    expect(wireRaw(fromWireRaw(body))).toEqual({ cap50: 1, cap100: 2, cap150: 3 });
    const percent = { cap50_percent: 10, cap100_percent: null, cap150_percent: 30 };
    expect(fromWirePercent(percent)).toEqual({ at10cm: 10, at50cm: null, at100cm: 30 });
    expect(wirePercent(fromWirePercent(percent))).toEqual(percent);
  });
});

/** A zone item as stored all along: its limits under the wire names (`_50` is 10 cm). */
const STORED_ZONE: StoredZone = {
  id: 'zone-1',
  zonename: 'Vines A',
  field_id: 'fld-1',
  croptype: 'Grapes',
  interest_layer: 100,
  points: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ],
  },
  soiltype_25: 'Clay',
  soiltype_75: 'Loam',
  soiltype_125: 'Sand',
  wpoint_50: 11,
  wpoint_100: 12,
  wpoint_150: 13,
  fcapacity_50: 21,
  fcapacity_100: 22,
  fcapacity_150: 23,
  saturation_50: 31,
  saturation_100: 32,
  saturation_150: 33,
  refill_share: 0.4,
  created_at: '2026-01-01T00:00:00Z',
};

describe('the stored zone', () => {
  it('reads its limits by depth, and keeps no wire limit name', () => {
    const zone = zoneFromStored(STORED_ZONE);
    expect(zone.limits).toEqual({
      wiltingPoint: { at10cm: 11, at50cm: 12, at100cm: 13 },
      fieldCapacity: { at10cm: 21, at50cm: 22, at100cm: 23 },
      saturation: { at10cm: 31, at50cm: 32, at100cm: 33 },
    });
    expect(WIRE_LIMIT_KEYS.filter((k) => k in zone)).toEqual([]);
    expect(zone).toMatchObject({ id: 'zone-1', interest_layer: 100, soiltype_75: 'Loam', refill_share: 0.4 });
  });
  it('writes back exactly the attributes it was read from', () => {
    expect(storedZone(zoneFromStored(STORED_ZONE))).toEqual(STORED_ZONE);
  });
  it('the limits map to the wire names and back', () => {
    const limits = limitsFromWire(STORED_ZONE);
    expect(wireLimits(limits)).toEqual({
      wpoint_50: 11,
      wpoint_100: 12,
      wpoint_150: 13,
      fcapacity_50: 21,
      fcapacity_100: 22,
      fcapacity_150: 23,
      saturation_50: 31,
      saturation_100: 32,
      saturation_150: 33,
    });
  });
});
