/**
 * Readings: the readings store, reading them back, and recomputing a sensor's readings.
 * The only file other domains import: what they need of this one, by name.
 */
export {
  type Aggregate,
  type AggregateLevel,
  bucketOf,
  HOUR_MS,
  LEVEL_MS,
  mergeSummaries,
  readPlan,
  summarize,
  type Summary,
  type ValueStats,
} from './adapters/readings/aggregates';
export {
  type AggregateRange,
  type AggregateStore,
  type CalibratedValues,
  isValidReading,
  type RawValues,
  type Reading,
  type ReadingFlag,
  type ReadingsStore,
  type SeriesKey,
  UnwrittenReadingsError,
} from './adapters/readings/port';
export { sensorCsv } from './rules/csv-export';
export { readingsStore } from './services/readings-store';
export { MAX_READINGS_PER_REQUEST, toMoisture, validReadings } from './services/readings';
export { recomputeJobStatus, startRecompute } from './services/recompute-jobs';
