/**
 * The installable app's icons (web/public/icons/*.png) drawn from the logo (web/public/favicon.svg)
 * by headless Chromium: a screenshot of the SVG at each size, so no image package is needed. Run it
 * again after the logo changes (`npx tsx scripts/app-icons.ts`) and commit the PNGs.
 *
 * "any" icons are the round logo on a transparent ground; the maskable one fills the square with the
 * logo's dark green and keeps the drop inside the middle 80 %, the part every launcher's mask shows.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const web = join(import.meta.dirname, '..', 'web', 'public');
const logo = readFileSync(join(web, 'favicon.svg'), 'utf8');
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

function page(size: number, maskable: boolean): string {
  const inner = maskable ? Math.round(size * 0.8) : size;
  const ground = maskable ? '#1f4d33' : 'transparent';
  const sized = logo.replace('<svg ', `<svg width="${inner}" height="${inner}" `);
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${ground};
display:flex;align-items:center;justify-content:center">
<div style="width:${inner}px;height:${inner}px">${sized}</div>
</body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  mkdirSync(join(web, 'icons'), { recursive: true });
  for (const icon of ICONS) {
    const tab = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await tab.setContent(page(icon.size, icon.maskable));
    await tab.screenshot({ path: join(web, 'icons', icon.file), omitBackground: !icon.maskable });
    await tab.close();
    console.log(`web/public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
