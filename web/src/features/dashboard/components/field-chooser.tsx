/**
 * The farm and field chooser, in two looks. Flat: one dropdown showing the chosen field's name
 * (or 'Choose Farm and Field', or 'No Farms' when the grower has none), its list the farms'
 * names in capitals with their fields beneath. Two selectors: farm, then field, with the
 * placeholders 'No Farm' and 'No Field'.
 */
import type { FieldView } from '@shared/management/views';
import { SelectField } from '../../../components/select-field';
import { fieldsByFarm } from '../routes/dashboard-params';
import { DropdownMenu } from './dropdown-menu';
import { useT } from '../../../lib/i18n/use-t';

interface ChooserProps {
  fields: FieldView[];
  chosen: FieldView | null;
  onChoose: (field: FieldView) => void;
  /** The list is still loading: the chooser waits, disabled. */
  loading?: boolean;
}

export function FieldChooser({ fields, chosen, onChoose, loading = false }: ChooserProps) {
  const t = useT();
  const farms = fieldsByFarm(fields);
  const text = loading
    ? t('dashboard.loadingFields')
    : chosen
      ? chosen.field_name
      : fields.length
        ? t('dashboard.chooseFarmField')
        : t('dashboard.noFarms');
  return (
    <DropdownMenu
      label={t('dashboard.farmAndField')}
      hideLabel
      buttonText={text}
      disabled={loading || fields.length === 0}
      emptyText={t('dashboard.noFarms')}
      checkedId={chosen?.field_id ?? null}
      groups={farms.map((f) => ({
        heading: f.heading,
        items: f.fields.map((x) => ({ id: x.field_id, label: x.field_name })),
      }))}
      onSelect={(id) => {
        const field = fields.find((f) => f.field_id === id);
        if (field) onChoose(field);
      }}
    />
  );
}

/** Farm, then field: changing the farm takes its first field. */
export function FarmFieldSelects({ fields, chosen, onChoose, loading = false }: ChooserProps) {
  const t = useT();
  const farms = fieldsByFarm(fields);
  const farm = farms.find((f) => f.farm === chosen?.farm_name) ?? null;
  return (
    <div className="farm-field-selects">
      <SelectField
        label={t('dashboard.farm')}
        value={farm?.farm ?? ''}
        disabled={loading || farms.length === 0}
        onChange={(e) => {
          const first = farms.find((f) => f.farm === e.target.value)?.fields[0];
          if (first) onChoose(first);
        }}
      >
        {farm ? null : (
          <option value="" disabled>
            {loading ? t('dashboard.loading') : t('dashboard.noFarm')}
          </option>
        )}
        {farms.map((f) => (
          <option key={f.farm} value={f.farm}>
            {f.farm}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('dashboard.field')}
        value={chosen?.field_id ?? ''}
        disabled={loading || !farm}
        onChange={(e) => {
          const field = fields.find((f) => f.field_id === e.target.value);
          if (field) onChoose(field);
        }}
      >
        {chosen ? null : (
          <option value="" disabled>
            {loading ? t('dashboard.loading') : t('dashboard.noField')}
          </option>
        )}
        {(farm?.fields ?? []).map((f) => (
          <option key={f.field_id} value={f.field_id}>
            {f.field_name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
