/**
 * The answer of `GET /api/v2/zone/{id}/recommendation`: how much to irrigate a zone and by when,
 * and every number the advice used (`basis`), so the web can say why in words. Depths in mm,
 * times in epoch seconds. Figures are null when the zone cannot be advised (`basis.reason` says why).
 */

import * as z from 'zod';

/** When the zone is due: already below its refill point, at the forecast's crossing, or not within the forecast. */
export const DUE_KINDS = ['now', 'forecast', 'not-within-forecast'] as const;
export type DueKind = (typeof DUE_KINDS)[number];

/** Why a zone cannot be advised: no sensor inside it, no irrigation system set, no recent reading. */
export const ADVICE_REASON_CODES = ['no_sensor', 'no_system', 'no_recent_reading'] as const;
export type AdviceReasonCode = (typeof ADVICE_REASON_CODES)[number];

/** Why there is no band: too few verified next-day forecasts yet. */
export const SKILL_NOTE_CODES = ['too_little_history'] as const;
export type SkillNoteCode = (typeof SKILL_NOTE_CODES)[number];
export const skillNoteValuesSchema = z.strictObject({
  count: z.number().describe('Verified next-day forecasts so far (the sensor with the most)'),
  needed: z.number().describe('How many are needed'),
});
export type SkillNoteValues = z.infer<typeof skillNoteValuesSchema>;

export const depthValueSchema = z.strictObject({ depth_cm: z.number(), value: z.number().nullable() });
export type DepthValue = z.infer<typeof depthValueSchema>;

const mm = (what: string) => z.number().nullable().describe(`${what}, mm`);

export const sensorBasisSchema = z.strictObject({
  sensor_id: z.string(),
  measured_at: z.number().describe("When its values were measured (the newest forecast's origin), epoch s"),
  values: z.array(depthValueSchema).describe('% VWC at its depths'),
  profile: z
    .array(z.number().nullable())
    .describe('The 20-layer profile down to the root depth (layers 0, 10, … cm), % VWC, 1 decimal'),
  deficit_mm: mm('Water to bring the root zone back to field capacity'),
  crossing_at: z
    .number()
    .nullable()
    .describe("When it reaches the refill point (epoch s); null when not within the forecast's 3 days"),
  crossing_source: z
    .enum(['refill-time', 'forecast'])
    .describe(
      "Whose crossing: the time-to-refill estimate (the zone card's refill line), else the moisture forecast's",
    ),
});
export type SensorBasis = z.infer<typeof sensorBasisSchema>;

export const recommendationBasisSchema = z.strictObject({
  zone_name: z.string(),
  computed_at: z.number().describe('Epoch s'),
  reason: z
    .string()
    .nullable()
    .describe('Why the figures are null (no sensor, no system, no reading yet), in English; null when they are not'),
  reason_code: z
    .enum(ADVICE_REASON_CODES)
    .nullable()
    .describe('`reason` as a stable code, for a client that words it in its reader’s language'),
  method: z.string().nullable().describe("The zone's irrigation method"),
  application_rate_mm_h: z.number().nullable(),
  efficiency_pct: z.number().nullable(),
  root_depth_cm: z.number().nullable(),
  root_depth_source: z.enum(['grower', 'crop', 'default']).nullable(),
  crop: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
  planting_date: z.string().nullable(),
  kc: z.number().nullable(),
  et0_today_mm: z.number().nullable(),
  etc_today_mm: z.number().nullable(),
  p: z.number().nullable().describe("Depletion fraction without stress (the crop's, else FAO-56's common 0.5)"),
  taw_mm: mm('Total available water over the root depth'),
  raw_mm: mm('Readily available water over the root depth'),
  wilting_point: z.array(depthValueSchema),
  field_capacity: z.array(depthValueSchema),
  refill: depthValueSchema,
  sensors: z.array(sensorBasisSchema),
  rain: z.strictObject({
    known: z.boolean().describe('The weather could be had'),
    window_h: z.number(),
    forecast_mm: mm('Rain forecast in the window'),
    intercepted_mm_per_day: z
      .number()
      .describe("What of it reaches the soil: each day's rain beyond the first `intercepted_mm_per_day`"),
    effective_mm: z.number().nullable(),
    taken_mm: mm('Effective rain taken off the deficit (at most the deficit)'),
  }),
  due: z.enum(DUE_KINDS).nullable(),
  forecast_horizon_h: z.number().describe('How far ahead the forecast reaches, h'),
  skill: z.strictObject({
    horizon_h: z.number(),
    n: z
      .number()
      .describe('Verified +24 h forecasts behind the band (the fewest of any depth used, summed over sensors)'),
    min_n: z.number().describe('The fewest needed for a band'),
    mae: z.array(depthValueSchema).describe("Mean absolute +24 h error per depth over the zone's sensors, % VWC"),
    note: z.string().nullable().describe('Words (English) when there is too little history to give a band'),
    note_code: z.enum(SKILL_NOTE_CODES).nullable().describe('`note` as a stable code'),
    note_values: skillNoteValuesSchema.nullable().describe('The numbers inside `note`'),
  }),
});
export type RecommendationBasis = z.infer<typeof recommendationBasisSchema>;

export const recommendationSchema = z.strictObject({
  deficit_mm: mm("Water the root zone lacks (the mean of its sensors' deficits)"),
  rain_forecast_mm: mm('Effective forecast rain taken off the deficit'),
  net_mm: mm('Net depth to apply'),
  gross_mm: mm("Gross depth to apply (net over the system's efficiency)"),
  run_minutes: z.number().nullable().describe("Run time at the zone's application rate"),
  due_at: z.number().nullable().describe('When to irrigate, epoch s'),
  band_mm: z
    .number()
    .nullable()
    .describe("± mm: the sensors' own +24 h forecast error over the root depth; null with too little history"),
  basis: recommendationBasisSchema.describe('Every number the advice used'),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** A run time in words: "45 min", "3 h", "3 h 10 min". */
export function runTimeWords(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (!h) return `${rest} min`;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}

/** A depth in mm as the advice says it: whole millimetres from 10 up, one decimal below. */
export const mmWords = (mm: number): string => `${mm >= 10 ? Math.round(mm) : Math.round(mm * 10) / 10} mm`;
