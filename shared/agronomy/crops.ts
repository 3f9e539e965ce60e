/**
 * Crops with their FAO-56 single crop coefficients and season: Kc for the initial, mid-season and
 * end of the late season (FAO-56 Table 12, for a sub-humid climate, RHmin ≈ 45 %, u2 ≈ 2 m/s),
 * the lengths of the four growth stages in days (Table 11; one representative planting each, a
 * grower's own season may differ), and the maximum effective rooting depth and the depletion
 * fraction p without stress (Table 22). Used by the zone form (choices and defaults), the
 * recommendation (Kc for today, ETc, root depth) and the water budget.
 */

export interface Crop {
  id: string;
  name: string;
  kc: { ini: number; mid: number; end: number };
  /** Days of the initial, development, mid-season and late-season stages. */
  stages: readonly [number, number, number, number];
  /** Maximum effective rooting depth, cm (Table 22's range). */
  rootDepthCm: { min: number; max: number };
  /** Share of total available water the crop can take before stress (Table 22). */
  p: number;
}

const crop = (
  id: string,
  name: string,
  kc: [number, number, number],
  stages: [number, number, number, number],
  root: [number, number],
  p: number,
): Crop => ({
  id,
  name,
  kc: { ini: kc[0], mid: kc[1], end: kc[2] },
  stages,
  rootDepthCm: { min: root[0], max: root[1] },
  p,
});

export const CROPS: readonly Crop[] = [
  // Table 12 gives 0.95/0.90 for alfalfa averaged over a season's cuttings; one cutting cycle (the
  // stage lengths of Table 11's first cycle) runs to 1.20 and ends at 1.15 before the cut.
  crop('alfalfa', 'Alfalfa (one cutting)', [0.4, 1.2, 1.15], [10, 30, 25, 10], [100, 200], 0.55),
  crop('barley', 'Barley', [0.3, 1.15, 0.25], [15, 25, 50, 30], [100, 150], 0.55),
  crop('beans-green', 'Beans, green', [0.5, 1.05, 0.9], [20, 30, 30, 10], [50, 70], 0.45),
  crop('broccoli', 'Broccoli', [0.7, 1.05, 0.95], [35, 45, 40, 15], [40, 60], 0.45),
  crop('cabbage', 'Cabbage and kale', [0.7, 1.05, 0.95], [40, 60, 50, 15], [50, 80], 0.45),
  crop('canola', 'Canola (rapeseed)', [0.35, 1.08, 0.35], [20, 35, 45, 25], [100, 150], 0.6),
  crop('carrot', 'Carrot', [0.7, 1.05, 0.95], [20, 30, 50, 20], [50, 100], 0.35),
  crop('cauliflower', 'Cauliflower', [0.7, 1.05, 0.95], [35, 50, 40, 15], [40, 70], 0.45),
  crop('cotton', 'Cotton', [0.35, 1.18, 0.6], [30, 50, 60, 55], [100, 170], 0.65),
  crop('cucumber', 'Cucumber', [0.6, 1.0, 0.75], [20, 30, 40, 15], [70, 120], 0.5),
  crop('grapes-table', 'Grapes, table', [0.3, 0.85, 0.45], [20, 40, 120, 60], [100, 200], 0.35),
  crop('grapes-wine', 'Grapes, wine', [0.3, 0.7, 0.45], [20, 40, 120, 60], [100, 200], 0.45),
  crop('lettuce', 'Lettuce and leafy salads', [0.7, 1.0, 0.95], [20, 30, 15, 10], [30, 50], 0.3),
  crop('maize-grain', 'Maize (corn), grain', [0.3, 1.2, 0.6], [30, 40, 50, 30], [100, 170], 0.55),
  crop('maize-sweet', 'Maize (corn), sweet', [0.3, 1.15, 1.05], [20, 25, 25, 10], [80, 120], 0.5),
  crop('melon', 'Melon', [0.5, 1.05, 0.75], [25, 35, 40, 20], [80, 150], 0.4),
  crop('onion-dry', 'Onion, dry', [0.7, 1.05, 0.75], [15, 25, 70, 40], [30, 60], 0.3),
  crop('onion-green', 'Onion, green (spring onion)', [0.7, 1.0, 1.0], [25, 30, 10, 5], [30, 60], 0.3),
  crop('peanut', 'Peanut (groundnut)', [0.4, 1.15, 0.6], [25, 35, 45, 25], [50, 100], 0.5),
  crop('pepper', 'Pepper, sweet', [0.6, 1.05, 0.9], [25, 35, 40, 20], [50, 100], 0.3),
  crop('potato', 'Potato', [0.5, 1.15, 0.75], [25, 30, 45, 30], [40, 60], 0.35),
  crop('pumpkin', 'Pumpkin and winter squash', [0.5, 1.0, 0.8], [20, 30, 30, 20], [100, 150], 0.35),
  crop('rice', 'Rice', [1.05, 1.2, 0.75], [30, 30, 60, 30], [50, 100], 0.2),
  crop('sorghum', 'Sorghum, grain', [0.3, 1.05, 0.55], [20, 35, 40, 30], [100, 200], 0.55),
  crop('soybean', 'Soybean', [0.4, 1.15, 0.5], [20, 30, 60, 25], [60, 130], 0.5),
  crop('spinach', 'Spinach and herbs', [0.7, 1.0, 0.95], [20, 20, 15, 5], [30, 50], 0.2),
  crop('sugar-beet', 'Sugar beet', [0.35, 1.2, 0.7], [25, 35, 50, 50], [70, 120], 0.55),
  crop('sunflower', 'Sunflower', [0.35, 1.08, 0.35], [25, 35, 45, 25], [80, 150], 0.45),
  crop('tomato', 'Tomato', [0.6, 1.15, 0.8], [30, 40, 40, 25], [70, 150], 0.4),
  crop('wheat-spring', 'Wheat, spring', [0.3, 1.15, 0.3], [20, 25, 60, 30], [100, 150], 0.55),
  crop('zucchini', 'Zucchini (squash)', [0.5, 0.95, 0.75], [25, 35, 25, 15], [60, 100], 0.5),
];

