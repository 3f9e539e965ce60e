/**
 * Step 0, Info: name, field and crop, per depth the soil type with its three percentages and the
 * primary layer, the refill share with the refill point it gives at each depth, and the zone's
 * irrigation system and crop. Depths are named in the person's units.
 */
import type { Dispatch, ReactNode } from 'react';
import type { MessageKey } from '@shared/i18n/catalogue';
import { CROP_TYPE_KEYS, SOIL_TYPE_KEYS } from '@shared/i18n/labels/agronomy';
import { CROP_TYPES, DEPTH_LAYERS, SOIL_TYPES, type SoilType } from '@shared/management/constants';
import { REFILL_SHARE_MAX, REFILL_SHARE_MIN } from '@shared/management/rules';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import type { Field } from '../../api/types';
import { FieldOptions } from '../field-options';
import { useWords } from '../../../../lib/words';
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

const PERCENT_LABELS: Record<PercentKey, MessageKey> = {
  wp: 'management.zoneWiltingPointAt',
  fc: 'management.zoneFieldCapacityAt',
  sat: 'management.zoneSaturationAt',
};

/** The columns' names, which a phone shows beside each value (the header row is hidden there). */
const COLUMN_LABELS: Record<PercentKey, MessageKey> = {
  wp: 'management.zoneWiltingPoint',
  fc: 'management.zoneFieldCapacity',
  sat: 'management.zoneSaturation',
};

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
  const { t, f } = useWords();
  return (
    <>
      <div className="form-grid">
        <TextField
          label={t('management.zoneName')}
          value={state.zoneName}
          onChange={(e) => dispatch({ type: 'name', value: e.target.value })}
          error={state.zoneName && zoneNameError(state) ? t('management.nameError') : undefined}
          autoFocus
        />
        <SelectField
          label={t('management.field')}
          value={state.fieldId}
          onChange={(e) => dispatch({ type: 'field', fieldId: e.target.value })}
          disabled={fieldLocked}
        >
          <FieldOptions fields={fields} />
        </SelectField>
        <SelectField
          label={t('management.cropType')}
          value={state.cropType}
          onChange={(e) => dispatch({ type: 'crop', value: e.target.value })}
        >
          {CROP_TYPES.map((c) => (
            <option key={c} value={c}>
              {t(CROP_TYPE_KEYS[c])}
            </option>
          ))}
        </SelectField>
      </div>
      <table className="layer-table">
        <thead>
          <tr>
            <th>{t('management.zoneDepth')}</th>
            <th>{t('management.zoneSoilType')}</th>
            <th>{t('management.zoneWiltingPoint')}</th>
            <th>{t('management.zoneFieldCapacity')}</th>
            <th>{t('management.zoneSaturation')}</th>
            <th>{t('management.zonePrimary')}</th>
          </tr>
        </thead>
        <tbody>
          {DEPTH_LAYERS.map(({ label, stored }) => {
            const l = state.layers[stored];
            const depth = f.quantity('depth', label);
            return (
              <tr key={stored}>
                <th scope="row">{depth}</th>
                <td>
                  <select
                    aria-label={t('management.zoneSoilTypeAt', { depth })}
                    value={l.soil}
                    onChange={(e) => dispatch({ type: 'soil', depth: stored, soil: e.target.value as SoilType })}
                  >
                    {SOIL_TYPES.map((s) => (
                      <option key={s} value={s}>
                        {t(SOIL_TYPE_KEYS[s])}
                      </option>
                    ))}
                  </select>
                </td>
                {(['wp', 'fc', 'sat'] as const).map((k) => (
                  <td key={k} data-label={t(COLUMN_LABELS[k])}>
                    <input
                      inputMode="decimal"
                      aria-label={t(PERCENT_LABELS[k], { depth })}
                      value={l[k]}
                      onChange={(e) => dispatch({ type: 'percent', depth: stored, key: k, value: e.target.value })}
                      aria-invalid={percentError(l[k], state.locale) ? true : undefined}
                    />
                    {percentError(l[k], state.locale) ? (
                      <div className="field-error">{t('management.percentError')}</div>
                    ) : null}
                  </td>
                ))}
                <td data-label={t('management.zonePrimary')}>
                  <input
                    type="radio"
                    name="interest-layer"
                    aria-label={t('management.zonePrimaryAt', { depth })}
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
  const { t, f } = useWords();
  const error = refillShareError(state.refillShare)
    ? t('management.refillShareError', { min: f.number(REFILL_SHARE_MIN, 2), max: f.number(REFILL_SHARE_MAX, 2) })
    : undefined;
  return (
    <div className="refill-share">
      <TextField
        label={t('management.refillShare')}
        type="number"
        inputMode="decimal"
        min={REFILL_SHARE_MIN}
        max={REFILL_SHARE_MAX}
        step={0.05}
        value={state.refillShare}
        onChange={(e) => dispatch({ type: 'refill', value: e.target.value })}
        error={error}
        hint={t('management.refillShareHint')}
      />
      <p className="refill-share__points" aria-live="polite">
        {t('management.refillPoint')}{' '}
        {DEPTH_LAYERS.map(({ label, stored }, i) => {
          const point = layerRefillPoint(state.layers[stored], state.refillShare, state.locale);
          return (
            <span key={stored}>
              {i ? ' · ' : ''}
              {f.quantity('depth', label)} {point === undefined ? '–' : `${f.number(point)} %`}
              {state.interest === stored ? ` ${t('management.primaryMark')}` : ''}
            </span>
          );
        })}
      </p>
    </div>
  );
}
