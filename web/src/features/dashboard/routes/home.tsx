import { useState } from 'react';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { useDashboardFields } from '../api/fields';
import { WeatherPanel } from '../components/weather-panel';

/** /app/Home — the home dashboard: for now the field's weather panel. */
export function HomeRoute() {
  const fields = useDashboardFields();
  const [picked, setFieldId] = useState<string | null>(null);
  const list = fields.data ?? [];
  // The first field until the grower picks another.
  const fieldId = picked ?? list[0]?.field_id ?? null;

  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Choose a field to see its weather. Sensors on the satellite map, the Latest Record and evaporation and rainfall charts follow."
      />
      {list.length ? (
        <Card>
          <label>
            Field{' '}
            <select value={fieldId ?? ''} onChange={(e) => setFieldId(e.target.value)}>
              {list.map((f) => (
                <option key={f.field_id} value={f.field_id}>
                  {f.farm_name} · {f.field_name}
                </option>
              ))}
            </select>
          </label>
        </Card>
      ) : fields.isSuccess ? (
        <Card>
          <p>No fields yet: add one under Management to see its weather.</p>
        </Card>
      ) : null}
      <WeatherPanel fieldId={fieldId} />
    </>
  );
}
