/**
 * The frost warning on synthetic hourly forecasts: the threshold (below, at, above, the field's own),
 * the 48 h window, the 6 h lead and what a late forecast says, the "back to normal" with its margin,
 * the hours drawn from daily extremes, and the texts as the grower reads them.
 */
import { describe, expect, it } from 'vitest';
import { ALERT_KINDS } from '@shared/alerts/kinds';
import { DEFAULT_ALERT_PREFERENCES, deliveryChannels } from '@shared/alerts/preferences';
import { DEFAULT_FROST_THRESHOLD_C, frostThresholdOf, frostThresholdSchema } from '@shared/alerts/frost';
import { issueText } from '@shared/validation/issue';
import { decide } from '../../../lambdas/agronomy/alert-conditions';
import { FROST_CLEAR_MARGIN_C, frostOutlook, hourlyFromDaily, type HourlyTemp } from '../../../lambdas/agronomy/frost';
import { localMidnightMs } from '../../../lambdas/agronomy/local-dates';
import { alertText, celsius, smsSafe } from '../../../lambdas/alerts/rules/alert-messages';
import { frostObservation } from '../../../lambdas/alerts/services/alert-observations';
import type { FieldItem } from '../../../lambdas/farms/adapters/fields';

const H = 3_600_000;
/** Fri 27 Nov 2026, 10 pm in Brisbane (UTC+10, no daylight saving). */
const NOW = Date.UTC(2026, 10, 27, 12);
const TZ = 'Australia/Brisbane';

/** An hourly forecast from the current hour: 8 °C every hour for `span` hours, with the given hours (from now) set. */
function forecast(set: Record<number, number | null> = {}, span = 60): HourlyTemp[] {
  return Array.from({ length: span + 1 }, (_, k) => ({ t: NOW + k * H, c: k in set ? set[k]! : 8 }));
}

// Near Brisbane.
const field: FieldItem = {
  field_id: 'fld-north',
  field_name: 'North Block',
  farm_name: 'Home Farm',
  crop_type: 'Grapes',
  points: {
    type: 'Polygon',
    coordinates: [
      [
        [153.02, -27.47],
        [153.03, -27.47],
        [153.03, -27.48],
        [153.02, -27.48],
        [153.02, -27.47],
      ],
    ],
  },
  created_at: '2026-01-01T00:00:00Z',
};

describe('frostOutlook: the threshold', () => {
  it('holds for an hour below or exactly at the threshold, not for one a tenth above', () => {
    expect(frostOutlook(forecast({ 20: 0.5 }), 1, NOW, false)).toMatchObject({
      holds: true,
      firstAt: NOW + 20 * H,
      minAt: NOW + 20 * H,
      minC: 0.5,
    });
    expect(frostOutlook(forecast({ 20: 1 }), 1, NOW, false).holds).toBe(true);
    expect(frostOutlook(forecast({ 20: 1.1 }), 1, NOW, false).holds).toBe(false);
  });

  it('takes the field’s own threshold', () => {
    const cold = forecast({ 20: -1.5 });
    expect(frostOutlook(cold, -2, NOW, false).holds).toBe(false);
    expect(frostOutlook(cold, -1.5, NOW, false).holds).toBe(true);
    expect(frostOutlook(forecast({ 20: 1.5 }), 2, NOW, false).holds).toBe(true);
    expect(frostThresholdOf({})).toBe(DEFAULT_FROST_THRESHOLD_C);
    expect(frostThresholdOf({ frost_threshold_c: -3 })).toBe(-3);
  });

  it('quotes the coldest hour of the first frost spell and when it starts', () => {
    // First night: 0.8 at +18 h, −1.5 at +20 h, 0.2 at +22 h; a colder second night is not this spell.
    const hours = forecast({ 18: 0.8, 19: -0.4, 20: -1.5, 21: -1, 22: 0.2, 42: -4 });
    expect(frostOutlook(hours, 1, NOW, false)).toEqual({
      holds: true,
      firstAt: NOW + 18 * H,
      minAt: NOW + 20 * H,
      minC: -1.5,
    });
  });
});

