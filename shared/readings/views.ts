/** What the reading routes answer, shared with the web app. */

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
