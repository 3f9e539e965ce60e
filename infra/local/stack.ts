/**
 * The whole product on one machine: dynalite (or DynamoDB Local: see `dynamo`), embedded
 * cognito-local (with our triggers), and one origin serving the API (lambdas/platform/routes.ts), the
 * runtime config, the dev mailbox and the built web app. Used by `npm start`
 * (infra/local/start.ts) and by the integration and e2e tests.
 *
 * Handlers read their configuration from process.env exactly as in Lambda, so one process runs
 * one stack at a time.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { resetEnvCache } from '../../lambdas/platform/env';
import { resetClients } from '../../lambdas/platform/aws/clients';
import { backfillAggregatesOnce } from '../../lambdas/readings/adapters/readings/aggregates-backfill';
import { resetWeatherProvider, weatherProvider } from '../../lambdas/weather/adapters/weather';
import { paymentsProvider, resetPaymentsProvider } from '../../lambdas/payments/adapters/provider';
import { securityHeaders } from '../constructs/security-headers';
import { handler as purgeReadings } from '../../lambdas/deleted/jobs/purge-readings';
import { LOCAL_STAGE, type RuntimeConfig } from '@shared/runtime-config';
import { LOCAL_REGION, startCognito } from './cognito';
import { lockDataDir } from './data-dir-lock';
import {
  LOCAL_READINGS_TABLE,
  LOCAL_TABLE,
  sharedTableNames,
  startDynamo,
  useDynamo,
  type LocalDynamo,
} from './dynamodb';
import { startDynamoDBLocal } from './dynamodb-local';
import { startGateway } from './gateway';
import { createTokenVerifier } from './jwt';
import { Mailbox } from './mailbox';
import { Outbox } from './outbox';
import { setAlertMessenger } from '../../lambdas/alerts/adapters/messaging';
import { handler as scheduledAlerts } from '../../lambdas/alerts/jobs/evaluate-alerts';
import { handler as pullVendorClouds } from '../../lambdas/vendor-clouds/jobs/pull-vendor-clouds';
import { resetKeyVault } from '../../lambdas/vendor-clouds/adapters/key-vault';
import { createHmac } from 'node:crypto';
import { seedDemoFarm } from './demo-farm';
import { seedDemoTeam } from './demo-team';
import { fillDemoHistory, type HistoryFillResult } from './demo-history';
import { ensureDemoPro } from './demo-plan';
import { seedDemoAccounts } from './seed';
import { ensureWebBuilt } from './static-web';
import { forecastsSettled, stopForecasts } from '../../lambdas/ingest/services/forecast-queue';
import { stopRecomputes } from '../../lambdas/readings/services/recompute-queue';

export interface LocalStackOptions {
  dataDir: string;
  /** Web + API origin port; 0 = a free port. */
  port?: number;
  /** cognito-local's port; 0 (default) = a free port. A fixed one keeps browser sessions valid across restarts. */
  cognitoPort?: number;
  /** Seed the demo accounts (default true). */
  seed?: boolean;
  /**
   * Seed the demo grower's farm and top its readings up to now (`npm start`: 365 days on a first
   * start), the newest `inTimeOrderDays` of them a step at a time with their forecasts (see
   * seedDemoFarm). With `historyInBackground`, the history older than those days is sent after
   * the stack is ready (fillDemoHistory; `demoFarm.history` resolves when it is done, and a stop
   * ends it after its batch in flight). Off by default: tests make what they need themselves.
   */
  demoFarm?: { days: number; inTimeOrderDays?: number; historyInBackground?: boolean };
  /** Build (when stale) and serve the web app (default true). */
  serveWeb?: boolean;
  /** How often the readings purge job runs (it also runs at start); default hourly. */
  purgeEveryMs?: number;
  /** How often the scheduled alerts run (in AWS every 15 min); default 15 min. 0: never (tests run them themselves). */
  alertsEveryMs?: number;
  /** How often the vendor-cloud puller runs (AWS: every 15 min); default 15 min. 0: never (tests run it). */
  vendorPullEveryMs?: number;
  log?: (line: string) => void;
  /**
   * Which DynamoDB: dynalite in-process (default); `'dynamodb-local'`, AWS's DynamoDB Local started
   * by the stack and kept in `<dataDir>/dynamodb-local`; or `{ endpoint }`, one already running
   * (tables named after the data directory, created when missing, so stacks can share it).
   */
  dynamo?: 'dynalite' | 'dynamodb-local' | { endpoint: string };
}

