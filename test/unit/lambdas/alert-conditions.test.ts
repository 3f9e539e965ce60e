/** The alert conditions and the start / clear decision, as pure functions. */
import { describe, expect, it } from 'vitest';
import {
  batteryLow,
  decide,
  flaggedDepth,
  forecastCrossing,
  forecastWarning,
  gatewayOffline,
  gatewayOfflineAfterMs,
  LORAWAN_SILENT_INTERVALS,
  lorawanSilenceAllowedMs,
  moistureLow,
  sensorSilent,
  silentDevice,
  SILENT_MIN_MS,
  zoneRefillPoint,
  type AlertStateView,
} from '../../../lambdas/agronomy/alert-conditions';
import { DEVICE_TYPES } from '@shared/lorawan/device-types';

const H = 3_600_000;
const zone = {
  interest_layer: 100,
  limits: {
    wiltingPoint: { at10cm: 10, at50cm: 12, at100cm: 14 },
    fieldCapacity: { at10cm: 30, at50cm: 32, at100cm: 34 },
  },
};

/** Feed a series of observations through decide and the state it keeps; the messages sent. */
function run(values: number[], refill: number): string[] {
  let state: AlertStateView | undefined;
  const sent: string[] = [];
  for (const v of values) {
    const phase = decide(state, moistureLow(v, refill, state?.active ?? false));
    if (phase) {
      sent.push(`${phase}@${v}`);
      state = { active: phase === 'start' };
    }
  }
  return sent;
}

describe('refill point of a zone', () => {
  it('sits halfway from wilting point to field capacity at the interest layer by default', () => {
    expect(zoneRefillPoint(zone)).toEqual({ depth: 'at50cm', depthCm: 50, refill: 22 });
  });
  it('follows the share the grower set on the zone', () => {
    expect(zoneRefillPoint({ ...zone, refill_share: 0.25 }).refill).toBe(17);
  });
  it('falls back to the 10 cm layer when the interest layer names no stored depth', () => {
    expect(zoneRefillPoint({ ...zone, interest_layer: 7 }).depth).toBe('at10cm');
  });
});

describe('moisture hysteresis and deduplication', () => {
  it('sends one alert when the layer dries, none while it stays dry, one back-to-normal when it recovers', () => {
    expect(run([30, 25, 21.9, 20, 18, 21.5, 22.5, 23.1, 28, 30], 22)).toEqual(['start@21.9', 'clear@23.1']);
  });
  it('does not flap when the value wavers around the refill point', () => {
    expect(run([21.9, 22.1, 21.8, 22.4, 21.7, 22.9], 22)).toEqual(['start@21.9']);
  });
  it('says nothing about a zone that has always been fine', () => {
    expect(run([30, 28, 26], 22)).toEqual([]);
  });
  it('changes nothing on an unknown value', () => {
    expect(decide({ active: true }, moistureLow(null, 22, true))).toBeUndefined();
    expect(decide({ active: true }, moistureLow(Number.NaN, 22, true))).toBeUndefined();
  });
  it('copes with extreme values', () => {
    expect(moistureLow(1e-200, 22, false)).toBe(true);
    expect(moistureLow(1e300, 22, true)).toBe(false);
  });
});

describe('forecast warning', () => {
  const now = Date.UTC(2026, 10, 24, 0);
  const forecast = {
    issued_at: now - H,
    steps: [
      [2, 30, 25, 30, 18],
      [12, 29, 23, 30, 18],
      [20, 28, 21.5, 30, 18],
      [30, 27, 19, 30, 18],
    ],
  };
  it('finds the first step below the refill point within 24 h', () => {
    expect(forecastCrossing(forecast, 1, 22, now)).toBe(now + 19 * H);
  });
  it('ignores crossings beyond 24 h and steps in the past', () => {
    expect(forecastCrossing(forecast, 1, 20, now)).toBeUndefined();
    expect(forecastCrossing({ issued_at: now - 30 * H, steps: [[2, 1, 1, 1, 1]] }, 1, 22, now)).toBeUndefined();
  });
  it('warns only while the layer is still above the refill point', () => {
    expect(forecastWarning(24, 22, now + H)).toBe(true);
    expect(forecastWarning(21, 22, now + H)).toBe(false);
    expect(forecastWarning(24, 22, undefined)).toBe(false);
    expect(forecastWarning(null, 22, now)).toBeUndefined();
  });
});

