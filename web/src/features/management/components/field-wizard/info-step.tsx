/** Step 0, Info: the field's name, its farm (or a new farm) and its crop. */
import type { UseFormReturn } from 'react-hook-form';
import { CROP_TYPE_KEYS } from '@shared/i18n/labels/agronomy';
import { CROP_TYPES } from '@shared/management/constants';
import { useT } from '../../../../lib/i18n/use-t';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { NEW_FARM, type FieldInfoValues } from './info-form';

export function FieldInfoStep({ form, farms }: { form: UseFormReturn<FieldInfoValues>; farms: string[] }) {
  const t = useT();
  const { errors, touchedFields } = form.formState;
  const [farmChoice, newFarm] = form.watch(['farmChoice', 'newFarm']);
  return (
    <div className="form-grid">
      {/* The name is checked once left: the first letters typed are not yet a mistake. */}
      <TextField
        label={t('management.fieldName')}
        {...form.register('fieldName')}
        error={touchedFields.fieldName && errors.fieldName ? t('management.nameError') : undefined}
        autoFocus
      />
      <SelectField label={t('management.farm')} {...form.register('farmChoice')}>
        {farms.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
        <option value={NEW_FARM}>{t('management.newFarmOption')}</option>
      </SelectField>
      {farmChoice === NEW_FARM ? (
        <TextField
          label={t('management.newFarmName')}
          {...form.register('newFarm')}
          error={newFarm && errors.newFarm ? t('management.nameError') : undefined}
          hint={t('management.newFarmHint')}
        />
      ) : null}
      <SelectField label={t('management.cropType')} {...form.register('cropType')}>
        {CROP_TYPES.map((c) => (
          <option key={c} value={c}>
            {t(CROP_TYPE_KEYS[c])}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
