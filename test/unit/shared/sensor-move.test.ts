import { describe, expect, it } from 'vitest';
import { MOVE_NEAR_FIELD_M, metresToRing, nearField, placeIn, zoneAtPoint } from '@shared/management/sensor-move';
import { updateSensorSchema } from '@shared/management/schemas';
import type { Position } from '@shared/geo';

/** About 1.1 km a side at 33.8° S (0.01° of latitude is 1,112 m). */
const field: Position[] = [
  [151.2, -33.8],
  [151.21, -33.8],
  [151.21, -33.81],
  [151.2, -33.81],
];
const M_PER_DEG_LAT = 111_195;

describe('how far a moved sensor may sit from its new field', () => {
  it('is 0 inside and on the outline', () => {
    expect(metresToRing([151.205, -33.805], field)).toBe(0);
    expect(metresToRing([151.2, -33.805], field)).toBe(0);
  });

  it('measures to the nearest edge, north, east or past a corner', () => {
    expect(metresToRing([151.205, -33.799], field)).toBeCloseTo(0.001 * M_PER_DEG_LAT, -1);
    const east = 0.001 * M_PER_DEG_LAT * Math.cos((33.805 * Math.PI) / 180);
    expect(metresToRing([151.211, -33.805], field)).toBeCloseTo(east, -1);
    const corner = metresToRing([151.211, -33.799], field);
    expect(corner).toBeGreaterThan(east);
    expect(corner).toBeCloseTo(Math.hypot(east, 0.001 * M_PER_DEG_LAT), -1);
  });

  it('allows a position just beyond the outline and refuses one further off, or in another field', () => {
    const metres = (m: number): Position => [151.205, -33.8 + m / M_PER_DEG_LAT];
    expect(nearField(metres(MOVE_NEAR_FIELD_M - 5), field)).toBe(true);
    expect(nearField(metres(MOVE_NEAR_FIELD_M + 5), field)).toBe(false);
    expect(nearField([151.305, -33.805], field)).toBe(false);
    expect(nearField([-151.205, 33.805], field)).toBe(false);
  });

  it('measures across the antimeridian the short way round', () => {
    const dateline: Position[] = [
      [179.999, -17],
      [-179.999, -17],
      [-179.999, -17.01],
      [179.999, -17.01],
    ];
    expect(metresToRing([179.9985, -17.005], dateline)).toBeLessThan(100);
    expect(nearField([-179.9985, -17.005], dateline)).toBe(true);
  });

  it('never answers near for a degenerate outline', () => {
    expect(metresToRing([0, 0], [])).toBe(Infinity);
    expect(nearField([0, 0], [])).toBe(false);
  });
});

describe('the zone a sensor lies in', () => {
  const zone = (id: string, field_id: string, lng: number) => ({
    id,
    field_id,
    points: {
      coordinates: [
        [
          [lng, -33.801],
          [lng + 0.005, -33.801],
          [lng + 0.005, -33.806],
          [lng, -33.806],
        ] as Position[],
      ],
    },
  });
  const zones = [zone('a', 'f1', 151.201), zone('b', 'f2', 151.201), zone('c', 'f1', 151.207)];

  it("is the first zone of the sensor's own field around its position", () => {
    expect(zoneAtPoint(zones, 'f1', [151.203, -33.803])?.id).toBe('a');
    expect(zoneAtPoint(zones, 'f2', [151.203, -33.803])?.id).toBe('b');
    expect(zoneAtPoint(zones, 'f1', [151.209, -33.803])?.id).toBe('c');
    expect(zoneAtPoint(zones, 'f1', [151.2065, -33.809])).toBeUndefined();
    expect(zoneAtPoint(zones, 'f3', [151.203, -33.803])).toBeUndefined();
  });

  it("drops a sensor at an outline's middle, or its first corner when the middle is outside (concave)", () => {
    expect(placeIn(field)).toEqual([151.205, -33.805]);
    const hook: Position[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [9, 10],
      [9, 1],
      [1, 1],
      [1, 10],
      [0, 10],
      [0, 0],
    ];
    expect(placeIn(hook)).toEqual([0, 0]);
  });
});

describe('the edit payload', () => {
  it('takes a zone id like a field id: required to be non-empty when sent', () => {
    expect(updateSensorSchema.safeParse({ field_id: 'fld_1', zone_id: 'zone_1' }).success).toBe(true);
    const empty = updateSensorSchema.safeParse({ zone_id: '' });
    expect(empty.success ? [] : empty.error.issues.map((i) => i.path.join('.'))).toEqual(['zone_id']);
  });
});