describe('battery', () => {
  it('is low below the threshold share of the 0–4 V scale', () => {
    expect(batteryLow(3.19, 80, false)).toBe(true);
    expect(batteryLow(3.2, 80, false)).toBe(false);
  });
  it('clears only 2 % of the scale above the threshold', () => {
    expect(batteryLow(3.25, 80, true)).toBe(true);
    expect(batteryLow(3.29, 80, true)).toBe(false);
  });
  it('cannot tell without a voltage or a threshold', () => {
    expect(batteryLow(null, 80, false)).toBeUndefined();
    expect(batteryLow(3, 0, false)).toBeUndefined();
  });
});

describe('silence and gateways', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  it('a sensor is silent after 3 sleeping intervals', () => {
    expect(sensorSilent(now - 6 * H, 0, 7200, now)).toBe(false);
    expect(sensorSilent(now - 6 * H - 1, 0, 7200, now)).toBe(true);
  });
  it('waits at least an hour for a fast sensor', () => {
    expect(sensorSilent(now - 50 * 60_000, 0, 30, now)).toBe(false);
    expect(sensorSilent(now - 61 * 60_000, 0, 30, now)).toBe(true);
  });
  it('counts from registration when no reading came', () => {
    expect(sensorSilent(undefined, now - H, 7200, now)).toBe(false);
    expect(sensorSilent(undefined, now - 7 * H, 7200, now)).toBe(true);
  });
  it('a gateway is offline after 30 min, never when it was never seen', () => {
    expect(gatewayOffline(now - 29 * 60_000, now)).toBe(false);
    expect(gatewayOffline(now - 31 * 60_000, now)).toBe(true);
    expect(gatewayOffline(undefined, now)).toBe(false);
  });
});

describe('silence of LoRaWAN sensors: their devices report every 10 to 20 minutes', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const M = 60_000;
  // A Fieldwise gateway's sensor registered with the form's 30 s would fall silent after the hour minimum.
  const SLEEPING_S = 30;

  it("follows the device type's interval (LSE01: 20 min, 4 missed reports: 80 min), not the form's sleeping", () => {
    expect(DEVICE_TYPES['dragino-lse01'].reportingIntervalMin).toBe(20);
    expect(lorawanSilenceAllowedMs(['dragino-lse01'])).toBe(LORAWAN_SILENT_INTERVALS * 20 * M);
    expect(sensorSilent(now - 79 * M, 0, SLEEPING_S, now, ['dragino-lse01'])).toBe(false);
    expect(sensorSilent(now - 81 * M, 0, SLEEPING_S, now, ['dragino-lse01'])).toBe(true);
    // The same quiet time with no devices: the form's 30 s rule (the hour minimum) says silent.
    expect(sensorSilent(now - 79 * M, 0, SLEEPING_S, now)).toBe(true);
  });

  it('takes the slowest device of a sensor made of several', () => {
    const types = ['decentlab-dl-smtp', 'dragino-lse01'];
    expect(DEVICE_TYPES['decentlab-dl-smtp'].reportingIntervalMin).toBeLessThan(20);
    expect(lorawanSilenceAllowedMs(types)).toBe(LORAWAN_SILENT_INTERVALS * 20 * M);
  });

  it('never calls a sensor silent sooner than the hour minimum, however fast its devices', () => {
    expect(DEVICE_TYPES['decentlab-dl-trs12'].reportingIntervalMin * LORAWAN_SILENT_INTERVALS * M).toBeLessThan(H);
    expect(lorawanSilenceAllowedMs(['decentlab-dl-trs12'])).toBe(SILENT_MIN_MS);
    expect(sensorSilent(now - 59 * M, 0, SLEEPING_S, now, ['decentlab-dl-trs12'])).toBe(false);
  });

  it('falls back to the sleeping interval when no type is one it knows (prototype keys included)', () => {
    for (const types of [[], ['no-such-device'], ['__proto__', 'constructor'], [null, 3]]) {
      expect(lorawanSilenceAllowedMs(types), JSON.stringify(types)).toBeUndefined();
      expect(sensorSilent(now - 5 * H, 0, 7200, now, types)).toBe(false);
      expect(sensorSilent(now - 7 * H, 0, 7200, now, types)).toBe(true);
    }
  });

  it('counts from registration when no uplink came yet', () => {
    expect(sensorSilent(undefined, now - 70 * M, SLEEPING_S, now, ['dragino-lse01'])).toBe(false);
    expect(sensorSilent(undefined, now - 90 * M, SLEEPING_S, now, ['dragino-lse01'])).toBe(true);
  });

  it('gives a LoRaWAN connection as long as its slowest device type before it is offline; a gateway 30 min', () => {
    const slowest = Math.max(...Object.values(DEVICE_TYPES).map((t) => t.reportingIntervalMin));
    const allowed = LORAWAN_SILENT_INTERVALS * slowest * M;
    expect(gatewayOfflineAfterMs('fieldwise')).toBe(30 * M);
    for (const kind of ['tts', 'chirpstack', 'aws-iot'] as const) {
      expect(gatewayOfflineAfterMs(kind)).toBe(Math.max(30 * M, allowed));
      expect(gatewayOffline(now - 31 * M, now, kind), kind).toBe(false);
      expect(gatewayOffline(now - allowed - M, now, kind), kind).toBe(true);
    }
    expect(gatewayOffline(now - 31 * M, now, 'fieldwise')).toBe(true);
    expect(gatewayOffline(now - 31 * M, now)).toBe(true);
  });
});

