/**
 * Geometry shared by the map forms and the handlers: GeoJSON polygons (first ring of [lng, lat]
 * pairs, closed by repeating the first point) and points, validated the same way on both sides.
 */
import { z } from 'zod';
import { COORDINATE_DECIMALS, MAX_POLYGON_VERTICES } from './management/constants';
import { isStorableNumber } from './validation/numbers';

export type Position = [number, number];
export interface Polygon {
  type: 'Polygon';
  coordinates: Position[][];
}
export interface Point {
  type: 'Point';
  coordinates: Position;
}

export const geoMessages = {
  tooFew: 'draw at least 3 distinct points',
  tooMany: `use at most ${MAX_POLYGON_VERTICES} points`,
  range: 'coordinates must be longitude -180..180 and latitude -90..90',
  unstorable: 'a coordinate must be 0 or at least 1e-130 in size (smaller ones cannot be stored)',
  selfIntersecting: 'the outline must not cross itself',
  notInside: 'the zone must lie inside its field',
  polygon: 'a GeoJSON Polygon is required',
  point: 'a GeoJSON Point is required',
} as const;

export const round6 = (n: number): number => Number(n.toFixed(COORDINATE_DECIMALS));

const inRange = ([lng, lat]: Position) => Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
const same = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/** The ring closed by repeating its first point (unchanged when already closed). */
export function closeRing(ring: Position[]): Position[] {
  if (ring.length === 0) return ring;
  return same(ring[0]!, ring[ring.length - 1]!) ? ring : [...ring, ring[0]!];
}

/** The ring's vertices without the closing repeat. */
export const openRing = (ring: Position[]): Position[] => (ring.length > 1 && same(ring[0]!, ring[ring.length - 1]!) ? ring.slice(0, -1) : ring);

const cross = (o: Position, a: Position, b: Position) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Do segments p1-p2 and p3-p4 intersect (touching counts)? */
function segmentsIntersect(p1: Position, p2: Position, p3: Position, p4: Position): boolean {
  const d1 = cross(p3, p4, p1);
  const d2 = cross(p3, p4, p2);
  const d3 = cross(p1, p2, p3);
  const d4 = cross(p1, p2, p4);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const onSegment = (p: Position, q: Position, r: Position) =>
    Math.min(p[0], q[0]) <= r[0] && r[0] <= Math.max(p[0], q[0]) && Math.min(p[1], q[1]) <= r[1] && r[1] <= Math.max(p[1], q[1]);
  return (d1 === 0 && onSegment(p3, p4, p1)) || (d2 === 0 && onSegment(p3, p4, p2)) || (d3 === 0 && onSegment(p1, p2, p3)) || (d4 === 0 && onSegment(p1, p2, p4));
}

/** True when two non-adjacent edges of the (closed) ring meet. */
export function isSelfIntersecting(ring: Position[]): boolean {
  const pts = openRing(ring);
  const n = pts.length;
  for (let i = 0; i < n; i++) {
    const a1 = pts[i]!;
    const a2 = pts[(i + 1) % n]!;
    for (let j = i + 1; j < n; j++) {
      // adjacent edges share a vertex by construction
      if (j === i || (j + 1) % n === i || (i + 1) % n === j) continue;
      if (segmentsIntersect(a1, a2, pts[j]!, pts[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/** Problems of a ring, as messages (empty when valid). */
export function polygonProblems(ring: Position[]): string[] {
  if (!ring.every(inRange)) return [geoMessages.range];
  // Vertices are kept as drawn (a point is rounded to 6 decimals instead, which makes it storable).
  if (!ring.every((p) => p.every(isStorableNumber))) return [geoMessages.unstorable];
  const distinct = new Set(openRing(ring).map((p) => `${p[0]},${p[1]}`));
  if (distinct.size < 3) return [geoMessages.tooFew];
  if (openRing(ring).length > MAX_POLYGON_VERTICES) return [geoMessages.tooMany];
  if (isSelfIntersecting(ring)) return [geoMessages.selfIntersecting];
  return [];
}

const position = z.tuple([z.number(), z.number()]).rest(z.number());

/** A GeoJSON Polygon; the output keeps only the first ring, closed, with [lng, lat] pairs. */
export const polygonSchema = z
  .object({ type: z.literal('Polygon', { message: geoMessages.polygon }), coordinates: z.array(z.array(position).max(MAX_POLYGON_VERTICES + 1, geoMessages.tooMany)).min(1, geoMessages.tooFew) }, { message: geoMessages.polygon })
  .transform((p, ctx): Polygon => {
    const ring = closeRing(p.coordinates[0]!.map(([lng, lat]) => [lng, lat] as Position));
    for (const message of polygonProblems(ring)) ctx.addIssue({ code: 'custom', message });
    return { type: 'Polygon', coordinates: [ring] };
  });

/** A GeoJSON Point, rounded to 6 decimals. */
export const pointSchema = z
  .object({ type: z.literal('Point', { message: geoMessages.point }), coordinates: position }, { message: geoMessages.point })
  .transform((p, ctx): Point => {
    const pos: Position = [p.coordinates[0], p.coordinates[1]];
    if (!inRange(pos)) ctx.addIssue({ code: 'custom', message: geoMessages.range });
    return { type: 'Point', coordinates: [round6(pos[0]), round6(pos[1])] };
  });

/** Ray casting; points on the boundary count as inside. */
export function pointInPolygon(point: Position, ring: Position[]): boolean {
  const pts = openRing(ring);
  const [x, y] = point;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    if (segmentsIntersect(pts[i]!, pts[j]!, point, point)) return true;
  }
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i]!;
    const [xj, yj] = pts[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Every vertex of `inner` inside `outer` and no edge of one properly crossing an edge of the other. */
export function polygonInsidePolygon(inner: Position[], outer: Position[]): boolean {
  const a = openRing(inner);
  const b = openRing(outer);
  if (!a.every((p) => pointInPolygon(p, outer))) return false;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const p1 = a[i]!, p2 = a[(i + 1) % a.length]!, p3 = b[j]!, p4 = b[(j + 1) % b.length]!;
      const d1 = cross(p3, p4, p1), d2 = cross(p3, p4, p2), d3 = cross(p1, p2, p3), d4 = cross(p1, p2, p4);
      if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return false;
    }
  }
  return true;
}

/** The spec's `coordinates`: the ring as {lat, lng}, without the closing repeat. */
export const coordinatesFromPolygon = (polygon: Polygon): { lat: number; lng: number }[] =>
  openRing(polygon.coordinates[0] ?? []).map(([lng, lat]) => ({ lat, lng }));

/** Parse a geometry that may arrive as a JSON string (form bodies). */
export const jsonOrValue = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};
