/** The words of a zone's time to refill: the interest depth of the sensor that gets there first, or why not. */
import { describe, expect, it } from 'vitest';
import { refillLine, shortWhen } from '@shared/advice/refill-line';
import type { RefillDepthView, ZoneRefillView } from '@shared/advice/refill-time';
import { ENGLISH_MESSAGES, flatten } from '@shared/i18n/catalogue';
import { ES } from '@shared/i18n/messages/es';
import { translatorFor } from '@shared/i18n/translator';

const EN = { t: translatorFor('en-AU', ENGLISH_MESSAGES).t, locale: 'en-AU' as const, units: 'metric' as const };

const FRI_6AM_UTC = Date.UTC(2026, 10, 27, 6) / 1000; // a Friday
const depth = (over: Partial<RefillDepthView>): RefillDepthView => ({
  depth_cm: 10,
  status: 'crossing',
  refill_point: 22,
  current: 24,
  hours: 38,
  at: FRI_6AM_UTC,
  drying_per_day: 0.84,
  et0_per_day: 6.2,
  reason: null,
  reason_code: null,
  freezing: false,
  ...over,
});
const view = (...sensors: RefillDepthView[][]): ZoneRefillView => ({
  zone_id: 'z1',
  interest_depth_cm: 10,
  reason: null,
  reason_code: null,
  sensors: sensors.map((depths, i) => ({
    sensor_id: `S${i}`,
    alias: `Sensor ${i}`,
    issued_at: FRI_6AM_UTC - 38 * 3600,
    depths,
  })),
});

describe('refillLine', () => {
  it('names the depth, the hours, the time and why, for the sensor that crosses first', () => {
    const line = refillLine(view([depth({ hours: 50 })], [depth({}), depth({ depth_cm: 50, hours: 2 })]), EN, 'UTC');
    expect(line).toBe('10 cm reaches refill in about 38 h (Fri 6 am): drying 0.8 % a day, ET0 forecast 6 mm a day.');
  });

  it('puts already below first, then says not in the next 3 days, or the plain reason', () => {
    expect(refillLine(view([depth({})], [depth({ status: 'below', current: 20.5, hours: null, at: null })]), EN)).toBe(
      '10 cm is already below refill (20.5 % against 22 %).',
    );
    expect(refillLine(view([depth({ status: 'not-within', hours: null, at: null, et0_per_day: null })]), EN)).toBe(
      '10 cm does not reach refill in the next 3 days: drying 0.8 % a day.',
    );
    expect(
      refillLine(
        view([
          depth({
            status: 'unknown',
            hours: null,
            at: null,
            drying_per_day: null,
            reason: 'not enough history since the soil last took in water',
            reason_code: 'too_little_history',
          }),
        ]),
        EN,
      ),
    ).toBe('10 cm: no estimate yet, not enough history since the soil last took in water.');
    expect(refillLine({ ...view(), reason: 'No sensor lies in this zone.', reason_code: 'no_sensor' }, EN)).toBe(
      'No sensor lies in this zone.',
    );
    // A reason without a code (an older answer) stays as it came.
    expect(refillLine({ ...view(), reason: 'Something else.' }, EN)).toBe('Something else.');
    expect(refillLine(view(), EN)).toMatch(/No readings/);
  });

  it('says a crossing that comes from the soil freezing is a freeze, without a drying rate', () => {
    expect(refillLine(view([depth({ hours: 20, freezing: true })]), EN, 'UTC')).toBe(
      '10 cm reads below refill in about 20 h (Fri 6 am): the soil is forecast to freeze, and its sensor reads only ' +
        'the liquid water.',
    );
  });

  it('writes the line in Spanish and US units: inches, the day and a 24 h clock', () => {
    const es = { t: translatorFor('es', flatten(ES)).t, locale: 'es' as const, units: 'us' as const };
    expect(refillLine(view([depth({})]), es, 'UTC')).toBe(
      '3,9 in llega al punto de riego en unas 38 h (vie, 06:00): se seca 0,8 % al día, ET0 prevista 0,24 in al día.',
    );
  });

  it('words the reasons by their codes in Spanish, whatever English came with them', () => {
    const es = { t: translatorFor('es', flatten(ES)).t, locale: 'es' as const, units: 'us' as const };
    const unknown = { status: 'unknown' as const, hours: null, at: null, drying_per_day: null, et0_per_day: null };
    expect(
      refillLine(view([depth({ ...unknown, reason: 'no recent reading', reason_code: 'no_recent_reading' })]), es),
    ).toBe('3,9 in: aún sin estimación, no hay lectura reciente.');
    expect(refillLine({ ...view(), reason: 'No sensor lies in this zone.', reason_code: 'no_sensor' }, es)).toBe(
      'No hay ningún sensor en esta zona.',
    );
  });

  it('says midnight and noon rather than 12 am and 12 pm', () => {
    expect(shortWhen(Date.UTC(2026, 10, 28, 0) / 1000, 'UTC')).toBe('Sat midnight');
    expect(shortWhen(Date.UTC(2026, 10, 28, 12) / 1000, 'UTC')).toBe('Sat noon');
    expect(shortWhen(Date.UTC(2026, 10, 28, 15) / 1000, 'America/Chicago')).toBe('Sat 9 am');
  });
});
