/**
 * What each sensor looks like on the field map at a time and data type: its reading at or before
 * the time, its band and colour, the words of its accessible name and popup.
 */
import type { Point } from '@shared/geo';
import { bandOf, readingValue, type BandResult, type MapDataType } from '@shared/readings/map-bands';
import { readingAt } from '@shared/readings/timeline';
import type { MoistureReading, SensorMoisture } from '@shared/readings/views';
import type { MapCircle } from '../map/field-map';
import { ENGLISH_MAP_WORDS, type MapWords } from './map-words';

/** Band colours, driest/emptiest/coldest first; no colour means one thing in two views. */
const MOISTURE_COLOURS = ['#c0392b', '#e8a317', '#2e9e5b', '#1f66b8'] as const;
const BATTERY_COLOURS = ['#8e1b3a', '#d9622b', '#c9b21a', '#3f8f2f'] as const;
const TEMPERATURE_COLOURS = ['#3b3fa8', '#3aa6c6', '#f08c2e', '#b5261e'] as const;
export const NEUTRAL_COLOURS = { info: '#4f6f8f', 'no-zone': '#9aa5a0', none: '#ffffff' } as const;

export function bandColour(type: MapDataType, band: BandResult): string {
  if (typeof band !== 'number') return NEUTRAL_COLOURS[band];
  if (type === 'battery_vol') return BATTERY_COLOURS[band];
  if (type === 'temperature') return TEMPERATURE_COLOURS[band];
  return MOISTURE_COLOURS[band];
}

export const sensorName = (s: Pick<SensorMoisture, 'alias' | 'sensor_id'>) => s.alias.trim() || s.sensor_id;

export interface SensorState {
  sensor: SensorMoisture;
  name: string;
  reading: MoistureReading | null;
  band: BandResult;
  /** The value with its unit ('' in the info view). */
  value: string;
  /** What the band means ('WP - FC', '1 to 2 V', 'No reading'…), '' in the info view. */
  meaning: string;
}

/** Each sensor at `time` (null: no readings at all) for the data type shown. */
export function sensorStates(
  sensors: readonly SensorMoisture[],
  type: MapDataType,
  time: number | null,
  words: MapWords = ENGLISH_MAP_WORDS,
): SensorState[] {
  return sensors.map((sensor) => {
    const reading = time === null ? null : readingAt(sensor.moisture, time);
    const band = bandOf(type, reading, sensor.zone);
    const value = type === 'info' ? '' : words.value(type, readingValue(reading, type));
    const meaning = words.band(type, band);
    return { sensor, name: sensorName(sensor), reading, band, value, meaning };
  });
}

/** The popup's lines in the detail map. */
export function detailPopup(
  s: SensorState,
  type: MapDataType,
  time: number | null,
  { t, f, typeName }: MapWords = ENGLISH_MAP_WORDS,
): string[] {
  const lines = [s.name];
  if (s.name !== s.sensor.sensor_id) lines.push(s.sensor.sensor_id);
  if (type === 'info') {
    lines.push(
      s.sensor.zone ? t('components.mapZoneIs', { zone: s.sensor.zone.zonename }) : t('components.mapOutsideEveryZone'),
    );
    return lines;
  }
  if (!s.reading) {
    lines.push(t('components.mapNoReadingYet'));
    return lines;
  }
  lines.push(`${typeName(type)}: ${s.value}`);
  if (typeof s.band === 'number' || s.band === 'no-zone') lines.push(s.meaning);
  if (time !== null && s.reading.time !== time)
    lines.push(t('components.mapReadAt', { when: f.dateTime(s.reading.time) }));
  return lines;
}

const at = (s: SensorMoisture): Point => ({ type: 'Point', coordinates: s.points.coordinates });

/** What a mark means in words: 'A' → 'chart A', 'AB' → 'charts A and B'. */
export const markWords = (mark: string, words: MapWords = ENGLISH_MAP_WORDS): string => words.marks(mark);

/**
 * The detail map's circles. `marks` names the sensors the page's charts show (id → 'A', 'B' or
 * 'AB'): the letters are drawn on the circle and said in its accessible name.
 */
export function detailCircles(
  states: readonly SensorState[],
  type: MapDataType,
  time: number | null,
  selectedId: string | null,
  marks?: ReadonlyMap<string, string>,
  words: MapWords = ENGLISH_MAP_WORDS,
): MapCircle[] {
  const { t } = words;
  return states.map((s) => {
    const mark = marks?.get(s.sensor.sensor_id);
    const title =
      type === 'info'
        ? s.name
        : s.reading
          ? `${s.name}: ${s.value}${s.meaning ? ` (${s.meaning})` : ''}`
          : t('components.mapNoReadingFor', { name: s.name });
    return {
      id: s.sensor.sensor_id,
      point: at(s.sensor),
      title: mark ? t('components.mapShownIn', { title, charts: words.marks(mark) }) : title,
      ...(mark ? { mark } : {}),
      label: type === 'info' ? s.name : undefined,
      colour: bandColour(type, s.band),
      band: String(s.band),
      selected: s.sensor.sensor_id === selectedId,
      popup: detailPopup(s, type, time, words),
    };
  });
}

/** The static map: every sensor in one colour, the selected one ringed; its popup is the sensor id. */
export function staticCircles(sensors: readonly SensorMoisture[], selectedId: string | null): MapCircle[] {
  return sensors.map((s) => ({
    id: s.sensor_id,
    point: at(s),
    title: `${sensorName(s)} (${s.sensor_id})`,
    colour: NEUTRAL_COLOURS.info,
    band: 'info',
    selected: s.sensor_id === selectedId,
    popup: [s.sensor_id],
  }));
}
