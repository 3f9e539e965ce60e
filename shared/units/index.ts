/** Units: every quantity stored in SI, shown and typed in the grower's system (metric or US customary). */
export * from './quantities';
export * from './format';
export * from './defaults';
