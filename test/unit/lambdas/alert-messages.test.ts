/** Every alert text, read as a grower receives it. */
import { describe, expect, it } from 'vitest';
import { ALERT_KINDS } from '@shared/alerts/kinds';
import { alertText, shortTime } from '../../../lambdas/alerts/rules/alert-messages';

const place = {
  farmName: 'Home Farm',
  fieldName: 'North Block',
  fieldId: 'f1',
  zoneName: 'Vines A',
  sensorId: 'S-12',
  sensorAlias: 'Row 4',
  gatewayId: 'GW-1',
  gatewayName: 'Shed',
  timeZone: 'Australia/Brisbane',
};
const facts = {
  moisture: 18.24,
  depthCm: 50,
  refill: 21,
  crossingAt: Date.UTC(2026, 10, 26, 20),
  volts: 3.05,
  thresholdVolts: 3.2,
  lastHeardAt: Date.UTC(2026, 10, 24, 4, 15),
  flaggedDepthCm: 50,
};
/** The longest a forecast warning gets: with the amount and run time. */
const withAmount = { ...facts, irrigateMm: 118, runMinutes: 1430 };

describe('alert texts', () => {
  it('moisture: names the place, the value and the refill point, says to irrigate, links the dashboard', () => {
    const t = alertText('moisture', 'start', place, facts, 'https://fieldwise.example/');
    expect(t.sms).toBe(
      'Fieldwise: North Block, Home Farm: zone Vines A is dry, 18.2% at 50 cm, below its refill point of 21.0%. ' +
        'Irrigate now. https://fieldwise.example/app/Home/Dashboard?field=f1&sensor=S-12',
    );
    expect(alertText('moisture', 'clear', place, { ...facts, moisture: 25 }).body).toBe(
      'North Block, Home Farm: zone Vines A is back to normal, 25.0% at 50 cm (refill point 21.0%). No action needed.',
    );
  });
  it('the forecast warning says by when, in the field’s local time', () => {
    expect(shortTime(Date.UTC(2026, 10, 26, 20), 'Australia/Brisbane')).toBe('Fri 6 am');
    expect(alertText('moisture-forecast', 'start', place, facts).title).toBe('Irrigate zone Vines A by Fri 6 am');
  });
  it("the forecast warning says how much to apply and for how long when the zone's recommendation is known", () => {
    const t = alertText(
      'moisture-forecast',
      'start',
      place,
      { ...facts, irrigateMm: 18.2, runMinutes: 190 },
      'https://fieldwise.example',
    );
    expect(t.sms).toBe(
      'Fieldwise: North Block, Home Farm: zone Vines A is forecast to reach its refill point of 21.0% at 50 cm by ' +
        'Fri 6 am. Irrigate 18 mm (≈ 3 h 10 min) by then. ' +
        'https://fieldwise.example/app/Home/Dashboard?field=f1&sensor=S-12',
    );
    expect(
      alertText('moisture-forecast', 'start', place, { ...facts, irrigateMm: 4.25, runMinutes: 45 }).body,
    ).toContain('Irrigate 4.3 mm (≈ 45 min) by then.');
    expect(alertText('moisture-forecast', 'start', place, facts).body).toContain('by Fri 6 am. Irrigate by then.');
    expect(alertText('moisture-forecast', 'start', place, { ...facts, irrigateMm: 0, runMinutes: 0 }).body).toContain(
      'Irrigate by then.',
    );
  });
  it('gateway alerts link to the gateways page', () => {
    const t = alertText('gateway-offline', 'start', place, facts, 'https://x.example');
    expect(t.body).toBe(
      'Gateway Shed (GW-1) has been offline since Tue 2:15 pm. Check its power and internet connection.',
    );
    expect(t.sms).toContain('https://x.example/app/Management/GatewayManagement');
  });
  it('every kind and phase has a short SMS that says what to do', () => {
    for (const kind of ALERT_KINDS) {
      for (const phase of ['start', 'clear'] as const) {
        const t = alertText(kind, phase, place, withAmount, 'https://fieldwise.example');
        // One SMS segment set: short enough to read at a glance (3 segments at most).
        expect(t.sms.length, `${kind} ${phase}: ${t.sms}`).toBeLessThanOrEqual(459);
        expect(t.body).toMatch(/\.$/);
        expect(t.body).toMatch(phase === 'start' ? /Irrigate|Replace|Check|Protect/ : /No action needed/);
        expect(t.email).toContain(t.body);
      }
    }
  });
  it("a forecast alert made with simulated weather says so in SMS, e-mail and app; real weather doesn't", () => {
    const note = 'This forecast used simulated weather, not a real weather forecast.';
    for (const kind of ['moisture-forecast', 'frost'] as const) {
      for (const phase of ['start', 'clear'] as const) {
        const t = alertText(kind, phase, place, { ...facts, simulatedWeather: true }, 'https://fieldwise.example');
        expect(t.body.endsWith(note), t.body).toBe(true);
        expect(t.sms).toContain(note);
        expect(t.email).toContain(note);
        expect(t.sms.length).toBeLessThanOrEqual(459);
        expect(alertText(kind, phase, place, { ...facts, simulatedWeather: false }).body).not.toContain('simulated');
      }
    }
    for (const kind of ALERT_KINDS.filter((k) => k !== 'moisture-forecast' && k !== 'frost')) {
      expect(alertText(kind, 'start', place, { ...facts, simulatedWeather: true }).body, kind).not.toContain(
        'simulated',
      );
    }
  });
  it('leaves the link out when the site address is unknown', () => {
    expect(alertText('battery', 'start', place, facts).sms).toBe(
      'Fieldwise: North Block, Home Farm: sensor Row 4 (S-12) battery is low, 3.05 V (alert below 3.20 V). Replace ' +
        'or recharge it soon.',
    );
  });
});

describe('the silent-sensor alert of one quiet device', () => {
  const quiet = {
    ...facts,
    silentDevEui: 'A84041000000B365',
    silentDepthCm: 50,
    silentForMs: 3 * 3_600_000 + 59 * 60_000,
  };

  it('names the sensor, the device and its depth, and how long it has been quiet', () => {
    const t = alertText('silent-sensor', 'start', place, quiet);
    expect(t.title).toBe('No readings from the 50 cm device of sensor Row 4 (S-12)');
    expect(t.body).toBe(
      'North Block, Home Farm: Sensor Row 4 (S-12): its 50 cm device A840…B365 has sent nothing for 3 h (since ' +
        'Tue 2:15 pm). Its other devices still report. Check its battery and that it is in range of a gateway.',
    );
  });

  it('says days past two, leaves the depth out for a profile probe, and clears as the sensor does', () => {
    const long = alertText('silent-sensor', 'start', place, {
      ...quiet,
      silentDepthCm: undefined,
      silentForMs: 50 * 3_600_000,
    });
    expect(long.body).toContain('its device A840…B365 has sent nothing for 2 days');
    expect(alertText('silent-sensor', 'clear', place, quiet).body).toBe(
      alertText('silent-sensor', 'clear', place, facts).body,
    );
  });
});
