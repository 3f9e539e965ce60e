import { describe, expect, it } from 'vitest';
import { circleRadiusMetres, circleRadiusPx } from '../../../web/src/components/map/circle-radius';

describe('sensor circle radius', () => {
  it('grows on the ground as the zoom falls', () => {
    const zooms = [20, 19, 18, 17, 16, 15, 14, 13, 12, 10, 8, 5];
    const metres = zooms.map((z) => circleRadiusMetres(z, -34.27));
    for (let i = 1; i < metres.length; i++) expect(metres[i]!).toBeGreaterThan(metres[i - 1]!);
  });
  it('stays between 5 and 16 pixels on screen', () => {
    expect(circleRadiusPx(16)).toBe(11);
    expect(circleRadiusPx(22)).toBe(16);
    expect(circleRadiusPx(3)).toBe(5);
    expect(circleRadiusPx(15)).toBeLessThan(circleRadiusPx(16));
  });
});
