/** The answer of GET /api/v2/zone/{id}/refill-time: when each of a zone's sensors' depths reaches the zone's refill point. */

export type RefillStatus = 'below' | 'crossing' | 'not-within' | 'unknown';

export interface RefillDepthView {
  depth_cm: number;
  status: RefillStatus;
  /** The zone's refill point at this depth, % VWC. */
  refill_point: number | null;
  /** The newest reading, % VWC. */
  current: number | null;
  /** Hours from the newest reading to the crossing ('crossing' only). */
  hours: number | null;
  /** Epoch seconds of the crossing ('crossing' only). */
  at: number | null;
  /** Fitted drying over the last day, points of VWC a day. */
  drying_per_day: number | null;
  /** Mean daily ET0 forecast over the next 3 days, mm (null: no forecast). */
  et0_per_day: number | null;
  /** Why there is no estimate ('unknown' only). */
  reason: string | null;
  /** The crossing comes from the soil freezing (its sensor then reads the liquid water only), not from drying. */
  freezing: boolean;
}

export interface SensorRefillView {
  sensor_id: string;
  alias: string;
  /** Epoch seconds of the newest reading the estimate starts from (null: none). */
  issued_at: number | null;
  depths: RefillDepthView[];
}

export interface ZoneRefillView {
  zone_id: string;
  /** The zone's interest depth, cm: the one the line names first. */
  interest_depth_cm: number;
  sensors: SensorRefillView[];
  /** Why there is nothing to estimate (no sensors in the zone), else null. */
  reason: string | null;
}
