/** A batch of forecasts asks for a place's weather once per place and window, not once per sensor. */
import { describe, expect, it } from 'vitest';
import { sharedPerBatch } from '../../../lambdas/forecasts/services/forecast-weather';
import type { WeatherInterval } from '../../../lambdas/agronomy/forecast/forecast-types';

describe('weather shared within a forecast batch', () => {
  it('twelve sensors of one field: one lookup; another place or window: its own', async () => {
    const asked: string[] = [];
    const day: WeatherInterval = { fromMs: 0, toMs: 86_400_000, precipMm: 1, et0Mm: 4 };
    const shared = sharedPerBatch(async (loc, from, to) => {
      asked.push(`${loc.lat},${loc.lon},${from},${to}`);
      return [day];
    });
    const here = { lat: -34.27, lon: 146.03 };
    const answers = await Promise.all(Array.from({ length: 12 }, () => shared(here, 1_000, 2_000)));
    expect(asked).toHaveLength(1);
    expect(answers.every((a) => a[0] === day)).toBe(true);
    await shared({ lat: -34.3, lon: 146.03 }, 1_000, 2_000);
    await shared(here, 1_000 + 7_200_000, 2_000 + 7_200_000);
    expect(asked).toHaveLength(3);
  });
  it('each batch asks afresh: weather is never held past its batch', async () => {
    let calls = 0;
    const source = async () => {
      calls++;
      return [];
    };
    await sharedPerBatch(source)({ lat: 0, lon: 0 }, 0, 1);
    await sharedPerBatch(source)({ lat: 0, lon: 0 }, 0, 1);
    expect(calls).toBe(2);
  });
});
