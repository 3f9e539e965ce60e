/**
 * What the field map says, in the person's language and units: data type names, values, legend
 * bands, popups and accessible names. The bands themselves (shared/readings/map-bands) stay in SI;
 * only their words and numbers are converted here. Without a translator (a unit test of the circles)
 * the words are English (Australia), metric.
 */
import { useMemo } from 'react';
import type { MessageKey } from '@shared/i18n/catalogue';
import { ENGLISH_MESSAGES } from '@shared/i18n/catalogue';
import { translatorFor } from '@shared/i18n/translator';
import {
  BAND_COUNT,
  DEPTH_CM,
  MAP_SCALES,
  isMoistureDepth,
  type BandResult,
  type MapDataType,
} from '@shared/readings/map-bands';
import { formatFor, useFormat, type Format } from '../../lib/i18n/use-format';
import { useT } from '../../lib/i18n/use-t';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export interface MapWords {
  t: Translate;
  f: Format;
  /** 'Battery', 'Temperature', 'Moisture 10 cm underground' (or '3.9 in'). */
  typeName: (type: MapDataType) => string;
  /** A moisture depth as its button says it: '10 cm' or '3.9 in'. */
  depth: (type: MapDataType) => string;
  /** A reading with its unit ('21.5 °C', '70.7 °F', '3.60 V', '32.0 %'), or '–' without one. */
  value: (type: Exclude<MapDataType, 'info'>, value: number | null) => string;
  /** The legend's words for a band of a data type. */
  band: (type: MapDataType, band: BandResult) => string;
  /** 'chart A' / 'charts A and B'. */
  marks: (mark: string) => string;
}

const MOISTURE_BANDS: readonly MessageKey[] = [
  'components.mapBandBelowWp',
  'components.mapBandWpFc',
  'components.mapBandFcSat',
  'components.mapBandAboveSat',
];

const fixed = (f: Format, n: number, decimals: number) =>
  new Intl.NumberFormat(f.locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);

export function mapWordsFor(t: Translate, f: Format): MapWords {
  const depth = (type: MapDataType) => (isMoistureDepth(type) ? f.quantity('depth', DEPTH_CM[type]) : '');
  const typeName = (type: MapDataType) => {
    if (type === 'info') return t('components.mapInfo');
    if (type === 'battery_vol') return t('components.mapBattery');
    if (type === 'temperature') return t('components.mapTemperature');
    return t('components.mapMoistureAt', { depth: depth(type) });
  };
  const value = (type: Exclude<MapDataType, 'info'>, v: number | null) => {
    if (v === null) return '–';
    if (type === 'temperature') return `${fixed(f, f.shown('temperature', v, 1), 1)} ${f.unit('temperature')}`;
    if (type === 'battery_vol') return `${fixed(f, v, 2)} V`;
    return `${fixed(f, Math.max(0, Number(v.toFixed(1))), 1)} %`;
  };
  const band = (type: MapDataType, b: BandResult) => {
    if (b === 'none') return t('components.mapNoReading');
    if (b === 'no-zone') return t('components.mapOutsideZones');
    if (b === 'info' || type === 'info') return '';
    if (isMoistureDepth(type)) return t(MOISTURE_BANDS[b]!);
    const scale = MAP_SCALES[type];
    const step = (scale.max - scale.min) / BAND_COUNT;
    const end = (n: number) =>
      type === 'temperature' ? f.number(f.shown('temperature', n, 1), 1) : f.number(Number(n.toFixed(1)), 1);
    return t('components.mapBandRange', {
      from: end(scale.min + b * step),
      to: end(scale.min + (b + 1) * step),
      unit: type === 'temperature' ? f.unit('temperature') : scale.unit,
    });
  };
  const marks = (mark: string) => {
    const letters = [...mark];
    return letters.length > 1
      ? t('components.mapCharts', { first: letters.slice(0, -1).join(', '), last: letters.at(-1)! })
      : t('components.mapChart', { mark });
  };
  return { t, f, typeName, depth, value, band, marks };
}

/** English (Australia), metric: the words of the circles outside React. */
export const ENGLISH_MAP_WORDS: MapWords = mapWordsFor(
  translatorFor('en-AU', ENGLISH_MESSAGES).t,
  formatFor('en-AU', 'metric'),
);

/** The map's words for the person now. */
export function useMapWords(): MapWords {
  const t = useT();
  const f = useFormat();
  return useMemo(() => mapWordsFor(t, f), [t, f]);
}
