import { describe, expect, it } from 'vitest';
import {
  batteryAxisMax,
  batteryPoints,
  describeBattery,
} from '../../../../web/src/features/dashboard/components/charts/battery-series';
import { dayLabel, describeDays, evaporationBars } from '../../../../web/src/components/charts/evaporation-series';
import {
  forecastSpan,
  localToday,
  rainfallBars,
} from '../../../../web/src/features/dashboard/components/charts/rainfall-series';
import { reading, sensor, T0 } from './sensor-factory';
import { wordsIn } from '../support/words';

const en = wordsIn();

describe('battery series', () => {
  it('plots the voltage oldest first with 2 decimals, leaving readings without one out', () => {
    const s = sensor({
      moisture: [
        reading(T0, 20, 20, 20, { battery_vol: 3.7149 }),
        reading(T0 - 1000, 20, 20, 20, { battery_vol: null }),
        reading(T0 - 2000, 20, 20, 20, { battery_vol: 3.8 }),
      ],
    });
    expect(batteryPoints(s)).toEqual([
      { x: T0 - 2000, y: 3.8 },
      { x: T0, y: 3.71 },
    ]);
    expect(batteryPoints(null)).toEqual([]);
    expect(batteryPoints(sensor())).toEqual([]);
    expect(describeBattery(en, 'North', batteryPoints(s))).toMatch(
      /^Battery level of North\. Voltage: 3\.71 V to 3\.80 V, last 3\.71 V/,
    );
  });

  it('keeps the 0 to 4 V scale unless a reading is above it', () => {
    expect(batteryAxisMax([{ x: 0, y: 3.6 }])).toBe(4);
    expect(batteryAxisMax([{ x: 0, y: 4.2 }])).toBe(5);
  });
});

describe('evaporation bars', () => {
  it('reads dd-MM-yyyy dates, sorts them and rounds to 1 decimal', () => {
    const bars = evaporationBars(
      [
        { date: '02-11-2026', evaporation: 4.26 },
        { date: '01-11-2026', evaporation: 3.04 },
        { date: 'bad', evaporation: 1 },
      ],
      en.f,
    );
    expect(bars).toEqual([
      { date: '2026-11-01', label: '1 Nov', value: 3 },
      { date: '2026-11-02', label: '2 Nov', value: 4.3 },
    ]);
    expect(evaporationBars(undefined, en.f)).toEqual([]);
    expect(describeDays(en, 'Evaporation', bars)).toBe(
      'Evaporation, 1 Nov to 2 Nov: 7.3 mm in total, most on 2 Nov (4.3 mm).',
    );
    expect(describeDays(en, 'Evaporation', [])).toBe('Evaporation: no data.');
  });

  it('labels days without time zones in the way', () => {
    expect(dayLabel('2026-01-31')).toBe('31 Jan');
  });
});

describe('rainfall bars', () => {
  // 23:30 UTC on 24 Nov is already 25 Nov in Sydney.
  const now = Date.UTC(2026, 10, 24, 23, 30);
  const days = Array.from({ length: 17 }, (_, i) => new Date(Date.UTC(2026, 10, 12 + i)).toISOString().slice(0, 10));
  const answer = {
    data: days.map((datetime, i) => ({ datetime, precip: i === 3 ? null : i * 0.55 })),
    timezone: 'Australia/Sydney',
    source: 'simulated' as const,
  };

  it("takes today from the field's time zone", () => {
    expect(localToday(now, 'Australia/Sydney')).toBe('2026-11-25');
    expect(localToday(now, 'UTC')).toBe('2026-11-24');
    expect(localToday(now, 'Not/AZone')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps 12 days back to 2 ahead, marks past, today and forecast, rounds to 1 decimal', () => {
    const bars = rainfallBars(en, answer, now);
    expect(bars).toHaveLength(15);
    expect(bars[0]!.date).toBe('2026-11-13');
    expect(bars.at(-1)!.date).toBe('2026-11-27');
    expect(bars.map((b) => b.kind)).toEqual([...Array(12).fill('past'), 'today', 'forecast', 'forecast']);
    expect(bars[12]!.label).toBe('Today 25 Nov');
    expect(bars[2]!.value).toBeNull();
    expect(bars[1]!.value).toBe(1.1);
    expect(forecastSpan(bars)).toEqual({ from: 13, to: 14 });
    expect(forecastSpan(bars.slice(0, 12))).toBeNull();
    expect(rainfallBars(en, undefined, now)).toEqual([]);
  });
});