describe('frostOutlook: the 48 h window', () => {
  it('looks from the current hour to 48 h ahead, not beyond', () => {
    expect(frostOutlook(forecast({ 47: 0 }), 1, NOW, false).holds).toBe(true);
    expect(frostOutlook(forecast({ 48: 0 }), 1, NOW, false).holds).toBe(true);
    expect(frostOutlook(forecast({ 49: 0 }), 1, NOW, false).holds).toBe(false);
    // Two hours on, the same forecast brings that hour inside the window.
    expect(frostOutlook(forecast({ 49: 0 }), 1, NOW + 2 * H, false).holds).toBe(true);
  });

  it('an hour already past is not frost to come', () => {
    const past = [{ t: NOW - 3 * H, c: -2 }, ...forecast()];
    expect(frostOutlook(past, 1, NOW, false).holds).toBe(false);
  });

  it('cannot tell "no frost" from a forecast with holes, but frost it can see is frost', () => {
    expect(frostOutlook([], 1, NOW, false).holds).toBeUndefined();
    expect(frostOutlook(forecast({ 30: null }), 1, NOW, false).holds).toBeUndefined();
    expect(frostOutlook(forecast({}, 40), 1, NOW, false).holds).toBeUndefined(); // ends 8 h short
    expect(frostOutlook(forecast({ 10: -1, 30: null }), 1, NOW, false).holds).toBe(true);
    expect(frostOutlook(forecast({ 20: 0 }), Number.NaN, NOW, false).holds).toBeUndefined();
  });
});

describe('back to normal', () => {
  it('clears only when no hour comes within the margin of the threshold', () => {
    expect(FROST_CLEAR_MARGIN_C).toBe(0.5);
    expect(frostOutlook(forecast({ 20: 1.3 }), 1, NOW, true).holds).toBe(true);
    expect(frostOutlook(forecast({ 20: 1.6 }), 1, NOW, true).holds).toBe(false);
    expect(frostOutlook(forecast({ 20: 1.3 }), 1, NOW, false).holds).toBe(false);
  });

  it('one start and one clear over an episode, however many times it is looked at', () => {
    const looks = [
      forecast(),
      forecast({ 30: 0 }),
      forecast({ 30: -0.5 }),
      forecast({ 30: 1.2 }),
      forecast({ 30: 0.4 }),
      forecast(),
      forecast(),
    ];
    let active = false;
    const phases = looks.map((hours) => {
      const phase = decide({ active }, frostObservation(field, hours, NOW).holds(active));
      if (phase) active = phase === 'start';
      return phase;
    });
    expect(phases).toEqual([undefined, 'start', undefined, undefined, undefined, 'clear', undefined]);
  });
});

