/**
 * Moving a sensor to another of the grower's fields: where it may be put, and which zone a point
 * lies in. Used by the edit dialog (to say so before saving) and by the handler (to refuse).
 * A registration may sit outside its field (flagged `outside_field`), but a move puts the
 * sensor somewhere new: a position kilometres from the field it moves to is a mistake (the old
 * position kept by accident), so it is refused rather than flagged.
 */
import { closeRing, pointInPolygon, type Position } from '../geo';

/** How far outside the new field's outline a moved sensor may sit (GPS error, a fence line). */
export const MOVE_NEAR_FIELD_M = 200;

export const sensorMoveMessages = {
  far: `place the sensor inside the field it moves to, or within ${MOVE_NEAR_FIELD_M} m of its outline`,
  zoneOfOtherField: 'choose a zone of the field the sensor is in',
  outsideZone: 'place the sensor inside the zone chosen',
} as const;

const EARTH_M = 6_371_000;
const RAD = Math.PI / 180;

/**
 * Metres from `point` to the nearest edge of `ring` (0 inside or on it). Planar around the point
 * (equirectangular): over the few kilometres that matter here the error is far below a metre.
 */
export function metresToRing(point: Position, ring: Position[]): number {
  const closed = closeRing(ring);
  if (closed.length < 2) return Infinity;
  if (pointInPolygon(point, closed)) return 0;
  const [lng0, lat0] = point;
  const kx = Math.cos(lat0 * RAD) * RAD * EARTH_M;
  const ky = RAD * EARTH_M;
  // Longitudes are taken the short way round, so a field across the antimeridian is measured right.
  const xy = ([lng, lat]: Position): [number, number] => [(((lng - lng0 + 540) % 360) - 180) * kx, (lat - lat0) * ky];
  let best = Infinity;
  for (let i = 0; i + 1 < closed.length; i++) {
    const [ax, ay] = xy(closed[i]!);
    const [bx, by] = xy(closed[i + 1]!);
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2)) : 0;
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}

/** The point may be a moved sensor's position in the field with this outline. */
export const nearField = (point: Position, ring: Position[]): boolean => metresToRing(point, ring) <= MOVE_NEAR_FIELD_M;

/** A zone as far as placing a sensor goes: its field and outline. */
export interface PlacedZone {
  id: string;
  field_id: string;
  points: { coordinates: Position[][] };
}

/** The zone of `fieldId` the point lies in (the first, as the dashboards and alerts take it), if any. */
export const zoneAtPoint = <Z extends PlacedZone>(
  zones: readonly Z[],
  fieldId: string,
  point: Position,
): Z | undefined =>
  zones.find(
    (z) => z.field_id === fieldId && z.points.coordinates[0] && pointInPolygon(point, z.points.coordinates[0]),
  );

/** Where to drop a sensor in an outline: the mean of its corners when that lies inside, else its first corner. */
export function placeIn(ring: Position[]): Position {
  const open =
    ring.length > 1 && ring[0]![0] === ring[ring.length - 1]![0] && ring[0]![1] === ring[ring.length - 1]![1]
      ? ring.slice(0, -1)
      : ring;
  if (!open.length) return [0, 0];
  const mean: Position = [
    open.reduce((s, p) => s + p[0], 0) / open.length,
    open.reduce((s, p) => s + p[1], 0) / open.length,
  ];
  const rounded: Position = [Number(mean[0].toFixed(6)), Number(mean[1].toFixed(6))];
  return pointInPolygon(rounded, ring) ? rounded : open[0]!;
}
