/**
 * The web app's build. Root is web/, output web/dist (served by the local stack and uploaded to
 * S3 by the CDK stack). The dev server proxies the API, the runtime config and the dev mailbox
 * to the local stack (`npm start`, http://127.0.0.1:3000) so `npm run dev:web` gets hot reload
 * against real emulators.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PWA_MANIFEST, SW_FILE } from './src/lib/pwa/manifest';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const localStack = process.env.LOCAL_STACK_URL ?? 'http://127.0.0.1:3000';

/** Vendor groups: libraries that change rarely get their own long-cached chunks. */
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  {
    name: 'amplify',
    test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy|tslib|js-cookie)[\\/]/,
    priority: 20,
  },
  { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 10 },
];

/**
 * The API reference: docs/openapi.json (written by `npm run openapi`, kept current by its unit
 * test) goes out as /openapi.json beside the app, which the site serves at /api/openapi.json
 * (infra/constructs/api-docs.ts) for the reference page and outside programs.
 */
const openApiDocument: Plugin = {
  name: 'fieldwise-openapi-document',
  apply: 'build',
  generateBundle() {
    const source = readFileSync(fileURLToPath(new URL('../docs/openapi.json', import.meta.url)), 'utf8');
    this.emitFile({ type: 'asset', fileName: 'openapi.json', source });
  },
};

/**
 * Redoc's sidebar footer shows Redocly's logo from their CDN, with no option to turn it off: the
 * site's CSP refuses it and the local stack is offline, so the bundle asks for nothing there. The
 * image gets an empty data: URL instead, fails to decode, and Redoc hides it (its own onError);
 * the "API docs by Redocly" credit stays.
 */
const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const redocOffline: Plugin = {
  name: 'fieldwise-redoc-offline',
  transform(code, id) {
    if (!/[\\/]redoc[\\/]bundles[\\/]/.test(id) || !code.includes(REDOC_CDN_LOGO)) return null;
    return { code: code.replaceAll(REDOC_CDN_LOGO, 'data:,'), map: null };
  },
};

/**
 * The installable app: a web app manifest and a Workbox service worker.
 *
 * generateSW rather than injectManifest: the worker only precaches the build and routes requests
 * (the app shell from the precache, the API and sign-in never cached); the offline queue and the
 * saved answers live in the page (IndexedDB, lib/pwa), where they know who is signed in. A
 * hand-written worker would be more code to keep right for nothing it needs to do.
 *
 * registerType 'prompt': a new worker waits until the person chooses "Reload" (app/shell/update-prompt),
 * so an open page never runs half old, half new files. injectRegister false: lib/pwa/register.ts
 * registers it with workbox-window after the first screen, so its precache downloads never compete
 * with Home's first answers on a slow network.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  filename: SW_FILE,
  manifest: PWA_MANIFEST,
  workbox: {
    // The app's shell and hashed chunks (the map and the charts included, for offline pages). Not
    // the API reference (its own page, Redoc), source maps, nor the export libraries (spreadsheet,
    // PDF, page capture: ~1.6 MB that an export, which needs the network anyway, loads when used).
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    globIgnores: [
      'api-docs.html',
      'assets/api-docs-*',
      'assets/exceljs*',
      'assets/jspdf*',
      'assets/index.es-*',
      'assets/html2canvas*',
      'assets/purify*',
      'backgrounds/**',
    ],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: '/index.html',
    // The API, the dev mailbox and the API reference are not app pages.
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/dev(\/|$)/, /^\/config\.json$/],
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    runtimeCaching: [
      // Answers and tokens have no route here: the API (same origin, /api/*), sign-in (cognito-idp
      // in AWS, cognito-local on its own port) and the map and payment providers are left to the
      // browser, so the worker never stores them and no call takes a detour through it.
      // The runtime configuration (pool ids, API base): the newest when online, the last one offline.
      {
        urlPattern: ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
          sameOrigin && url.pathname === '/config.json',
        handler: 'NetworkFirst' as const,
        options: { cacheName: 'fieldwise-config', networkTimeoutSeconds: 4 },
      },
    ],
  },
});

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), openApiDocument, redocOffline, pwa],
  // `@shared/x` is shared/x.ts, as tsconfig.base.json's paths say.
  resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: localStack, changeOrigin: true },
      '/config.json': { target: localStack, changeOrigin: true },
      '/dev': { target: localStack, changeOrigin: true },
    },
    // shared/ lives outside web/: let the dev server read it.
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Keeps an eye on any single chunk growing. The largest is the offline map (Leaflet +
    // leaflet-geoman, ~430 kB raw / ~120 kB gzip), loaded only on pages that show a map.
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      // Two pages: the app, and the API reference (its own entry, so Redoc never reaches the app's bundles).
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        'api-docs': fileURLToPath(new URL('api-docs.html', import.meta.url)),
      },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
