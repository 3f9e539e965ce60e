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

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), openApiDocument, redocOffline],
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
