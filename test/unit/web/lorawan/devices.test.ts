import { describe, expect, it } from 'vitest';
import { sensorIdSchema } from '@shared/management/rules';
import { MAX_DEVICES_PER_SENSOR } from '@shared/lorawan/views';
import {
  addDevice,
  checkDevices,
  depthNote,
  draftFromHeard,
  emptyDevice,
  suggestedSensorId,
  type DeviceDraft,
} from '../../../../web/src/features/management/components/sensor-wizard/devices';

const lse = (devEui: string, depthCm: string): DeviceDraft => ({ devEui, deviceType: 'dragino-lse01', depthCm });

describe('composing a LoRaWAN sensor of devices', () => {
  it('three LSE01 at 10, 50 and 100 cm: sent normalised, with their depths', () => {
    const r = checkDevices([
      lse('a8-40-41-00-00-00-00-01', '10'),
      lse('A840410000000002', ' 50 '),
      lse('a840410000000003', '100'),
    ]);
    expect(r).toEqual({
      ok: true,
      devices: [
        { dev_eui: 'A840410000000001', device_type: 'dragino-lse01', depth_cm: 10 },
        { dev_eui: 'A840410000000002', device_type: 'dragino-lse01', depth_cm: 50 },
        { dev_eui: 'A840410000000003', device_type: 'dragino-lse01', depth_cm: 100 },
      ],
    });
  });
  it('a DL-SMTP profile needs no depth, and a typed one is not sent', () => {
    const r = checkDevices([{ devEui: '70B3D57BA0000001', deviceType: 'decentlab-dl-smtp', depthCm: '30' }]);
    expect(r).toEqual({ ok: true, devices: [{ dev_eui: '70B3D57BA0000001', device_type: 'decentlab-dl-smtp' }] });
  });
  it("names each row's problems in the shared rule's words", () => {
    const r = checkDevices([
      { devEui: 'xyz', deviceType: '', depthCm: '' },
      lse('A840410000000001', ''),
      lse('A840410000000002', '400'),
      lse('A840410000000003', 'deep'),
      lse('a840410000000001', '10'),
    ]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.rows).toEqual([
      { devEui: 'a DevEUI is 16 hexadecimal digits', deviceType: 'choose its type' },
      { depthCm: 'the depth it is installed at (cm)' },
      { depthCm: 'a depth from 1 to 300 cm' },
      { depthCm: 'a depth from 1 to 300 cm' },
      { devEui: 'this device is already in the sensor' },
    ]);
  });
  it('refuses an empty sensor and one with too many devices', () => {
    expect(checkDevices([])).toEqual({ ok: false, message: 'Add at least one device to the sensor.', rows: [] });
    const many = Array.from({ length: MAX_DEVICES_PER_SENSOR + 1 }, (_, i) => lse(`A8404100000000${10 + i}`, '10'));
    expect(checkDevices(many)).toMatchObject({
      ok: false,
      message: `A sensor has at most ${MAX_DEVICES_PER_SENSOR} devices.`,
    });
  });
  it('adds a heard device once (whatever its spelling), with its guessed type, up to the limit', () => {
    const one = addDevice([], draftFromHeard('A840410000000001', 'dragino-lse01'));
    expect(one).toEqual([{ devEui: 'A840410000000001', deviceType: 'dragino-lse01', depthCm: '' }]);
    expect(addDevice(one, draftFromHeard('a8:40:41:00:00:00:00:01', null))).toBe(one);
    expect(addDevice(one, emptyDevice)).toHaveLength(2);
    const full = Array.from({ length: MAX_DEVICES_PER_SENSOR }, () => emptyDevice);
    expect(addDevice(full, emptyDevice)).toBe(full);
  });
  it('says where a depth will show: the nearest of 10/50/100 within 10 cm, else only the raw archive', () => {
    expect(depthNote(10)).toBe('shown at 10 cm');
    expect(depthNote(20)).toBe('shown at 10 cm');
    expect(depthNote(60)).toBe('shown at 50 cm');
    expect(depthNote(110)).toBe('shown at 100 cm');
    expect(depthNote(30)).toMatch(/raw archive/);
    expect(depthNote(80)).toMatch(/raw archive/);
  });
  it("offers a sensor id the shared sensor id rule accepts, from the first device's DevEUI", () => {
    const id = suggestedSensorId('a8-40-41-00-00-00-00-01');
    expect(id).toBe('LRWA840410000000001');
    expect(sensorIdSchema.safeParse(id).success).toBe(true);
    expect(sensorIdSchema.safeParse(suggestedSensorId('0123456789abcdef')).success).toBe(true);
  });
});
