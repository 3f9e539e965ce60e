import { describe, expect, it } from 'vitest';
import { ALERT_KINDS } from '@shared/alerts/kinds';
import {
  alertPreferencesSchema,
  DEFAULT_ALERT_PREFERENCES,
  deliveryChannels,
  inQuietHours,
  localTime,
  type AlertPreferences,
  type AlertToDeliver,
} from '@shared/alerts/preferences';
import { issueText } from '@shared/validation/issue';

const everything = Object.fromEntries(
  ALERT_KINDS.map((k) => [k, ['sms', 'email', 'in-app']]),
) as AlertPreferences['channels'];

function prefs(overrides: Partial<AlertPreferences> = {}): AlertPreferences {
  return { channels: everything, timeZone: 'Australia/Sydney', quietHours: null, mutes: [], farms: {}, ...overrides };
}
const alert = (kind: AlertToDeliver['kind'], iso: string, extra: Partial<AlertToDeliver> = {}): AlertToDeliver => ({
  kind,
  at: new Date(iso),
  ...extra,
});
const night = { start: '22:00', end: '06:00', moistureBreaksThrough: true };

describe('deliveryChannels: chosen channels and the phone', () => {
  it('sends a kind by exactly the channels chosen for it, in a fixed order', () => {
    const p = prefs({ channels: { ...everything, battery: ['in-app', 'email'], 'data-quality': [] } });
    expect(deliveryChannels(p, alert('battery', '2026-06-15T02:00:00Z'), true)).toEqual(['email', 'in-app']);
    expect(deliveryChannels(p, alert('data-quality', '2026-06-15T02:00:00Z'), true)).toEqual([]);
    expect(deliveryChannels(p, alert('moisture', '2026-06-15T02:00:00Z'), true)).toEqual(['sms', 'email', 'in-app']);
  });

  it('drops SMS for a grower without a phone and keeps the rest', () => {
    expect(deliveryChannels(prefs(), alert('moisture', '2026-06-15T02:00:00Z'), false)).toEqual(['email', 'in-app']);
    const smsOnly = prefs({ channels: { ...everything, moisture: ['sms'] } });
    expect(deliveryChannels(smsOnly, alert('moisture', '2026-06-15T02:00:00Z'), false)).toEqual([]);
  });

  it('sends moisture alerts by SMS by default, and data quality in-app only', () => {
    const at = '2026-06-15T02:00:00Z';
    expect(deliveryChannels(DEFAULT_ALERT_PREFERENCES, alert('moisture', at), true)).toContain('sms');
    expect(deliveryChannels(DEFAULT_ALERT_PREFERENCES, alert('moisture-forecast', at), true)).toContain('sms');
    expect(deliveryChannels(DEFAULT_ALERT_PREFERENCES, alert('battery', at), true)).toEqual(['email', 'in-app']);
    expect(deliveryChannels(DEFAULT_ALERT_PREFERENCES, alert('data-quality', at), true)).toEqual(['in-app']);
    expect(deliveryChannels(DEFAULT_ALERT_PREFERENCES, alert('frost', at), true)).toEqual(['sms', 'email', 'in-app']);
  });
});

