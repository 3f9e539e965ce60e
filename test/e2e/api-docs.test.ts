/**
 * The API reference end to end: /api/docs in Chromium renders the OpenAPI document with nothing
 * asked of any other origin, shows a curl example on every route a personal API key may call, and
 * each example, copied from the page and run with `curl` as a reader would (their shell variables
 * set), answers what the contract says. The key is made the way a grower makes one
 * (POST /api/v2/api-keys with their token).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contract, type RouteContract, type RouteId } from '@shared/contract';
import { API_KEY_VARIABLE, EXAMPLE_ORIGIN, OPENAPI_PATH } from '@shared/contract/examples';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { DEMO_FARM, tokenOf } from '../../infra/local/demo-farm';
import { SCREENSHOT_DIR, waitForPath } from './support/browser';
import { logIn } from './support/ui';
import { useE2E } from './support/harness';

const e2e = useE2E({ demoFarm: { days: 2 } });
const workDir = mkdtempSync(join(tmpdir(), 'fieldwise-api-docs-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

interface Ran {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

/** Runs a command line as a reader's shell would, with only PATH and the given variables set. */
function runShell(command: string, variables: Record<string, string>): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', command], { cwd: workDir, env: { PATH: process.env.PATH ?? '', ...variables } });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr }));
  });
}

