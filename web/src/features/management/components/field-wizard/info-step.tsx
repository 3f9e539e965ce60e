/** Step 0, Info: the field's name, its farm (or a new farm) and its crop. */
import type { UseFormReturn } from 'react-hook-form';
import { CROP_TYPES } from '@shared/management/constants';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { NEW_FARM, type FieldInfoValues } from './info-form';

export function FieldInfoStep({ form, farms }: { form: UseFormReturn<FieldInfoValues>; farms: string[] }) {
  const { errors, touchedFields } = form.formState;
  const [farmChoice, newFarm] = form.watch(['farmChoice', 'newFarm']);
  return (
    <div className="form-grid">
      {/* The name is checked once left: the first letters typed are not yet a mistake. */}
      <TextField
        label="Field name"
        {...form.register('fieldName')}
        error={touchedFields.fieldName ? errors.fieldName?.message : undefined}
        autoFocus
      />
      <SelectField label="Farm" {...form.register('farmChoice')}>
        {farms.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
        <option value={NEW_FARM}>+ New farm…</option>
      </SelectField>
      {farmChoice === NEW_FARM ? (
        <TextField
          label="New farm name"
          {...form.register('newFarm')}
          error={newFarm ? errors.newFarm?.message : undefined}
          hint="The farm is created together with the field."
        />
      ) : null}
      <SelectField label="Crop type" {...form.register('cropType')}>
        {CROP_TYPES.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </SelectField>
    </div>
  );
}
