/**
 * Geometry shared by the map forms and the handlers: GeoJSON polygons (first ring of [lng, lat]
 * pairs, closed by repeating the first point) and points, validated the same way on both sides.
 */
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { kinks } from '@turf/kinks';
import polygonClipping from 'polygon-clipping';
import * as z from 'zod';
import { COORDINATE_DECIMALS, MAX_POLYGON_VERTICES } from './management/constants';
import { isStorableNumber } from './validation/numbers';

/**
 * The geometries as stored and answered (the input schemas below accept more and normalise to
 * these): [longitude, latitude] pairs.
 */
export const positionView = z.tuple([z.number(), z.number()]);
export const polygonView = z
  .strictObject({ type: z.literal('Polygon'), coordinates: z.array(z.array(positionView)) })
  .describe('A GeoJSON Polygon: one closed ring of [longitude, latitude] pairs.');
export const pointView = z
  .strictObject({ type: z.literal('Point'), coordinates: positionView })
  .describe('A GeoJSON Point: [longitude, latitude].');
export type Position = z.infer<typeof positionView>;
export type Polygon = z.infer<typeof polygonView>;
export type Point = z.infer<typeof pointView>;

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

const inRange = ([lng, lat]: Position) =>
  Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
const same = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/** The ring closed by repeating its first point (unchanged when already closed). */
export function closeRing(ring: Position[]): Position[] {
  if (ring.length === 0) return ring;
  return same(ring[0]!, ring[ring.length - 1]!) ? ring : [...ring, ring[0]!];
}

/** The ring's vertices without the closing repeat. */
export const openRing = (ring: Position[]): Position[] =>
  ring.length > 1 && same(ring[0]!, ring[ring.length - 1]!) ? ring.slice(0, -1) : ring;

/**
 * True when the outline crosses or touches itself anywhere but at neighbouring edges' shared
 * vertex (a figure-eight pinched at a point counts).
 */
export function isSelfIntersecting(ring: Position[]): boolean {
  return kinks({ type: 'Polygon', coordinates: [closeRing(ring)] }).features.length > 0;
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
  .object(
    {
      type: z.literal('Polygon', { message: geoMessages.polygon }),
      coordinates: z
        .array(z.array(position).max(MAX_POLYGON_VERTICES + 1, geoMessages.tooMany))
        .min(1, geoMessages.tooFew),
    },
    { message: geoMessages.polygon },
  )
  .transform((p, ctx): Polygon => {
    const ring = closeRing(p.coordinates[0]!.map(([lng, lat]) => [lng, lat] as Position));
    for (const message of polygonProblems(ring)) ctx.addIssue({ code: 'custom', message });
    return { type: 'Polygon', coordinates: [ring] };
  });

/** A polygon as the API answers it (as stored: one closed ring of [lng, lat] pairs). */
export const polygonAnswerSchema: z.ZodType<Polygon> = z.strictObject({
  type: z.literal('Polygon'),
  coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))).describe('One closed ring of [lng, lat] pairs.'),
});

/** A GeoJSON Point, rounded to 6 decimals. */
export const pointSchema = z
  .object(
    { type: z.literal('Point', { message: geoMessages.point }), coordinates: position },
    { message: geoMessages.point },
  )
  .transform((p, ctx): Point => {
    const pos: Position = [p.coordinates[0], p.coordinates[1]];
    if (!inRange(pos)) ctx.addIssue({ code: 'custom', message: geoMessages.range });
    return { type: 'Point', coordinates: [round6(pos[0]), round6(pos[1])] };
  });

/** Points on the boundary count as inside. */
export function pointInPolygon(point: Position, ring: Position[]): boolean {
  return booleanPointInPolygon(point, { type: 'Polygon', coordinates: [closeRing(ring)] });
}

/** Shoelace area of a closed ring, in squared coordinate units. */
const ringArea = (ring: Position[]): number => {
  let twice = 0;
  for (let i = 0; i + 1 < ring.length; i++) twice += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1];
  return Math.abs(twice) / 2;
};

/**
 * `inner` lies within `outer` (edges may touch or run along the boundary): nothing of `inner` is
 * left once `outer` is taken away. Checking vertices alone is not enough for a concave field: a
 * zone can bridge a notch with every corner inside the field.
 */
export function polygonInsidePolygon(inner: Position[], outer: Position[]): boolean {
  const a = closeRing(inner);
  const b = closeRing(outer);
  if (!openRing(a).every((p) => pointInPolygon(p, b))) return false;
  const left = polygonClipping.difference([a], [b]);
  const leftArea = left.reduce(
    (sum, polygon) => sum + polygon.reduce((s, ring, i) => s + (i === 0 ? 1 : -1) * ringArea(ring as Position[]), 0),
    0,
  );
  // Floating-point slivers along a shared edge are not land outside the field.
  return leftArea <= ringArea(a) * 1e-9;
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
