/**
 * The report's map, drawn from coordinates alone: the field outline, its zones and its sensors on
 * a plain background, with a scale bar (metres or feet) and a north arrow. It needs no map tiles and no Maps key,
 * so the report never carries a blank map.
 */
import type { Polygon, Position } from '@shared/geo';
import type { UnitSystem } from '@shared/units';
import { MAP_COLOURS } from '../../../components/map/types';

const METRES_PER_DEGREE = 111_320;

export interface MapProjection {
  project: (p: Position) => [number, number];
  /** Metres per pixel at the middle latitude. */
  metresPerPixel: number;
}

/**
 * A local equirectangular projection fitting `points` into `width`×`height` pixels less `pad`
 * on each side, north up, east right, the same scale on both axes (longitude shrunk by the
 * cosine of the middle latitude), centred.
 */
export function fitProjection(points: readonly Position[], width: number, height: number, pad: number): MapProjection {
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const west = Math.min(...lngs);
  const east = Math.max(...lngs);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const k = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * k, 1e-9);
  const spanY = Math.max(north - south, 1e-9);
  const scale = Math.min((width - 2 * pad) / spanX, (height - 2 * pad) / spanY);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  return {
    project: ([lng, lat]) => [offsetX + (lng - west) * k * scale, offsetY + (north - lat) * scale],
    metresPerPixel: METRES_PER_DEGREE / scale,
  };
}

/** A round scale-bar length (1, 2 or 5 × a power of ten metres) no longer than `maxMetres`. */
export function scaleBarMetres(maxMetres: number): number {
  const power = 10 ** Math.floor(Math.log10(maxMetres));
  for (const step of [5, 2, 1]) if (step * power <= maxMetres) return step * power;
  return power;
}

const METRES_PER_FOOT = 0.3048;
const FEET_PER_MILE = 5280;

/**
 * The scale bar in the person's units: its length in metres and its label ("200 m", "1 km";
 * "500 ft", "1 mi"), a round figure no longer than `maxMetres`.
 */
export function scaleBar(maxMetres: number, units: UnitSystem): { metres: number; label: string } {
  if (units === 'metric') {
    const metres = scaleBarMetres(maxMetres);
    return { metres, label: metres >= 1000 ? `${metres / 1000} km` : `${metres} m` };
  }
  const maxFeet = maxMetres / METRES_PER_FOOT;
  if (maxFeet >= FEET_PER_MILE) {
    const miles = scaleBarMetres(maxFeet / FEET_PER_MILE);
    return { metres: miles * FEET_PER_MILE * METRES_PER_FOOT, label: `${miles} mi` };
  }
  const feet = scaleBarMetres(maxFeet);
  return { metres: feet * METRES_PER_FOOT, label: `${feet} ft` };
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Where a `w`×`h` label of the dot at `at` goes: above it, else below, inside the picture and clear of `taken`; null
 * when neither fits.
 */
export function labelSpot(
  at: [number, number],
  w: number,
  h: number,
  taken: readonly Box[],
  width: number,
  height: number,
): Box | null {
  for (const y of [at[1] - 9 - h, at[1] + 9]) {
    const box = { x: at[0] - w / 2, y, w, h };
    if (box.x < 0 || box.y < 0 || box.x + w > width || box.y + h > height) continue;
    if (!taken.some((t) => overlaps(t, box))) return box;
  }
  return null;
}

export interface MapSensorMark {
  id: string;
  label: string;
  position: Position;
  selected: boolean;
}

export interface MapDrawing {
  field: Polygon | null;
  zones: { name: string; polygon: Polygon }[];
  sensors: MapSensorMark[];
}

/** What the map writes, in the person's language and units. */
export interface MapWords {
  noData: string;
  units: UnitSystem;
}

/** Draws the map into a new canvas `width`×`height` CSS pixels at `scale` device pixels each. */
export function drawFieldMap(
  drawing: MapDrawing,
  width: number,
  height: number,
  scale: number,
  words: MapWords,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d')!;
  ctx.scale(scale, scale);
  ctx.fillStyle = '#f3f6f1';
  ctx.fillRect(0, 0, width, height);

  const rings = [
    ...(drawing.field ? [drawing.field.coordinates[0]!] : []),
    ...drawing.zones.map((z) => z.polygon.coordinates[0]!),
  ];
  const all = [...rings.flat(), ...drawing.sensors.map((s) => s.position)];
  if (!all.length) {
    ctx.fillStyle = '#5b6470';
    ctx.font = '16px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(words.noData, width / 2, height / 2);
    return canvas;
  }
  const { project, metresPerPixel } = fitProjection(all, width, height, 36);
  const path = (ring: readonly Position[]) => {
    ctx.beginPath();
    ring.forEach((p, i) => {
      const [x, y] = project(p);
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    });
    ctx.closePath();
  };

  if (drawing.field) {
    path(drawing.field.coordinates[0]!);
    ctx.fillStyle = 'rgba(31, 111, 235, 0.08)';
    ctx.fill();
    ctx.strokeStyle = MAP_COLOURS.field;
    ctx.lineWidth = 3;
    ctx.stroke();
  }
  drawing.zones.forEach((z, i) => {
    const colour = MAP_COLOURS.zones[i % MAP_COLOURS.zones.length]!;
    path(z.polygon.coordinates[0]!);
    ctx.fillStyle = `${colour}1f`;
    ctx.fill();
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2;
    ctx.stroke();
    const ring = z.polygon.coordinates[0]!;
    const [x, y] = project([Math.min(...ring.map((p) => p[0])), Math.max(...ring.map((p) => p[1]))]);
    ctx.fillStyle = colour;
    ctx.font = 'bold 12px sans-serif';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    ctx.fillText(z.name, x + 5, y + 5);
  });
  const dots = [...drawing.sensors]
    .sort((a, b) => Number(a.selected) - Number(b.selected))
    .map((s) => ({ s, at: project(s.position) }));
  for (const { s, at } of dots) {
    ctx.beginPath();
    ctx.arc(at[0], at[1], s.selected ? 7 : 5, 0, 2 * Math.PI);
    ctx.fillStyle = s.selected ? MAP_COLOURS.sensor : '#9aa3ad';
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  }
  // Names of the chosen sensors above their dots, else below, else left out where they would overlap.
  ctx.font = '11px sans-serif';
  const taken: Box[] = [];
  for (const { s, at } of dots.filter((d) => d.s.selected)) {
    const w = ctx.measureText(s.label).width + 4;
    const spot = labelSpot(at, w, 13, taken, width, height);
    if (!spot) continue;
    taken.push(spot);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 3;
    ctx.strokeStyle = 'rgba(255,255,255,0.9)';
    const cx = spot.x + spot.w / 2;
    const cy = spot.y + spot.h / 2;
    ctx.strokeText(s.label, cx, cy);
    ctx.fillStyle = '#1d2630';
    ctx.fillText(s.label, cx, cy);
  }

  // Scale bar (bottom left) and north arrow (top right).
  const bar = scaleBar(metresPerPixel * width * 0.25, words.units);
  const barPx = bar.metres / metresPerPixel;
  ctx.fillStyle = '#1d2630';
  ctx.fillRect(16, height - 20, barPx, 4);
  ctx.font = '11px sans-serif';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'bottom';
  ctx.fillText(bar.label, 16, height - 24);
  ctx.beginPath();
  ctx.moveTo(width - 24, 14);
  ctx.lineTo(width - 31, 32);
  ctx.lineTo(width - 17, 32);
  ctx.closePath();
  ctx.fill();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillText('N', width - 24, 35);
  return canvas;
}
