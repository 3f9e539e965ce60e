/**
 * Irrigation: wetting events, logged irrigations, recommendations and the water budget.
 * The only file other domains import: what they need of this one, by name.
 */
export { purgeEvents } from './adapters/events';
export { deleteZoneLog } from './adapters/irrigations';
export { detectAfterIngest } from './services/events';
export { zoneRecommendation } from './services/recommendation';
export { zoneRefillTime } from './services/zone-refill';