describe('hours drawn from daily extremes', () => {
  const day = (date: string, tempmin: number | null, tempmax: number | null) => ({
    midnightMs: localMidnightMs(date, TZ),
    tempmin,
    tempmax,
  });

  it('puts each day’s minimum at 06:00 and maximum at 15:00, a smooth curve between', () => {
    const hours = hourlyFromDaily([day('2026-11-28', -1.5, 14), day('2026-11-29', 3, 20)]);
    const at = (iso: string) => hours.find((h) => h.t === Date.parse(iso))?.c;
    expect(at('2026-11-27T20:00:00Z')).toBe(-1.5); // Sat 6 am
    expect(at('2026-11-28T05:00:00Z')).toBe(14); // Sat 3 pm
    expect(at('2026-11-28T20:00:00Z')).toBe(3); // Sun 6 am
    expect(at('2026-11-29T05:00:00Z')).toBe(20); // Sun 3 pm, the last hour drawn
    expect(hours.every((h, i) => i === 0 || h.t - hours[i - 1]!.t === H)).toBe(true);
    // Falling from Saturday's maximum to Sunday's minimum, never below it.
    const evening = hours
      .filter((h) => h.t > Date.parse('2026-11-28T05:00:00Z') && h.t < Date.parse('2026-11-28T20:00:00Z'))
      .map((h) => h.c!);
    expect(evening.every((c, i) => i === 0 || c < evening[i - 1]!)).toBe(true);
    expect(Math.min(...evening)).toBeGreaterThan(3);
  });

  it('leaves the hours next to a day without figures unknown', () => {
    const hours = hourlyFromDaily([day('2026-11-28', 2, 14), day('2026-11-29', null, null), day('2026-11-30', 2, 14)]);
    const unknown = hours.filter((h) => h.c === null);
    expect(unknown.length).toBeGreaterThan(20);
    expect(frostOutlook(hours, 1, NOW, false).holds).toBeUndefined();
  });

  it('a daily forecast with a frosty Saturday morning warns of Sat 6 am', () => {
    const hours = hourlyFromDaily([
      day('2026-11-27', 9, 22),
      day('2026-11-28', -1.5, 14),
      day('2026-11-29', 6, 20),
      day('2026-11-30', 7, 21),
    ]);
    const o = frostOutlook(hours, 1, NOW, false);
    expect(o).toMatchObject({ holds: true, minC: -1.5, minAt: Date.parse('2026-11-27T20:00:00Z') });
    expect(o.firstAt).toBeLessThan(o.minAt!);
  });
});

describe('the frost observation and its texts', () => {
  const start = (hours: HourlyTemp[], f: FieldItem = field, now = NOW) => {
    const o = frostObservation(f, hours, now);
    expect(o.holds(false)).toBe(true);
    return alertText('frost', 'start', o.place, o.facts, 'https://fieldwise.example');
  };

  it('names the field, the forecast minimum, when, and the threshold; links the field’s dashboard', () => {
    const t = start(forecast({ 7: 0.4, 8: -1.5, 9: 0 })); // Sat 6 am in Brisbane, 8 h ahead
    expect(t.title).toBe('Frost risk at North Block Sat 6 am');
    expect(t.body).toBe(
      'Frost risk at North Block, Home Farm: −1.5 °C forecast Sat 6 am (threshold 1 °C). Protect frost-sensitive ' +
        'crops.',
    );
    expect(t.path).toBe('/app/Home/Dashboard?field=fld-north');
    expect(t.email).toContain(t.body);
  });

  it('a warning the forecast shows less than 6 h ahead goes at once and says how soon', () => {
    const soon = start(forecast({ 3: 0.5, 4: -0.5 }));
    expect(soon.title).toBe('Frost risk at North Block within about 3 h');
    expect(soon.body).toBe(
      'Frost risk at North Block, Home Farm within about 3 h: −0.5 °C forecast Sat 2 am (threshold 1 °C). Protect ' +
        'frost-sensitive crops.',
    );
    expect(start(forecast({ 0: 0.5 })).body).toContain('Home Farm from now: 0.5 °C forecast Fri 10 pm');
    // 6 h or more ahead: no "how soon".
    expect(start(forecast({ 6: 0 })).body).not.toContain('within');
  });

  it('uses the field’s own threshold in the condition and the words', () => {
    const vines = { ...field, frost_threshold_c: -2 };
    const o = frostObservation(vines, forecast({ 20: -1.5 }), NOW);
    expect(o.holds(false)).toBe(false);
    expect(start(forecast({ 20: -2.5 }), vines).body).toContain('−2.5 °C forecast Sat 6 pm (threshold −2 °C)');
  });

  it('back to normal says so, with the threshold', () => {
    const o = frostObservation(field, forecast(), NOW);
    expect(o.holds(true)).toBe(false);
    expect(alertText('frost', 'clear', o.place, o.facts).body).toBe(
      'North Block, Home Farm: no frost forecast in the next 48 h (threshold 1 °C). No action needed.',
    );
  });

  it('without a forecast nothing changes', () => {
    const o = frostObservation(field, undefined, NOW);
    expect(o.holds(false)).toBeUndefined();
    expect(o.holds(true)).toBeUndefined();
    expect(o.key).toBe('frost:fld-north');
  });

  it('the SMS is plain GSM text in at most two parts, simulated weather and link included', () => {
    const o = frostObservation(
      { ...field, field_name: 'Lower River Flat East', farm_name: 'Riverbend Orchards' },
      forecast({ 20: -10 }),
      NOW,
    );
    for (const phase of ['start', 'clear'] as const) {
      const t = alertText('frost', phase, o.place, { ...o.facts, simulatedWeather: true }, 'https://fieldwise.example');
      expect(t.body).toContain('This forecast used simulated weather, not a real weather forecast.');
      // The GSM 03.38 basic set (no "°", no "−"): 153 characters a part in a two-part message.
      expect(t.sms, t.sms).toMatch(/^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n]*$/);
      expect(t.sms.length, t.sms).toBeLessThanOrEqual(2 * 153);
    }
    expect(alertText('frost', 'start', o.place, o.facts).sms).toContain('-10C forecast Sat 6 pm (threshold 1C)');
  });

  it('writes temperatures with a true minus and tenths only when there are any', () => {
    expect([celsius(-1.5), celsius(0), celsius(-0.04), celsius(1), celsius(2.25)]).toEqual([
      '−1.5 °C',
      '0 °C',
      '0 °C',
      '1 °C',
      '2.3 °C',
    ]);
    expect(smsSafe('−1.5 °C (threshold 1 °C)')).toBe('-1.5C (threshold 1C)');
  });
});

