/** What the reading routes answer, shared with the web app. */
import type { ZoneParams } from '../management/views';

/** One moisture reading: time in ms, the three calibrated depths, temperature, battery. */
export interface MoistureReading {
  time: number;
  cap50_percent: number | null;
  cap100_percent: number | null;
  cap150_percent: number | null;
  temperature: number | null;
  battery_vol: number | null;
}

/** A sensor's latest layer data: the measured depths as the profile's layers. */
export interface LayerReading {
  time: number;
  /** 10 cm (cap50). */
  Layer_1: number | null;
  /** 50 cm (cap100). */
  Layer_5: number | null;
  /** 100 cm (cap150). */
  Layer_10: number | null;
  Temperature: number | null;
}

/** A forecast or past-forecast row: time, temperature and the 20 profile layers (Layer_1/5/10 = 10/50/100 cm). */
export interface PredictionRow {
  /** ISO time. */
  name: string;
  /** Epoch ms. */
  time: number;
  Temperature: number | null;
  [layer: `Layer_${number}`]: number | null;
}

/** How good a sensor's forecasts have been at one horizon and depth over the last 30 days. */
export interface SkillFigure {
  horizon_h: number;
  depth_cm: number;
  /** Mean absolute error of our forecasts (moisture percentage points); null with no verified forecast. */
  model_mae: number | null;
  /** The same for "no change" (the newest reading repeated). */
  persistence_mae: number | null;
  /** Forecasts verified. */
  n: number;
}

/**
 * The zone a sensor lies in, with its soil thresholds (percent) per measured depth:
 * *_50 = 10 cm (cap50), *_100 = 50 cm (cap100), *_150 = 100 cm (cap150).
 */
export type ZoneProfile = Pick<
  ZoneParams,
  | 'id'
  | 'zonename'
  | 'croptype'
  | 'interest_layer'
  | 'wpoint_50'
  | 'wpoint_100'
  | 'wpoint_150'
  | 'fcapacity_50'
  | 'fcapacity_100'
  | 'fcapacity_150'
  | 'saturation_50'
  | 'saturation_100'
  | 'saturation_150'
> & {
  /** The field's sensors in this zone. */
  sensors: string[];
};

/** One sensor of `GET /api/v2/moisture/{field_id}`'s `data`. */
export interface SensorMoisture {
  sensor_id: string;
  alias: string;
  /** GeoJSON point, [longitude, latitude]. */
  points: { type: 'Point'; coordinates: [number, number] };
  /** Oldest first: the last 3 days (else the latest reading) without a range; the range's readings (thinned) with one. */
  moisture: MoistureReading[];
  /** Seconds per averaged point when a range answer was thinned; null when every reading is there. */
  resolution_s?: number | null;
  prediction: PredictionRow[];
  pastPrediction: PredictionRow[];
  skill: SkillFigure[];
  zone: ZoneProfile | null;
}
