/**
 * The sentences the server computes: every code has its English (what the API sends) and a
 * Spanish catalogue text, the server's English is the table's, and a detail's words come from its
 * code and SI figures (the web's wording of the rest: test/unit/web/server-texts.test.tsx).
 */
import { describe, expect, it } from 'vitest';
import { ADVICE_REASON_CODES, SKILL_NOTE_CODES } from '@shared/irrigation/recommendation';
import { REFILL_REASON_CODES, REFILL_ZONE_REASON_CODES } from '@shared/advice/refill-time';
import { KC_NOTE_CODES, STORAGE_NOTE_CODES } from '@shared/irrigation/water-budget';
import { IRRIGATION_NOTE_CODES } from '@shared/irrigation/log';
import { PARK_REASONS, PARKED_DETAIL_CODES } from '@shared/lorawan/views';
import {
  ADVICE_REASON_KEYS,
  ENGLISH_TEXT,
  IRRIGATION_NOTE_KEYS,
  KC_NOTE_KEYS,
  kcNoteText,
  REFILL_REASON_KEYS,
  REFILL_ZONE_REASON_KEYS,
  SKILL_NOTE_KEYS,
  STORAGE_NOTE_KEYS,
  storageNoteText,
} from '@shared/i18n/labels/advice-texts';
import { ENGLISH_PARKED, PARK_REASON_KEYS, PARKED_DETAIL_KEYS, parkedDetailText } from '@shared/i18n/labels/lorawan';
import { LINK_ERROR_CODES } from '@shared/vendor-clouds/links';
import { LINK_ERROR_KEYS } from '@shared/i18n/labels/vendor-links';
import { ENGLISH_MESSAGES, flatten, type MessageKey } from '@shared/i18n/catalogue';
import { ES } from '@shared/i18n/messages/es';
import { translatorFor } from '@shared/i18n/translator';
import { formatQuantity } from '@shared/units/format';
import { recommend } from '../../../lambdas/agronomy/water/recommendation';
import { kcRule } from '../../../lambdas/agronomy/water/water-budget';
import { decodeUplink } from '../../../lambdas/lorawan/rules/decoders';

const SPANISH = flatten(ES);
const es = translatorFor('es', SPANISH).t;

const TABLES: [string, readonly string[], Readonly<Record<string, MessageKey>>][] = [
  ['advice reason', ADVICE_REASON_CODES, ADVICE_REASON_KEYS],
  ['skill note', SKILL_NOTE_CODES, SKILL_NOTE_KEYS],
  ['refill reason', REFILL_REASON_CODES, REFILL_REASON_KEYS],
  ['refill zone reason', REFILL_ZONE_REASON_CODES, REFILL_ZONE_REASON_KEYS],
  ['Kc note', KC_NOTE_CODES, KC_NOTE_KEYS],
  ['storage note', STORAGE_NOTE_CODES, STORAGE_NOTE_KEYS],
  ['irrigation note', IRRIGATION_NOTE_CODES, IRRIGATION_NOTE_KEYS],
  ['parked detail', PARKED_DETAIL_CODES, PARKED_DETAIL_KEYS],
  ['vendor link error', LINK_ERROR_CODES, LINK_ERROR_KEYS],
];

describe('server text codes', () => {
  it.each(TABLES)(
    'every %s code has an English text and a Spanish one, and the table has no other',
    (_, codes, keys) => {
      expect(Object.keys(keys).sort()).toEqual([...codes].sort());
      for (const code of codes) {
        const key = keys[code]!;
        expect(ENGLISH_MESSAGES[key], `${code} in English`).toBeTruthy();
        expect(SPANISH[key], `${code} in Spanish`).toBeTruthy();
        expect(SPANISH[key]).not.toBe(ENGLISH_MESSAGES[key]);
      }
    },
  );

  it("every park reason's label and action are in both languages", () => {
    for (const reason of PARK_REASONS)
      for (const key of Object.values(PARK_REASON_KEYS[reason])) {
        expect(ENGLISH_MESSAGES[key]).toBeTruthy();
        expect(SPANISH[key]).toBeTruthy();
      }
  });

  it("the server's English is the table's, beside its code", () => {
    const none = recommend({
      now: 0,
      today: '2026-06-10',
      zone: {
        name: 'West',
        limits: { fieldCapacity: [30, 30, 30], wiltingPoint: [10, 10, 10] },
        refill: { depthCm: 10, value: 20 },
      },
      system: undefined,
      sensors: [],
      weather: null,
    });
    expect(none.basis.reason_code).toBe('no_sensor');
    expect(none.basis.reason).toBe(
      'No sensor lies in this zone, so its soil water is not known. Place a sensor inside the zone.',
    );
    const kc = kcRule({ crop: 'tomato', planting_date: '2026-04-20' });
    expect(kc.noteCode).toBe('crop_curve');
    expect(kc.note).toBe(kcNoteText('crop_curve', kc.noteValues, ENGLISH_TEXT));
    expect(kc.note).toMatch(/^Kc of Tomato from its planting on 2026-04-20 \(FAO-56: 0\.6 initial/);
    expect(kcRule({ crop: 'tomato' }).noteCode).toBe('no_planting_date');
    expect(storageNoteText('weeks_without_reading', { weeks: 1 }, ENGLISH_TEXT)).toBe(
      "1 week had no reading within 6 hours of the week's start or end, so its change in stored water is not known.",
    );
  });

  it("a decoder's refusal carries its code and figures, its English from the same table", () => {
    const short = decodeUplink('dragino-lse01', { fPort: 2, payload: 'DRgBBgTaAAAAAA=='.slice(0, 12) } as never);
    expect(short).toMatchObject({ ok: false, code: 'payload_length', values: { model: 'LSE01', length: 11 } });
    if (short.ok) throw new Error('decoded');
    expect(short.reason).toBe(parkedDetailText(short.code, short.values, ENGLISH_PARKED));
    expect(short.reason).toMatch(/^The payload is \d+ bytes; an LSE01 reading is 11\.$/);
    const port = decodeUplink('dragino-lse01', { fPort: null, payload: 'DRgBBgTaAAAAAA==' } as never);
    expect(port).toMatchObject({ ok: false, code: 'wrong_port', values: { port: null, expected: 2 } });
    expect(!port.ok && port.reason).toBe('This uplink came on port none; the LSE01 sends its readings on port 2.');
  });

  it("words the details in Spanish and the reader's units from the figures", () => {
    const words = { t: es, temperature: (c: number) => formatQuantity('temperature', c, 'us', { locale: 'es' }) };
    expect(parkedDetailText('values_outside_probe', { moisture: 655.35, temperature_c: 20 }, words)).toBe(
      'Los valores del sensor están fuera de lo que puede medir (humedad 655,35 %, temperatura del suelo 68 °F): ' +
        '¿está la sonda en el suelo?',
    );
    expect(parkedDetailText('wrong_port', { port: null, model: 'LSE01', expected: 2 }, words)).toBe(
      'Este envío llegó por el puerto ninguno; el LSE01 envía sus lecturas por el puerto 2.',
    );
    expect(parkedDetailText('sensor_gone', { sensor: 'S1' }, words)).toBe('Su sensor S1 ya no existe.');
  });
});
