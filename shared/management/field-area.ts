/**
 * The area a drawn outline covers, in hectares (stored and sent in SI; shown in ha or ac). On the
 * sphere of the WGS84 equatorial radius, by the spherical-excess sum over the ring's edges
 * (Chamberlain and Duquette, "Some algorithms for polygons on a sphere", 2007): within a fraction
 * of a percent of the ellipsoidal area at field sizes, more than a grower needs.
 */
import { openRing, type Polygon, type Position } from '../geo';

const EARTH_RADIUS_M = 6_378_137;
const M2_PER_HA = 10_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Square metres inside a ring of [lng, lat] pairs (either winding). */
export function ringAreaM2(ring: Position[]): number {
  const open = openRing(ring);
  const n = open.length;
  if (n < 3) return 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const prev = open[(i + n - 1) % n]!;
    const here = open[i]!;
    const next = open[(i + 1) % n]!;
    sum += (rad(next[0]) - rad(prev[0])) * Math.sin(rad(here[1]));
  }
  return Math.abs((sum * EARTH_RADIUS_M * EARTH_RADIUS_M) / 2);
}

/** Hectares inside a field's or a zone's outline (its first ring). */
export const polygonAreaHa = (polygon: Polygon): number => ringAreaM2(polygon.coordinates[0] ?? []) / M2_PER_HA;
