import { describe, expect, it } from 'vitest';
import {
  closeRing,
  coordinatesFromPolygon,
  isSelfIntersecting,
  pointInPolygon,
  pointSchema,
  polygonInsidePolygon,
  polygonSchema,
  round6,
  type Position,
} from '@shared/geo';

const square: Position[] = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
];
const issues = (v: unknown) => {
  const r = polygonSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('polygons', () => {
  it('closes a ring by repeating the first point, once', () => {
    expect(closeRing(square)).toHaveLength(5);
    expect(closeRing(closeRing(square))).toHaveLength(5);
  });
  it('needs at least 3 distinct vertices', () => {
    expect(
      issues({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 1],
            [0, 0],
            [1, 1],
          ],
        ],
      }),
    ).toEqual(['draw at least 3 distinct points']);
  });
  it('allows at most 500 vertices', () => {
    const many: Position[] = Array.from({ length: 501 }, (_, i) => [
      Math.cos((i / 501) * 2 * Math.PI),
      Math.sin((i / 501) * 2 * Math.PI),
    ]);
    expect(issues({ type: 'Polygon', coordinates: [many] }).join()).toMatch(/at most 500/);
    expect(issues({ type: 'Polygon', coordinates: [many.slice(0, 500)] })).toEqual([]);
  });
  it('refuses coordinates out of range', () => {
    expect(
      issues({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [200, 0],
            [0, 1],
          ],
        ],
      }),
    ).toEqual([expect.stringMatching(/longitude/)]);
    expect(
      issues({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 95],
            [0, 1],
          ],
        ],
      }),
    ).toEqual([expect.stringMatching(/latitude/)]);
  });
  it('refuses a self-intersecting outline (a bow tie)', () => {
    const bowTie: Position[] = [
      [0, 0],
      [10, 10],
      [10, 0],
      [0, 10],
    ];
    expect(isSelfIntersecting(closeRing(bowTie))).toBe(true);
    expect(isSelfIntersecting(closeRing(square))).toBe(false);
    // Pinched into a figure-eight at one point: the outline touches itself.
    expect(
      isSelfIntersecting(
        closeRing([
          [0, 0],
          [4, 0],
          [2, 2],
          [4, 4],
          [0, 4],
          [2, 2],
        ]),
      ),
    ).toBe(true);
    // Doubling back along itself.
    expect(
      isSelfIntersecting(
        closeRing([
          [0, 0],
          [10, 0],
          [5, 0],
          [5, 5],
        ]),
      ),
    ).toBe(true);
    expect(issues({ type: 'Polygon', coordinates: [bowTie] })).toEqual(['the outline must not cross itself']);
  });
  it('refuses other geometry types and shapes', () => {
    expect(polygonSchema.safeParse({ type: 'Point', coordinates: [0, 0] }).success).toBe(false);
    expect(polygonSchema.safeParse({ type: 'Polygon', coordinates: 'x' }).success).toBe(false);
  });
  it('derives {lat, lng} coordinates without the closing repeat', () => {
    expect(
      coordinatesFromPolygon({
        type: 'Polygon',
        coordinates: [
          closeRing([
            [151, -33],
            [152, -33],
            [152, -34],
          ]),
        ],
      }),
    ).toEqual([
      { lat: -33, lng: 151 },
      { lat: -33, lng: 152 },
      { lat: -34, lng: 152 },
    ]);
  });
});

describe('containment', () => {
  it('points inside, on the edge and outside', () => {
    expect(pointInPolygon([5, 5], square)).toBe(true);
    expect(pointInPolygon([10, 5], square)).toBe(true);
    expect(pointInPolygon([11, 5], square)).toBe(false);
  });
  it('a zone inside its field, touching its edge, and sticking out', () => {
    expect(
      polygonInsidePolygon(
        [
          [1, 1],
          [5, 1],
          [5, 5],
        ],
        square,
      ),
    ).toBe(true);
    expect(
      polygonInsidePolygon(
        [
          [0, 0],
          [5, 0],
          [5, 5],
        ],
        square,
      ),
    ).toBe(true);
    expect(
      polygonInsidePolygon(
        [
          [1, 1],
          [15, 1],
          [5, 5],
        ],
        square,
      ),
    ).toBe(false);
  });
  it('a concave field: a zone whose vertices are inside but whose edge leaves the field', () => {
    const u: Position[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [7, 10],
      [7, 3],
      [3, 3],
      [3, 10],
      [0, 10],
    ];
    expect(
      polygonInsidePolygon(
        [
          [1, 8],
          [9, 8],
          [9, 9],
        ],
        u,
      ),
    ).toBe(false);
  });
  it('a zone covering a notch cut into the field is not inside, though every corner is', () => {
    const notched: Position[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [3, 4],
      [2, 2],
      [1, 4],
      [0, 4],
    ];
    expect(
      polygonInsidePolygon(
        [
          [1, 4],
          [3, 4],
          [3, 1],
          [1, 1],
        ],
        notched,
      ),
    ).toBe(false);
    // The same zone kept below the notch's tip is inside.
    expect(
      polygonInsidePolygon(
        [
          [1, 2],
          [3, 2],
          [3, 1],
          [1, 1],
        ],
        notched,
      ),
    ).toBe(true);
  });
  it('a zone poking out through a concave corner is not inside', () => {
    const l: Position[] = [
      [0, 0],
      [10, 0],
      [10, 4],
      [4, 4],
      [4, 10],
      [0, 10],
    ];
    expect(
      polygonInsidePolygon(
        [
          [2, 2],
          [6, 2],
          [6, 6],
          [2, 6],
        ],
        l,
      ),
    ).toBe(false);
    expect(
      polygonInsidePolygon(
        [
          [2, 2],
          [4, 2],
          [4, 4],
          [2, 4],
        ],
        l,
      ),
    ).toBe(true); // its corner on the inner corner
  });
  it('a zone sharing edges with its field, or the field itself, is inside', () => {
    expect(
      polygonInsidePolygon(
        [
          [0, 0],
          [10, 0],
          [10, 5],
          [0, 5],
        ],
        square,
      ),
    ).toBe(true);
    expect(polygonInsidePolygon(square, square)).toBe(true);
    expect(
      polygonInsidePolygon(
        [
          [0, 0],
          [10, 0],
          [5, 10],
        ],
        square,
      ),
    ).toBe(true); // a vertex on the far edge
  });
  it('real coordinates: a zone along a concave field boundary, and one crossing its bay', () => {
    const field: Position[] = [
      [146.02, -34.28],
      [146.04, -34.28],
      [146.04, -34.26],
      [146.035, -34.26],
      [146.03, -34.272],
      [146.025, -34.26],
      [146.02, -34.26],
    ];
    expect(
      polygonInsidePolygon(
        [
          [146.02, -34.28],
          [146.04, -34.28],
          [146.04, -34.275],
          [146.02, -34.275],
        ],
        field,
      ),
    ).toBe(true);
    expect(
      polygonInsidePolygon(
        [
          [146.022, -34.265],
          [146.038, -34.265],
          [146.038, -34.262],
          [146.022, -34.262],
        ],
        field,
      ),
    ).toBe(false);
  });
});

describe('points', () => {
  it('rounds to 6 decimals and checks the range', () => {
    expect(round6(1.23456789)).toBe(1.234568);
    expect(pointSchema.parse({ type: 'Point', coordinates: [151.2093456789, -33.8688123456] }).coordinates).toEqual([
      151.209346, -33.868812,
    ]);
    expect(pointSchema.safeParse({ type: 'Point', coordinates: [0, 91] }).success).toBe(false);
  });
});
