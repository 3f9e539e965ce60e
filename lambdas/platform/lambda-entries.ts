/**
 * Where each Lambda function's code lives, in one place: the CDK constructs, the local gateway,
 * the bundle tests and the benches all find a handler module's file here. Handler modules keep
 * their names (they name the Lambda functions and their CDK logical ids); the domain only says
 * which folder of lambdas/ holds them.
 */
import type { HandlerModuleName } from './routes';

/** The domain folder (lambdas/<domain>/handlers/) of every handler module. */
export const handlerDomains = {
  me: 'accounts',
  'admin-users': 'accounts',
  payments: 'payments',
  farms: 'farms',
  fields: 'farms',
  zones: 'farms',
  deleted: 'deleted',
  sensors: 'sensors',
  gateways: 'sensors',
  'sensor-formulas': 'sensors',
  readings: 'readings',
  ingest: 'ingest',
  'lorawan-devices': 'lorawan',
  weather: 'weather',
  'alert-preferences': 'alerts',
  notifications: 'alerts',
  advice: 'irrigation',
  irrigations: 'irrigation',
  events: 'irrigation',
  'zone-water': 'irrigation',
  lorawan: 'lorawan',
} as const satisfies Record<HandlerModuleName, string>;

/** A handler module's entry file relative to lambdas/, e.g. `farms/handlers/zones.ts`. */
export function handlerFile(module: string): string {
  if (!Object.hasOwn(handlerDomains, module)) throw new Error(`No handler module '${module}' in lambda-entries.ts`);
  return `${handlerDomains[module as HandlerModuleName]}/handlers/${module}.ts`;
}

/** A handler module's entry file relative to the repository root (the form CDK's `entry` takes). */
export const handlerEntry = (module: string): string => `lambdas/${handlerFile(module)}`;

/** The functions that are not handler modules, relative to the repository root. */
export const gatewayAuthorizerEntry = 'lambdas/sensors/authorizers/gateway.ts';
/** ID token or personal API key, on the routes the contract marks `apiKey`. */
export const userOrKeyAuthorizerEntry = 'lambdas/accounts/authorizers/user-or-key.ts';
export const triggerEntries = {
  postConfirmation: 'lambdas/accounts/triggers/post-confirmation.ts',
  preSignUp: 'lambdas/accounts/triggers/pre-sign-up.ts',
} as const;
export const jobEntries = {
  purgeReadings: 'lambdas/deleted/jobs/purge-readings.ts',
  makeForecasts: 'lambdas/forecasts/jobs/make-forecasts.ts',
  recompute: 'lambdas/readings/jobs/recompute.ts',
  evaluateAlerts: 'lambdas/alerts/jobs/evaluate-alerts.ts',
  pullVendorClouds: 'lambdas/vendor-clouds/jobs/pull-vendor-clouds.ts',
} as const;

/** Every Lambda entry file, relative to the repository root: what gets bundled and deployed. */
export const allLambdaEntries: string[] = [
  ...Object.keys(handlerDomains).map(handlerEntry),
  gatewayAuthorizerEntry,
  userOrKeyAuthorizerEntry,
  ...Object.values(triggerEntries),
  ...Object.values(jobEntries),
];
