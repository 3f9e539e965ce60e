/**
 * Names the functions publish metrics under and the monitoring construct alarms on
 * (infra/constructs/monitoring.ts): one list, so an alarm cannot watch a metric nobody writes.
 */

/** The `service` dimension every metric carries. */
export const METRICS_SERVICE = 'fieldwise';

/** One namespace per stage, so two stages in one account never add up. */
export const metricsNamespace = (stage: string): string => `Fieldwise/${stage}`;

export const INGEST_METRICS = {
  accepted: 'ReadingsAccepted',
  flagged: 'ReadingsFlagged',
  failed: 'ReadingsFailed',
  rejected: 'ReadingsRejected',
} as const;

/** ReadingsRejected is also published per reason under this dimension. */
export const REJECTION_DIMENSION = 'reason';

/** Why ingest refuses a reading. */
export type RejectionReason = 'invalid' | 'unknown-sensor';
