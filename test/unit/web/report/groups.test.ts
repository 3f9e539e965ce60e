/** The report's zone table rows: each zone with its sensors, then 'Other Sensors' when some lie in no zone. */
import { describe, expect, it } from 'vitest';
import type { ZoneParams } from '@shared/management/views';
import type { SensorMoisture, ZoneProfile } from '@shared/readings/views';
import { offeredSensors, reportGroups, sensorLabel } from '../../../../web/src/features/report/rules/groups';
import { OTHER_SENSORS_ID } from '../../../../web/src/features/report/rules/limits';

const zone = (id: string, name: string) => ({ id, zonename: name, croptype: 'Corn' }) as ZoneParams;
const sensor = (id: string, zoneId: string | null, alias = id): SensorMoisture =>
  ({
    sensor_id: id,
    alias,
    points: { type: 'Point', coordinates: [0, 0] },
    moisture: [],
    prediction: [],
    pastPrediction: [],
    skill: [],
    zone: zoneId ? ({ id: zoneId } as ZoneProfile) : null,
  }) as SensorMoisture;

describe('report groups', () => {
  const zones = [zone('z1', 'East'), zone('z2', 'West'), zone('z3', 'Empty')];
  const sensors = [sensor('A', 'z2'), sensor('B', 'z1'), sensor('C', null), sensor('D', 'z1'), sensor('E', 'gone')];

  it('lists every zone (empty ones too) with its sensors, then Other Sensors for the rest', () => {
    const groups = reportGroups(zones, sensors, 'Other Sensors');
    expect(groups.map((g) => [g.id, g.name, g.sensors.map((s) => s.sensor_id)])).toEqual([
      ['z1', 'East', ['B', 'D']],
      ['z2', 'West', ['A']],
      ['z3', 'Empty', []],
      [OTHER_SENSORS_ID, 'Other Sensors', ['C', 'E']],
    ]);
    expect(reportGroups(zones, [sensor('A', 'z1')], 'Other Sensors').map((g) => g.id)).toEqual(['z1', 'z2', 'z3']);
  });

  it('offers the sensors of the ticked rows in table order', () => {
    const groups = reportGroups(zones, sensors, 'Other Sensors');
    expect(offeredSensors(groups, [OTHER_SENSORS_ID, 'z1']).map((s) => s.sensor_id)).toEqual(['B', 'D', 'C', 'E']);
    expect(offeredSensors(groups, [])).toEqual([]);
  });

  it('labels a sensor by alias and id, or the id alone', () => {
    expect(sensorLabel(sensor('FWS1', null, 'North 1'))).toBe('North 1 (FWS1)');
    expect(sensorLabel(sensor('FWS1', null, ''))).toBe('FWS1');
  });
});
