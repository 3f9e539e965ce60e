/**
 * Deployment configuration: CDK context (cdk.json `context`, `cdk.context.json` or `-c key=value`),
 * parsed once by a zod schema. A bad value stops `cdk synth` before anything is built, with one
 * line per problem naming the key. Every key is documented in docs/deploy.md.
 *
 * Context given on the command line always arrives as a string, so booleans, numbers and lists
 * accept their string forms too ("true", "50", "https://a.example,https://b.example").
 */
import { z } from 'zod';

/** Retention periods CloudWatch Logs accepts (days). */
const LOG_RETENTION_DAYS = [
  1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653,
] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `-c key=a,b` arrives as one string; cdk.json may hold a real array. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item),
  );

const bool = z.union([z.boolean(), z.stringbool()]);

/**
 * A CORS origin: scheme://host[:port], nothing else. Wildcards are refused on purpose: the API
 * answers with user data, so only origins we name may read it. Plain http only for loopback
 * (a developer running the Vite dev server against a deployed stage).
 */
const origin = z.string().superRefine((value, ctx) => {
  if (value.includes('*')) {
    ctx.addIssue({ code: 'custom', message: `"${value}": wildcards are not allowed; name each origin` });
    return;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: `"${value}" is not an origin like https://app.example.com` });
    return;
  }
  if (url.origin !== value.replace(/\/$/, '')) {
    ctx.addIssue({ code: 'custom', message: `"${value}" must be an origin only (scheme://host[:port], no path)` });
  } else if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) {
    ctx.addIssue({ code: 'custom', message: `"${value}" must use https (http is accepted for localhost only)` });
  }
});

const secretName = z
  .string()
  .regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/, 'must be a Secrets Manager secret name (letters, digits and /_+=.@-)');

const hostname = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'must be a lower-case host name like app.example.com',
  );

const email = z.email('must be an email address');

export const contextSchema = z
  .object({
    /** Names the stack (`Fieldwise-<stage>`) and every resource in it. */
    stage: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,19}$/, 'must be 2-20 lower-case letters, digits or dashes, starting with a letter')
      .default('dev'),
    region: z
      .string()
      .regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, 'must be an AWS region like ap-southeast-2')
      .default('ap-southeast-2'),
    account: z
      .string()
      .regex(/^\d{12}$/, 'must be a 12-digit AWS account id')
      .optional(),
    /** Keep data when the stack or a resource is deleted, and turn on deletion protection. */
    retainData: bool.optional(),
    readingsStore: z.enum(['dynamodb', 'timestream']).default('dynamodb'),
    webDomain: hostname.optional(),
    /** ACM certificate for webDomain; CloudFront only reads certificates from us-east-1. */
    webCertificateArn: z
      .string()
      .regex(
        /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/,
        'must be an ACM certificate ARN in us-east-1',
      )
      .optional(),
    /** WAF web ACL (scope CLOUDFRONT, us-east-1) for the distribution. */
    webAclArn: z
      .string()
      .regex(
        /^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/.+$/,
        'must be a WAFv2 web ACL ARN with scope CLOUDFRONT (us-east-1)',
      )
      .optional(),
    /** Extra origins allowed to call the API cross-origin (the site itself calls it same-origin). */
    allowedOrigins: list(origin).default([]),
    weatherApiKeySecret: secretName.optional(),
    /**
     * prod only: deploy without weatherApiKeySecret on purpose. Every screen, alert and report
     * then says its weather is simulated. Other stages serve simulated weather without asking.
     */
    allowSimulatedWeather: bool.optional(),
    squareAccessTokenSecret: secretName.optional(),
    mapsApiKeySecret: secretName.optional(),
    /** Which Square Web Payments SDK the site loads; decides the Square origins in the CSP. */
    squareEnvironment: z.enum(['sandbox', 'production']).optional(),
    /**
     * Square application id (public; the checkout's Web Payments SDK card form). Unset: the local sandbox card form.
     */
    squareApplicationId: z
      .string()
      .regex(
        /^(sandbox-)?sq0idp-[A-Za-z0-9_-]{10,64}$|^sandbox-sq0idb-[A-Za-z0-9_-]{10,64}$/,
        'must be a Square application id (sq0idp-… or sandbox-sq0idb-…)',
      )
      .optional(),
    /** Square location charged (public); unset: the account's default location. */
    squareLocationId: z
      .string()
      .regex(/^[A-Z0-9]{8,32}$/, 'must be a Square location id')
      .optional(),
    alertEmail: email.optional(),
    /** Subscribed to the alarm topic (infra/constructs/monitoring.ts); AWS asks it to confirm first. */
    alarmEmail: email.optional(),
    alertSmsSenderId: z
      .string()
      .regex(/^[A-Za-z0-9]{1,11}$/, 'must be 1-11 letters or digits')
      .optional(),
    threatProtection: z.enum(['off', 'audit', 'enforced']).default('off'),
    emailFrom: email.optional(),
    emailReplyTo: email.optional(),
    logRetentionDays: z.coerce
      .number()
      .refine((n) => (LOG_RETENTION_DAYS as readonly number[]).includes(n), {
        message: `must be one of ${LOG_RETENTION_DAYS.join(', ')}`,
      })
      .optional(),
    apiRateLimit: z.coerce.number().int().min(1).max(10_000).default(50),
    apiBurstLimit: z.coerce.number().int().min(1).max(5_000).default(100),
    /** The ingest route's own limits, so gateways reporting on the same tick do not take the browsers' share. */
    ingestRateLimit: z.coerce.number().int().min(1).max(10_000).default(100),
    ingestBurstLimit: z.coerce.number().int().min(1).max(5_000).default(500),
    /**
     * AWS IoT Core for LoRaWAN in this stack's account: the topic rule and function that take its
     * destinations' uplinks (infra/constructs/lorawan-aws-iot.ts). Off: no IoT resources at all.
     */
    lorawanAwsIot: bool.optional(),
  })
  .superRefine((c, ctx) => {
    if (c.webDomain && !c.webCertificateArn) {
      ctx.addIssue({ code: 'custom', path: ['webCertificateArn'], message: 'is required when webDomain is set' });
    }
    if (c.webCertificateArn && !c.webDomain) {
      ctx.addIssue({ code: 'custom', path: ['webDomain'], message: 'is required when webCertificateArn is set' });
    }
    // Cognito's own sender allows about 50 e-mails a day, far below a launch's sign-ups and
    // password resets: prod sends through SES.
    if (c.stage === 'prod' && !c.emailFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['emailFrom'],
        message:
          "is required for stage=prod: an SES-verified sender address (Cognito's default sender allows about 50 " +
          'e-mails a day; docs/deploy.md, "E-mail")',
      });
    }
    if (c.stage === 'prod') prodIntegrationIssues(c).forEach((issue) => ctx.addIssue({ code: 'custom', ...issue }));
    if (c.apiBurstLimit < Math.min(c.apiRateLimit, 5_000)) {
      ctx.addIssue({ code: 'custom', path: ['apiBurstLimit'], message: 'must be at least apiRateLimit' });
    }
    if (c.ingestBurstLimit < Math.min(c.ingestRateLimit, 5_000)) {
      ctx.addIssue({ code: 'custom', path: ['ingestBurstLimit'], message: 'must be at least ingestRateLimit' });
    }
  });

