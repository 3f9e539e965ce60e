/**
 * The web app's build. Root is web/, output web/dist (served by the local stack and uploaded to
 * S3 by the CDK stack). The dev server proxies the API, the runtime config and the dev mailbox
 * to the local stack (`npm start`, http://127.0.0.1:3000) so `npm run dev:web` gets hot reload
 * against real emulators.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react()],
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
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
