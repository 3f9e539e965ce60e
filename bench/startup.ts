/**
 * Figures for the local stack (printed, never asserted):
 * - time from spawning `npm start` to "ready", on a fresh data directory and on a restart
 *   (dependencies already installed; the web build is included when its sources changed);
 * - peak resident memory of the whole process tree while starting and serving a few logins.
 * Targets (issue 2): ≤ 20 s first start, ≤ 5 s after, ≤ 1 GB.
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

function treeRssBytes(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* exited */
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      /* exited */
    }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

async function startOnce(dataDir: string): Promise<{ child: ChildProcess; seconds: number; peak: () => number }> {
  const began = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), COGNITO_PORT: String(COGNITO_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssBytes(child.pid!))), 100);
  await new Promise<void>((resolve, reject) => {
    let out = '';
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
    peak: () => {
      clearInterval(sampler);
      return Math.max(peak, treeRssBytes(child.pid!));
    },
  };
}

async function stop(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

async function exercise(): Promise<void> {
  // A few logins and API calls, so the memory figure includes a stack that has served requests.
  const { CognitoIdentityProviderClient, InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const config = (await (await fetch(`http://127.0.0.1:${PORT}/config.json`)).json()) as { userPoolEndpoint: string; userPoolClientId: string };
  const client = new CognitoIdentityProviderClient({ endpoint: config.userPoolEndpoint, region: 'ap-southeast-2', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  for (let i = 0; i < 20; i++) {
    const { grower } = DEMO_ACCOUNTS;
    const out = await client.send(
      new InitiateAuthCommand({ ClientId: config.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: grower.username, PASSWORD: grower.password } }),
    );
    await fetch(`http://127.0.0.1:${PORT}/api/me`, { headers: { authorization: `Bearer ${out.AuthenticationResult!.IdToken}` } });
    await fetch(`http://127.0.0.1:${PORT}/login`);
  }
  client.destroy();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const dataDir = mkdtempSync(join(tmpdir(), 'fieldwise-bench-'));
try {
  const first = await startOnce(dataDir);
  await exercise();
  const firstPeak = first.peak();
  await stop(first.child);
  const second = await startOnce(dataDir);
  await exercise();
  const secondPeak = second.peak();
  await stop(second.child);
  console.log('local stack startup (npm start → ready, dependencies installed)');
  console.log(`  first start (fresh data)   ${first.seconds.toFixed(2)} s   (target ≤ 20 s)`);
  console.log(`  restart (data kept)        ${second.seconds.toFixed(2)} s   (target ≤ 5 s)`);
  console.log(`  peak RSS of the process tree: first ${mb(firstPeak)}, restart ${mb(secondPeak)}   (target ≤ 1 GB)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
