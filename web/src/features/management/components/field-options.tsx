import type { Field } from '../api/types';

/** Fields as <option>s grouped by farm ("fields grouped by farm"). */
export function FieldOptions({ fields }: { fields: Field[] }) {
  const farms = [...new Set(fields.map((f) => f.farm_name))].sort();
  return (
    <>
      {farms.map((farm) => (
        <optgroup key={farm} label={farm.toUpperCase()}>
          {fields
            .filter((f) => f.farm_name === farm)
            .map((f) => (
              <option key={f.field_id} value={f.field_id}>
                {f.field_name}
              </option>
            ))}
        </optgroup>
      ))}
    </>
  );
}