/**
 * What a prod stage must name before it may take growers' money or tell them about their weather.
 * Without Square's token and ids the checkout falls back to the built-in sandbox, which accepts
 * Square's public test card: any grower could renew a year for free. Square's own sandbox
 * environment accepts the same card, so prod charges through 'production' only. Without a weather
 * key the product invents plausible weather; prod may do that only when told to, out loud.
 */
function prodIntegrationIssues(c: {
  squareAccessTokenSecret?: string;
  squareApplicationId?: string;
  squareLocationId?: string;
  squareEnvironment?: 'sandbox' | 'production';
  weatherApiKeySecret?: string;
  allowSimulatedWeather?: boolean;
}): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const square =
    'without it the checkout uses the built-in test sandbox, which accepts the test card (docs/deploy.md, "Payments")';
  if (!c.squareAccessTokenSecret)
    issues.push({
      path: ['squareAccessTokenSecret'],
      message:
        `is required for stage=prod: the Secrets Manager secret holding Square's production access token; ` +
        `${square}`,
    });
  if (!c.squareApplicationId)
    issues.push({
      path: ['squareApplicationId'],
      message: `is required for stage=prod: Square's production application id (sq0idp-…) for the card form; ${square}`,
    });
  else if (c.squareApplicationId.startsWith('sandbox-'))
    issues.push({
      path: ['squareApplicationId'],
      message: 'must be a production application id (sq0idp-…) for stage=prod, not a sandbox one',
    });
  if (!c.squareLocationId)
    issues.push({
      path: ['squareLocationId'],
      message: `is required for stage=prod: the Square location that is charged; ${square}`,
    });
  if (c.squareEnvironment !== 'production') {
    issues.push({
      path: ['squareEnvironment'],
      message:
        `must be "production" for stage=prod ` + `(Square's sandbox accepts the test card; docs/deploy.md, "Payments")`,
    });
  }
  if (c.weatherApiKeySecret && c.allowSimulatedWeather === true) {
    issues.push({
      path: ['allowSimulatedWeather'],
      message: 'contradicts weatherApiKeySecret: with a key the weather is real; remove one of them',
    });
  }
  if (!c.weatherApiKeySecret && c.allowSimulatedWeather !== true) {
    issues.push({
      path: ['weatherApiKeySecret'],
      message:
        'is required for stage=prod: without it growers see simulated weather. Set allowSimulatedWeather=true to ' +
        'deploy so on purpose; every screen, alert and report then says the weather is simulated (docs/deploy.md, ' +
        '"Weather")',
    });
  }
  return issues;
}

export type ContextInput = z.input<typeof contextSchema>;
export const CONTEXT_KEYS = Object.keys(contextSchema.shape) as (keyof typeof contextSchema.shape)[];

