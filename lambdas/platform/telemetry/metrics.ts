/**
 * The functions' metrics (Powertools Metrics): CloudWatch embedded metric format, one JSON line
 * on stdout that CloudWatch turns into metrics, no API call. Made on first use, so tests and the
 * local stack can turn it on or off (POWERTOOLS_METRICS_DISABLED) before it starts.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { INGEST_METRICS, METRICS_SERVICE, REJECTION_DIMENSION } from './metric-names';

let instance: Metrics | undefined;

function metrics(): Metrics {
  // In AWS the stack sets the namespace per stage (POWERTOOLS_METRICS_NAMESPACE).
  instance ??= new Metrics({
    namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || 'Fieldwise',
    serviceName: METRICS_SERVICE,
  });
  return instance;
}

export interface IngestCounts {
  /** Readings written. */
  accepted: number;
  /** Of those, readings with an implausible value (flagged, kept out of valid reads). */
  flagged: number;
  /** Readings checked and kept, but not written before the function's deadline (the gateway resends). */
  failed: number;
  /** Readings refused, by reason. */
  rejected: Readonly<Record<string, number>>;
}

/** One ingest batch's counts: the totals, and each rejection reason under its own dimension. */
export function recordIngest(counts: IngestCounts): void {
  const m = metrics();
  m.addMetric(INGEST_METRICS.accepted, MetricUnit.Count, counts.accepted);
  m.addMetric(INGEST_METRICS.flagged, MetricUnit.Count, counts.flagged);
  m.addMetric(INGEST_METRICS.failed, MetricUnit.Count, counts.failed);
  m.addMetric(
    INGEST_METRICS.rejected,
    MetricUnit.Count,
    Object.values(counts.rejected).reduce((a, b) => a + b, 0),
  );
  for (const [reason, n] of Object.entries(counts.rejected)) {
    if (!n) continue;
    const single = m.singleMetric();
    single.addDimension(REJECTION_DIMENSION, reason);
    single.addMetric(INGEST_METRICS.rejected, MetricUnit.Count, n);
  }
}

/** Write what a request recorded (the handler wrapper calls this once per request). */
export function flushMetrics(): void {
  if (instance?.hasStoredMetrics()) instance.publishStoredMetrics();
}
