/** A zone's system in a few words, as the zone card and the zone wizard's summary show it. */
import { cropById, defaultRootDepthCm } from '../agronomy/crops';
import { dayWords } from '../time/local-dates';
import { efficiencyOf, FALLBACK_ROOT_DEPTH_CM, IRRIGATION_METHOD_LABELS, type ZoneSystem } from './system';

/** "Drip, 4 mm/h, 90 % efficient · Maize (grain), roots 60 cm, planted 6 Oct 2026". */
export function describeSystem(s: ZoneSystem): string {
  const crop = cropById(s.crop);
  const root = s.root_depth_cm ?? (crop ? defaultRootDepthCm(crop) : FALLBACK_ROOT_DEPTH_CM);
  const method = IRRIGATION_METHOD_LABELS[s.method];
  const system = `${method}, ${s.application_rate_mm_h} mm/h, ${efficiencyOf(s)} % efficient`;
  const planted = s.planting_date ? `, planted ${dayWords(s.planting_date)}` : '';
  return `${system} · ${crop ? `${crop.name}, ` : ''}roots ${root} cm${planted}`;
}
