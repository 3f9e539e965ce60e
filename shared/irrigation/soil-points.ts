/**
 * The full and refill points a zone's own wettings suggest (`GET /api/v2/zone/{id}/soil-points`),
 * one row per measured depth, with the evidence: how many wettings and how far apart their
 * full points lay. The zone wizard shows them beside the entered values.
 */

/** A depth's suggestion counts once this many wettings drained to a full point there. */
export const MIN_SOIL_POINT_WETTINGS = 3;

export interface SoilPointSuggestion {
  depth_cm: number;
  /** % VWC, one decimal; null until MIN_SOIL_POINT_WETTINGS wettings drained to one. */
  full_point: number | null;
  /** Wettings whose drainage stopped at this depth (over every sensor used). */
  n_events: number;
  /** % VWC: how far the wettings' full points lay from each other (their interquartile range, pooled over sensors); null without a full point. */
  spread: number | null;
  /** % VWC, one decimal; null without a full point. */
  refill_point: number | null;
  /** 'stress-onset': where drying visibly slowed in the readings; 'share': the zone's refill share between its wilting point and the suggested full point. */
  refill_basis: 'stress-onset' | 'share';
}

export interface SoilPointsAnswer {
  data: SoilPointSuggestion[];
  /** More wettings needed before any depth has a suggestion (0 once one has). */
  needed_events: number;
  basis: {
    /** The sensors whose readings were used. */
    sensor_ids: string[];
    /** 'zone': sensors inside the zone; 'field': the zone has none, so every sensor of its field. */
    sensors_from: 'zone' | 'field';
    /** Epoch seconds: the readings looked at start here. */
    since: number;
  };
}