export const CROP_IDS = CROPS.map((c) => c.id) as [string, ...string[]];
const BY_ID = new Map(CROPS.map((c) => [c.id, c]));

/** The crop of an id, or undefined (never an inherited property such as `constructor`). */
export const cropById = (id: string | undefined | null): Crop | undefined => (id ? BY_ID.get(id) : undefined);

/** A default root depth for a crop: the middle of its Table 22 range, to the nearest 5 cm. */
export const defaultRootDepthCm = (c: Crop): number => Math.round((c.rootDepthCm.min + c.rootDepthCm.max) / 10) * 5;

/** The FAO-56 crop a zone's spec crop type suggests, where one fits (the zone form's default). */
export const FAO_CROP_FOR_CROP_TYPE: Readonly<Partial<Record<string, string>>> = {
  Wheat: 'wheat-spring',
  Canola: 'canola',
  Rice: 'rice',
  Corn: 'maize-grain',
  Soy: 'soybean',
  Spinach: 'spinach',
  Rocket: 'lettuce',
  Lettuce: 'lettuce',
  Kale: 'cabbage',
  Mizuna: 'lettuce',
  'Tatsoi and herbs': 'spinach',
  Coriander: 'spinach',
  Parsley: 'spinach',
  Dill: 'spinach',
  'Spring onion': 'onion-green',
  Zucchini: 'zucchini',
  Cauliflower: 'cauliflower',
  Pumpkin: 'pumpkin',
};

const DAY_MS = 86_400_000;

/**
 * Kc on a day (FAO-56 eq. 66 and Fig. 25): Kc ini through the initial stage, a straight line to
 * Kc mid over development, Kc mid through mid-season, a straight line to Kc end over the late
 * season, and Kc end after it. Before planting: undefined (nothing grows yet).
 * Dates are calendar days, `yyyy-mm-dd`.
 */
export function kcOnDay(c: Crop, plantingDate: string, day: string): number | undefined {
  const since = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${plantingDate}T00:00:00Z`)) / DAY_MS);
  if (!Number.isFinite(since) || since < 0) return undefined;
  const [lIni, lDev, lMid, lLate] = c.stages;
  if (since <= lIni) return c.kc.ini;
  if (since <= lIni + lDev) return c.kc.ini + ((since - lIni) / lDev) * (c.kc.mid - c.kc.ini);
  if (since <= lIni + lDev + lMid) return c.kc.mid;
  if (since <= lIni + lDev + lMid + lLate)
    return c.kc.mid + ((since - lIni - lDev - lMid) / lLate) * (c.kc.end - c.kc.mid);
  return c.kc.end;
}

/** Crop evapotranspiration under standard conditions, mm: ETc = Kc × ET0 (FAO-56 eq. 56). */
export const etc = (kc: number, et0Mm: number): number => kc * et0Mm;
