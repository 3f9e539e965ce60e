/**
 * The report's zone table: tick at most 2 zones (plus 'Other Sensors') to offer their sensors; each zone's advice now
 * beside it.
 */
import { useT } from '../../../lib/i18n/use-t';
import type { ReportGroup } from '../rules/groups';
import { cropText } from '../rules/words';

interface ZoneTableProps {
  groups: ReportGroup[];
  /** Each zone's advice now, by group id (reportAdvice); absent while it loads. */
  advice?: ReadonlyMap<string, string>;
  ticked: string[];
  onToggle: (id: string) => void;
}

export function ZoneTable({ groups, advice, ticked, onToggle }: ZoneTableProps) {
  const t = useT();
  if (!groups.length) return <p className="report__empty">{t('report.noSensors')}</p>;
  return (
    <div className="report-table">
      <table>
        <caption className="visually-hidden">{t('report.zonesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('report.include')}</th>
            <th scope="col">{t('report.zone')}</th>
            <th scope="col">{t('report.crop')}</th>
            <th scope="col">{t('report.sensorCount')}</th>
            <th scope="col">{t('report.irrigationAdvice')}</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.id}>
              <td>
                <input
                  type="checkbox"
                  checked={ticked.includes(g.id)}
                  onChange={() => onToggle(g.id)}
                  aria-label={t('report.includeZone', { zone: g.name })}
                />
              </td>
              <th scope="row">{g.name}</th>
              <td>{g.crop ? cropText({ t }, g.crop) : '—'}</td>
              <td>{g.sensors.length}</td>
              <td>{g.zone ? (advice?.get(g.id) ?? '…') : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
