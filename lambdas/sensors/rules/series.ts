/**
 * A readings series: the readings of one sensor registration. The store is addressed by series,
 * never by sensor id alone: a sensor id is freed when its registration is deleted and can be
 * registered again (by anyone), and the new registration must start empty and never reach the
 * old one's readings. The key is `<sensor id>~<registration token>`; sensor ids are letters and
 * digits only (shared/management/rules.ts), so `~` cannot occur in one, and both adapters take it
 * (a DynamoDB string key, a Timestream dimension value).
 */
declare const seriesBrand: unique symbol;
/** Branded, so a bare sensor id cannot be passed where a series is meant (the compiler refuses). */
export type SeriesKey = string & { readonly [seriesBrand]: true };

export const SERIES_SEPARATOR = '~';

/**
 * The series of a registration. A registration made before registrations had tokens has none:
 * its readings were stored under the bare sensor id and stay readable by it. A token-less series
 * is never handed to a new registration (every new one gets a token), so it ends with its own.
 */
export function seriesKey(sensorId: string, registration?: string): SeriesKey {
  return (registration ? `${sensorId}${SERIES_SEPARATOR}${registration}` : sensorId) as SeriesKey;
}

/** The sensor id a series belongs to (what the API shows). */
export function sensorIdOf(series: string): string {
  const i = series.indexOf(SERIES_SEPARATOR);
  return i < 0 ? series : series.slice(0, i);
}
