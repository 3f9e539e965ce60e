/**
 * The zone wizard's "Irrigation system and crop" section (on Info): whether the zone has a system
 * set, then its method (the efficiency follows it), application rate, efficiency, crop (from the
 * zone's crop type until chosen), root depth (the crop's) and planting date. What the
 * recommendation, the water budget and the irrigation log read. Rates and depths are typed in the
 * person's units.
 */
import type { Dispatch } from 'react';
import { CROPS } from '@shared/agronomy/crops';
import { cropNameKey, IRRIGATION_METHOD_KEYS } from '@shared/i18n/labels/agronomy';
import { IRRIGATION_METHODS } from '@shared/irrigation/system';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useWords } from '../../../../lib/words';
import { systemErrors } from './system-state';
import type { ZoneWizardAction, ZoneWizardState } from './state';

export function SystemSection({ state, dispatch }: { state: ZoneWizardState; dispatch: Dispatch<ZoneWizardAction> }) {
  const { t, f } = useWords();
  const d = state.system;
  const errors = systemErrors(d, t);
  const set = (field: Parameters<typeof edit>[0]) => (e: { target: { value: string } }) => edit(field, e.target.value);
  function edit(field: Exclude<Extract<ZoneWizardAction, { type: 'system' }>['field'], 'on'>, value: string) {
    dispatch({ type: 'system', field, value });
  }
  const crops = CROPS.map((c) => {
    const key = cropNameKey(c.id);
    return { id: c.id, name: key ? t(key) : c.name };
  }).sort((a, b) => a.name.localeCompare(b.name, f.locale));
  return (
    <fieldset className="system-section">
      <legend>{t('management.systemLegend')}</legend>
      <label className="system-section__toggle">
        <input
          type="checkbox"
          checked={d.on}
          onChange={(e) => dispatch({ type: 'system', field: 'on', value: String(e.target.checked) })}
        />
        {t('management.systemToggle')}
      </label>
      {d.on ? (
        <div className="form-grid">
          <SelectField
            label={t('management.systemMethod')}
            value={d.method}
            onChange={set('method')}
            error={errors.method}
          >
            {IRRIGATION_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(IRRIGATION_METHOD_KEYS[m])}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('management.systemRate', { unit: f.unit('rate') })}
            inputMode="decimal"
            value={d.rate}
            onChange={set('rate')}
            error={errors.rate}
            hint={t('management.systemRateHint')}
          />
          <TextField
            label={t('management.systemEfficiency')}
            inputMode="decimal"
            value={d.efficiency}
            onChange={set('efficiency')}
            error={errors.efficiency}
            hint={t('management.systemEfficiencyHint')}
          />
          <SelectField label={t('management.systemCrop')} value={d.crop} onChange={set('crop')} error={errors.crop}>
            <option value="">{t('management.systemNoCrop')}</option>
            {crops.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('management.systemRootDepth', { unit: f.unit('depth') })}
            inputMode="decimal"
            value={d.rootDepth}
            onChange={set('rootDepth')}
            error={errors.rootDepth}
            hint={t('management.systemRootDepthHint')}
          />
          <TextField
            label={t('management.systemPlantingDate')}
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
