/**
 * A zone's water budget, week by week (`GET /api/v2/zone/{id}/water-budget?start=&end=`): what
 * came in (rain, logged irrigation), what the crop used (ETc = Kc × ET0) and what the soil kept
 * (the change in stored water over the root depth). The query rules and the answer's shape, one
 * definition for the handler that answers and the web app that draws it.
 */
import * as z from 'zod';
import { optionalRangeQuerySchema } from '../readings/schemas';

/** Without a range: eight whole weeks, the last ending today. */
export const WATER_BUDGET_DEFAULT_DAYS = 56;

/** The reading routes' optional range (both ends or neither, at most MAX_RANGE_DAYS), as the weather routes take theirs. */
export const waterBudgetQuerySchema = optionalRangeQuerySchema;
export type WaterBudgetQuery = z.infer<typeof waterBudgetQuerySchema>;

/** One week (the last may be shorter), figures in mm to one decimal. */
export interface WaterBudgetWeek {
  /** First local day of the week at the field, yyyy-mm-dd. */
  week_start: string;
  /** Local days the week holds (7, or fewer at the end of the range). */
  days: number;
  /** null when the weather gave no rain figure for any of its days. */
  rain_mm: number | null;
  irrigation_mm: number;
  /** null when no day of the week had an ET0. */
  etc_mm: number | null;
  /** Stored water at the week's end minus at its start over the root depth; null when the readings cannot tell. */
  storage_change_mm: number | null;
  /**
   * rain + irrigation − ETc − storage change: what the budget cannot place (drainage below the
   * roots, run-off, and the errors of every figure). null when a term is unknown.
   */
  balance_mm: number | null;
}

export interface WaterBudgetTotals {
  rain_mm: number | null;
  irrigation_mm: number;
  etc_mm: number | null;
  /** null unless every week's storage change is known. */
  storage_change_mm: number | null;
  balance_mm: number | null;
}

/** Every number and choice the budget used, and why a figure is missing. */
export interface WaterBudgetBasis {
  time_zone: string;
  /** Epoch seconds actually covered (the end stops at now). */
  start: number;
  end: number;
  crop: string | null;
  crop_name: string | null;
  planting_date: string | null;
  /** 'crop': FAO-56 Kc of the crop on each day from its planting date; 'default': Kc 1 throughout. */
  kc_source: 'crop' | 'default';
  /** The Kc rule in words (e.g. "Kc 1: no crop and planting date set on the zone"). */
  kc_note: string;
  root_depth_cm: number;
  root_depth_source: 'system' | 'crop' | 'default';
  /** The zone's sensors whose readings gave the stored water. */
  sensor_ids: string[];
  /** Why a storage figure is missing, when one is; null when all are known. */
  storage_note: string | null;
  weather_source: 'simulated' | 'visualcrossing';
  /** Irrigation counts as the logged gross depth (what was applied, before losses). */
  irrigation_entries: number;
}

export interface WaterBudgetAnswer {
  weeks: WaterBudgetWeek[];
  totals: WaterBudgetTotals;
  basis: WaterBudgetBasis;
}