describe('data quality', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const reading = (k: number, cap100: number | null, flags: string[] = []) => ({
    time: now - k * 2 * H,
    raw: { at10cm: 20, at50cm: cap100, at100cm: 25 },
    flags,
  });
  it('names the depth flagged in most of the last 24 h', () => {
    const rs = Array.from({ length: 12 }, (_, k) => reading(k, k < 7 ? null : 20, k < 7 ? ['missing'] : []));
    expect(flaggedDepth(rs, now)).toBe('at50cm');
  });
  it('is fine when the depth is flagged in half or fewer', () => {
    const rs = Array.from({ length: 12 }, (_, k) => reading(k, k < 6 ? 250 : 20));
    expect(flaggedDepth(rs, now)).toBe(false);
  });
  it('a formula error spoils every depth', () => {
    const rs = Array.from({ length: 4 }, (_, k) => reading(k, 20, ['formula-error']));
    expect(flaggedDepth(rs, now)).toBe('at10cm');
  });
  it('does not judge from too few readings or old ones', () => {
    expect(flaggedDepth([reading(0, null), reading(1, null)], now)).toBeUndefined();
    expect(
      flaggedDepth(
        Array.from({ length: 5 }, (_, k) => reading(k + 13, null)),
        now,
      ),
    ).toBeUndefined();
  });
});

describe('one quiet device of a sensor made of several', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const M = 60_000;
  const REGISTERED = now - 30 * 86_400_000;
  const lse01 = (devEui: string, depthCm: number, quietMin: number | null) => ({
    devEui,
    deviceType: 'dragino-lse01',
    depthCm,
    lastUplinkAt: quietMin === null ? null : now - quietMin * M,
  });

  it("names the device that missed 4 of its own type's reports while the others report", () => {
    const probe = [lse01('A10', 10, 5), lse01('A50', 50, 81), lse01('A100', 100, 15)];
    expect(silentDevice(probe, REGISTERED, now)).toEqual({ devEui: 'A50', depthCm: 50, since: now - 81 * M });
    // 79 minutes is within 4 × 20: nothing yet.
    expect(silentDevice([lse01('A10', 10, 5), lse01('A50', 50, 79)], REGISTERED, now)).toBeUndefined();
  });

  it('follows each type: a DL-TRS12 (10 min) past the hour minimum is quiet while an LSE01 as long is not', () => {
    const trs = { devEui: 'T1', deviceType: 'decentlab-dl-trs12', depthCm: 10, lastUplinkAt: now - 61 * M };
    expect(silentDevice([trs, lse01('A50', 50, 61)], REGISTERED, now)?.devEui).toBe('T1');
    expect(silentDevice([{ ...trs, lastUplinkAt: now - 59 * M }], REGISTERED, now)).toBeUndefined();
  });

  it('takes the longest quiet device when several are, and counts from registration for one never heard', () => {
    const two = [lse01('A10', 10, 100), lse01('A50', 50, 300), lse01('A100', 100, 5)];
    expect(silentDevice(two, REGISTERED, now)?.devEui).toBe('A50');
    const never = [lse01('A10', 10, 5), lse01('A50', 50, null)];
    expect(silentDevice(never, now - 70 * M, now)).toBeUndefined();
    expect(silentDevice(never, now - 90 * M, now)).toEqual({ devEui: 'A50', depthCm: 50, since: now - 90 * M });
  });

  it('passes over devices it cannot judge: unknown types, prototype keys, times that are not numbers', () => {
    const odd = [
      { devEui: 'X1', deviceType: '__proto__', depthCm: null, lastUplinkAt: now - 10 * H },
      { devEui: 'X2', deviceType: 'constructor', depthCm: null, lastUplinkAt: now - 10 * H },
      { devEui: 'X3', deviceType: 'dragino-lse01', depthCm: 10, lastUplinkAt: Number.NaN },
      { devEui: 'X4', deviceType: 'dragino-lse01', depthCm: 10, lastUplinkAt: null },
    ];
    expect(silentDevice(odd, Number.NaN, now)).toBeUndefined();
    expect(silentDevice([], REGISTERED, now)).toBeUndefined();
  });
});
