/**
 * Figures for `npm start` (printed, never asserted; issue 2 targets: ≤ 20 s first start, ≤ 5 s
 * after, ≤ 1 GB):
 * - time from spawning `npm start` to its "ready" line, dependencies installed:
 *     first start on a fresh clone   new data directory and no web build yet (the stack builds it)
 *     first start, app built         new data directory, web build up to date
 *     restart                        data kept, web build up to date
 * - peak resident memory of the whole process tree (npm, the launcher, the stack; the web build
 *   runs inside the stack), sampled from /proc every 100 ms while starting and while serving a
 *   few sign-ins, API calls and page loads.
 * The web build goes to a temporary folder (WEB_DIST_DIR), so web/dist and anyone using it are
 * left alone. Ports 3990/9990.
 *
 * Run: npm run bench:startup
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('is ready')) resolve();
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${out}`)));
  });
  const seconds = (performance.now() - began) / 1000;
  return {
    child,
    seconds,
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
  const { CognitoIdentityProviderClient, InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const base = `http://127.0.0.1:${PORT}`;
  const config = (await (await fetch(`${base}/config.json`)).json()) as { userPoolEndpoint: string; userPoolClientId: string };
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
    for (const asset of assets) await (await fetch(`${base}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer();
  }
  client.destroy();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const temp = mkdtempSync(join(tmpdir(), 'fieldwise-bench-'));
const webDist = join(temp, 'web-dist');
const rows: [string, Run, number][] = [];
try {
  for (const [label, dataDir] of [
    ['first start on a fresh clone', 'data-a'],
    ['first start, app built', 'data-b'],
    ['restart (data kept)', 'data-b'],
  ] as const) {
    const run = await start({ DATA_DIR: join(temp, dataDir), WEB_DIST_DIR: webDist });
    await exercise();
    const peak = run.peak();
    await stop(run.child);
    rows.push([label, run, peak]);
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}

console.log('npm start → ready (dependencies installed; 2-core machine)');
for (const [label, run, peak] of rows) {
  const note = run.builtWeb ? '  (includes the web build)' : '';
  console.log(`  ${label.padEnd(30)} ${run.seconds.toFixed(2).padStart(6)} s   peak RSS ${mb(peak).padStart(7)}${note}`);
}
console.log('  targets: first start ≤ 20 s, restart ≤ 5 s, memory ≤ 1 GB');
