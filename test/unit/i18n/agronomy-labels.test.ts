/**
 * The agronomy label maps cover every method, crop, crop type and soil type, and a system reads in
 * Spanish and US units.
 */
import { describe, expect, it } from 'vitest';
import { CROP_IDS } from '@shared/agronomy/crops';
import { loadMessages } from '@shared/i18n/catalogue';
import { formatDayIn } from '@shared/i18n/dates';
import {
  CROP_NAME_KEYS,
  CROP_TYPE_KEYS,
  cropNameKey,
  cropTypeKey,
  describeSystemIn,
  IRRIGATION_METHOD_KEYS,
  SOIL_TYPE_KEYS,
} from '@shared/i18n/labels/agronomy';
import { translatorFor } from '@shared/i18n/translator';
import { IRRIGATION_METHOD_LABELS, IRRIGATION_METHODS } from '@shared/irrigation/system';
import { CROP_TYPES, SOIL_TYPES } from '@shared/management/constants';
import { formatQuantity } from '@shared/units';

describe('agronomy labels', () => {
  it('have a key for every crop and no key for an unknown or inherited id', () => {
    expect(Object.keys(CROP_NAME_KEYS).sort()).toEqual([...CROP_IDS].sort());
    expect(cropNameKey('constructor')).toBeUndefined();
    expect(cropNameKey('__proto__')).toBeUndefined();
    expect(cropTypeKey('toString')).toBeUndefined();
    expect(cropTypeKey('My own crop')).toBeUndefined();
    expect(Object.keys(CROP_TYPE_KEYS).sort()).toEqual([...CROP_TYPES].sort());
    expect(Object.keys(SOIL_TYPE_KEYS).sort()).toEqual([...SOIL_TYPES].sort());
  });

  it('English names are the ones the server and the spec use', async () => {
    const { t } = translatorFor('en-AU', await loadMessages('en'));
    for (const m of IRRIGATION_METHODS) expect(t(IRRIGATION_METHOD_KEYS[m])).toBe(IRRIGATION_METHOD_LABELS[m]);
    for (const c of CROP_TYPES) expect(t(CROP_TYPE_KEYS[c])).toBe(c);
    for (const s of SOIL_TYPES) expect(t(SOIL_TYPE_KEYS[s])).toBe(s);
  });

  it('describes a system in Spanish with US units', async () => {
    const { t } = translatorFor('es', await loadMessages('es'));
    const text = describeSystemIn(
      {
        method: 'drip',
        application_rate_mm_h: 12.7,
        root_depth_cm: 30.5,
        crop: 'tomato',
        planting_date: '2026-10-06',
      },
      {
        t,
        quantity: (q, si) => formatQuantity(q, si, 'us', { locale: 'es' }),
        day: (d) => formatDayIn('es', new Date(`${d}T12:00:00Z`)),
      },
    );
    expect(text).toBe('Goteo, 0,5 in/h, eficiencia 90 % · Tomate, raíces a 12 in, plantado el 06/10/2026');
  });
});