export interface AppConfig {
  stage: string;
  stackName: string;
  region: string;
  account: string | undefined;
  /** prod (or retainData=true): deletion protection on, RETAIN removal policies. */
  retainData: boolean;
  readingsStore: 'dynamodb' | 'timestream';
  web: { domain?: string; certificateArn?: string; webAclArn?: string };
  allowedOrigins: string[];
  secrets: { weatherApiKey?: string; squareAccessToken?: string; mapsApiKey?: string };
  /**
   * The stack serves simulated weather (no weather key): every function that tells growers about
   * weather, or about forecasts made with it, is told so (WEATHER_SIMULATED) and says so.
   */
  simulatedWeather: boolean;
  /**
   * prod: payments go to Square's production API or nowhere. The payments function is told so
   * (PAYMENTS_LIVE_ONLY) and refuses to start its sandbox even if its settings were changed by hand.
   */
  livePaymentsOnly: boolean;
  squareEnvironment?: 'sandbox' | 'production';
  square: { applicationId?: string; locationId?: string };
  alerts: { email?: string; smsSenderId?: string };
  /** Operational alarms (infra/constructs/monitoring.ts): who hears of them. */
  alarms: { email?: string };
  threatProtection: 'off' | 'audit' | 'enforced';
  email: { from?: string; replyTo?: string };
  logRetentionDays: number;
  api: { rateLimit: number; burstLimit: number };
  /**
   * Node's `--enable-source-maps` on the functions: readable stack traces, but 30-40 ms more per
   * cold start. Off in prod (the .map files still ship in each bundle, for debugging).
   */
  sourceMapsAtRuntime: boolean;
  /** Method-level throttling of the gateway (ingest) routes, apart from the stage's. */
  ingest: { rateLimit: number; burstLimit: number };
  /** The AWS IoT Core for LoRaWAN topic rule and its function (infra/constructs/lorawan-aws-iot.ts). */
  lorawanAwsIot: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid deployment configuration (CDK context):\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Set values in cdk.json "context" or with `cdk synth -c key=value`; every key is described in docs/deploy.md.',
    );
    this.name = 'ConfigError';
  }
}

/**
 * Context keys CDK and its CLI own: feature flags (`@aws-cdk/...`), `aws:cdk:*` / `cdk-*` settings
 * and the CLI's bookkeeping. Everything else must be one of ours, so a typo ("stag=prod") fails
 * instead of silently deploying the default stage.
 */
function isToolKey(key: string): boolean {
  return key.startsWith('@') || key.includes(':') || key.startsWith('cdk') || key === 'acknowledged-issue-numbers';
}

/** Parse raw context. `env` supplies CDK_DEFAULT_ACCOUNT when no account is given. */
export function parseConfig(raw: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const ours = new Set<string>(CONTEXT_KEYS);
  for (const key of Object.keys(raw)) {
    if (!ours.has(key) && !isToolKey(key))
      problems.push(`${key}: unknown context key (known keys: ${CONTEXT_KEYS.join(', ')})`);
  }
  const picked = Object.fromEntries(Object.entries(raw).filter(([k, v]) => ours.has(k) && v !== undefined && v !== ''));
  const parsed = contextSchema.safeParse(picked);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.length ? issue.path.join('.') : '(context)';
      const got = issue.path.length === 1 ? raw[String(issue.path[0])] : undefined;
      const shown = got === undefined || typeof got === 'object' ? '' : ` (got ${JSON.stringify(got)})`;
      problems.push(`${key}: ${issue.message}${shown}`);
    }
  }
  if (problems.length || !parsed.success) throw new ConfigError(problems);

  const c = parsed.data;
  const isProd = c.stage === 'prod';
  return {
    stage: c.stage,
    stackName: `Fieldwise-${c.stage}`,
    region: c.region,
    account: c.account ?? (env.CDK_DEFAULT_ACCOUNT || undefined),
    retainData: c.retainData ?? isProd,
    readingsStore: c.readingsStore,
    web: { domain: c.webDomain, certificateArn: c.webCertificateArn, webAclArn: c.webAclArn },
    allowedOrigins: [...new Set(c.allowedOrigins.map((o) => o.replace(/\/$/, '')))],
    secrets: {
      weatherApiKey: c.weatherApiKeySecret,
      squareAccessToken: c.squareAccessTokenSecret,
      mapsApiKey: c.mapsApiKeySecret,
    },
    simulatedWeather: !c.weatherApiKeySecret,
    livePaymentsOnly: isProd,
    squareEnvironment: c.squareEnvironment,
    square: { applicationId: c.squareApplicationId, locationId: c.squareLocationId },
    alerts: { email: c.alertEmail, smsSenderId: c.alertSmsSenderId },
    alarms: { email: c.alarmEmail },
    threatProtection: c.threatProtection,
    email: { from: c.emailFrom, replyTo: c.emailReplyTo },
    logRetentionDays: c.logRetentionDays ?? (isProd ? 365 : 30),
    api: { rateLimit: c.apiRateLimit, burstLimit: c.apiBurstLimit },
    sourceMapsAtRuntime: !isProd,
    ingest: { rateLimit: c.ingestRateLimit, burstLimit: c.ingestBurstLimit },
    lorawanAwsIot: c.lorawanAwsIot ?? false,
  };
}
