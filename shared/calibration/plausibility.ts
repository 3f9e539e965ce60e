/**
 * What a stored reading may hold before it is flagged as implausible.
 *
 * Moisture (calibrated percent): below 0 or above 200 is no soil; such a reading is kept, flagged
 * and left out of what the charts get.
 *
 * Temperature and battery voltage: the dashboard's scales are −40…60 °C and 0…4 V. A real value
 * may lie a little beyond them (a fresh lithium cell reads 4.2 V, a sun-baked sensor head more
 * than 60 °C), so the limits are the scales widened by a margin of 10 % of their span at each end:
 * −50…70 °C and −0.4…4.4 V. Outside that the value is a fault (an unplugged thermistor, a
 * floating ADC, a corrupt packet), not weather: it is kept raw, flagged, and served as null.
 */
/** Moisture: the flag rules 'negative' and 'above-200'. */
export const MOISTURE_LIMITS_PERCENT = { min: 0, max: 200 } as const;
/** Soil temperature: the −40…60 °C scale ± 10 °C. */
export const TEMPERATURE_LIMITS_C = { min: -50, max: 70 } as const;
/** Battery: the 0…4 V scale ± 0.4 V. */
export const BATTERY_LIMITS_V = { min: -0.4, max: 4.4 } as const;

/** Within [min, max], both ends included. */
export const withinLimits = (value: number, limits: { readonly min: number; readonly max: number }) =>
  value >= limits.min && value <= limits.max;