async function openDynamo(dataDir: string, choice: LocalStackOptions['dynamo']): Promise<LocalDynamo> {
  if (!choice || choice === 'dynalite') return startDynamo(dataDir);
  if (choice === 'dynamodb-local') {
    const jvm = await startDynamoDBLocal({ dbPath: join(dataDir, 'dynamodb-local') });
    try {
      return await useDynamo(
        jvm.endpoint,
        { tableName: LOCAL_TABLE, readingsTableName: LOCAL_READINGS_TABLE },
        jvm.stop,
      );
    } catch (err) {
      await jvm.stop();
      throw err;
    }
  }
  return useDynamo(choice.endpoint, sharedTableNames(dataDir));
}

export interface LocalStack {
  url: string;
  cognitoEndpoint: string;
  dynamoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The stack's own credentials, which the local pool's admin API requires (SigV4). */
  cognitoCredentials: { accessKeyId: string; secretAccessKey: string };
  tableName: string;
  readingsTableName: string;
  /** Accounts the seed created now (empty when they already existed). */
  seeded: string[];
  /** The SMS and e-mail the alerts sent (the dev outbox). */
  outbox: Outbox;
  /** Run the scheduled alerts now (what the timer does). */
  runScheduledAlerts(): Promise<void>;
  /** One run of the vendor-cloud puller (waits for a run in progress first). */
  runVendorPull(): Promise<void>;
  /**
   * What the demo farm seed did (undefined when not asked for). With historyInBackground:
   * `pendingDays` of history were left to the background fill, which `history` follows.
   */
  demoFarm?: { created: boolean; sent: number; pendingDays?: number; history?: Promise<HistoryFillResult> };
  stop(): Promise<void>;
}

