/**
 * Accounts survive a crash: `npm start`'s entry (infra/local/start.ts) runs as a child process
 * while users sign up, confirm and sign in concurrently, and is killed with SIGKILL at random
 * moments, 20 times, restarting each time. Every restart must succeed, and every account whose
 * confirmation was answered before a kill must still be there, confirmed, and able to sign in.
 * (cognito-local rewrote its pool file in place: a kill mid-write tore it, and the restart failed.)
 */
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  ListUsersCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const KILLS = 20;
const PASSWORD = 'Fieldwise1';
const dataDir = mkdtempSync(join(tmpdir(), 'fieldwise-crash-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// A seeded generator, so a failing run can be replayed (the seed is in the test's output).
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 100_000);
let state = seed;
const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

interface Running {
  url: string;
  clientId: string;
  userPoolId: string;
  cognito: CognitoIdentityProviderClient;
  exited: Promise<void>;
}

/** Start the stack as `npm start` does (API only, no demo farm) on free ports; resolve once it is ready. */
async function start(): Promise<Running> {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(root, 'infra/local/start.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', COGNITO_PORT: '0', DATA_DIR: dataDir, DEMO_DAYS: '0', SERVE_WEB: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      const ready = /ready \([\d.]+ s\) → (http:\/\/\S+)/.exec(output);
      if (ready) resolve(ready[1]!);
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`the stack exited (${code}) before it was ready:\n${output}`)));
  });
  const config = (await (await fetch(`${url}/config.json`)).json()) as {
    userPoolEndpoint: string;
    userPoolClientId: string;
    userPoolId: string;
  };
  const secrets = JSON.parse(readFileSync(join(dataDir, 'local-secrets.json'), 'utf8')) as {
    accessKeyId: string;
    secretAccessKey: string;
  };
  const cognito = new CognitoIdentityProviderClient({
    endpoint: config.userPoolEndpoint,
    region: 'ap-southeast-2',
    credentials: { accessKeyId: secrets.accessKeyId, secretAccessKey: secrets.secretAccessKey },
    maxAttempts: 1,
  });
  return { url, clientId: config.userPoolClientId, userPoolId: config.userPoolId, cognito, exited };
}

async function signIn(s: Running, username: string): Promise<void> {
  const out = await s.cognito.send(
    new InitiateAuthCommand({
      ClientId: s.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: PASSWORD },
    }),
  );
  if (!out.AuthenticationResult?.IdToken) throw new Error(`no tokens for ${username}`);
}

/** Sign up, confirm and sign in new users, and sign in earlier ones, until the process dies. */
async function worker(s: Running, id: string, confirmed: string[]): Promise<void> {
  for (let n = 0; ; n++) {
    const username = `crash${id}x${n}`;
    try {
      await s.cognito.send(
        new SignUpCommand({
          ClientId: s.clientId,
          Username: username,
          Password: PASSWORD,
          UserAttributes: [{ Name: 'email', Value: `${username}@example.com` }],
        }),
      );
      const mail = (await (await fetch(`${s.url}/dev/mailbox?username=${username}`)).json()) as {
        messages: { code: string }[];
      };
      const code = mail.messages[0]?.code;
      if (!code) throw new Error(`no code for ${username}`);
      await s.cognito.send(
        new ConfirmSignUpCommand({ ClientId: s.clientId, Username: username, ConfirmationCode: code }),
      );
      confirmed.push(username); // answered: from now on it must survive any crash
      // Sign-ins write the pool file too (each stores a refresh token).
      await signIn(s, username);
      if (confirmed.length > 1) await signIn(s, confirmed[Math.floor(random() * (confirmed.length - 1))]!);
    } catch {
      return; // killed
    }
  }
}

it(`keeps every confirmed account through ${KILLS} kill -9s during sign-ups`, { timeout: 600_000 }, async () => {
  console.log(`cognito crash test: CRASH_SEED=${seed}`);
  const confirmed: string[] = [];
  for (let round = 0; round < KILLS; round++) {
    const s = await start(); // fails if the last kill left a file it cannot read
    // Everything confirmed before the last kill is still there, confirmed.
    const users = new Map<string, string>();
    let token: string | undefined;
    do {
      const page = await s.cognito.send(new ListUsersCommand({ UserPoolId: s.userPoolId, PaginationToken: token }));
      for (const u of page.Users ?? []) users.set(u.Username!, u.UserStatus!);
      token = page.PaginationToken;
    } while (token);
    const lost = confirmed.filter((name) => users.get(name) !== 'CONFIRMED');
    expect(lost, `round ${round}: confirmed accounts lost or unconfirmed after a kill`).toEqual([]);

    const before = confirmed.length;
    let working = 4;
    const workers = [1, 2, 3, 4].map((w) => worker(s, `${round}w${w}`, confirmed).finally(() => working--));
    // Kill at a random moment once this round has confirmed someone, while the writes go on.
    while (confirmed.length === before && working > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(working, `round ${round}: the sign-ups failed before any kill`).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, random() * 1000));
    child!.kill('SIGKILL');
    await Promise.all(workers);
    await s.exited;
    s.cognito.destroy();
  }
  expect(confirmed.length).toBeGreaterThanOrEqual(KILLS);

  // Finally every account signs in.
  const s = await start();
  const failed: string[] = [];
  for (let i = 0; i < confirmed.length; i += 4) {
    await Promise.all(confirmed.slice(i, i + 4).map((name) => signIn(s, name).catch(() => failed.push(name))));
  }
  expect(failed).toEqual([]);
  child!.kill('SIGKILL');
  await s.exited;
  s.cognito.destroy();
});
