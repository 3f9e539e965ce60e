/**
 * The answer of GET /api/v2/zone/{id}/refill-time: when each of a zone's sensors' depths reaches the zone's refill
 * point.
 */
import * as z from 'zod';

export const REFILL_STATUSES = ['below', 'crossing', 'not-within', 'unknown'] as const;
export type RefillStatus = (typeof REFILL_STATUSES)[number];

/** Why a depth has no estimate. */
export const REFILL_REASON_CODES = [
  'no_refill_point',
  'no_recent_reading',
  'too_little_history',
  'no_readings_7_days',
] as const;
export type RefillReasonCode = (typeof REFILL_REASON_CODES)[number];
/** Why a zone has nothing to estimate. */
export const REFILL_ZONE_REASON_CODES = ['no_sensor'] as const;
export type RefillZoneReasonCode = (typeof REFILL_ZONE_REASON_CODES)[number];

export const refillDepthViewSchema = z.strictObject({
  depth_cm: z.number(),
  status: z
    .enum(REFILL_STATUSES)
    .describe(
      '`below`: already under the refill point; `crossing`: reaches it within the estimate; ' +
        '`not-within`: not within it; `unknown`: no estimate (`reason` says why)',
    ),
  refill_point: z.number().nullable().describe("The zone's refill point at this depth, % VWC"),
  current: z.number().nullable().describe('The newest reading, % VWC'),
  hours: z.number().nullable().describe("Hours from the newest reading to the crossing ('crossing' only)"),
  at: z.number().nullable().describe("Epoch seconds of the crossing ('crossing' only)"),
  drying_per_day: z.number().nullable().describe('Fitted drying over the last day, points of VWC a day'),
  et0_per_day: z.number().nullable().describe('Mean daily ET0 forecast over the next 3 days, mm (null: no forecast)'),
  reason: z.string().nullable().describe("Why there is no estimate, in English ('unknown' only)"),
  reason_code: z.enum(REFILL_REASON_CODES).nullable().describe('`reason` as a stable code'),
  freezing: z
    .boolean()
    .describe(
      'The crossing comes from the soil freezing (its sensor then reads the liquid water only), not from drying',
    ),
});
export type RefillDepthView = z.infer<typeof refillDepthViewSchema>;

export const sensorRefillViewSchema = z.strictObject({
  sensor_id: z.string(),
  alias: z.string(),
  issued_at: z
    .number()
    .nullable()
    .describe('Epoch seconds of the newest reading the estimate starts from (null: none)'),
  depths: z.array(refillDepthViewSchema),
});
export type SensorRefillView = z.infer<typeof sensorRefillViewSchema>;

export const zoneRefillViewSchema = z.strictObject({
  zone_id: z.string(),
  interest_depth_cm: z.number().describe("The zone's interest depth, cm: the one the line names first"),
  sensors: z.array(sensorRefillViewSchema),
  reason: z
    .string()
    .nullable()
    .describe('Why there is nothing to estimate (no sensors in the zone), in English, else null'),
  reason_code: z.enum(REFILL_ZONE_REASON_CODES).nullable().describe('`reason` as a stable code'),
});
export type ZoneRefillView = z.infer<typeof zoneRefillViewSchema>;
