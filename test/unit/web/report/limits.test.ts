/** The report's limits: at most 2 zones besides 'Other Sensors', at most 12 sensors, and the bulk buttons. */
import { EN } from './support/words';
import { describe, expect, it } from 'vitest';
import {
  bulkChoices,
  bulkSelect,
  keepOffered,
  OTHER_SENSORS_ID,
  SENSOR_LIMIT_WARNING,
  SENSOR_WARNING_MS,
  toggleSensor,
  toggleZone,
  ZONE_LIMIT_WARNING,
  ZONE_WARNING_MS,
} from '../../../../web/src/features/report/rules/limits';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `S${i + 1}`);

describe('zone limit', () => {
  it('ticks up to 2 zones and refuses a third with the warning, shown for 3 s', () => {
    let r = toggleZone([], 'a');
    r = toggleZone(r.selected, 'b');
    expect(r).toEqual({ selected: ['a', 'b'] });
    const refused = toggleZone(r.selected, 'c');
    expect(refused).toEqual({ selected: ['a', 'b'], warning: ZONE_LIMIT_WARNING });
    expect(EN.t(ZONE_LIMIT_WARNING)).toBe(
      "No more than 2 zones excluding 'Other Sensors', the upper limit has been reached",
    );
    expect(ZONE_WARNING_MS).toBe(3000);
  });

  it("never counts 'Other Sensors': it can be ticked beside 2 zones, and 2 zones beside it", () => {
    expect(toggleZone(['a', 'b'], OTHER_SENSORS_ID)).toEqual({ selected: ['a', 'b', OTHER_SENSORS_ID] });
    expect(toggleZone([OTHER_SENSORS_ID, 'a'], 'b')).toEqual({ selected: [OTHER_SENSORS_ID, 'a', 'b'] });
    expect(toggleZone([OTHER_SENSORS_ID, 'a', 'b'], 'c').warning).toBe(ZONE_LIMIT_WARNING);
  });

  it('unticking always works and frees a place', () => {
    expect(toggleZone(['a', 'b'], 'a')).toEqual({ selected: ['b'] });
    expect(toggleZone(['b'], 'c')).toEqual({ selected: ['b', 'c'] });
  });
});

describe('sensor limit', () => {
  it('takes 12 sensors and refuses a 13th with the warning, shown for 6 s', () => {
    const twelve = ids(12);
    expect(toggleSensor(twelve.slice(0, 11), 'S12')).toEqual({ selected: twelve });
    expect(toggleSensor(twelve, 'S13')).toEqual({ selected: twelve, warning: SENSOR_LIMIT_WARNING });
    expect(EN.t(SENSOR_LIMIT_WARNING)).toBe('No more than 12 sensors, the upper limit has been reached');
    expect(SENSOR_WARNING_MS).toBe(6000);
    expect(toggleSensor(twelve, 'S3').selected).toHaveLength(11);
  });

  it("offers 'Select All' under 12 sensors, else the first or last 12", () => {
    expect(bulkChoices(0)).toEqual([]);
    expect(bulkChoices(11).map((b) => EN.t(b.label, { count: 12 }))).toEqual(['Select All']);
    expect(bulkChoices(12).map((b) => EN.t(b.label, { count: 12 }))).toEqual([
      'Select the first 12 sensors',
      'Select the last 12 sensors',
    ]);
    expect(bulkChoices(30).map((b) => EN.t(b.label, { count: 12 }))).toEqual([
      'Select the first 12 sensors',
      'Select the last 12 sensors',
    ]);
  });

  it('bulk choices select in list order and never more than 12', () => {
    expect(bulkSelect(ids(5), 'all')).toEqual(ids(5));
    expect(bulkSelect(ids(14), 'first')).toEqual(ids(12));
    expect(bulkSelect(ids(14), 'last')).toEqual(ids(14).slice(2));
  });

  it('a zone unticked takes its sensors out of the choice', () => {
    expect(keepOffered(['S3', 'S1', 'S9'], ['S1', 'S2', 'S3'])).toEqual(['S1', 'S3']);
  });
});
