/** A drawn outline's area in hectares: the spherical sum, either winding, closed or not. */
import { describe, expect, it } from 'vitest';
import type { Polygon } from '@shared/geo';
import { polygonAreaHa, ringAreaM2 } from '@shared/management/field-area';
import { formatQuantity } from '@shared/units';

const square = (lng: number, lat: number, side: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + side, lat],
      [lng + side, lat + side],
      [lng, lat + side],
      [lng, lat],
    ],
  ],
});

describe('field area', () => {
  it('a 0.01° square on the equator is R² · Δλ · Δ(sin φ): 123.9 ha', () => {
    const r = 6_378_137;
    const expected = (r * r * ((0.01 * Math.PI) / 180) * Math.sin((0.01 * Math.PI) / 180)) / 10_000;
    expect(polygonAreaHa(square(0, 0, 0.01))).toBeCloseTo(expected, 6);
    expect(polygonAreaHa(square(0, 0, 0.01))).toBeCloseTo(123.92, 1);
  });

  it('shrinks with the cosine of the latitude, and does not depend on winding or the closing point', () => {
    const south = polygonAreaHa(square(147, -60, 0.01));
    expect(south / polygonAreaHa(square(147, 0, 0.01))).toBeCloseTo(Math.cos((60.005 * Math.PI) / 180), 3);
    const ring = square(147, -35, 0.002).coordinates[0]!;
    expect(ringAreaM2([...ring].reverse())).toBeCloseTo(ringAreaM2(ring), 6);
    expect(ringAreaM2(ring.slice(0, -1))).toBeCloseTo(ringAreaM2(ring), 6);
    expect(ringAreaM2(ring.slice(0, 2))).toBe(0);
  });

  it('reads in acres for a US grower: 40.47 ha is 100 ac', () => {
    expect(formatQuantity('area', 40.468564224, 'us', { locale: 'en-US' })).toBe('100 ac');
  });
});
