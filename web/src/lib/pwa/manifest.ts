/**
 * The web app manifest (what a phone's "Add to home screen" reads) and the service worker's file
 * name. Read by web/vite.config.ts at build time, which writes /manifest.webmanifest and /sw.js.
 *
 * Nothing here imports @shared: the Vite config loads this file before its alias exists. The name is
 * PRODUCT_NAME (@shared/constants), which a unit test holds it to.
 */

/**
 * At the site's root, so its scope is the whole app. Served no-cache (infra/local/static-web.ts,
 * infra/constructs/web.ts), so a deploy is seen at the next update check.
 */
export const SW_FILE = 'sw.js';

/** The logo's dark green: the installed app's title bar and splash screen. */
export const THEME_COLOUR = '#1f4d33';

const NAME = 'Fieldwise';

export const PWA_MANIFEST = {
  name: NAME,
  short_name: NAME,
  description: 'Soil moisture, weather and irrigation for your fields, also where the signal drops.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'any' as const,
  theme_color: THEME_COLOUR,
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
