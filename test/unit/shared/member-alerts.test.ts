import { describe, expect, it } from 'vitest';
import { ALERT_KINDS } from '@shared/alerts/kinds';
import { farmAlertKinds, memberDeliveryChannels } from '@shared/alerts/member-alerts';
import { alertPreferencesSchema, DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '@shared/alerts/preferences';
import { DEFAULT_MEMBER_ALERT_KINDS } from '@shared/teams/roles';

const FARM = 'fm_AAAAAAAAAAAA';
const OTHER = 'fm_BBBBBBBBBBBB';
const prefs = (overrides: Partial<AlertPreferences> = {}): AlertPreferences => ({
  ...structuredClone(DEFAULT_ALERT_PREFERENCES),
  timeZone: 'UTC',
  ...overrides,
});
/** 03:00 UTC on 1 March 2027. */
const at = new Date('2027-03-01T03:00:00Z');

describe('farmAlertKinds: the kinds a member receives from a farm', () => {
  it('defaults by role until the member chooses: manager all, advisor moisture and forecast, viewer none', () => {
    expect(farmAlertKinds(prefs(), FARM, 'manager')).toEqual(ALERT_KINDS);
    expect(farmAlertKinds(prefs(), FARM, 'advisor')).toEqual(['moisture', 'moisture-forecast']);
    expect(farmAlertKinds(prefs(), FARM, 'viewer')).toEqual([]);
    expect(DEFAULT_MEMBER_ALERT_KINDS.viewer).toEqual([]);
  });

  it('follows the member’s choice for that farm only, an empty choice included', () => {
    const p = prefs({ farms: { [FARM]: ['frost'], [OTHER]: [] } });
    expect(farmAlertKinds(p, FARM, 'viewer')).toEqual(['frost']);
    expect(farmAlertKinds(p, OTHER, 'manager')).toEqual([]);
    expect(farmAlertKinds(p, 'fm_CCCCCCCCCCCC', 'advisor')).toEqual(['moisture', 'moisture-forecast']);
  });

  it('the owner receives every kind of their own farm whatever a stored choice says', () => {
    expect(farmAlertKinds(prefs({ farms: { [FARM]: [] } }), FARM, 'owner')).toEqual(ALERT_KINDS);
  });

  it('never reads Object.prototype as a choice', () => {
    const p = prefs();
    expect(farmAlertKinds(p, '__proto__', 'viewer')).toEqual([]);
    expect(farmAlertKinds(p, 'constructor', 'advisor')).toEqual(['moisture', 'moisture-forecast']);
    expect(farmAlertKinds(p, 'toString', 'manager')).toEqual(ALERT_KINDS);
  });
});

describe('memberDeliveryChannels: each member’s own channels, quiet hours and mutes', () => {
  const moisture = { kind: 'moisture' as const, fieldId: 'f1', at };
  const battery = { kind: 'battery' as const, fieldId: 'f1', at };

  it('nothing for a kind the member does not receive, their channels for one they do', () => {
    expect(memberDeliveryChannels(prefs(), { farmId: FARM, role: 'advisor' }, battery, true)).toEqual([]);
    expect(memberDeliveryChannels(prefs(), { farmId: FARM, role: 'advisor' }, moisture, true)).toEqual([
      'sms',
      'email',
      'in-app',
    ]);
    const inAppOnly = prefs({ channels: { ...DEFAULT_ALERT_PREFERENCES.channels, moisture: ['in-app'] } });
    expect(memberDeliveryChannels(inAppOnly, { farmId: FARM, role: 'manager' }, moisture, true)).toEqual(['in-app']);
  });

  it('quiet hours are each member’s own, in their own time zone', () => {
    const quiet = { start: '02:00', end: '04:00', moistureBreaksThrough: false };
    const night = prefs({ quietHours: quiet });
    const elsewhere = prefs({ quietHours: quiet, timeZone: 'Australia/Sydney' }); // 14:00 there
    const farm = { farmId: FARM, role: 'manager' as const };
    expect(memberDeliveryChannels(night, farm, battery, true)).toEqual(['in-app']);
    expect(memberDeliveryChannels(elsewhere, farm, battery, true)).toEqual(['email', 'in-app']);
    expect(
      memberDeliveryChannels(prefs({ quietHours: { ...quiet, moistureBreaksThrough: true } }), farm, moisture, true),
    ).toEqual(['sms', 'email', 'in-app']);
  });

  it('a mute silences only the member who set it', () => {
    const muted = prefs({ mutes: [{ fieldId: 'f1', until: '2027-03-01' }] });
    const farm = { farmId: FARM, role: 'manager' as const };
    expect(memberDeliveryChannels(muted, farm, moisture, true)).toEqual([]);
    expect(memberDeliveryChannels(prefs(), farm, moisture, true)).toEqual(['sms', 'email', 'in-app']);
    expect(memberDeliveryChannels(muted, farm, { ...moisture, at: new Date('2027-03-02T03:00:00Z') }, false)).toEqual([
      'email',
      'in-app',
    ]);
  });
});

describe('the farms part of the PUT body', () => {
  const body = (farms: unknown) => ({ ...DEFAULT_ALERT_PREFERENCES, farms });
  const issue = (farms: unknown) => alertPreferencesSchema.safeParse(body(farms)).error?.issues[0];

  it('keeps each farm’s kinds in a fixed order, and is optional', () => {
    expect(alertPreferencesSchema.parse(body({ [FARM]: ['frost', 'moisture'] })).farms).toEqual({
      [FARM]: ['moisture', 'frost'],
    });
    const { farms: _farms, ...older } = DEFAULT_ALERT_PREFERENCES;
    expect(alertPreferencesSchema.parse(older).farms).toEqual({});
  });

  it('refuses __proto__, constructor and anything not a farm id as a key, an unknown kind and a repeat', () => {
    expect(issue(JSON.parse('{"__proto__": ["moisture"]}'))?.path).toEqual(['farms', '__proto__']);
    expect(issue(JSON.parse('{"constructor": ["moisture"]}'))?.path).toEqual(['farms', 'constructor']);
    expect(issue({ 'Riverbend Farm': [] })?.path).toEqual(['farms', 'Riverbend Farm']);
    expect(issue({ [FARM]: ['pager'] })?.path).toEqual(['farms', FARM, 0]);
    expect(issue({ [FARM]: ['frost', 'frost'] })?.message).toBe('each kind at most once');
    expect(issue([])).toBeDefined();
  });
});
