/**
 * The six login backgrounds (one chosen at random per visit). Our own SVG landscapes in
 * web/public/backgrounds: no third-party artwork, a few kB each, and outside the JS bundle.
 */
export const LOGIN_BACKGROUNDS = [
  { file: '/backgrounds/dawn-hills.svg', name: 'Dawn over rolling hills' },
  { file: '/backgrounds/crop-rows.svg', name: 'Young crop rows under a blue sky' },
  { file: '/backgrounds/golden-wheat.svg', name: 'Wheat at sunset' },
  { file: '/backgrounds/pivot-circles.svg', name: 'Centre-pivot fields from above' },
  { file: '/backgrounds/vineyard-dusk.svg', name: 'Vineyard rows at dusk' },
  { file: '/backgrounds/rain-valley.svg', name: 'Rain over a river valley' },
] as const;

/** An index into LOGIN_BACKGROUNDS; `random` is injectable for tests. */
export function pickBackground(random: () => number = Math.random): number {
  const n = LOGIN_BACKGROUNDS.length;
  return Math.min(n - 1, Math.max(0, Math.floor(random() * n)));
}
