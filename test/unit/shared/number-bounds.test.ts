/**
 * Every number an input schema accepts is on its scale and storable in DynamoDB (magnitude 0 or
 * 1e-130 .. <1e126): the examples (a vertex of 1e-200, a percentage, battery threshold or
 * lowest_adt of 1e200) and their tiny twins are refused, naming the field.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { recomputeSchema, sensorFormulaSchema } from '@shared/calibration/schemas';
import { polygonProblems, polygonSchema, type Position } from '@shared/geo';
import {
  addFieldSchema,
  newSensorSchema,
  updateFieldSchema,
  updateSensorSchema,
  uniformSoil,
  zonePayloadSchema,
} from '@shared/management/schemas';
import { batteryThresholdSchema, soilPercentSchema } from '@shared/management/rules';
import { optionalRangeQuerySchema, rangeQuerySchema } from '@shared/readings/schemas';
import { isStorableNumber, scaledNumber } from '@shared/validation/numbers';

/** "path: message" of the first issue, as the API answers it (lambdas/platform/http.ts). */
const problem = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? undefined : `${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}`;

const square = (lng: number, lat: number, size = 0.01): Position[] => [
  [lng, lat],
  [lng + size, lat],
  [lng + size, lat - size],
  [lng, lat - size],
];
const tinyVertex = {
  type: 'Polygon',
  coordinates: [
    [
      [1e-200, 0],
      [0.01, 0],
      [0.01, -0.01],
      [0, -0.01],
    ],
  ],
};
const zone = (overrides: Record<string, unknown> = {}) => ({
  zoneName: 'Zone A',
  cropType: 'Wheat',
  ...uniformSoil('Clay'),
  geom: { type: 'Polygon', coordinates: [square(151.2, -33.8)] },
  ...overrides,
});

describe('a number DynamoDB can store', () => {
  it.each([0, -0, 1e-130, -1e-130, 1, 12.345678901234567, 9.99e125, -9.99e125])('stores %s', (n) =>
    expect(isStorableNumber(n)).toBe(true),
  );
  it.each([1e-131, 1e-200, -1e-200, 5e-324, 1e126, 1e200, Infinity, -Infinity, NaN])('refuses %s', (n) =>
    expect(isStorableNumber(n)).toBe(false),
  );
  it('a scaled number: on its scale first, then storable', () => {
    const s = scaledNumber({ min: 0, max: 100, message: 'between 0 and 100' }, { coerce: true });
    expect(s.parse('42.5')).toBe(42.5);
    expect(problem(s.safeParse(1e200))).toBe(': between 0 and 100');
    expect(problem(s.safeParse('abc'))).toBe(': between 0 and 100');
    expect(problem(s.safeParse(1e-200))).toMatch(/^: use 0 or a number of at least 1e-130/);
    // JSON numbers only without coerce
    expect(problem(scaledNumber({ min: 0, max: 1, message: 'm' }).safeParse('0.5'))).toBe(': m');
  });
  it('coerces decimal text only: not true, [4], hex, binary or an empty field', () => {
    const s = scaledNumber({ min: 0, max: 100, message: 'between 0 and 100' }, { coerce: true });
    for (const text of [' 4 ', '+4', '4e0', '.5', '5.', '-0']) expect(s.safeParse(text).success, text).toBe(true);
    for (const v of [true, [4], '0x10', '0b101', '0o7', '', '  ', 'Infinity', '4 4', null])
      expect(problem(s.safeParse(v)), JSON.stringify(v)).toBe(': between 0 and 100');
  });
});

describe('geometry', () => {
  it('a polygon vertex of 1e-200 is refused on geom, in the web check too', () => {
    expect(polygonProblems(tinyVertex.coordinates[0] as Position[])).toEqual([
      expect.stringMatching(/at least 1e-130/),
    ]);
    expect(problem(polygonSchema.safeParse(tinyVertex))).toMatch(/^: .*at least 1e-130/);
    expect(problem(addFieldSchema.safeParse({ fieldName: 'North', farmName: 'Home', geom: tinyVertex }))).toMatch(
      /^geom: .*at least 1e-130/,
    );
    expect(problem(updateFieldSchema.safeParse({ geom: tinyVertex }))).toMatch(/^geom: /);
    expect(problem(zonePayloadSchema.safeParse(zone({ geom: tinyVertex })))).toMatch(/^geom: /);
  });
  it('a vertex of exactly 0 and ordinary map precision are fine', () => {
    expect(
      polygonSchema.safeParse({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [0.01, 0],
            [0.01, -0.01],
            [0, -0.01],
          ],
        ],
      }).success,
    ).toBe(true);
    expect(
      polygonSchema.safeParse({ type: 'Polygon', coordinates: [square(151.20512345678901, -33.80498765432109)] })
        .success,
    ).toBe(true);
  });
  it('a sensor point is rounded to 6 decimals, so a tiny coordinate is stored as 0', () => {
    const r = newSensorSchema.parse({
      sensorId: 'ABC123456789',
      fieldId: 'f1',
      geom: { type: 'Point', coordinates: [1e-200, -1e-200] },
    });
    expect(r.geom.coordinates.map(Math.abs)).toEqual([0, 0]);
  });
  it.each([
    [1e200, 0],
    [0, -1e200],
    [181, 0],
  ])('a point at (%s, %s) is out of range', (lng, lat) =>
    expect(problem(updateSensorSchema.safeParse({ geom: { type: 'Point', coordinates: [lng, lat] } }))).toMatch(
      /^geom: coordinates must be/,
    ),
  );
});

