/** A span of time as the API takes it (`start`..`end`): one type for every ranged query and the report. */
export interface EpochRange {
  /** Epoch seconds. */
  start: number;
  end: number;
}