describe('deliveryChannels: quiet hours in the grower’s time zone', () => {
  // June in Sydney is AEST, UTC+10: 12:30Z is 22:30 local.
  const p = prefs({ quietHours: night });

  it('holds back SMS and e-mail of other kinds during quiet hours, in-app still lands', () => {
    expect(deliveryChannels(p, alert('battery', '2026-06-15T12:30:00Z'), true)).toEqual(['in-app']);
    expect(deliveryChannels(p, alert('gateway-offline', '2026-06-15T17:00:00Z'), true)).toEqual(['in-app']);
    expect(deliveryChannels(p, alert('silent-sensor', '2026-06-15T19:59:00Z'), true)).toEqual(['in-app']);
  });

  it('lets a starting moisture alert, the forecast warning and the frost warning break through', () => {
    expect(deliveryChannels(p, alert('moisture', '2026-06-15T12:30:00Z'), true)).toEqual(['sms', 'email', 'in-app']);
    expect(deliveryChannels(p, alert('frost', '2026-06-15T12:30:00Z'), true)).toEqual(['sms', 'email', 'in-app']);
    expect(deliveryChannels(p, alert('moisture-forecast', '2026-06-15T12:30:00Z', { phase: 'start' }), true)).toEqual([
      'sms',
      'email',
      'in-app',
    ]);
  });

  it('keeps a moisture "back to normal" in-app during quiet hours: it is not urgent', () => {
    expect(deliveryChannels(p, alert('moisture', '2026-06-15T12:30:00Z', { phase: 'clear' }), true)).toEqual([
      'in-app',
    ]);
    expect(deliveryChannels(p, alert('moisture', '2026-06-15T02:00:00Z', { phase: 'clear' }), true)).toEqual([
      'sms',
      'email',
      'in-app',
    ]);
  });

  it('holds back moisture alerts too when the grower does not let them through', () => {
    const strict = prefs({ quietHours: { ...night, moistureBreaksThrough: false } });
    expect(deliveryChannels(strict, alert('moisture', '2026-06-15T12:30:00Z'), true)).toEqual(['in-app']);
  });

  it('starts at the start minute and ends at the end minute (end excluded), across midnight', () => {
    const at = (iso: string) => deliveryChannels(p, alert('battery', iso), true);
    expect(at('2026-06-15T11:59:00Z')).toEqual(['sms', 'email', 'in-app']); // 21:59
    expect(at('2026-06-15T12:00:00Z')).toEqual(['in-app']); // 22:00
    expect(at('2026-06-15T14:00:00Z')).toEqual(['in-app']); // 00:00 the next day
    expect(at('2026-06-15T19:59:00Z')).toEqual(['in-app']); // 05:59
    expect(at('2026-06-15T20:00:00Z')).toEqual(['sms', 'email', 'in-app']); // 06:00
  });

  it('reads the hours in the grower’s zone, not the server’s or UTC', () => {
    // 12:30Z is 14:30 in Berlin (CEST) and 22:30 in Sydney.
    expect(
      deliveryChannels({ ...p, timeZone: 'Europe/Berlin' }, alert('battery', '2026-06-15T12:30:00Z'), true),
    ).toEqual(['sms', 'email', 'in-app']);
    expect(deliveryChannels({ ...p, timeZone: 'UTC' }, alert('battery', '2026-06-15T22:30:00Z'), true)).toEqual([
      'in-app',
    ]);
  });

  it('handles a window within one day', () => {
    const siesta = prefs({
      timeZone: 'UTC',
      quietHours: { start: '13:00', end: '15:00', moistureBreaksThrough: true },
    });
    expect(deliveryChannels(siesta, alert('battery', '2026-06-15T12:59:00Z'), true)).toEqual([
      'sms',
      'email',
      'in-app',
    ]);
    expect(deliveryChannels(siesta, alert('battery', '2026-06-15T13:00:00Z'), true)).toEqual(['in-app']);
    expect(deliveryChannels(siesta, alert('battery', '2026-06-15T15:00:00Z'), true)).toEqual([
      'sms',
      'email',
      'in-app',
    ]);
    expect(deliveryChannels(siesta, alert('battery', '2026-06-15T23:00:00Z'), true)).toEqual([
      'sms',
      'email',
      'in-app',
    ]);
  });
});

