/**
 * The contract between the soil-moisture forecast model (pure, `lambdas/agronomy/forecast/forecast*.ts`) and
 * everything that feeds it or stores what it says (the forecast service on ingest, the backtest).
 *
 * The model forecasts the measured depths and the soil temperature; the 20-layer profile of each
 * forecast step is derived from the forecast depths by `estimateProfile` (profile.ts), exactly as
 * for a reading, so a forecast row and a reading row mean the same thing.
 */

/** Forecasts run from +2 h to +72 h after the newest reading, every 2 hours (36 steps). */
export const FORECAST_STEP_H = 2;
export const FORECAST_HORIZON_H = 72;
export const FORECAST_HORIZONS_H: readonly number[] = Array.from(
  { length: FORECAST_HORIZON_H / FORECAST_STEP_H },
  (_, i) => (i + 1) * FORECAST_STEP_H,
);

/** One observation of the sensor: moisture (percent, volumetric) at each of the input depths. */
export interface SoilObservation {
  /** Epoch ms. */
  time: number;
  /** Aligned with ForecastInput.depthsCm; null where that depth was missing or flagged. */
  moisture: (number | null)[];
  /** Soil temperature, °C (null when missing). */
  temperature: number | null;
}

/** The zone's water limits at each input depth, percent (aligned with depthsCm). */
export interface SoilLimits {
  wiltingPoint: number[];
  fieldCapacity: number[];
  saturation: number[];
}

/**
 * Weather over an interval (hourly, daily or any length): what fell and what the atmosphere
 * demanded. Either figure may be null when unknown; the model then assumes none.
 */
export interface WeatherInterval {
  /** Epoch ms, inclusive. */
  fromMs: number;
  /** Epoch ms, exclusive. */
  toMs: number;
  precipMm: number | null;
  /** FAO-56 reference evapotranspiration over the interval, mm. */
  et0Mm: number | null;
  /** Mean air temperature, °C, when known (helps the soil-temperature forecast). */
  airTempC?: number | null;
}

export interface ForecastInput {
  /** Epoch ms of the newest observation: the forecast's origin. */
  issuedAt: number;
  /** Depths of the measurements, cm below the surface, shallowest first (the product: 10, 50, 100). */
  depthsCm: readonly number[];
  /** Recent observations, oldest first, ending at issuedAt (the product passes the last 7 days). */
  history: SoilObservation[];
  /** The zone's limits, when the sensor lies in a zone. */
  limits: SoilLimits | null;
  /** Weather covering (part of) issuedAt .. issuedAt + 72 h, and optionally the recent past; [] when none. */
  weather: WeatherInterval[];
  /** Latitude in degrees, when known (season and day length). */
  latitude?: number;
}

export interface ForecastStep {
  /** Epoch ms: issuedAt + hours. */
  time: number;
  /** Hours after issuedAt (2, 4, … 72). */
  hours: number;
  /** Forecast moisture at each input depth (percent), aligned with depthsCm. */
  moisture: (number | null)[];
  temperature: number | null;
}

export interface Forecast {
  issuedAt: number;
  steps: ForecastStep[];
}

export type ForecastModel = (input: ForecastInput) => Forecast;

/** "No change": every step repeats the newest observation. The baseline every model is judged against. */
export const persistenceForecast: ForecastModel = (input) => {
  const last = input.history[input.history.length - 1];
  return {
    issuedAt: input.issuedAt,
    steps: FORECAST_HORIZONS_H.map((hours) => ({
      time: input.issuedAt + hours * 3_600_000,
      hours,
      moisture: last ? [...last.moisture] : input.depthsCm.map(() => null),
      temperature: last?.temperature ?? null,
    })),
  };
};
