import { describe, expect, it } from 'vitest';
import { baseOf, newestAtOrBefore, nextView, WINDOW_MS, windowOf } from '../../../lambdas/services/forecast-window';
import { monthsFrom } from '../../../lambdas/services/field-forecasts';
import { skillDays, type StoredForecast } from '../../../lambdas/store/forecasts';

const H = 3_600_000;
const f = (issued: number, v = 1): StoredForecast => ({ issued_at: issued, depths: [10], steps: [[2, v]], origin: [v] });
const A = 1_000 * H;

describe('windowOf', () => {
  it('keeps the forecasts after anchor − 2 days − 1 ms and the newest at or before it, oldest first, each once', () => {
    const all = [f(A), f(A - WINDOW_MS), f(A - WINDOW_MS - 1), f(A - WINDOW_MS - 2), f(A - 10 * H), f(A - 10 * H)];
    expect(windowOf(all, A).map((x) => x.issued_at)).toEqual([A - WINDOW_MS - 1, A - WINDOW_MS, A - 10 * H, A]);
  });
  it('answers every "newest at or before t" the past predictions ask as the whole history does', () => {
    const history = Array.from({ length: 60 }, (_, i) => f(A - i * 3 * H + (i % 4) * 600_000));
    const view = { newest: A, recent: windowOf(history, A) };
    for (let t = A - WINDOW_MS - 1; t <= A; t += 17 * 60_000) {
      const whole = history.filter((x) => x.issued_at <= t).sort((a, b) => b.issued_at - a.issued_at)[0];
      expect(newestAtOrBefore(view, t)).toEqual(whole);
    }
  });
  it('leaves out forecasts after the anchor', () => {
    expect(windowOf([f(A), f(A + 1)], A).map((x) => x.issued_at)).toEqual([A]);
  });
});

describe('baseOf and nextView', () => {
  const view = { newest: A, recent: [f(A - 30 * H), f(A)] };
  it('nothing stored: an empty base; the first view holds the first forecast alone', () => {
    expect(nextView(baseOf(undefined, undefined), f(A))).toEqual({ newest: A, recent: [f(A)] });
    // A view left by a writer that died before storing the first forecast changes nothing.
    expect(baseOf(undefined, view)).toEqual({ recent: [], from: -Infinity });
  });
  it('a view of the stored newest forecast is built on', () => {
    expect(nextView(baseOf(f(A), view), f(A + 2 * H))).toEqual({ newest: A + 2 * H, recent: [f(A - 30 * H), f(A), f(A + 2 * H)] });
  });
  it('a view one forecast ahead (a crash before its forecast was stored) is built on for that forecast or a later one only', () => {
    const ahead = { newest: A + 2 * H, recent: [f(A - 30 * H), f(A), f(A + 2 * H)] };
    const base = baseOf(f(A), ahead);
    expect(base).toEqual({ recent: [f(A - 30 * H), f(A)], from: A + 2 * H });
    expect(nextView(base, f(A + 2 * H, 9))?.recent).toEqual([f(A - 30 * H), f(A), f(A + 2 * H, 9)]);
    expect(nextView(base, f(A + H))).toBeUndefined();
  });
  it('no view, a view behind, or a twin of the stored forecast: no base, so no view is built', () => {
    expect(baseOf(f(A), undefined)).toBeUndefined();
    expect(baseOf(f(A + 2 * H), view)).toBeUndefined();
    expect(baseOf(f(A, 2), view)).toBeUndefined();
    expect(nextView(undefined, f(A))).toBeUndefined();
  });
  it('never builds a view whose newest is not the newest', () => {
    expect(nextView(baseOf(f(A), view), f(A))).toBeUndefined();
    expect(nextView(baseOf(f(A), view), f(A - H))).toBeUndefined();
  });
});

describe('skill items', () => {
  it('month items and day items of the earlier layout give the days from the first one on, summed, oldest first', () => {
    const items = [
      { PK: 'p', SK: 'SKILL#2026-02', '27/n_h2_d10': 1, '28/n_h2_d10': 2, '28/model_h2_d10': 0.5 },
      { PK: 'p', SK: 'SKILL#2026-02-28', n_h2_d10: 4 },
      { PK: 'p', SK: 'SKILL#2026-03', '01/n_h2_d10': 3, '01/bogus': 'x' },
    ];
    expect(skillDays(items, '2026-02-28')).toEqual([{ n_h2_d10: 6, model_h2_d10: 0.5 }, { n_h2_d10: 3 }]);
  });
  it('the months of the skill window, across a year end', () => {
    expect(monthsFrom('2025-11-26', Date.UTC(2026, 0, 2))).toEqual(['2025-11-01', '2025-12-01', '2026-01-01']);
    expect(monthsFrom('2026-01-03', Date.UTC(2026, 0, 31))).toEqual(['2026-01-01']);
  });
});
