/** LoRaWAN pairing: the measured depths a sensor's devices serve, and the rules of the `devices` form field. */
import { describe, expect, it } from 'vitest';
import { sensorDevicesSchema, servedDepths } from '@shared/lorawan/pairing';

const lse = (dev_eui: string, depth_cm?: number) => ({ dev_eui, device_type: 'dragino-lse01' as const, depth_cm });

describe('LoRaWAN pairing', () => {
  it('serves the measured depths the devices sit near (±10 cm), a profile probe by its own depths', () => {
    expect(servedDepths([lse('A', 10), lse('B', 50), lse('C', 100)])).toEqual(['at10cm', 'at50cm', 'at100cm']);
    expect(servedDepths([lse('A', 20), lse('B', 95)])).toEqual(['at10cm', 'at100cm']);
    expect(servedDepths([lse('A', 30)])).toEqual([]);
    expect(servedDepths([{ dev_eui: 'D', device_type: 'decentlab-dl-smtp' }])).toEqual(['at10cm', 'at50cm']);
  });

  it('reads the JSON text of the form, normalising DevEUIs, and names what is wrong', () => {
    const ok = sensorDevicesSchema.safeParse(
      JSON.stringify([{ dev_eui: 'a8-40-41-00-00-00-00-01', device_type: 'dragino-lse01', depth_cm: 10 }]),
    );
    expect(ok.success && ok.data[0]!.dev_eui).toBe('A840410000000001');
    const issues = (v: unknown) => {
      const r = sensorDevicesSchema.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues('[')[0]).toMatch(/^: a JSON list of devices/);
    expect(issues(JSON.stringify(Array.from({ length: 9 }, (_, i) => lse(`A84041000000000${i}`, 10))))[0]).toMatch(
      /at most 8/,
    );
    expect(issues(JSON.stringify([lse('A840410000000001', 1e300)]))[0]).toMatch(/^0\.depth_cm: /);
    expect(issues(JSON.stringify([lse('A840410000000001', 1e-200)]))[0]).toMatch(/^0\.depth_cm: /);
    expect(
      issues(JSON.stringify([{ dev_eui: 'A840410000000001', device_type: 'constructor', depth_cm: 10 }]))[0],
    ).toMatch(/^0\.device_type: /);
  });
});
