/**
 * Each field's frost threshold, beside the frost alert's channels: the forecast air temperature at
 * or below which the grower is warned (up to 48 h ahead, at least 6 h before when the forecast
 * shows it in time). Typed and shown in the person's units (°C or °F); stored in °C.
 */
import {
  DEFAULT_FROST_THRESHOLD_C,
  FROST_LEAD_HOURS,
  FROST_THRESHOLD_MAX_C,
  FROST_THRESHOLD_MIN_C,
  FROST_WINDOW_HOURS,
  frostThresholdSchema,
} from '@shared/alerts/frost';
import { boundForInput } from '@shared/units';
import { TextField } from '../../../components/text-field';
import type { Format } from '../../../lib/i18n/use-format';
import { useFormat } from '../../../lib/i18n/use-format';
import { type T, useT } from '../../../lib/i18n/use-t';
import type { FieldLabel } from './field-label';

/** A stored threshold (°C) as its input shows it, in the person's units and decimal mark. */
export const frostInputText = (f: Format, celsius: number): string => f.number(f.toInput('temperature', celsius), 1);

/** The scale in the person's units: "from 14 to 50 °F" (inward-rounded so both ends are valid). */
const scaleWords = (t: T, f: Format): string =>
  t('notifications.frostScale', {
    min: f.number(boundForInput('temperature', FROST_THRESHOLD_MIN_C, f.units, 'min'), 1),
    max: f.number(boundForInput('temperature', FROST_THRESHOLD_MAX_C, f.units, 'max'), 1),
    unit: f.unit('temperature'),
  });

/** The typed text as the °C value to store, or the message (in the person's units) saying what to type. */
export function readFrostInput(t: T, f: Format, text: string): { celsius: number } | { error: string } {
  const typed = f.parseNumber(text);
  const celsius = typed === null ? null : f.fromInput('temperature', typed);
  const parsed = frostThresholdSchema.safeParse(celsius);
  return parsed.success ? { celsius: parsed.data } : { error: scaleWords(t, f) };
}

interface FrostThresholdsProps {
  fields: FieldLabel[];
  /** What each field's input holds (text, as typed), by field id. */
  drafts: ReadonlyMap<string, string>;
  errors: ReadonlyMap<string, string>;
  onChange: (fieldId: string, text: string) => void;
}

export function FrostThresholds({ fields, drafts, errors, onChange }: FrostThresholdsProps) {
  const t = useT();
  const f = useFormat();
  return (
    <>
      <p className="muted">
        {t('notifications.frostExplained', {
          window: FROST_WINDOW_HOURS,
          lead: FROST_LEAD_HOURS,
          standard: f.quantity('temperature', DEFAULT_FROST_THRESHOLD_C),
        })}
      </p>
      {fields.length ? (
        <div className="frost-thresholds">
          {fields.map((x) => (
            <TextField
              key={x.field_id}
              label={`${x.field_name} (${x.farm_name}), ${f.unit('temperature')}`}
              inputMode="decimal"
              autoComplete="off"
              value={drafts.get(x.field_id) ?? ''}
              error={errors.get(x.field_id)}
              onChange={(e) => onChange(x.field_id, e.target.value)}
            />
          ))}
        </div>
      ) : (
        <p className="muted">{t('notifications.noFieldsForFrost')}</p>
      )}
    </>
  );
}