describe('management numbers', () => {
  it.each([1e200, -1e200, 1e-200, Infinity])('a zone percentage of %s is refused on its field', (n) => {
    expect(soilPercentSchema.safeParse(n).success).toBe(false);
    for (const key of ['wiltingPoint50', 'fieldCapacity100', 'saturation150'])
      expect(problem(zonePayloadSchema.safeParse(zone({ [key]: n })))).toMatch(new RegExp(`^${key}: `));
  });
  it.each([1e200, 1e-200, '1e-200', -1])('a battery threshold of %s is refused on battery_threshold', (n) => {
    expect(batteryThresholdSchema.safeParse(n).success).toBe(false);
    expect(
      problem(
        newSensorSchema.safeParse({
          sensorId: 'ABC123456789',
          fieldId: 'f1',
          geom: { type: 'Point', coordinates: [151, -33] },
          battery_threshold: n,
        }),
      ),
    ).toMatch(/^battery_threshold: /);
    expect(problem(updateSensorSchema.safeParse({ battery_threshold: n }))).toMatch(/^battery_threshold: /);
  });
  it('ordinary values still pass', () => {
    expect(zonePayloadSchema.safeParse(zone({ wiltingPoint50: '0', fieldCapacity50: 33.3333333333 })).success).toBe(
      true,
    );
    expect(updateSensorSchema.parse({ battery_threshold: '0' }).battery_threshold).toBe(0);
  });
});

describe('calibration numbers', () => {
  const formula = (o: Record<string, unknown>) => ({ sensor_id: 'ABC123456789', formula: 'val', ...o });
  it.each([1e200, -1e200, 1e-200, 1e10])('lowest_adt %s is refused on lowest_adt', (n) =>
    expect(problem(sensorFormulaSchema.safeParse(formula({ lowest_adt: n })))).toMatch(/^lowest_adt: /),
  );
  it('lowest_adt may be empty, 0 or an ADC count', () => {
    for (const v of [null, undefined, 0, 480, '65535', -12.5])
      expect(sensorFormulaSchema.safeParse(formula({ lowest_adt: v })).success, String(v)).toBe(true);
  });
  it.each(['x1=1e400', 'x1=1e10, x2=1', '1e-200, 5', '0.1, -1e300'])(
    'parameters %j are refused on parameter',
    (parameter) =>
      expect(problem(sensorFormulaSchema.safeParse(formula({ formula: '(val - x1) / (x2 - x1)', parameter })))).toMatch(
        /^parameter: /,
      ),
  );
  it('h_parameter is bounded the same way', () =>
    expect(problem(sensorFormulaSchema.safeParse(formula({ h_formula: 'val * x1', h_parameter: 'x1=1e200' })))).toMatch(
      /^h_parameter: /,
    ));
  it.each([
    ['1e200', '1e200'],
    ['9e15', '9e15'],
    ['-1', '5'],
  ])('a recompute period %s..%s is refused', (start, end) =>
    expect(problem(recomputeSchema.safeParse({ sensor_id: 'ABC123456789', start, end }))).toMatch(/^(start|end): /),
  );
});

describe('readings query numbers', () => {
  it.each([
    ['1e200', '1e200'],
    ['9e15', '9e15'],
    ['1e-200', '1'],
  ])('a range %s..%s is refused', (start, end) => {
    expect(problem(rangeQuerySchema.safeParse({ start, end }))).toMatch(/^(start|end): /);
    expect(problem(optionalRangeQuerySchema.safeParse({ start, end }))).toMatch(/^(start|end): /);
  });
  it('ordinary epoch seconds pass', () =>
    expect(rangeQuerySchema.safeParse({ start: '1780000000', end: '1780086400' }).success).toBe(true));
  it.each([
    ['', '1780086400', 'start'],
    ['1780000000', ' ', 'end'],
  ])('an empty start or end (%j..%j) is refused by name, not read as 1970', (start, end, name) => {
    expect(problem(rangeQuerySchema.safeParse({ start, end }))).toBe(`${name}: must be epoch seconds`);
    expect(problem(optionalRangeQuerySchema.safeParse({ start, end }))).toBe(`${name}: must be epoch seconds`);
  });
});
