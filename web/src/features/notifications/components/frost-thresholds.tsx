/**
 * Each field's frost threshold, beside the frost alert's channels: the forecast air temperature at
 * or below which the grower is warned (up to 48 h ahead, at least 6 h before when the forecast
 * shows it in time).
 */
import {
  DEFAULT_FROST_THRESHOLD_C,
  FROST_LEAD_HOURS,
  FROST_THRESHOLD_MAX_C,
  FROST_THRESHOLD_MIN_C,
  FROST_WINDOW_HOURS,
} from '@shared/alerts/frost';
import { TextField } from '../../../components/text-field';
import type { FieldLabel } from './field-label';

interface FrostThresholdsProps {
  fields: FieldLabel[];
  /** What each field's input holds (text, as typed), by field id. */
  drafts: ReadonlyMap<string, string>;
  errors: ReadonlyMap<string, string>;
  onChange: (fieldId: string, text: string) => void;
}

export function FrostThresholds({ fields, drafts, errors, onChange }: FrostThresholdsProps) {
  return (
    <>
      <p className="muted">
        You are warned when the forecast air temperature reaches a field’s threshold within the next{' '}
        {FROST_WINDOW_HOURS} h, at least {FROST_LEAD_HOURS} h ahead when the forecast shows it in time.{' '}
        {DEFAULT_FROST_THRESHOLD_C} °C unless you set another: lower for hardy crops, higher for tender ones in flower.
      </p>
      {fields.length ? (
        <div className="frost-thresholds">
          {fields.map((f) => (
            <TextField
              key={f.field_id}
              label={`${f.field_name} (${f.farm_name}), °C`}
              type="number"
              inputMode="decimal"
              step="0.5"
              min={FROST_THRESHOLD_MIN_C}
              max={FROST_THRESHOLD_MAX_C}
              value={drafts.get(f.field_id) ?? ''}
              error={errors.get(f.field_id)}
              onChange={(e) => onChange(f.field_id, e.target.value)}
            />
          ))}
        </div>
      ) : (
        <p className="muted">You have no fields yet. Once you add one, you can set its frost threshold here.</p>
      )}
    </>
  );
}
