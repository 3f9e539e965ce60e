/**
 * A zone's water budget (GET /api/v2/zone/{id}/water-budget): the field's weather (rain, FAO-56
 * ET0) over the range's local days, the zone's logged irrigations, Kc from the zone's crop, and
 * the stored water over the root depth from the readings of the sensors inside the zone. The
 * arithmetic is lambdas/agronomy/water/water-budget.ts; this gathers its inputs.
 */
import { depthValues } from '@shared/readings/depths';
import type { StorageNoteCode, WaterBudgetAnswer } from '@shared/irrigation/water-budget';
import { ENGLISH_TEXT, storageNoteText } from '@shared/i18n/labels/advice-texts';
import { WATER_BUDGET_DEFAULT_DAYS } from '@shared/irrigation/water-budget';
import { localDate } from '../../agronomy/local-dates';
import { kcRule, rootDepthOf, storedWaterMm, waterBudget, type StorageSample } from '../../agronomy/water/water-budget';
import { refusal } from '../../platform/refusal';
import { BadRequestError } from '../../platform/errors';
import type { ReadingsStore } from '../../readings';
import { seriesOf, ownZone, zoneSystemOf } from '../../sensors';
import { zoneSaturation } from '../../forecasts';
import { listIrrigationsForField } from './irrigations';
import { validReadings } from '../../readings';
import { cachePlace, dailyWeather, fieldCentroid, timeZoneAt, dayEt0 } from '../../weather';
const DAY_S = 86_400;

/**
 * The budget of the caller's zone over `startS`..`endS` (epoch s; without a range, 8 whole weeks through today), cut at
 * now.
 */
export async function zoneWaterBudget(
  userName: string,
  zoneId: string,
  store: ReadingsStore,
  range?: { startS: number; endS: number },
  now = Date.now(),
): Promise<WaterBudgetAnswer> {
  const { zone, field, inside } = await ownZone(userName, zoneId);
  const nowS = Math.floor(now / 1000);
  const startS = range ? range.startS : nowS - (WATER_BUDGET_DEFAULT_DAYS - 1) * DAY_S;
  const endS = Math.min(range ? range.endS : nowS, nowS);
  if (startS > nowS) throw new BadRequestError(refusal('refusals.budgetStartInFuture'));
  const fromMs = startS * 1000;
  const toMs = endS * 1000 + 999;

  const system = zoneSystemOf(zone);
  const kc = kcRule(system);
  const root = rootDepthOf(system);
  const loc = fieldCentroid(field.points.coordinates[0] as [number, number][]);
  const timeZone = timeZoneAt(cachePlace(loc));
  const saturation = zoneSaturation(zone);

  const [weather, irrigations, storage] = await Promise.all([
    dailyWeather(loc, localDate(fromMs, timeZone), localDate(toMs, timeZone), { now }),
    listIrrigationsForField(userName, zone.field_id, startS - DAY_S, endS),
    Promise.all(
      inside.map(async (sensor): Promise<StorageSample[]> => {
        // A day either side, so the first and last week's edges find a reading near them.
        const readings = await validReadings(store, seriesOf(sensor), fromMs - DAY_S * 1000, toMs + DAY_S * 1000);
        return readings.flatMap((r) => {
          const mm = storedWaterMm(depthValues(r.calibrated), root.cm, saturation);
          return mm === null ? [] : [{ t: r.time, mm }];
        });
      }),
    ),
  ]);
  const ofZone = irrigations.filter((i) => i.zone_id === zone.id && i.depth_mm !== null);
  const budget = waterBudget({
    timeZone,
    fromMs,
    toMs,
    weather: weather.days.map((d) => ({ date: d.date, rainMm: d.precip, et0Mm: dayEt0(d, loc.lat) })),
    kcOn: kc.kcOn,
    irrigations: ofZone.map((i) => ({ startMs: i.start * 1000, depthMm: i.depth_mm! })),
    storage,
  });
  const storageCode: StorageNoteCode | null = !inside.length
    ? 'no_sensor'
    : budget.weeksWithoutStorage
      ? 'weeks_without_reading'
      : null;
  const storageValues = storageCode === 'weeks_without_reading' ? { weeks: budget.weeksWithoutStorage } : null;
  return {
    weeks: budget.weeks,
    totals: budget.totals,
    basis: {
      time_zone: timeZone,
      start: startS,
      end: endS,
      crop: kc.crop?.id ?? null,
      crop_name: kc.crop?.name ?? null,
      planting_date: system?.planting_date ?? null,
      kc_source: kc.source,
      kc_note: kc.note,
      kc_note_code: kc.noteCode,
      kc_note_values: kc.noteValues,
      root_depth_cm: root.cm,
      root_depth_source: root.source,
      sensor_ids: inside.map((s) => s.sensor_id),
      storage_note: storageCode ? storageNoteText(storageCode, storageValues, ENGLISH_TEXT) : null,
      storage_note_code: storageCode,
      storage_note_values: storageValues,
      weather_source: weather.source,
      irrigation_entries: budget.irrigationsCounted,
    },
  };
}
