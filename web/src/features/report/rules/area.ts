/**
 * A field's area from its outline, for the report's title block: the ring projected onto a local
 * plane (longitude shrunk by the cosine of the middle latitude, as the report's map draws it) and
 * measured by the shoelace formula. Within a fraction of a percent of the geodesic area for
 * anything the size of a farm.
 */
import type { Polygon } from '@shared/geo';

const METRES_PER_DEGREE = 111_320;
const M2_PER_HA = 10_000;

/** The outer ring's area in hectares (holes are not subtracted: a field outline has none); null without an outline. */
export function polygonAreaHa(polygon: Polygon | null): number | null {
  const ring = polygon?.coordinates[0];
  if (!ring || ring.length < 3) return null;
  const lats = ring.map((p) => p[1]);
  const k = Math.cos((((Math.max(...lats) + Math.min(...lats)) / 2) * Math.PI) / 180);
  let twice = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % ring.length]!;
    twice += x1 * k * y2 - x2 * k * y1;
  }
  const m2 = (Math.abs(twice) / 2) * METRES_PER_DEGREE ** 2;
  return Number.isFinite(m2) ? m2 / M2_PER_HA : null;
}