describe('frost in the preferences', () => {
  it('is a kind of its own, by every channel unless the grower chooses otherwise', () => {
    expect(ALERT_KINDS).toContain('frost');
    expect(deliveryChannels(DEFAULT_ALERT_PREFERENCES, { kind: 'frost', at: new Date(NOW) }, true)).toEqual([
      'sms',
      'email',
      'in-app',
    ]);
  });

  it('breaks through quiet hours like the moisture alerts; its "back to normal" waits', () => {
    const prefs = {
      ...DEFAULT_ALERT_PREFERENCES,
      timeZone: TZ,
      quietHours: { start: '21:00', end: '06:00', moistureBreaksThrough: true },
    };
    expect(deliveryChannels(prefs, { kind: 'frost', at: new Date(NOW), phase: 'start' }, true)).toEqual([
      'sms',
      'email',
      'in-app',
    ]);
    expect(deliveryChannels(prefs, { kind: 'frost', at: new Date(NOW), phase: 'clear' }, true)).toEqual(['in-app']);
    const strict = { ...prefs, quietHours: { ...prefs.quietHours, moistureBreaksThrough: false } };
    expect(deliveryChannels(strict, { kind: 'frost', at: new Date(NOW) }, true)).toEqual(['in-app']);
  });
});

describe('the threshold’s input rule', () => {
  const refused = (v: unknown) => {
    const r = frostThresholdSchema.safeParse(v);
    return r.success ? undefined : issueText(r.error);
  };

  it('takes −10 to 10 °C, as a number or numeric text', () => {
    expect([-10, -2.5, 0, '1.5', ' 3 ', 10].map((v) => frostThresholdSchema.parse(v))).toEqual([
      -10, -2.5, 0, 1.5, 3, 10,
    ]);
  });

  it('refuses what is off the scale, unstorable, empty or not a number', () => {
    for (const v of [10.1, -11, 1e300, Number.POSITIVE_INFINITY, Number.NaN, '', '  ', 'cold', null, true, [], {}])
      expect(refused(v), String(v)).toMatch(/a temperature from -10 to 10 °C/);
    expect(refused(1e-200)).toMatch(/1e-130/);
  });
});
