/**
 * `npm start`: the local stack in the foreground. Environment: PORT (default 3000),
 * COGNITO_PORT (default 9229: a fixed port keeps the token issuer, so browser sessions survive a
 * restart), DATA_DIR (default .data), WEB_DIST_DIR (default web/dist), VITE_GOOGLE_MAPS_API_KEY
 * (optional), DEMO_DAYS (default 365: the year of readings the demo farm gets on a first start;
 * 0: no demo farm), SERVE_WEB (default 1; 0: the API alone, without building the web app; the
 * crash test uses both), DYNAMODB_LOCAL=1 (AWS's DynamoDB Local instead of dynalite, kept in
 * <DATA_DIR>/dynamodb-local) or DYNAMODB_ENDPOINT (a DynamoDB Local, or any DynamoDB API, already running).
 * The functions' logs come out here, one readable line each: LOG_LEVEL (trace, debug, info, warn,
 * error, silent; default info) sets how much, LOG_FORMAT=json shows them as Lambda writes them.
 * Their metrics (CloudWatch EMF lines) are off unless POWERTOOLS_METRICS_DISABLED=false.
 */
import { resolve } from 'node:path';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { startLocalStack } from './stack';

const port = Number(process.env.PORT ?? 3000);
const cognitoPort = Number(process.env.COGNITO_PORT ?? 9229);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const demoDaysAsked = Number(process.env.DEMO_DAYS ?? 365);
const demoDays = demoDaysAsked === 0 ? 0 : Math.max(1, Math.min(demoDaysAsked || 365, 730));
// The demo's last week goes in as a gateway would have sent it, a step at a time with its forecasts:
// the forecast-skill panels then have a week of checked forecasts to speak of. It goes in before
// the ready line; the year before it fills in the background (the console says how far it is).
const DEMO_IN_TIME_ORDER_DAYS = 7;
const serveWeb = process.env.SERVE_WEB !== '0';
// The vendor-cloud puller runs every 15 minutes as in AWS; VENDOR_PULL_EVERY_MS=60000 sees a new link pulled sooner.
const vendorPullEveryMs = Number(process.env.VENDOR_PULL_EVERY_MS) || undefined;
const log = (line: string) => console.log(line);
// EMF lines are for CloudWatch; at a terminal they would bury the request log.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
// Read before the stack starts: it then sets DYNAMODB_ENDPOINT itself for the handlers.
const dynamo = process.env.DYNAMODB_ENDPOINT
  ? { endpoint: process.env.DYNAMODB_ENDPOINT }
  : process.env.DYNAMODB_LOCAL === '1'
    ? ('dynamodb-local' as const)
    : 'dynalite';

function explain(err: unknown): string {
  const e = err as NodeJS.ErrnoException & { port?: number };
  if (e?.code === 'EADDRINUSE') {
    return (
      `Port ${e.port ?? ''} is already in use. ` +
      'Stop whatever uses it, or choose others: PORT=3100 COGNITO_PORT=9300 npm start'
    );
  }
  return e instanceof Error ? e.message : String(err);
}

try {
  const stack = await startLocalStack({
    dataDir,
    port,
    cognitoPort,
    log,
    serveWeb,
    dynamo,
    ...(vendorPullEveryMs ? { vendorPullEveryMs } : {}),
    ...(demoDays
      ? { demoFarm: { days: demoDays, inTimeOrderDays: DEMO_IN_TIME_ORDER_DAYS, historyInBackground: true } }
      : {}),
  });
  // From process start, module loading included: what a person waits for.
  const seconds = process.uptime().toFixed(1);
  const url = stack.url.replace('127.0.0.1', 'localhost');
  const demo = stack.demoFarm;
  const demoState = !demoDays
    ? 'off (DEMO_DAYS=0)'
    : demo?.created
      ? 'seeded now'
      : demo?.sent
        ? 'kept, readings topped up'
        : 'kept';
  const demoSent = demo?.sent ? ` (${demo.sent.toLocaleString('en')} readings sent through the ingest route)` : '';
  const demoHistory = demo?.history
    ? `
  Its older history (${demo.pendingDays} days) is filling in the background, newest first: ` +
      'the progress follows below.'
    : '';
  console.log(`
  Fieldwise local stack is ready (${seconds} s) → ${url}

  Log in as
    grower  ${DEMO_ACCOUNTS.grower.username} / ${DEMO_ACCOUNTS.grower.password}
    admin   ${DEMO_ACCOUNTS.admin.username} / ${DEMO_ACCOUNTS.admin.password}
    advisor ${DEMO_ACCOUNTS.agronomist.username} / ${DEMO_ACCOUNTS.agronomist.password} (advises the demo farm)

  Demo farm: ${demoState}${demoSent}. More live readings: npm run simulate${demoHistory}

  Confirmation and reset codes are printed here and collected at ${url}/dev/mailbox/view
  DynamoDB: ${
    typeof dynamo === 'object'
      ? `${dynamo.endpoint} (tables ${stack.tableName}, ${stack.readingsTableName})`
      : dynamo === 'dynamodb-local'
        ? 'DynamoDB Local'
        : 'dynalite'
  }
  Data: ${dataDir} (kept across restarts; npm run reset wipes it). Ctrl-C stops everything.
`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack…`);
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
    setTimeout(() => process.exit(1), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (err) {
  console.error(`\nThe local stack could not start: ${explain(err)}\n`);
  process.exit(1);
}