describe('deliveryChannels on daylight-saving days', () => {
  it('follows Sydney’s clocks going forward (4 Oct 2026, 02:00 → 03:00): quiet ends at 07:00 AEDT', () => {
    const p = prefs({ quietHours: { start: '22:00', end: '07:00', moistureBreaksThrough: true } });
    const at = (iso: string) => deliveryChannels(p, alert('battery', iso), true);
    // The morning before, AEST (+10): 07:00 local is 21:00Z.
    expect(at('2026-10-02T20:59:00Z')).toEqual(['in-app']);
    expect(at('2026-10-02T21:00:00Z')).toEqual(['sms', 'email', 'in-app']);
    // That night spans the change: 23:30 AEST and 01:59 AEST are quiet, 03:00 AEDT too.
    expect(at('2026-10-03T13:30:00Z')).toEqual(['in-app']);
    expect(at('2026-10-03T15:59:00Z')).toEqual(['in-app']);
    expect(at('2026-10-03T16:00:00Z')).toEqual(['in-app']);
    // After the change, AEDT (+11): 07:00 local is 20:00Z; a fixed +10 offset would still call 20:30Z quiet.
    expect(at('2026-10-03T19:59:00Z')).toEqual(['in-app']);
    expect(at('2026-10-03T20:00:00Z')).toEqual(['sms', 'email', 'in-app']);
    expect(at('2026-10-03T20:30:00Z')).toEqual(['sms', 'email', 'in-app']);
  });

  it('starts quiet hours that begin in the skipped hour at the first minute after it (Berlin, 29 Mar 2026)', () => {
    const p = prefs({
      timeZone: 'Europe/Berlin',
      quietHours: { start: '02:30', end: '05:00', moistureBreaksThrough: true },
    });
    // 01:59 CET
    expect(deliveryChannels(p, alert('battery', '2026-03-29T00:59:00Z'), true)).toEqual(['sms', 'email', 'in-app']);
    expect(deliveryChannels(p, alert('battery', '2026-03-29T01:00:00Z'), true)).toEqual(['in-app']); // 03:00 CEST
    // 05:00 CEST
    expect(deliveryChannels(p, alert('battery', '2026-03-29T03:00:00Z'), true)).toEqual(['sms', 'email', 'in-app']);
  });

  it('keeps both passes of the repeated hour quiet when the clocks go back (Berlin, 25 Oct 2026)', () => {
    const p = prefs({
      timeZone: 'Europe/Berlin',
      quietHours: { start: '01:00', end: '03:00', moistureBreaksThrough: true },
    });
    expect(deliveryChannels(p, alert('battery', '2026-10-25T00:30:00Z'), true)).toEqual(['in-app']); // 02:30 CEST
    expect(deliveryChannels(p, alert('battery', '2026-10-25T01:30:00Z'), true)).toEqual(['in-app']); // 02:30 CET, again
    // 03:00 CET
    expect(deliveryChannels(p, alert('battery', '2026-10-25T02:00:00Z'), true)).toEqual(['sms', 'email', 'in-app']);
  });
});

describe('deliveryChannels: field mutes', () => {
  const p = prefs({ quietHours: null, mutes: [{ fieldId: 'f1', until: '2026-09-30' }] });

  it('sends nothing about a muted field, whatever the kind, moisture included', () => {
    for (const kind of ALERT_KINDS)
      expect(deliveryChannels(p, alert(kind, '2026-09-01T02:00:00Z', { fieldId: 'f1' }), true)).toEqual([]);
  });

  it('leaves other fields and alerts about no field alone', () => {
    expect(deliveryChannels(p, alert('battery', '2026-09-01T02:00:00Z', { fieldId: 'f2' }), true)).toEqual([
      'sms',
      'email',
      'in-app',
    ]);
    expect(deliveryChannels(p, alert('gateway-offline', '2026-09-01T02:00:00Z'), true)).toEqual([
      'sms',
      'email',
      'in-app',
    ]);
  });

  it('ends after the last muted day in the grower’s time zone', () => {
    // Sydney is UTC+10 in September: 30 Sep 23:59 local is 13:59Z, 1 Oct 00:00 local is 14:00Z.
    expect(deliveryChannels(p, alert('moisture', '2026-09-30T13:59:00Z', { fieldId: 'f1' }), true)).toEqual([]);
    expect(deliveryChannels(p, alert('moisture', '2026-09-30T14:00:00Z', { fieldId: 'f1' }), true)).toEqual([
      'sms',
      'email',
      'in-app',
    ]);
    // The same instant is still 30 Sep in UTC: a grower there is still muted.
    expect(
      deliveryChannels({ ...p, timeZone: 'UTC' }, alert('moisture', '2026-09-30T14:00:00Z', { fieldId: 'f1' }), true),
    ).toEqual([]);
  });

  it('is over for a mute whose date has passed', () => {
    expect(deliveryChannels(p, alert('battery', '2027-01-05T02:00:00Z', { fieldId: 'f1' }), true)).toEqual([
      'sms',
      'email',
      'in-app',
    ]);
  });
});

describe('local time helpers', () => {
  it('reads date and minutes in a zone', () => {
    expect(localTime(new Date('2026-06-15T12:30:00Z'), 'Australia/Sydney')).toEqual({
      date: '2026-06-15',
      minutes: 22 * 60 + 30,
    });
    expect(localTime(new Date('2026-06-15T14:00:00Z'), 'Australia/Sydney')).toEqual({ date: '2026-06-16', minutes: 0 });
    expect(localTime(new Date('2026-06-15T02:05:00Z'), 'America/New_York')).toEqual({
      date: '2026-06-14',
      minutes: 22 * 60 + 5,
    });
  });
  it('treats equal start and end as no quiet hours', () => {
    expect(inQuietHours({ start: '22:00', end: '22:00' }, 22 * 60)).toBe(false);
  });
});

