/**
 * A ZENTRA Cloud v4 page (recorded shape in test/fixtures/vendor-clouds/zentra): water content
 * per port to the depth the link gives it, in %, flagged values dropped, temperature from the
 * top port, battery from mV, the highest record id for the cursor.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZentraFormatError, zentraPage } from '../../../lambdas/vendor-clouds/rules/zentra-readings';

const page = JSON.parse(readFileSync('test/fixtures/vendor-clouds/zentra/get-readings-page.json', 'utf8')) as unknown;
const PORTS = [
  { port: 1, depth_cm: 10 },
  { port: 2, depth_cm: 50 },
  { port: 3, depth_cm: 100 },
];

describe('zentraPage', () => {
  it('one reading per time, water content as %, temperature from the top port, battery in volts', () => {
    const out = zentraPage(page, PORTS);
    expect(out.readings).toHaveLength(5);
    const first = out.readings[0]!;
    expect(first.time).toBe(Date.parse('2026-11-20T17:00:00Z'));
    expect(first.moisture.at10cm).toBeCloseTo(31.2, 6);
    expect(first.moisture.at50cm).toBeCloseTo(28.4, 6);
    expect(first.moisture.at100cm).toBeCloseTo(25.1, 6);
    expect(first.temperature).toBe(18.4);
    expect(first.battery).toBeCloseTo(4.123, 6);
  });

  it('a flagged reading (sensor not responding) is no value, and the gap (record 1204) is no reading', () => {
    const out = zentraPage(page, PORTS);
    expect(out.readings[2]!.moisture.at50cm).toBeNull();
    expect(out.readings[2]!.moisture.at10cm).toBeCloseTo(30.9, 6);
    const steps = out.readings.slice(1).map((r, i) => (r.time - out.readings[i]!.time) / 60_000);
    expect(steps).toEqual([15, 15, 30, 15]);
    expect(out.lastMrid).toBe(1206);
    expect(out.more).toBe(false);
  });

  it('ports follow the link: port 3 at 50 cm, port 2 serves nothing', () => {
    const out = zentraPage(page, [
      { port: 1, depth_cm: 10 },
      { port: 3, depth_cm: 50 },
    ]);
    expect(out.readings[0]!.moisture.at50cm).toBeCloseTo(25.1, 6);
    expect(out.readings[0]!.moisture.at100cm).toBeNull();
  });

  it('an empty page has no readings and no cursor; a page without data is refused', () => {
    expect(zentraPage({ pagination: { next_url: null }, data: {} }, PORTS)).toEqual({
      readings: [],
      lastMrid: null,
      more: false,
    });
    expect(() => zentraPage({ detail: 'Invalid token.' }, PORTS)).toThrow(ZentraFormatError);
    expect(() => zentraPage('<html>', PORTS)).toThrow(ZentraFormatError);
  });

  it('a measurement named __proto__ or constructor in the answer is just another unknown measurement', () => {
    const hostile = JSON.parse('{"data":{"__proto__":[{"metadata":{"port_number":1},"readings":[]}],"constructor":1}}');
    expect(zentraPage(hostile, PORTS).readings).toEqual([]);
  });
});
