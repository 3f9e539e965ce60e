/** The Plot step of the field and zone wizards: draw or edit the outline, see what is wrong, start over. */
import type { Polygon } from '@shared/geo';
import { Button } from '../../../components/button';
import { FieldMap } from '../../../components/map/field-map';
import { useT } from '../../../lib/i18n/use-t';

export function PlotStep({
  label,
  polygon,
  onChange,
  problem,
  done,
  field,
  otherFields,
}: {
  label: string;
  polygon: Polygon | null;
  onChange: (p: Polygon | null) => void;
  /** What keeps Next disabled, in words; undefined when the outline is good. */
  problem: string | undefined;
  /** What to say when the outline is good. */
  done: (corners: number) => string;
  field?: Polygon;
  otherFields?: Polygon[];
}) {
  const t = useT();
  const corners = (polygon?.coordinates[0]?.length ?? 1) - 1;
  return (
    <>
      <FieldMap
        label={label}
        field={field}
        otherFields={otherFields}
        draw="polygon"
        polygon={polygon}
        onPolygonChange={onChange}
        height={380}
      />
      <div className="wizard-row">
        <span className="muted">{problem ?? done(corners)}</span>
        {polygon ? (
          <Button variant="link" onClick={() => onChange(null)}>
            {t('management.clearRedraw')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
