/**
 * Serves the built web app like S3 + CloudFront do: files from web/dist, app routes fall back to
 * index.html, hashed assets cached for a year, everything compressed (brotli or gzip, done once
 * per file and kept in memory). Builds the app first when web/dist is missing or older than its
 * sources.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', '..');
export const WEB_DIST = join(root, 'web', 'dist');
const STAMP = join(WEB_DIST, '.source-hash');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** A hash of everything the web build reads: web/ sources, shared/, the lockfile. */
export function webSourceHash(): string {
  const hash = createHash('sha1');
  for (const dir of ['web', 'shared']) {
    for (const file of [...files(join(root, dir))].sort()) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  hash.update(readFileSync(join(root, 'package-lock.json')));
  return hash.digest('hex');
}

/** Build web/dist unless it is up to date. Returns true when it built. */
export async function ensureWebBuilt(log: (line: string) => void = () => {}): Promise<boolean> {
  const wanted = webSourceHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted && existsSync(join(WEB_DIST, 'index.html'))) return false;
  const configFile = join(root, 'web', 'vite.config.ts');
  if (!existsSync(configFile)) throw new Error('web/vite.config.ts is missing: cannot build the web app.');
  log('Building the web app (sources changed since the last build)…');
  const { build } = await import('vite');
  // Vite keeps an existing NODE_ENV (vitest sets 'test'), which would bundle React's
  // development build: the served app must be the production build, whoever starts the stack.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  writeFileSync(STAMP, wanted);
  return true;
}

interface Cached {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export function createStaticHandler() {
  const cache = new Map<string, Cached>();

  function load(path: string): Cached | undefined {
    const hit = cache.get(path);
    if (hit) return hit;
    if (!existsSync(path) || !statSync(path).isFile()) return undefined;
    const body = readFileSync(path);
    const entry: Cached = { body };
    if (compressible.has(extname(path)) && body.length > 512) {
      entry.br = brotliCompressSync(body);
      entry.gzip = gzipSync(body, { level: 9 });
    }
    cache.set(path, entry);
    return entry;
  }

  return function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.(\/|\\|$))+/, '');
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
      body = file.gzip;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
