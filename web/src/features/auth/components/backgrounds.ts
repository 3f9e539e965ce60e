/**
 * The six login backgrounds (one chosen at random per visit). Our own SVG landscapes in
 * web/public/backgrounds: no third-party artwork, a few kB each, and outside the JS bundle.
 */
import type { MessageKey } from '@shared/i18n/catalogue';

/** `name`: what the picture shows (its catalogue key). */
export const LOGIN_BACKGROUNDS: readonly { file: string; name: MessageKey }[] = [
  { file: '/backgrounds/dawn-hills.svg', name: 'auth.bgDawnHills' },
  { file: '/backgrounds/crop-rows.svg', name: 'auth.bgCropRows' },
  { file: '/backgrounds/golden-wheat.svg', name: 'auth.bgGoldenWheat' },
  { file: '/backgrounds/pivot-circles.svg', name: 'auth.bgPivotCircles' },
  { file: '/backgrounds/vineyard-dusk.svg', name: 'auth.bgVineyardDusk' },
  { file: '/backgrounds/rain-valley.svg', name: 'auth.bgRainValley' },
];

/** An index into LOGIN_BACKGROUNDS; `random` is injectable for tests. */
export function pickBackground(random: () => number = Math.random): number {
  const n = LOGIN_BACKGROUNDS.length;
  return Math.min(n - 1, Math.max(0, Math.floor(random() * n)));
}
