/**
 * Serves the built web app like S3 + CloudFront do: files from web/dist, app routes fall back to
 * index.html, hashed assets cached for a year, text compressed (gzip at once, brotli once it is
 * ready; both off the event loop and kept in memory). Builds the app first when web/dist is
 * missing or was built from other sources (a hash of them is stamped into the build).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as zlibGzip } from 'node:zlib';

const root = join(import.meta.dirname, '..', '..');
/** web/dist, unless WEB_DIST_DIR names another folder (bench/startup.ts measures a fresh build with it). */
export const WEB_DIST = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : join(root, 'web', 'dist');
const STAMP_NAME = '.source-hash';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.map', '.txt']);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Build output (dist, and dist.old-* for an instant while a build is swapped in) is not source.
    if (entry.name === 'node_modules' || /^dist(\.|$)/.test(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** A hash of everything the web build reads: web/, shared/, the root configs, the lockfile, the API document. */
export function webSourceHash(): string {
  const hash = createHash('sha1');
  for (const dir of ['web', 'shared']) {
    for (const file of [...files(join(root, dir))].sort()) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  // docs/openapi.json: the build copies it (the API reference, web/vite.config.ts).
  for (const file of ['package-lock.json', 'package.json', 'tsconfig.json', 'tsconfig.base.json', 'docs/openapi.json'])
    hash.update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

/**
 * Put a finished build in place with renames, so another stack serving (or hashing) web/dist
 * never sees half a build, and two stacks building at once do not write into one folder.
 */
function swapIn(staging: string, target: string): void {
  const old = `${target}.old-${process.pid}`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, old);
  try {
    renameSync(staging, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') {
      if (existsSync(old) && !existsSync(target)) renameSync(old, target);
      throw err;
    }
    cpSync(staging, target, { recursive: true }); // another file system: copy instead
    rmSync(staging, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
}

/**
 * Vite's build in a child process: its few hundred MB are given back when it ends instead of
 * staying in the stack's heap, and NODE_ENV is production whoever started the stack (vitest sets
 * 'test', which would bundle React's development build).
 */
function viteBuild(configFile: string, outDir: string, log: (line: string) => void): Promise<void> {
  const options = { configFile, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } };
  const script = `const { build } = await import('vite');
await build(${JSON.stringify(options)});`;
  return new Promise((resolveBuild, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (d: Buffer) => (output += d.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const text = output.trim();
      if (code === 0) {
        if (text) log(text); // Vite's warnings
        resolveBuild();
      } else reject(new Error(`The web app build failed (${signal ?? `exit ${code}`}):\n${text}`));
    });
  });
}

/** Build web/dist unless it is up to date. Returns true when it built. */
export async function ensureWebBuilt(log: (line: string) => void = () => {}): Promise<boolean> {
  const wanted = webSourceHash();
  const stamp = join(WEB_DIST, STAMP_NAME);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted && existsSync(join(WEB_DIST, 'index.html')))
    return false;
  const configFile = join(root, 'web', 'vite.config.ts');
  if (!existsSync(configFile)) {
    throw new Error(
      'web/vite.config.ts is missing, so the web app cannot be built. Start with serveWeb: false for the API alone.',
    );
  }
  log('Building the web app (its sources changed since the last build)…');
  const started = performance.now();
  const staging = join(root, 'node_modules', '.cache', 'fieldwise-web', `build-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await viteBuild(configFile, staging, log);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  writeFileSync(join(staging, STAMP_NAME), wanted);
  swapIn(staging, WEB_DIST);
  log(`Web app built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

const gzip = promisify(zlibGzip);
const brotli = promisify(brotliCompress);

interface Cached {
  mtimeMs: number;
  body: Buffer;
  gzip?: Promise<Buffer>;
  /** Set once the (slower) brotli compression has finished; until then gzip is served. */
  br?: Buffer;
}

/**
 * Compression runs in libuv's thread pool (zlib's async API), never on the event loop: brotli
 * at its best quality takes seconds for all the chunks together, and the API shares this loop.
 */
export function createStaticHandler() {
  const cache = new Map<string, Cached>();

  function load(path: string): Cached | undefined {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const hit = cache.get(path);
    // Another process may have swapped in a new build: the file's mtime tells.
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit;
    const body = readFileSync(path);
    const entry: Cached = { mtimeMs: stat.mtimeMs, body };
    if (compressible.has(extname(path)) && body.length > 512) {
      entry.gzip = gzip(body, { level: 9 });
      brotli(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }).then(
        (br) => (entry.br = br),
        () => {},
      );
    }
    cache.set(path, entry);
    return entry;
  }

  return async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    const safe = normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
    let path = join(WEB_DIST, safe);
    if (!path.startsWith(WEB_DIST + sep) && path !== WEB_DIST) path = join(WEB_DIST, 'index.html');
    let file = load(path);
    const isAsset = pathname.startsWith('/assets/');
    // SPA fallback: an app route (no file extension) gets index.html; a missing asset is a 404.
    if (!file && !extname(pathname)) {
      path = join(WEB_DIST, 'index.html');
      file = load(path);
    }
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const headers: Record<string, string> = {
      'content-type': types[extname(path)] ?? 'application/octet-stream',
      // Vite names assets by content hash: cache them for a year; everything else revalidates (the
      // service worker, sw.js, and the manifest among them, so a deploy is seen at the next check).
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      vary: 'Accept-Encoding',
    };
    let body = file.body;
    if (file.br && /\bbr\b/.test(accept)) {
      body = file.br;
      headers['content-encoding'] = 'br';
    } else if (file.gzip && /\bgzip\b/.test(accept)) {
      body = await file.gzip;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
