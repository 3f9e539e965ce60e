import { describe, expect, it } from 'vitest';
import {
  baseOf,
  compactWindow,
  newestAtOrBefore,
  nextView,
  stepsBefore,
  WINDOW_MS,
  windowOf,
  type ViewBase,
} from '../../../lambdas/forecasts/services/forecast-window';
import { pastRowsWith } from '../../../lambdas/forecasts/services/forecast-views';
import { monthsFrom } from '../../../lambdas/forecasts/services/field-forecasts';
import { skillDays, type StoredForecast } from '../../../lambdas/forecasts/adapters/forecasts';

const H = 3_600_000;
const f = (issued: number, v = 1): StoredForecast => ({
  issued_at: issued,
  depths: [10],
  steps: [[2, v]],
  origin: [v],
});
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
    expect(nextView(baseOf(f(A), view), f(A + 2 * H))).toEqual({
      newest: A + 2 * H,
      recent: [f(A - 30 * H), f(A), f(A + 2 * H)],
    });
  });
  it('a view a forecast ahead (crash before storing it) is built on for that forecast or a later one only', () => {
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

describe('compacted views', () => {
  // Forecasts with all 36 steps (+2 … +72 h), each value telling issue time and step apart.
  const full = (issued: number): StoredForecast => ({
    issued_at: issued,
    depths: [10, 50, 100],
    steps: Array.from({ length: 36 }, (_, i) => [
      2 * (i + 1),
      ((issued / H) % 97) + i / 10,
      30 + i / 100,
      40,
      18 + i / 10,
    ]),
    origin: [20, 30, 40, 18],
  });
  it('keeps of a forecast followed by another only the steps up to an hour after the next one is issued', () => {
    expect(stepsBefore(full(A), A + 2 * H).steps.map((s) => s[0])).toEqual([2]);
    expect(stepsBefore(full(A), A + 5 * H).steps.map((s) => s[0])).toEqual([2, 4, 6]);
    expect(stepsBefore(full(A), A + 100 * H)).toEqual(full(A));
    expect(compactWindow([full(A), full(A + 4 * H)]).map((f) => f.steps.length)).toEqual([2, 36]);
  });
  it('answers every past prediction a view built forecast by forecast is asked as the whole history does', async () => {
    // Irregular issue times: every 2 h with gaps of a few hours to a day and off-the-hour times.
    const times: number[] = [];
    for (let t = A, i = 0; times.length < 80; i++) {
      times.push(t);
      t += i % 13 === 5 ? 22 * H : i % 7 === 3 ? 5 * H + 1_800_000 : 2 * H + (i % 3) * 60_000;
    }
    const history: StoredForecast[] = [];
    let base: ViewBase | undefined = baseOf(undefined, undefined);
    for (const t of times) {
      const f = full(t);
      const view = nextView(base, f)!;
      history.push(f);
      // The view holds the newest whole, and far fewer steps than the forecasts it stands for.
      expect(view.recent.at(-1)).toEqual(f);
      const fromHistory = (at: number) => history.filter((x) => x.issued_at <= at).at(-1);
      for (const now of [t, t + 3 * H, t + 30 * H]) {
        expect(await pastRowsWith((at) => newestAtOrBefore(view, at), f, now, 45)).toEqual(
          await pastRowsWith(fromHistory, f, now, 45),
        );
      }
      base = baseOf(f, view);
      expect(base).toBeDefined();
    }
    const last = nextView(base, full(times.at(-1)! + 2 * H))!;
    expect(last.recent.reduce((n, f) => n + f.steps.length, 0)).toBeLessThan(last.recent.length * 6);
  });
  it('a compacted view one forecast ahead is built on with that forecast whole', () => {
    const ahead = { newest: A + 2 * H, recent: compactWindow([full(A - 30 * H), full(A), full(A + 2 * H)]) };
    const base = baseOf(full(A), ahead);
    expect(base).toEqual({ recent: [stepsBefore(full(A - 30 * H), A), full(A)], from: A + 2 * H });
    // A later forecast than the lost one: the stored one keeps the steps up to it.
    expect(nextView(base, full(A + 6 * H))?.recent.map((f) => f.steps.length)).toEqual([15, 3, 36]);
    expect(baseOf({ ...full(A), origin: [1, 2, 3, 4] }, ahead)).toBeUndefined();
  });
});

describe('skill items', () => {
  it('month items and earlier day items give the days from the first one on, summed, oldest first', () => {
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