export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  const log = opts.log ?? (() => {});
  const dataDir = resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
    unlock();
  };
  try {
    const mailbox = new Mailbox(dataDir, log);
    // Alerts send into the dev outbox: nothing leaves the machine.
    const outbox = new Outbox(dataDir, log);
    setAlertMessenger(outbox.messenger());
    stops.push(async () => setAlertMessenger(undefined));
    const dynamo = await openDynamo(dataDir, opts.dynamo);
    stops.push(dynamo.stop);
    const cognito = await startCognito({ dataDir, mailbox, port: opts.cognitoPort ?? 0, log });
    stops.push(cognito.stop);

    // The same variables the CDK stack gives the functions, plus the emulators' endpoints, and
    // credentials where Lambda puts the function role's: the local pool's admin API requires them.
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: cognito.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: cognito.credentials.secretAccessKey,
      AWS_REGION: LOCAL_REGION,
      APP_TABLE: dynamo.tableName,
      READINGS_TABLE: dynamo.readingsTableName,
      USER_POOL_ID: cognito.userPoolId,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      COGNITO_ENDPOINT: cognito.endpoint,
      // The vendor keys' master key (a Secrets Manager secret in AWS): this data folder's own,
      // derived from its secret so it survives restarts and `npm run reset` makes a new one.
      VENDOR_KEYS_KEY: createHmac('sha256', cognito.credentials.secretAccessKey)
        .update('vendor-keys')
        .digest('base64url'),
    });
    resetKeyVault();
    resetEnvCache();
    resetClients();
    // Weather: simulated unless WEATHER_API_KEY (and WEATHER_API_BASE_URL) name a Visual Crossing service.
    resetWeatherProvider();
    log(`Weather: ${weatherProvider().source}`);
    // Payments: the sandbox unless SQUARE_ACCESS_TOKEN names a Square sandbox account.
    resetPaymentsProvider();
    log(`Payments: ${paymentsProvider().name}`);
    // A data folder from before the readings' hourly and daily aggregates, or from before their
    // days were packed, gets them once, before anything is served (a new table is only marked).
    const started = Date.now();
    const migrated = await backfillAggregatesOnce();
    if (migrated?.readings)
      log(
        `Readings: hourly and daily aggregates made for ${migrated.series} series ` +
          `(${migrated.readings.toLocaleString('en')} readings) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );

    const serveWeb = opts.serveWeb ?? true;
    if (serveWeb) await ensureWebBuilt(log);

    const runtimeConfig = (): RuntimeConfig => ({
      stage: LOCAL_STAGE,
      region: LOCAL_REGION,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      userPoolEndpoint: cognito.endpoint,
      authFlowType: 'USER_PASSWORD_AUTH',
      apiBaseUrl: '',
      devMailboxUrl: '/dev/mailbox/view',
      ...(weatherProvider().source === 'simulated' ? { simulatedWeather: true } : {}),
      ...(process.env.VITE_GOOGLE_MAPS_API_KEY ? { googleMapsApiKey: process.env.VITE_GOOGLE_MAPS_API_KEY } : {}),
      // Square's sandbox card form when a developer names a sandbox application; else the local one.
      ...(process.env.SQUARE_APPLICATION_ID && process.env.SQUARE_LOCATION_ID
        ? {
            square: {
              applicationId: process.env.SQUARE_APPLICATION_ID,
              locationId: process.env.SQUARE_LOCATION_ID,
              environment: 'sandbox' as const,
            },
          }
        : {}),
    });
    const gateway = await startGateway({
      port: opts.port ?? 0,
      verifier: createTokenVerifier(cognito.issuer, cognito.userPoolClientId, cognito.jwks),
      mailbox,
      outbox,
      runtimeConfig,
      serveWeb,
      // CloudFront's security headers, for local http: the app calls cognito-local on its own port.
      securityHeaders: securityHeaders({
        region: LOCAL_REGION,
        maps: Boolean(process.env.VITE_GOOGLE_MAPS_API_KEY),
        ...(process.env.SQUARE_APPLICATION_ID ? { square: 'sandbox' as const } : {}),
        connect: [cognito.endpoint],
        upgradeInsecureRequests: false,
        https: false,
      }),
    });
    stops.push(gateway.stop);
    // Alert messages link to this origin.
    process.env.SITE_URL = gateway.url;
    resetEnvCache();

    const seeded =
      opts.seed === false ? [] : await seedDemoAccounts(cognito.endpoint, cognito.userPoolId, cognito.credentials);
    // The demo grower's Pro plan, granted by the demo admin through the API before its farm is seeded.
    if (opts.seed !== false) {
      await ensureDemoPro({
        apiUrl: gateway.url,
        cognitoEndpoint: cognito.endpoint,
        userPoolClientId: cognito.userPoolClientId,
      }).then(
        (granted) => granted && log('Demo grower: granted Pro by the demo admin'),
        (err: Error) =>
          log(`Demo grower: Pro not granted (${err.message}); its farm has more sensors than Full covers.`),
      );
    }
    // The scheduled readings purge (in AWS an EventBridge rule): at start, then periodically.
    // A stop waits for a run in progress, so it never meets a closed table.
    let purging: Promise<unknown> = Promise.resolve();
    const purge = () => {
      purging = purging.then(() =>
        purgeReadings({}).catch((err: Error) => log(`Readings purge failed (the next run retries): ${err.message}`)),
      );
    };
    purge();
    const timer = setInterval(purge, opts.purgeEveryMs ?? 3_600_000);
    timer.unref();
    stops.push(async () => {
      clearInterval(timer);
      await purging;
    });
    // The scheduled alerts (in AWS an EventBridge rule every 15 min): a timer; a stop waits for a run.
    let alerting: Promise<unknown> = Promise.resolve();
    const runAlerts = () => {
      alerting = alerting.then(() =>
        scheduledAlerts().catch((err: Error) => log(`Scheduled alerts failed (the next run retries): ${err.message}`)),
      );
      return alerting.then(() => undefined);
    };
    const alertsEvery = opts.alertsEveryMs ?? 15 * 60_000;
    if (alertsEvery > 0) {
      const alertTimer = setInterval(runAlerts, alertsEvery);
      alertTimer.unref();
      stops.push(async () => {
        clearInterval(alertTimer);
        await alerting;
      });
    }
    // The vendor-cloud puller (in AWS an EventBridge rule every 15 min), likewise a timer.
    let pulling: Promise<unknown> = Promise.resolve();
    const runVendorPull = () => {
      pulling = pulling.then(() =>
        pullVendorClouds().catch((err: Error) => log(`Vendor pull failed (the next run retries): ${err.message}`)),
      );
      return pulling.then(() => undefined);
    };
    const vendorEvery = opts.vendorPullEveryMs ?? 15 * 60_000;
    if (vendorEvery > 0) {
      const vendorTimer = setInterval(runVendorPull, vendorEvery);
      vendorTimer.unref();
      stops.push(async () => {
        clearInterval(vendorTimer);
        await pulling;
      });
    }
    // Forecasts run in process after an ingest's answer; a stop drops those still waiting and
    // waits for the batch under way (stops run last-pushed first: before the tables close).
    stops.push(stopForecasts);
    // Recompute jobs run in process too (in AWS their own function); a stop ends those under way
    // after their current week, marked failed, so the admin starts them again.
    stops.push(stopRecomputes);
    // Demo data is a convenience: a failure is reported, never a reason not to start.
    const demoFarm =
      opts.seed !== false && opts.demoFarm
        ? await seedDemoFarm({
            apiUrl: gateway.url,
            cognitoEndpoint: cognito.endpoint,
            userPoolClientId: cognito.userPoolClientId,
            dataDir,
            days: opts.demoFarm.days,
            ...(opts.demoFarm.inTimeOrderDays
              ? { inTimeOrderDays: opts.demoFarm.inTimeOrderDays, settled: forecastsSettled }
              : {}),
            ...(opts.demoFarm.historyInBackground ? { historyInBackground: true } : {}),
            log,
          }).catch((err: Error) => {
            log(`Demo farm: not seeded (${err.message}). The stack works without it; npm run reset starts afresh.`);
            return undefined;
          })
        : undefined;
    // The agronomist advising the demo farm, with their note (a failure is reported, as above).
    if (demoFarm)
      await seedDemoTeam(new Date(), log).catch((err: Error) =>
        log(`Demo team: not seeded (${err.message}); the next start tries again.`),
      );
    // The rest of the demo's history, after this returns (its first line after the ready line).
    let history: Promise<HistoryFillResult> | undefined;
    if (demoFarm && opts.demoFarm?.historyInBackground && demoFarm.pendingDays) {
      const abort = new AbortController();
      history = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        fillDemoHistory({ apiUrl: gateway.url, dataDir, signal: abort.signal, settled: forecastsSettled, log }),
      );
      // Pushed last, so a stop ends it (after its batch in flight) before the queues and tables close.
      stops.push(async () => {
        abort.abort();
        await history;
      });
    }
    return {
      url: gateway.url,
      cognitoEndpoint: cognito.endpoint,
      dynamoEndpoint: dynamo.endpoint,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      cognitoCredentials: cognito.credentials,
      tableName: dynamo.tableName,
      readingsTableName: dynamo.readingsTableName,
      seeded,
      outbox,
      runScheduledAlerts: runAlerts,
      runVendorPull,
      ...(demoFarm
        ? {
            demoFarm: {
              created: demoFarm.created,
              sent: demoFarm.sent,
              ...(opts.demoFarm?.historyInBackground ? { pendingDays: demoFarm.pendingDays } : {}),
              ...(history ? { history } : {}),
            },
          }
        : {}),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
