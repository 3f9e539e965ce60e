/**
 * The readings store the functions run with (the adapter READINGS_STORE names). Handlers build it
 * once per process and pass it to the services, which take any ReadingsStore (tests pass their
 * own); handlers reach it here because they never import lambdas/store themselves.
 */
export { readingsStore } from '../adapters/readings';
