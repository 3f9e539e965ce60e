/**
 * `npm run bench:bundle`: the JavaScript a browser downloads to show /login, gzip-compressed
 * (issue target: ≤ 250 kB). Printed, never asserted.
 *
 * 1. Static: builds web/dist when missing or older than the sources, then follows index.html —
 *    the entry script and every modulepreload (Vite lists the entry's static imports there).
 *    /login is part of the entry; the protected area loads lazily and is not counted.
 * 2. Browser (when the local stack exists, skip with --static-only): starts it on a free port,
 *    opens /login in headless Chromium, and gzips every script the page actually fetched —
 *    which also catches anything loaded dynamically.
 */
// Quiet the SDKs' notices (v3 on Node 22, v2 inside cognito-local) in the printed figures.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'web', 'dist');
const TARGET_KB = 250;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 6 }).length;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function ensureBuild(): void {
  const index = join(dist, 'index.html');
  const sourcesChanged = Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'shared')));
  if (existsSync(index) && statSync(index).mtimeMs >= sourcesChanged) return;
  console.log('building web/dist …');
  const vite = join(root, 'node_modules', '.bin', 'vite');
  const r = spawnSync(vite, ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('vite build failed');
}

function report(title: string, files: { name: string; raw: number; gzip: number }[]): number {
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`\n${title}`);
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${f.name.padEnd(48)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip`);
  console.log(
    `  ${'total'.padEnd(48)} ${''.padStart(14)} ${kb(total).padStart(10)} gzip  (target ≤ ${TARGET_KB} kB: ` +
      `${total / 1024 <= TARGET_KB ? 'within' : 'OVER'})`,
  );
  return total;
}

function staticLoginScripts(): { name: string; raw: number; gzip: number }[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]!);
  return [...urls].map((url) => {
    const file = join(dist, url.replace(/^\//, ''));
    const data = readFileSync(file);
    return { name: relative(dist, file), raw: data.length, gzip: gzipSize(data) };
  });
}

async function browserLoginScripts(): Promise<{ name: string; raw: number; gzip: number }[] | undefined> {
  const stackModule = join(root, 'infra', 'local', 'stack.ts');
  if (!existsSync(stackModule) || !existsSync('/usr/bin/chromium')) return undefined;
  // Typed by its contract (infra/local/stack.ts), loaded only when present.
  const { startLocalStack } = (await import(pathToFileURL(stackModule).href)) as {
    startLocalStack(opts: {
      dataDir: string;
      port?: number;
      seed?: boolean;
      log?: (line: string) => void;
    }): Promise<{ url: string; stop(): Promise<void> }>;
  };
  const { chromium } = await import('playwright-core');
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldwise-bench-'));
  const stack = await startLocalStack({ dataDir, port: 0, seed: false, log: () => undefined });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await (await browser.newContext()).newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scripts.set(new URL(response.url()).pathname, await response.body());
      } catch {
        // a script whose body is gone (navigation): not part of /login
      }
    });
    await page.goto(`${stack.url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    return [...scripts].map(([name, body]) => ({
      name: name.replace(/^\//, ''),
      raw: body.length,
      gzip: gzipSize(body),
    }));
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureBuild();
report('JavaScript for /login — static (index.html entry + modulepreload):', staticLoginScripts());
if (!process.argv.includes('--static-only')) {
  const measured = await browserLoginScripts();
  if (measured) report('JavaScript for /login — fetched by Chromium from the local stack:', measured);
  else console.log('\n(browser measurement skipped: infra/local/stack.ts or /usr/bin/chromium is missing)');
}
