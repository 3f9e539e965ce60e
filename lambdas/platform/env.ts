/**
 * Environment, parsed once per cold start and failing fast with the name of what is missing.
 * Locally the gateway sets the same variables the CDK stack sets in AWS, plus endpoints.
 */
import * as z from 'zod';

const envSchema = z.object({
  AWS_REGION: z.string().min(1).default('ap-southeast-2'),
  /** Set on every API function; triggers that only talk to Cognito do without. */
  APP_TABLE: z.string().min(1).optional(),
  USER_POOL_ID: z.string().min(1).optional(),
  /** Which readings store adapter: DynamoDB unless the stage chose Timestream. */
  READINGS_STORE: z.enum(['dynamodb', 'timestream']).default('dynamodb'),
  /** The DynamoDB readings table (readings store `dynamodb`). */
  READINGS_TABLE: z.string().min(1).optional(),
  /** Timestream database and table (readings store `timestream`). */
  TIMESTREAM_DATABASE: z.string().min(1).optional(),
  TIMESTREAM_TABLE: z.string().min(1).optional(),
  /** Tests only: a Timestream endpoint, which also turns the SDK's endpoint discovery off. */
  TIMESTREAM_ENDPOINT: z.string().url().optional(),
  /** Local stack only: dynalite / cognito-local addresses. Unset in AWS. */
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  COGNITO_ENDPOINT: z.string().url().optional(),
  /** Tests only: a Secrets Manager endpoint. */
  SECRETS_MANAGER_ENDPOINT: z.string().url().optional(),
  /**
   * AWS only: the secret CloudFront sends in the x-origin-verify header (lambdas/platform/origin-guard.ts).
   * Unset locally, where there is no CloudFront in front of the API.
   */
  ORIGIN_SECRET_ARN: z.string().min(1).optional(),
  /**
   * AWS only: the forecast function the ingest function hands the touched series to (invoked
   * asynchronously, so the ingest answer never waits for forecasts). Unset locally: forecasts run
   * in-process after the answer.
   */
  FORECAST_FUNCTION: z.string().min(1).optional(),
  /**
   * AWS only: the recompute worker function the Formula table's recompute start hands its job to
   * (invoked asynchronously). Unset locally: the job runs in-process after the answer.
   */
  RECOMPUTE_FUNCTION: z.string().min(1).optional(),
  /** `off`: no forecasts on ingest (the bench's "before" figure). */
  FORECASTS: z.enum(['on', 'off']).default('on'),
  /**
   * Payments: `square` charges through Square's Payments API, `sandbox` answers Square's sandbox
   * test tokens locally. Unset: Square when an access token is configured, else the sandbox.
   */
  PAYMENTS_PROVIDER: z.enum(['square', 'sandbox']).optional(),
  /**
   * prod (set by the stack): payments go to Square's production API or fail. The sandbox provider
   * and Square's sandbox environment both accept the public test card.
   */
  PAYMENTS_LIVE_ONLY: z.enum(['true', 'false']).default('false'),
  /** Square's sandbox or production API (and the matching Web Payments SDK on the site). */
  SQUARE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  /** AWS: the Secrets Manager secret holding the Square access token. */
  SQUARE_ACCESS_TOKEN_SECRET: z.string().min(1).optional(),
  /** Local stack only: a Square sandbox access token itself (never set in AWS). */
  SQUARE_ACCESS_TOKEN: z.string().min(1).optional(),
  /** The seller location charged; unset: the account's default location. */
  SQUARE_LOCATION_ID: z.string().min(1).max(64).optional(),
  /** Tests only: a local server answering as Square does. */
  SQUARE_BASE_URL: z.string().url().optional(),
  /**
   * Alerts: the site's address (https://…, no trailing slash) that SMS and e-mail link to; unset,
   * messages go without a link. The sender of alert e-mail (an SES verified identity).
   */
  SITE_URL: z.string().url().optional(),
  ALERT_EMAIL_FROM: z.string().email().optional(),
  /** The SMS sender id (1–11 letters or digits) where the destination country allows one. */
  ALERT_SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{1,11}$/)
    .optional(),
  /**
   * Set by the stack on the functions that send alerts: whether its weather is simulated (no
   * weather key). Unset (the local stack): this process's own weather provider decides.
   */
  WEATHER_SIMULATED: z.enum(['true', 'false']).optional(),
  /** `off`: no alert evaluation on ingest (the bench's "before" figure). */
  ALERTS_ON_INGEST: z.enum(['on', 'off']).default('on'),
  /**
   * Farm teams: how long a function keeps a shared farm's membership and its owner's plan before
   * reading them again (seconds). 0 (the local stack): read on every request, so a removed member
   * loses access on the next one. The stack sets 30 in AWS: at most that late, well within a minute.
   */
  FARM_ACCESS_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  /**
   * Origins other than the site's own that may call the API from a browser (e.g. a developer's
   * Vite server against a deployed stack). Comma-separated; never '*'. Unset: same origin only.
   */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter((o) => o && o !== '*'),
    ),
});
export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;
export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`Invalid environment: ${names}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests and the local stack change the environment between stacks. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** The app table's name; a function that reads it without the variable set is misconfigured. */
export function appTableName(): string {
  const name = env().APP_TABLE;
  if (!name) throw new Error('Invalid environment: APP_TABLE');
  return name;
}

/** The readings table's name; required wherever the DynamoDB readings store is used. */
export function readingsTableName(): string {
  const name = env().READINGS_TABLE;
  if (!name) throw new Error('Invalid environment: READINGS_TABLE');
  return name;
}

/** Timestream database and table; required wherever the Timestream readings store is used. */
export function timestreamTable(): { database: string; table: string } {
  const { TIMESTREAM_DATABASE: database, TIMESTREAM_TABLE: table } = env();
  if (!database || !table) throw new Error('Invalid environment: TIMESTREAM_DATABASE, TIMESTREAM_TABLE');
  return { database, table };
}
