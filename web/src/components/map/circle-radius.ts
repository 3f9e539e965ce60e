/**
 * How big a sensor circle is drawn at a zoom. On the ground its radius grows as the zoom falls
 * (each step out doubles the metres a pixel covers, and the circle keeps more than half its
 * pixels), so sensors stay visible over a farm; on screen it stays between 5 and 16 px so that
 * nearby sensors do not merge into one blot when zoomed in.
 */

/** Radius at zoom 16, about a field filling the map. */
const RADIUS_AT_16_PX = 11;
const MIN_PX = 5;
const MAX_PX = 16;

export function circleRadiusPx(zoom: number): number {
  const px = RADIUS_AT_16_PX * 2 ** ((zoom - 16) / 2);
  return Math.round(Math.min(MAX_PX, Math.max(MIN_PX, px)));
}

/** Metres per pixel of Web Mercator at a zoom and latitude. */
export const metresPerPixel = (zoom: number, latitude: number): number =>
  (156_543.033_92 * Math.cos((latitude * Math.PI) / 180)) / 2 ** zoom;

export const circleRadiusMetres = (zoom: number, latitude: number): number =>
  circleRadiusPx(zoom) * metresPerPixel(zoom, latitude);
