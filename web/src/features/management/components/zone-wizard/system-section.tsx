/**
 * The zone wizard's "Irrigation system and crop" section (on Info): whether the zone has a system
 * set, then its method (the efficiency follows it), application rate, efficiency, crop (from the
 * zone's crop type until chosen), root depth (the crop's) and planting date. What the
 * recommendation, the water budget and the irrigation log read.
 */
import type { Dispatch } from 'react';
import { CROPS } from '@shared/agronomy/crops';
import { IRRIGATION_METHOD_LABELS, IRRIGATION_METHODS } from '@shared/irrigation/system';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { systemErrors } from './system-state';
import type { ZoneWizardAction, ZoneWizardState } from './state';

export function SystemSection({ state, dispatch }: { state: ZoneWizardState; dispatch: Dispatch<ZoneWizardAction> }) {
  const d = state.system;
  const errors = systemErrors(d);
  const set = (field: Parameters<typeof edit>[0]) => (e: { target: { value: string } }) => edit(field, e.target.value);
  function edit(field: Exclude<Extract<ZoneWizardAction, { type: 'system' }>['field'], 'on'>, value: string) {
    dispatch({ type: 'system', field, value });
  }
  return (
    <fieldset className="system-section">
      <legend>Irrigation system and crop</legend>
      <label className="system-section__toggle">
        <input
          type="checkbox"
          checked={d.on}
          onChange={(e) => dispatch({ type: 'system', field: 'on', value: String(e.target.checked) })}
        />
        This zone is irrigated: set its system (used for irrigation advice and the irrigation log)
      </label>
      {d.on ? (
        <div className="form-grid">
          <SelectField label="Method" value={d.method} onChange={set('method')} error={errors.method}>
            {IRRIGATION_METHODS.map((m) => (
              <option key={m} value={m}>
                {IRRIGATION_METHOD_LABELS[m]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Application rate (mm/h)"
            inputMode="decimal"
            value={d.rate}
            onChange={set('rate')}
            error={errors.rate}
            hint="Water the system puts on the zone in an hour."
          />
          <TextField
            label="Efficiency (%)"
            inputMode="decimal"
            value={d.efficiency}
            onChange={set('efficiency')}
            error={errors.efficiency}
            hint="Defaults to the method's usual efficiency."
          />
          <SelectField label="Crop" value={d.crop} onChange={set('crop')} error={errors.crop}>
            <option value="">None chosen</option>
            {CROPS.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Root depth (cm)"
            inputMode="decimal"
            value={d.rootDepth}
            onChange={set('rootDepth')}
            error={errors.rootDepth}
            hint="Defaults to the crop's usual rooting depth."
          />
          <TextField
            label="Planting date (optional)"
            type="date"
            value={d.plantingDate}
            onChange={set('plantingDate')}
            error={errors.plantingDate}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
