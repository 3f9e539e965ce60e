/** A sensor's sleeping interval in the units everyone reads alike: "30 s", "2 min", "0.5 h" ("0,5 h" in Spanish). */
import type { Format } from '../../../lib/i18n/use-format';

export const sleepingLabel = (seconds: number, f: Pick<Format, 'number'>): string =>
  seconds >= 3600
    ? `${f.number(seconds / 3600, 2)} h`
    : seconds >= 60
      ? `${f.number(seconds / 60, 2)} min`
      : `${f.number(seconds, 0)} s`;