/** The first value of `key` anywhere in an answer (the test does not depend on how a list is wrapped). */
function firstValueOf(value: unknown, key: string): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (!Array.isArray(value) && typeof (value as Record<string, unknown>)[key] === 'string')
    return (value as Record<string, string>)[key];
  for (const v of Object.values(value)) {
    const found = firstValueOf(v, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Text only Redoc's bundle holds (its credit link). */
const REDOC_MARK = 'redocly.com/redoc/';

type OpenApiOperation = { operationId: string; 'x-codeSamples'?: { source: string }[] };

describe('the API reference at /api/docs', () => {
  it('is its own entry: the app’s pages never load Redoc, the reference page does', async () => {
    const { page } = await e2e.open();
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      // A script still arriving when the page closes cannot be read; it is not one the checks below wait for,
      // and an unread rejection would fail the whole run.
      if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
    });
    const loadsRedoc = async () => (await Promise.all(scripts.splice(0))).some((js) => js.includes(REDOC_MARK));
    await page.goto('/login');
    await logIn(page, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password);
    await waitForPath(page, '/app/Home');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await loadsRedoc()).toBe(false);
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /Fieldwise API/ }).waitFor();
    expect(await loadsRedoc()).toBe(true);
  });

  it('renders every route from this origin alone, and its curl examples work against this stack', async () => {
    const { stack } = e2e.env;
    const origin = new URL(stack.url).origin;
    const { page } = await e2e.open();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/.test(m.text())) refused.push(m.text());
    });

    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /Fieldwise API/ }).waitFor();
    // Every route of the contract has its heading (Redoc anchors it by operation id), with its summary.
    const headings = page.locator('h2:has(a[href*="/operation/"])');
    await headings.first().waitFor();
    const rendered = await headings.evaluateAll((hs) =>
      hs.map((h) => [
        h
          .querySelector('a')!
          .getAttribute('href')!
          .replace(/^.*\/operation\//, ''),
        h.textContent!.trim(),
      ]),
    );
    const routes = Object.entries(contract) as [RouteId, RouteContract][];
    expect(rendered.map(([id]) => id).sort()).toEqual(routes.map(([id]) => id).sort());
    for (const [id, summary] of rendered) expect(summary, id).toBe(contract[id as RouteId].summary);
    const keyRoutes = routes.filter(([, r]) => r.apiKey);
    expect(keyRoutes.length).toBeGreaterThan(0);
    for (const tag of ['readings', 'fields', 'api-keys'])
      expect(await page.getByText(tag, { exact: true }).count(), tag).toBeGreaterThan(0);
    // The viewport only: the whole reference is one very tall page.
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'api-docs.png') });

    // Nothing but this origin (and in-page data:/blob: URLs) was asked for, and the CSP refused nothing.
    expect(requests.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url))).toEqual([]);
    expect(refused).toEqual([]);

    // The examples the page shows: exactly the document's, on this origin.
    const served = (await (await fetch(`${stack.url}${OPENAPI_PATH}`)).json()) as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const examples = Object.values(served.paths)
      .flatMap((byMethod) => Object.values(byMethod))
      .filter((op) => op['x-codeSamples'])
      .map((op) => ({
        id: op.operationId as RouteId,
        command: op['x-codeSamples']![0]!.source.replaceAll(EXAMPLE_ORIGIN, origin),
      }));
    expect(examples.map((e) => e.id).sort()).toEqual(keyRoutes.map(([id]) => id).sort());
    const shown = (await page.locator('pre').allTextContents())
      .map((t) => t.trim())
      .filter((t) => t.startsWith('curl '));
    for (const { command } of examples) expect(shown, command).toContain(command);

    // A grower's key, made as the profile page makes it.
    const token = await tokenOf(stack.cognitoEndpoint, stack.userPoolClientId, DEMO_ACCOUNTS.grower);
    const made = await fetch(`${stack.url}/api/v2/api-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'API reference e2e' }),
    });
    expect(made.status).toBe(201);
    const { key } = (await made.json()) as { key: string };

    // What a reader sets before pasting: each variable an example names (URL-encoded values), here
    // the demo grower's first zone with a sensor, its field and that sensor, and the last 3 days.
    const zones = await fetch(`${stack.url}/api/v2/zone?withSensor=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const zone = ((await zones.json()) as { data: { sensors?: unknown[] }[] }).data.find((z) => z.sensors?.length);
    const farms = await fetch(`${stack.url}/api/v2/farms`, { headers: { authorization: `Bearer ${token}` } });
    const farm = ((await farms.json()) as { data: { farm_id: string; name: string }[] }).data.find(
      (f) => f.name === DEMO_FARM,
    );
    const now = Math.floor(Date.now() / 1000);
    const values: Record<string, string | undefined> = {
      [API_KEY_VARIABLE]: key,
      ZONE_ID: firstValueOf(zone, 'id'),
      FIELD_ID: firstValueOf(zone, 'field_id'),
      SENSOR_ID: firstValueOf(zone, 'sensor_id'),
      FARM_ID: farm?.farm_id,
      YEAR: String(new Date().getUTCFullYear()),
      START: String(now - 3 * 86_400),
      END: String(now),
    };
    const variablesOf = (command: string, id: string): Record<string, string> => {
      const names = new Set([...command.matchAll(/\$\{?([A-Z_][A-Z0-9_]*)\}?/g)].map((m) => m[1]!));
      const variables: Record<string, string> = {};
      for (const name of names) {
        expect(
          values[name],
          `${id}: its example reads $${name}, which this test cannot fill yet (add it above)`,
        ).toBeDefined();
        variables[name] = values[name]!;
      }
      return variables;
    };
    for (const { id, command } of examples) {
      const ran = await runShell(command, variablesOf(command, id));
      expect(ran.code, `${command}\n${ran.stderr}\n${ran.stdout.toString().slice(0, 500)}`).toBe(0);
      const route: RouteContract = contract[id];
      if (route.raw === 'application/zip') {
        const file = join(workDir, `${id}.zip`);
        expect(existsSync(file), file).toBe(true);
        expect(readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');
      } else if (route.raw === 'text/csv') {
        expect(ran.stdout.toString().split('\n').length, id).toBeGreaterThan(1);
      } else {
        const checked = route.answer.safeParse(JSON.parse(ran.stdout.toString()));
        expect(checked.success, `${id}: ${checked.error?.message ?? ''}`).toBe(true);
      }
    }

    // The same command with a wrong key fails (curl's exit 22), showing the error body.
    const first = examples[0]!;
    const wrong = await runShell(first.command, {
      ...variablesOf(first.command, first.id),
      [API_KEY_VARIABLE]: 'fw_000000000000_not-a-key',
    });
    expect(wrong.code).toBe(22);
    expect(JSON.parse(wrong.stdout.toString())).toHaveProperty(route401Key(contract[first.id]));
  });
});

/** The property a route's error message travels in. */
const route401Key = (route: RouteContract) => route.errorKey ?? 'error';
