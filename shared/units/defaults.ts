/**
 * The unit system and language a person gets before they choose: from the browser's languages.
 * A region that measures in US customary units (the United States, Liberia, Myanmar) gets 'us'.
 */
import type { UnitSystem } from './quantities';

const US_CUSTOMARY_REGIONS = new Set(['US', 'LR', 'MM']);

/** The unit system the browser's first language suggests ('en-US' → 'us'; 'es-MX', 'en-AU' → 'metric'). */
export function defaultUnitSystem(languages: readonly string[]): UnitSystem {
  const first = languages.find((l) => l.trim() !== '');
  if (!first) return 'metric';
  const region = first.split(/[-_]/)[1]?.toUpperCase();
  return region && US_CUSTOMARY_REGIONS.has(region) ? 'us' : 'metric';
}
