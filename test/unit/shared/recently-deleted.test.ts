import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  deletedEntryIdSchema,
  deletedKindSchema,
  describeContents,
  isExpired,
  purgeAtOf,
  RECENTLY_DELETED_MS,
} from '@shared/management/deleted';

const AT = '2026-11-01T10:00:00.000Z';
const t = Date.parse(AT);
const DAY = 86_400_000;

describe('the 30 days of Recently deleted', () => {
  it('purges 30 days after the delete, to the millisecond', () => {
    expect(purgeAtOf(AT)).toBe(t + 30 * DAY);
    expect(RECENTLY_DELETED_MS).toBe(30 * DAY);
    expect(isExpired(AT, t + 30 * DAY - 1)).toBe(false);
    expect(isExpired(AT, t + 30 * DAY)).toBe(true);
  });

  it('counts the days left rounded up, never below 0', () => {
    expect(daysLeft(AT, t)).toBe(30);
    expect(daysLeft(AT, t + 1)).toBe(30);
    expect(daysLeft(AT, t + 29 * DAY)).toBe(1);
    expect(daysLeft(AT, t + 29 * DAY + 1)).toBe(1);
    expect(daysLeft(AT, t + 30 * DAY)).toBe(0);
    expect(daysLeft(AT, t + 400 * DAY)).toBe(0);
  });
});

describe('what an entry holds, in words', () => {
  it('names fields, zones and sensors by kind, with the right plurals and thousands', () => {
    expect(describeContents('farm', { fields: 2, zones: 1, sensors: 1200 })).toBe(
      '2 fields, 1 zone, 1,200 sensors, with their readings',
    );
    expect(describeContents('field', { fields: 1, zones: 0, sensors: 0 })).toBe('0 zones, 0 sensors');
    expect(describeContents('zone', { fields: 0, zones: 1, sensors: 0 })).toBe('Its soil and crop settings');
    expect(describeContents('sensor', { fields: 0, zones: 0, sensors: 1 })).toBe('Its readings, forecasts and alerts');
  });
});

describe('path parameters', () => {
  it('take the four kinds and entry ids of letters, digits, _, - and ~ only', () => {
    for (const k of ['farm', 'field', 'zone', 'sensor']) expect(deletedKindSchema.safeParse(k).success).toBe(true);
    for (const k of ['gateway', '', '__proto__', 'constructor', 'Field'])
      expect(deletedKindSchema.safeParse(k).success).toBe(false);
    for (const id of ['fld_abc-1', 'SEN123456789~lq8x9abc_-Z', 'farm_x'])
      expect(deletedEntryIdSchema.safeParse(id).success).toBe(true);
    for (const id of ['', 'a#b', 'a/b', '__proto__.x', 'x'.repeat(121), 'a b'])
      expect(deletedEntryIdSchema.safeParse(id).success).toBe(false);
  });
});
