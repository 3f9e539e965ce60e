/**
 * The farm map: every field of the grower as a pin with its name (clustered when many lie close
 * together) over the fields' outlines. A click, or Enter on a focused pin, picks that field;
 * the field shown is the red pin. The home page shows it to growers with more than one field,
 * beside the chooser's list.
 */
import { useMemo } from 'react';
import type { FieldView } from '@shared/management/views';
import { FieldMap, type MapPin } from '../../../components/map/field-map';
import { boundsCentre } from '../../../components/sensor-map/sensor-map';
import { DashboardCard } from './dashboard-card';
import { useT } from '../../../lib/i18n/use-t';

interface Props {
  fields: readonly FieldView[];
  chosen: FieldView | null;
  onChoose: (field: FieldView) => void;
  height?: number;
}

export function FarmMap({ fields, chosen, onChoose, height = 300 }: Props) {
  const t = useT();
  const chosenId = chosen?.field_id ?? null;
  // A field without an outline has nowhere to stand (older records): it stays in the chooser only.
  const placed = useMemo(() => fields.filter((f) => (f.points?.coordinates[0]?.length ?? 0) >= 3), [fields]);
  const outlines = useMemo(() => placed.map((f) => f.points), [placed]);
  const pins = useMemo<MapPin[]>(
    () =>
      placed.map((f) => ({
        id: f.field_id,
        point: boundsCentre(f.points),
        label: f.field_name,
        title:
          f.field_id === chosenId
            ? t('dashboard.pinTitleShown', { field: f.field_name, farm: f.farm_name })
            : t('dashboard.pinTitle', { field: f.field_name, farm: f.farm_name }),
        selected: f.field_id === chosenId,
      })),
    [placed, chosenId, t],
  );
  return (
    <DashboardCard title={t('dashboard.yourFields')} className="dashboard__farm-map">
      <FieldMap
        label={t('dashboard.farmMapLabel')}
        height={height}
        otherFields={outlines}
        pins={pins}
        onPinClick={(id) => {
          // The field shown already: picking it again would only drop the chosen sensor.
          if (id === chosenId) return;
          const field = fields.find((f) => f.field_id === id);
          if (field) onChoose(field);
        }}
      />
    </DashboardCard>
  );
}
