/**
 * A zone's irrigation system and crop, and the names every part of the product uses for them:
 * the zone form, the zone item (`system` attribute), the recommendation, the water budget, the
 * irrigation log and the demo farm. Stored in SI units (mm, mm/h, cm, %).
 */
import * as z from 'zod';
import { CROP_IDS } from '../agronomy/crops';
import { scaledNumber } from '../validation/numbers';

export const IRRIGATION_METHODS = ['drip', 'micro-sprinkler', 'sprinkler', 'pivot', 'furrow-flood', 'other'] as const;
export type IrrigationMethod = (typeof IRRIGATION_METHODS)[number];

export const IRRIGATION_METHOD_LABELS: Readonly<Record<IrrigationMethod, string>> = {
  drip: 'Drip',
  'micro-sprinkler': 'Micro-sprinkler',
  sprinkler: 'Sprinkler',
  pivot: 'Centre pivot',
  'furrow-flood': 'Furrow / flood',
  other: 'Other',
};

/** Application efficiency a method usually reaches, %: the default until the grower enters their own. */
export const DEFAULT_EFFICIENCY_PCT: Readonly<Record<IrrigationMethod, number>> = {
  drip: 90,
  'micro-sprinkler': 85,
  sprinkler: 75,
  pivot: 85,
  'furrow-flood': 60,
  other: 75,
};

export const APPLICATION_RATE_MM_H = { min: 0.1, max: 200 } as const;
export const EFFICIENCY_PCT = { min: 10, max: 100 } as const;
export const ROOT_DEPTH_CM = { min: 5, max: 190 } as const;

const method = z.enum(IRRIGATION_METHODS, { message: `choose one of: ${IRRIGATION_METHODS.join(', ')}` });
const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as yyyy-mm-dd')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'a real calendar date',
  );

/** A zone's system as sent by the zone form (numbers may arrive as text) and stored on the zone. */
export const zoneSystemSchema = z.object({
  method,
  application_rate_mm_h: scaledNumber(
    {
      ...APPLICATION_RATE_MM_H,
      message: `an application rate from ${APPLICATION_RATE_MM_H.min} to ${APPLICATION_RATE_MM_H.max} mm/h`,
    },
    { coerce: true },
  ),
  /** Absent: the method's default. */
  efficiency_pct: scaledNumber(
    { ...EFFICIENCY_PCT, message: `an efficiency from ${EFFICIENCY_PCT.min} to ${EFFICIENCY_PCT.max} %` },
    { coerce: true },
  ).optional(),
  /** Absent: the crop's default, else 30 cm. */
  root_depth_cm: scaledNumber(
    { ...ROOT_DEPTH_CM, message: `a root depth from ${ROOT_DEPTH_CM.min} to ${ROOT_DEPTH_CM.max} cm` },
    { coerce: true },
  ).optional(),
  crop: z.enum(CROP_IDS, { message: 'choose a crop from the list' }).optional(),
  planting_date: isoDay.optional(),
});
export type ZoneSystemInput = z.input<typeof zoneSystemSchema>;
export type ZoneSystem = z.infer<typeof zoneSystemSchema>;

/** Root depth used when neither the grower nor the crop gives one, cm. */
export const FALLBACK_ROOT_DEPTH_CM = 30;

export const efficiencyOf = (s: Pick<ZoneSystem, 'method' | 'efficiency_pct'>): number =>
  s.efficiency_pct ?? DEFAULT_EFFICIENCY_PCT[s.method];