describe('alertPreferencesSchema', () => {
  const valid = { ...DEFAULT_ALERT_PREFERENCES, quietHours: night, mutes: [{ fieldId: 'f1', until: '2027-03-31' }] };
  const refused = (input: unknown) => {
    const r = alertPreferencesSchema.safeParse(input);
    expect(r.success).toBe(false);
    return r.success ? '' : issueText(r.error);
  };

  it('accepts the defaults and a full set of preferences as they are', () => {
    expect(alertPreferencesSchema.parse(DEFAULT_ALERT_PREFERENCES)).toEqual(DEFAULT_ALERT_PREFERENCES);
    expect(alertPreferencesSchema.parse(valid)).toEqual(valid);
  });

  it('puts channels in a fixed order, spells the zone canonically and lets moisture through unless told', () => {
    const out = alertPreferencesSchema.parse({
      ...valid,
      channels: { ...valid.channels, battery: ['in-app', 'sms'] },
      timeZone: 'europe/berlin',
      quietHours: { start: '21:30', end: '05:45' },
    });
    expect(out.channels.battery).toEqual(['sms', 'in-app']);
    expect(out.timeZone).toBe('Europe/Berlin');
    expect(out.quietHours).toEqual({ start: '21:30', end: '05:45', moistureBreaksThrough: true });
  });

  it('names the field of a bad value', () => {
    expect(refused({ ...valid, timeZone: 'Mars/Olympus' })).toMatch(/^timeZone: not a known time zone/);
    expect(refused({ ...valid, timeZone: '' })).toMatch(/^timeZone: /);
    expect(refused({ ...valid, quietHours: { start: '24:00', end: '06:00' } })).toMatch(
      /^quietHours\.start: a time such as 22:00/,
    );
    expect(refused({ ...valid, quietHours: { start: '7:00', end: '06:00' } })).toMatch(/^quietHours\.start: /);
    expect(refused({ ...valid, quietHours: { start: '06:00', end: '06:00' } })).toBe(
      'quietHours.end: quiet hours must end at another time than they start',
    );
    expect(refused({ ...valid, quietHours: { ...night, moistureBreaksThrough: 'yes' } })).toMatch(
      /^quietHours\.moistureBreaksThrough: /,
    );
    expect(refused({ ...valid, channels: { ...valid.channels, battery: ['fax'] } })).toMatch(
      /^channels\.battery\.0: choose from: sms, email, in-app/,
    );
    expect(refused({ ...valid, channels: { ...valid.channels, battery: ['sms', 'sms'] } })).toBe(
      'channels.battery: each channel at most once',
    );
    const { battery: _b, ...noBattery } = valid.channels;
    expect(refused({ ...valid, channels: noBattery })).toBe('channels.battery: a list of channels (it may be empty)');
    expect(refused({ ...valid, mutes: [{ fieldId: 'f1', until: '2027-02-30' }] })).toBe(
      'mutes.0.until: not a calendar date',
    );
    expect(refused({ ...valid, mutes: [{ fieldId: 'f1', until: '31-03-2027' }] })).toMatch(
      /^mutes\.0\.until: a date such as/,
    );
    expect(refused({ ...valid, mutes: [{ fieldId: ' ', until: '2027-03-31' }] })).toBe('mutes.0.fieldId: a field id');
    expect(refused({ ...valid, mutes: [valid.mutes[0], valid.mutes[0]] })).toBe('mutes: each field at most once');
    expect(
      refused({ ...valid, mutes: Array.from({ length: 201 }, (_, i) => ({ fieldId: `f${i}`, until: '2027-01-01' })) }),
    ).toMatch(/^mutes: at most 200/);
    expect(refused({ ...valid, quietHours: undefined })).toMatch(/^quietHours: /);
  });

  it('refuses unknown keys, prototype names included, and pollutes nothing', () => {
    expect(refused(JSON.parse(`{"__proto__":{"polluted":1},${JSON.stringify(valid).slice(1)}`))).toMatch(
      /^body: .*__proto__/,
    );
    expect(
      refused({ ...valid, channels: JSON.parse(`{"constructor":["sms"],${JSON.stringify(valid.channels).slice(1)}`) }),
    ).toMatch(/^channels: .*constructor/);
    expect(
      refused({ ...valid, mutes: [JSON.parse('{"fieldId":"f1","until":"2027-01-01","__proto__":{"x":1}}')] }),
    ).toMatch(/^mutes\.0: /);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
