/**
 * `npm run simulate`: a gateway that sends physically plausible readings through the real ingest
 * route of a running local stack (`npm start` first).
 *
 *   npm run simulate                  the demo gateway: send what is due up to now, then keep
 *                                     sending each 2-hour reading as it falls due (Ctrl-C stops)
 *   npm run simulate -- --once        only catch up to now
 *   npm run simulate -- --credential gw.<id>.<secret> --sensors SENA…,SENB… [--days 7] [--lat -34.3]
 *                                     your own gateway and sensors (values sent as percent, as a
 *                                     sensor without a calibration formula reports them)
 *   --url http://localhost:3000       the stack (default http://localhost:$PORT, PORT default 3000)
 *   --data-dir .data                  where the demo gateway's notes are (DATA_DIR)
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SOIL_DEFAULTS } from '@shared/management/constants';
import { readDemoState, writeDemoState, type DemoGatewayState } from './demo-state';
import { alignToStep, simulateSensor, STEP_MS, uniformProfile } from './model';
import { sendReadings } from './send';

const DAY_MS = 86_400_000;
/** Own sensors are simulated from a fixed start, so successive runs continue one another. */
const OWN_ORIGIN = Date.UTC(2024, 0, 1);

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    once: { type: 'boolean', default: false },
    credential: { type: 'string' },
    sensors: { type: 'string' },
    days: { type: 'string', default: '7' },
    lat: { type: 'string', default: '-34.3' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

function fail(message: string): never {
  console.error(`simulate: ${message}`);
  process.exit(1);
}

if (args.help) {
  console.log(
    'Usage: npm run simulate [-- --once] [-- --credential gw.<id>.<secret> --sensors A,B [--days 7] [--lat -34.3]] ' +
      '[--url URL] [--data-dir DIR]',
  );
  process.exit(0);
}

const url = (args.url ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
const dataDir = resolve(args['data-dir'] ?? process.env.DATA_DIR ?? '.data');

/** The gateway to play: the demo one (its notes) or one named on the command line. */
function gateway(): { state: DemoGatewayState; persist: boolean } {
  if (args.credential) {
    const ids = (args.sensors ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!ids.length) fail('--sensors: name the sensors of this gateway, comma-separated');
    const days = Number(args.days);
    if (!Number.isFinite(days) || days <= 0 || days > 400) fail('--days: a number of days from 1 to 400');
    const latitude = Number(args.lat);
    if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) fail('--lat: a latitude from -90 to 90');
    const soil = uniformProfile(SOIL_DEFAULTS.Loam);
    const gatewayId = args.credential.split('.')[1] ?? 'gateway';
    const sensors = ids.map((sensorId) => ({
      sensorId,
      weatherSeed: gatewayId,
      irrigationSeed: sensorId,
      latitude,
      soil,
      output: 'percent' as const,
    }));
    return {
      state: {
        gatewayId,
        credential: args.credential,
        origin: OWN_ORIGIN,
        sentUntil: alignToStep(Date.now()) - days * DAY_MS,
        sensors,
      },
      persist: false,
    };
  }
  const state = readDemoState(dataDir);
  if (!state?.credential)
    fail(
      `no demo gateway in ${dataDir}: start the stack once with npm start (it seeds the demo farm), or pass ` +
        `--credential and --sensors`,
    );
  return { state, persist: true };
}

const { state, persist } = gateway();

let quietWhenNothingDue = false;

async function catchUp(): Promise<void> {
  const now = alignToStep(Date.now());
  if (state.sentUntil >= now) {
    if (!quietWhenNothingDue)
      console.log(
        `${state.gatewayId}: nothing due; readings are sent up to ${new Date(state.sentUntil).toISOString()}.`,
      );
    return;
  }
  const from = state.sentUntil + STEP_MS;
  const readings = state.sensors.flatMap((s) => simulateSensor(s, state.origin, from, now));
  const started = performance.now();
  const out = await sendReadings(url, state.credential, readings);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${new Date().toISOString()}  ${state.gatewayId}: sent ${out.sent} readings (${new Date(from).toISOString()} … ` +
      `${new Date(now).toISOString()}), ` +
      `${out.stored} stored, ${out.rejected} rejected, ${Math.round(out.sent / Math.max(seconds, 0.001))}/s`,
  );
  for (const id of out.heard)
    console.log(`  ${id}: not registered yet; heard by the pairing gateway, so the sensor wizard offers it`);
  for (const e of out.errors) console.log(`  rejected: ${e}`);
  state.sentUntil = now;
  // Read again: npm start may have noted history progress meanwhile.
  if (persist) writeDemoState(dataDir, { ...(readDemoState(dataDir) ?? state), sentUntil: now });
}

try {
  await catchUp();
} catch (err) {
  fail(`${(err as Error).message} (is the stack running at ${url}? npm start)`);
}
if (!args.once) {
  quietWhenNothingDue = true;
  console.log(`Sending each ${STEP_MS / 3_600_000}-hour reading as it falls due. Ctrl-C stops.`);
  let busy = false; // a slow catch-up (the stack was down for days) is not started twice
  const tick = () => {
    if (busy) return;
    busy = true;
    catchUp()
      .catch((err: Error) => console.error(`simulate: ${err.message}; retrying in a minute`))
      .finally(() => (busy = false));
  };
  setInterval(tick, 60_000);
}
