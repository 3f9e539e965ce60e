/**
 * Figures for `npm start` (printed, never asserted; targets: a fresh data folder ready to log in,
 * with today's demo data, ≤ 30 s; restart ≤ 5 s; ≤ 1 GB):
 * - time from spawning `npm start` to its "ready" line, dependencies installed:
 *     first start on a fresh clone   new data directory and no web build yet (the stack builds it)
 *     first start, app built         new data directory, web build up to date
 *     restart                        data kept, web build up to date
 * - on a first start, the time until the demo's year of history, filled in the background after
 *   the ready line, is complete ("Demo farm: history complete"); and what a person meanwhile
 *   waits for: p50/p95 of the Home page's calls (fields, then the field's moisture) made one after
 *   another while the history fills, and as many again once it is complete;
 * - peak resident memory of the whole process tree (npm, the launcher, the stack; the web build
 *   runs inside the stack), sampled from /proc every 100 ms while starting, filling the history
 *   and serving a few sign-ins, API calls and page loads.
 * The web build goes to a temporary folder (WEB_DIST_DIR), so web/dist and anyone using it are
 * left alone. Ports 3990/9990. The load average is printed beside the figures: the machine is shared.
 *
 * Run: npm run bench:startup
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../infra/local/demo-accounts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const root = join(import.meta.dirname, '..');
const PORT = 3990;
const COGNITO_PORT = 9990;

/** Resident memory of a process and all its descendants, from /proc. */
function treeRssBytes(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* exited meanwhile */
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      /* exited meanwhile */
    }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

interface Run {
  child: ChildProcess;
  seconds: number;
  builtWeb: boolean;
  /** Seconds from the spawn to "history complete" (undefined: no history to fill, or stopped before). */
  history: Promise<number | undefined>;
  peak(): number;
}

async function start(env: Record<string, string>): Promise<Run> {
  const began = performance.now();
  // Its own process group, so stopping it is what Ctrl-C in a terminal does: SIGINT to the group.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), COGNITO_PORT: String(COGNITO_PORT), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssBytes(child.pid!))), 100);
  let out = '';
  let historyDone: (seconds: number | undefined) => void = () => {};
  const history = new Promise<number | undefined>((resolve) => (historyDone = resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('is ready')) resolve();
      if (out.includes('Demo farm: history complete')) historyDone((performance.now() - began) / 1000);
      if (/Demo farm: history (stopped|paused)/.test(out)) historyDone(undefined);
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => {
      historyDone(undefined);
      reject(new Error(`npm start exited with ${code}:\n${out}`));
    });
  });
  const seconds = (performance.now() - began) / 1000;
  if (!out.includes('filling in the background')) historyDone(undefined);
  return {
    child,
    seconds,
    history,
    builtWeb: out.includes('Building the web app'),
    peak: () => {
      clearInterval(sampler);
      return Math.max(peak, treeRssBytes(child.pid!));
    },
  };
}

