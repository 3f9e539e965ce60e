/** The advice in words: the headline of each state and the basis sentences. */
import { describe, expect, it } from 'vitest';
import { recommend, type RecommendationInput } from '../../../lambdas/agronomy/water/recommendation';
import { runTimeWords } from '@shared/irrigation/recommendation';
import { adviceWords, basisWords, dueWords } from '../../../web/src/lib/advice-words';
import { wordsIn } from './support/words';

const H = 3_600_000;
const NOW = Date.parse('2026-06-10T06:00:00Z');
const DAY0 = Date.parse('2026-06-10T00:00:00Z');
const weather = (mm: number) =>
  [0, 1, 2].map((i) => ({ fromMs: DAY0 + i * 24 * H, toMs: DAY0 + (i + 1) * 24 * H, precipMm: mm, et0Mm: 5 }));
const input = (theta: number, over: Partial<RecommendationInput> = {}): RecommendationInput => ({
  now: NOW,
  today: '2026-06-10',
  zone: {
    name: 'West block',
    limits: { fieldCapacity: [30, 30, 30], wiltingPoint: [10, 10, 10] },
    refill: { depthCm: 10, value: 20 },
  },
  system: {
    method: 'sprinkler',
    application_rate_mm_h: 6,
    root_depth_cm: 50,
    crop: 'tomato',
    planting_date: '2026-04-20',
  },
  sensors: [
    {
      sensorId: 'S1',
      measuredAt: NOW,
      values: [theta, theta, theta],
      forecast: {
        issued_at: NOW,
        depths: [10, 50, 100],
        steps: Array.from({ length: 36 }, (_, i) => [2 * (i + 1), theta - 0.2 * 2 * (i + 1), theta, theta]),
      },
      skill24: [10, 50, 100].map((depthCm) => ({ depthCm, sumAbs: 80, n: 100 })),
    },
  ],
  weather: weather(0),
  ...over,
});

describe('advice in words', () => {
  it('run times', () => {
    expect([runTimeWords(45), runTimeWords(180), runTimeWords(190), runTimeWords(0)]).toEqual([
      '45 min',
      '3 h',
      '3 h 10 min',
      '0 min',
    ]);
  });

  it('the headline: amount, run time, when, band', () => {
    // (30 − 26.8) % over 50 cm = 16 mm net, ÷ 0.75 = 21.3 mm, ÷ 6 mm/h = 213 min; 0.8 % over 50 cm = 4 mm.
    const r = recommend(input(26.8));
    expect(adviceWords(r, 'UTC')).toBe(`irrigate 21 mm ≈ 3 h 33 min by ${dueWords(r.due_at!, 'UTC')}, ± 4 mm`);
    expect(dueWords(Date.parse('2026-06-12T06:00:00Z') / 1000, 'UTC')).toBe('Fri 6 am');
  });

  it('now, rain covering it, and no advice', () => {
    expect(adviceWords(recommend(input(18)), 'UTC')).toMatch(/^irrigate 80 mm ≈ 13 h 20 min now, ± 4 mm$/);
    expect(adviceWords(recommend(input(29, { weather: weather(40) })), 'UTC')).toBe(
      'no irrigation needed: the rain forecast covers the 5 mm deficit',
    );
    expect(adviceWords(recommend(input(29, { system: undefined })), 'UTC')).toBeNull();
  });

  it('the basis names every number: root depth, limits, TAW/RAW, readings, rain, system, refill, Kc, ET0, band', () => {
    const lines = basisWords(recommend(input(26.8, { weather: weather(6) })), 'UTC').join('\n');
    expect(lines).toMatch(/Root depth 50 cm, as set for the zone\./);
    expect(lines).toMatch(/Field capacity 30 % at 10 cm, 30 % at 50 cm, 30 % at 100 cm; wilting point 10 %/);
    expect(lines).toMatch(/holds 100 mm of available water; the crop takes 40 mm of it \(p = 0.4\)/);
    expect(lines).toMatch(/Sensor S1 read 26.8 % at 10 cm/);
    expect(lines).toContain(
      'Rain forecast for the next 48 h: 12 mm; beyond the first 2 mm of each day, 8 mm reaches the soil, ' +
        'and 8 mm of it is taken off the deficit.',
    );
    expect(lines).toMatch(/Sprinkler at 75 % efficiency applies 6 mm an hour/);
    // In inches the depth an hour, not a rate an hour.
    const us = basisWords(recommend(input(26.8, { weather: weather(6) })), 'UTC', wordsIn('en-US', 'us')).join('\n');
    expect(us).toMatch(/Sprinkler at 75 % efficiency applies 0.24 in an hour/);
    expect(lines).toMatch(/reach its refill point of 20 %/);
    expect(lines).toMatch(/Kc 0.89 × ET0 5 mm/);
    expect(lines).toMatch(/± 4 mm: these sensors' own next-day forecast error \(100 verified forecasts\)/);
  });
});
