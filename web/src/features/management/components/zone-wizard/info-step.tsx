/**
 * Step 0, Info: name, field and crop, per depth the soil type with its three percentages and the
 * primary layer, the refill share with the refill point it gives at each depth, and the zone's
 * irrigation system and crop.
 */
import type { Dispatch, ReactNode } from 'react';
import { CROP_TYPES, DEPTH_LAYERS, SOIL_TYPES, type SoilType } from '@shared/management/constants';
import { managementMessages } from '@shared/messages';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import type { Field } from '../../api/types';
import { FieldOptions } from '../field-options';
import { REFILL_SHARE_MAX, REFILL_SHARE_MIN } from '@shared/management/rules';
import { SystemSection } from './system-section';
import {
  layerRefillPoint,
  percentError,
  refillShareError,
  zoneNameError,
  type PercentKey,
  type ZoneWizardAction,
  type ZoneWizardState,
} from './state';

const PERCENT_LABELS: Record<PercentKey, string> = { wp: 'Wilting point', fc: 'Field capacity', sat: 'Saturation' };

export function InfoStep({
  state,
  fields,
  fieldLocked,
  dispatch,
  suggestions,
}: {
  state: ZoneWizardState;
  fields: Field[];
  fieldLocked: boolean;
  dispatch: Dispatch<ZoneWizardAction>;
  /** Shown under the depths' values: what the zone's own readings suggest for them (editing only). */
  suggestions?: ReactNode;
}) {
  return (
    <>
      <div className="form-grid">
        <TextField
          label="Zone name"
          value={state.zoneName}
          onChange={(e) => dispatch({ type: 'name', value: e.target.value })}
          error={state.zoneName ? zoneNameError(state) : undefined}
          autoFocus
        />
        <SelectField
          label="Field"
          value={state.fieldId}
          onChange={(e) => dispatch({ type: 'field', fieldId: e.target.value })}
          disabled={fieldLocked}
        >
          <FieldOptions fields={fields} />
        </SelectField>
        <SelectField
          label="Crop type"
          value={state.cropType}
          onChange={(e) => dispatch({ type: 'crop', value: e.target.value })}
        >
          {CROP_TYPES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </SelectField>
      </div>
      <table className="layer-table">
        <thead>
          <tr>
            <th>Depth</th>
            <th>Soil type</th>
            <th>Wilting point %</th>
            <th>Field capacity %</th>
            <th>Saturation %</th>
            <th>Primary</th>
          </tr>
        </thead>
        <tbody>
          {DEPTH_LAYERS.map(({ label, stored }) => {
            const l = state.layers[stored];
            return (
              <tr key={stored}>
                <th scope="row">{label} cm</th>
                <td>
                  <select
                    aria-label={`Soil type at ${label} cm`}
                    value={l.soil}
                    onChange={(e) => dispatch({ type: 'soil', depth: stored, soil: e.target.value as SoilType })}
                  >
                    {SOIL_TYPES.map((s) => (
                      <option key={s}>{s}</option>
                    ))}
                  </select>
                </td>
                {(['wp', 'fc', 'sat'] as const).map((k) => (
                  <td key={k}>
                    <input
                      inputMode="decimal"
                      aria-label={`${PERCENT_LABELS[k]} at ${label} cm`}
                      value={l[k]}
                      onChange={(e) => dispatch({ type: 'percent', depth: stored, key: k, value: e.target.value })}
                      aria-invalid={percentError(l[k]) ? true : undefined}
                    />
                    {percentError(l[k]) ? <div className="field-error">{managementMessages.percent}</div> : null}
                  </td>
                ))}
                <td>
                  <input
                    type="radio"
                    name="interest-layer"
                    aria-label={`Primary layer ${label} cm`}
                    checked={state.interest === stored}
                    onChange={() => dispatch({ type: 'interest', depth: stored })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {suggestions}
      <RefillShare state={state} dispatch={dispatch} />
      <SystemSection state={state} dispatch={dispatch} />
    </>
  );
}

/** The refill share, what it means, and the refill point it gives at each depth. */
function RefillShare({ state, dispatch }: { state: ZoneWizardState; dispatch: Dispatch<ZoneWizardAction> }) {
  const error = refillShareError(state.refillShare);
  return (
    <div className="refill-share">
      <TextField
        label="Refill share"
        type="number"
        inputMode="decimal"
        min={REFILL_SHARE_MIN}
        max={REFILL_SHARE_MAX}
        step={0.05}
        value={state.refillShare}
        onChange={(e) => dispatch({ type: 'refill', value: e.target.value })}
        error={error}
        hint={
          'Moisture alerts ask you to irrigate when the primary layer falls below its refill point: the wilting ' +
          'point plus this share of the range up to field capacity (0.5 = half the plant-available water used up).'
        }
      />
      <p className="refill-share__points" aria-live="polite">
        Refill point:{' '}
        {DEPTH_LAYERS.map(({ label, stored }, i) => {
          const point = layerRefillPoint(state.layers[stored], state.refillShare);
          return (
            <span key={stored}>
              {i ? ' · ' : ''}
              {label} cm {point === undefined ? '–' : `${point} %`}
              {state.interest === stored ? ' (primary)' : ''}
            </span>
          );
        })}
      </p>
    </div>
  );
}
