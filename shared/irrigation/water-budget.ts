/**
 * A zone's water budget, week by week (`GET /api/v2/zone/{id}/water-budget?start=&end=`): what
 * came in (rain, logged irrigation), what the crop used (ETc = Kc × ET0) and what the soil kept
 * (the change in stored water over the root depth). The query rules and the answer's shape, one
 * definition for the handler that answers and the web app that draws it.
 */
import * as z from 'zod';
import { optionalRangeQuerySchema } from '../readings/schemas';
import { weatherSourceSchema } from '../weather/schemas';

/** Without a range: eight whole weeks, the last ending today. */
export const WATER_BUDGET_DEFAULT_DAYS = 56;

/**
 * The reading routes' optional range (both ends or neither, at most MAX_RANGE_DAYS), as the weather routes take
 * theirs.
 */
export const waterBudgetQuerySchema = optionalRangeQuerySchema;
export type WaterBudgetQuery = z.infer<typeof waterBudgetQuerySchema>;

const mm1 = (what: string) => z.number().nullable().describe(`${what}, mm to one decimal`);

/** One week (the last may be shorter), figures in mm to one decimal. */
export const waterBudgetWeekSchema = z.strictObject({
  week_start: z.string().describe('First local day of the week at the field, yyyy-mm-dd'),
  days: z.number().describe('Local days the week holds (7, or fewer at the end of the range)'),
  rain_mm: mm1('Rain; null when the weather gave no rain figure for any of its days'),
  irrigation_mm: z.number().describe('Logged irrigation (gross depth), mm to one decimal'),
  etc_mm: mm1('Crop water use (Kc × ET0); null when no day of the week had an ET0'),
  storage_change_mm: mm1(
    "Stored water at the week's end minus at its start over the root depth; null when the readings cannot tell",
  ),
  balance_mm: mm1(
    'rain + irrigation − ETc − storage change: what the budget cannot place (drainage below the roots, ' +
      'run-off, and the errors of every figure); null when a term is unknown',
  ),
});
export type WaterBudgetWeek = z.infer<typeof waterBudgetWeekSchema>;

export const waterBudgetTotalsSchema = z.strictObject({
  rain_mm: z.number().nullable(),
  irrigation_mm: z.number(),
  etc_mm: z.number().nullable(),
  storage_change_mm: z.number().nullable().describe("null unless every week's storage change is known"),
  balance_mm: z.number().nullable(),
});
export type WaterBudgetTotals = z.infer<typeof waterBudgetTotalsSchema>;

/** The Kc rule: the crop's curve from its planting, else Kc 1 for want of a crop, a planting date or both. */
export const KC_NOTE_CODES = ['crop_curve', 'no_crop_or_planting', 'no_crop', 'no_planting_date'] as const;
export type KcNoteCode = (typeof KC_NOTE_CODES)[number];
export const kcNoteValuesSchema = z.strictObject({
  crop: z.string().describe('The crop id'),
  planting_date: z.string().describe('yyyy-mm-dd'),
  kc_ini: z.number(),
  kc_mid: z.number(),
  kc_end: z.number(),
});
export type KcNoteValues = z.infer<typeof kcNoteValuesSchema>;

/** Why a storage figure is missing: no sensor in the zone, or weeks without a reading near their ends. */
export const STORAGE_NOTE_CODES = ['no_sensor', 'weeks_without_reading'] as const;
export type StorageNoteCode = (typeof STORAGE_NOTE_CODES)[number];

/** Every number and choice the budget used, and why a figure is missing. */
export const waterBudgetBasisSchema = z.strictObject({
  time_zone: z.string(),
  start: z.number().describe('Epoch seconds actually covered (the end stops at now)'),
  end: z.number(),
  crop: z.string().nullable(),
  crop_name: z.string().nullable(),
  planting_date: z.string().nullable(),
  kc_source: z
    .enum(['crop', 'default'])
    .describe("'crop': FAO-56 Kc of the crop on each day from its planting date; 'default': Kc 1 throughout"),
  kc_note: z.string().describe('The Kc rule in English words (e.g. "Kc 1: no crop and planting date set on the zone")'),
  kc_note_code: z.enum(KC_NOTE_CODES).describe('`kc_note` as a stable code'),
  kc_note_values: kcNoteValuesSchema.nullable().describe("The crop's figures inside `kc_note` (`crop_curve` only)"),
  root_depth_cm: z.number(),
  root_depth_source: z.enum(['system', 'crop', 'default']),
  sensor_ids: z.array(z.string()).describe("The zone's sensors whose readings gave the stored water"),
  storage_note: z
    .string()
    .nullable()
    .describe('Why a storage figure is missing, in English, when one is; null when all are known'),
  storage_note_code: z.enum(STORAGE_NOTE_CODES).nullable().describe('`storage_note` as a stable code'),
  storage_note_values: z
    .strictObject({ weeks: z.number() })
    .nullable()
    .describe('The weeks without storage (`weeks_without_reading` only)'),
  weather_source: weatherSourceSchema,
  irrigation_entries: z
    .number()
    .describe('Irrigation counts as the logged gross depth (what was applied, before losses)'),
});
export type WaterBudgetBasis = z.infer<typeof waterBudgetBasisSchema>;

export const waterBudgetAnswerSchema = z.strictObject({
  weeks: z.array(waterBudgetWeekSchema),
  totals: waterBudgetTotalsSchema,
  basis: waterBudgetBasisSchema,
});
export type WaterBudgetAnswer = z.infer<typeof waterBudgetAnswerSchema>;
