import { describe, expect, it } from 'vitest';
import { issueText } from '@shared/validation/issue';
import { addFieldSchema, newSensorSchema, zonePayloadSchema } from '@shared/management/schemas';
import { SOIL_DEFAULTS } from '@shared/management/constants';
import {
  fieldNameSchema,
  sensorIdSchema,
  soilPercentSchema,
  zoneNameSchema,
  batteryThresholdSchema,
} from '@shared/management/rules';
import { deleteToast } from '@shared/messages';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;
const square = {
  type: 'Polygon',
  coordinates: [
    [
      [151, -33],
      [151.01, -33],
      [151.01, -33.01],
      [151, -33.01],
    ],
  ],
};

describe('field and farm name', () => {
  it.each(['Home', 'North paddock 2', 'abc'])('accepts %j', (v) =>
    expect(fieldNameSchema.safeParse(v).success).toBe(true),
  );
  it.each(['ab', '1field', 'Field-1', 'Name!', ' '])('rejects %j with the spec message', (v) =>
    expect(message(fieldNameSchema.safeParse(v))).toBe('Minimum 3 characters, and must start with letters'),
  );
});

describe('zone name', () => {
  it('starts with a letter, at least 3 characters', () => {
    expect(zoneNameSchema.safeParse('Zone-A1').success).toBe(true);
    expect(zoneNameSchema.safeParse('Z1').success).toBe(false);
    expect(zoneNameSchema.safeParse('1Zone').success).toBe(false);
  });
});

describe('wilting point / field capacity / saturation', () => {
  it.each([0, 25, 99.9, '40'])('accepts %j', (v) => expect(soilPercentSchema.safeParse(v).success).toBe(true));
  it.each([100, -1, 'abc', 150])('rejects %j with the spec message', (v) =>
    expect(message(soilPercentSchema.safeParse(v))).toBe('Please enter a number between 0 - 100'),
  );
});

describe('sensor id', () => {
  it.each(['ABC123456789', 'XYZabcdefghi1'])('accepts %s', (v) =>
    expect(sensorIdSchema.safeParse(v).success).toBe(true),
  );
  it.each(['AB1234567890', 'abc123456789', 'ABC12345678', 'ABC-23456789'])('rejects %s with the spec message', (v) =>
    expect(message(sensorIdSchema.safeParse(v))).toBe(
      'Invalid format. Must start with 3 uppercase letters, followed by at least 9 letters or numbers.',
    ),
  );
  it("an empty id is 'Missing sensor id'", () =>
    expect(message(sensorIdSchema.safeParse(''))).toBe('Missing sensor id'));
});

describe('battery threshold', () => {
  it('is a number 0-100', () => {
    expect(batteryThresholdSchema.safeParse(100).success).toBe(true);
    expect(batteryThresholdSchema.safeParse(101).success).toBe(false);
  });
});

describe('payloads', () => {
  it('a new field defaults its crop to Rice and closes its polygon', () => {
    const r = addFieldSchema.parse({ fieldName: 'North', farmName: 'Home', geom: square });
    expect(r.cropType).toBe('Rice');
    expect(r.geom.coordinates[0]).toHaveLength(5);
    expect(r.geom.coordinates[0]![4]).toEqual([151, -33]);
  });
  it('a form sensor: geometry as a JSON string, defaults for sleeping (7200) and battery (80), 6 decimals', () => {
    const r = newSensorSchema.parse({
      sensorId: 'ABC123456789',
      fieldId: 'f1',
      geom: JSON.stringify({ type: 'Point', coordinates: [151.123456789, -33.987654321] }),
    });
    expect(r).toMatchObject({
      sleeping: 7200,
      battery_threshold: 80,
      geom: { type: 'Point', coordinates: [151.123457, -33.987654] },
    });
  });
  it('a zone takes its parameters per stored layer and interest layer 50 by default', () => {
    const c = SOIL_DEFAULTS.Clay;
    const r = zonePayloadSchema.parse({
      zoneName: 'Zone A',
      cropType: 'Wheat',
      soilType25: 'Clay',
      soilType75: 'Clay',
      soilType125: 'Clay',
      wiltingPoint50: c.wiltingPoint,
      wiltingPoint100: c.wiltingPoint,
      wiltingPoint150: c.wiltingPoint,
      fieldCapacity50: c.fieldCapacity,
      fieldCapacity100: c.fieldCapacity,
      fieldCapacity150: c.fieldCapacity,
      saturation50: c.saturation,
      saturation100: c.saturation,
      saturation150: c.saturation,
      geom: square,
    });
    expect(r.interest_layer).toBe(50);
    expect(SOIL_DEFAULTS.Clay).toEqual({ wiltingPoint: 25, fieldCapacity: 40, saturation: 60 });
  });
  it('a zone may carry a refill share of 0.1 to 0.9 (form text too); none means the zone keeps or defaults it', () => {
    const c = SOIL_DEFAULTS.Clay;
    const zone = {
      zoneName: 'Zone A',
      cropType: 'Wheat',
      soilType25: 'Clay',
      soilType75: 'Clay',
      soilType125: 'Clay',
      wiltingPoint50: c.wiltingPoint,
      wiltingPoint100: c.wiltingPoint,
      wiltingPoint150: c.wiltingPoint,
      fieldCapacity50: c.fieldCapacity,
      fieldCapacity100: c.fieldCapacity,
      fieldCapacity150: c.fieldCapacity,
      saturation50: c.saturation,
      saturation100: c.saturation,
      saturation150: c.saturation,
      geom: square,
    };
    expect(zonePayloadSchema.parse(zone).refillShare).toBeUndefined();
    expect(zonePayloadSchema.parse({ ...zone, refillShare: 0.1 }).refillShare).toBe(0.1);
    expect(zonePayloadSchema.parse({ ...zone, refillShare: '0.9' }).refillShare).toBe(0.9);
    for (const bad of [0.09, 0.91, 1e-200, 1e300, 'half', Number.NaN]) {
      const r = zonePayloadSchema.safeParse({ ...zone, refillShare: bad });
      expect(r.success ? '' : issueText(r.error)).toBe('refillShare: a share from 0.1 to 0.9');
    }
  });
});

describe('toasts', () => {
  it('spells delete toasts as the spec does', () => {
    expect(deleteToast('field', 'North', true)).toBe('Delete field North was successful');
    expect(deleteToast('zone', 'Zone A', false)).toBe('Delete zone Zone A was failed');
  });
});