async function stop(child: ChildProcess): Promise<void> {
  const group = -child.pid!;
  process.kill(group, 'SIGINT');
  // Wait until every process of the group has gone, not only npm.
  for (;;) {
    try {
      process.kill(group, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function exercise(): Promise<void> {
  const { CognitoIdentityProviderClient, InitiateAuthCommand } =
    await import('@aws-sdk/client-cognito-identity-provider');
  const base = `http://127.0.0.1:${PORT}`;
  const config = (await (await fetch(`${base}/config.json`)).json()) as {
    userPoolEndpoint: string;
    userPoolClientId: string;
  };
  const client = new CognitoIdentityProviderClient({
    endpoint: config.userPoolEndpoint,
    region: 'ap-southeast-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const page = await (await fetch(`${base}/login`)).text();
  const assets = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  for (let i = 0; i < 20; i++) {
    const { grower } = DEMO_ACCOUNTS;
    const out = await client.send(
      new InitiateAuthCommand({
        ClientId: config.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: grower.username, PASSWORD: grower.password },
      }),
    );
    const auth = { authorization: `Bearer ${out.AuthenticationResult!.IdToken}` };
    await fetch(`${base}/api/me`, { headers: auth });
    await fetch(`${base}/api/v2/field`, { headers: auth });
    for (const asset of assets)
      await (await fetch(`${base}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer();
  }
  client.destroy();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

interface Waits {
  during: number[];
  after: number[];
}

/**
 * What a person on Home waits for: the fields, then the first field's 7-day moisture, one after
 * another (as the page asks), while the history fills; then as many samples again once complete.
 */
async function homeWaits(history: Promise<number | undefined>): Promise<Waits> {
  const { CognitoIdentityProviderClient, InitiateAuthCommand } =
    await import('@aws-sdk/client-cognito-identity-provider');
  const base = `http://127.0.0.1:${PORT}`;
  const config = (await (await fetch(`${base}/config.json`)).json()) as {
    userPoolEndpoint: string;
    userPoolClientId: string;
  };
  const client = new CognitoIdentityProviderClient({
    endpoint: config.userPoolEndpoint,
    region: 'ap-southeast-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { grower } = DEMO_ACCOUNTS;
  const out = await client.send(
    new InitiateAuthCommand({
      ClientId: config.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: grower.username, PASSWORD: grower.password },
    }),
  );
  client.destroy();
  const headers = { authorization: `Bearer ${out.AuthenticationResult!.IdToken}` };
  const home = async (): Promise<number> => {
    const began = performance.now();
    const fields = (await (await fetch(`${base}/api/v2/field`, { headers })).json()) as {
      data: { data: { field_id: string }[] };
    };
    const end = Math.floor(Date.now() / 1000);
    await (
      await fetch(`${base}/api/v2/moisture/${fields.data.data[0]!.field_id}?start=${end - 7 * 86_400}&end=${end}`, {
        headers,
      })
    ).arrayBuffer();
    return performance.now() - began;
  };
  let filling = true;
  void history.then(() => (filling = false));
  const waits: Waits = { during: [], after: [] };
  while (filling) {
    waits.during.push(await home());
    // A person clicks around now and then, not in a tight loop.
    await new Promise((r) => setTimeout(r, 250));
  }
  for (let i = 0; i < Math.max(20, waits.during.length); i++) waits.after.push(await home());
  return waits;
}

const describeWaits = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted.length
    ? `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms (${sorted.length})`
    : 'none';
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const temp = mkdtempSync(join(tmpdir(), 'fieldwise-bench-'));
const webDist = join(temp, 'web-dist');
const rows: { label: string; run: Run; peak: number; history?: number; waits?: Waits; load: number[] }[] = [];
try {
  for (const [label, dataDir, fill] of [
    // Stopped while its history fills (a stop then ends the fill after its batch in flight).
    ['first start on a fresh clone', 'data-a', false],
    ['first start, app built', 'data-b', true],
    ['restart (data kept)', 'data-b', false],
  ] as const) {
    const run = await start({ DATA_DIR: join(temp, dataDir), WEB_DIST_DIR: webDist });
    const load = loadavg();
    await exercise();
    const waits = fill ? await homeWaits(run.history) : undefined;
    const history = fill ? await run.history : undefined;
    const peak = run.peak();
    await stop(run.child);
    rows.push({ label, run, peak, load, ...(history !== undefined ? { history } : {}), ...(waits ? { waits } : {}) });
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}

console.log(
  'npm start → ready (dependencies installed; 2-core machine shared with others: load average 1/5/15 min at the ' +
    'ready line)',
);
for (const { label, run, peak, load } of rows) {
  const note = run.builtWeb ? '  (includes the web build)' : '';
  console.log(
    `  ${label.padEnd(30)} ${run.seconds.toFixed(2).padStart(6)} s   peak RSS ${mb(peak).padStart(7)}   load ` +
      `${load.map((l) => l.toFixed(1)).join(' ')}${note}`,
  );
}
for (const { label, history, waits } of rows) {
  if (history !== undefined)
    console.log(`  ${label}: the demo's history complete ${history.toFixed(1)} s after the spawn`);
  if (waits)
    console.log(
      `  Home (fields + 7-day field moisture) while the history fills: ${describeWaits(waits.during)}; after: ` +
        `${describeWaits(waits.after)}`,
    );
}
console.log('  targets: first start ready ≤ 30 s (history after it), restart ≤ 5 s, memory ≤ 1 GB');
