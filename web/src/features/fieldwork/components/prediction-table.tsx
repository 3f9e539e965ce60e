/**
 * The prediction table: rows are times (local date and time), a top header per sensor with its
 * columns beneath, blank cells where a value is missing. Double-clicking a column's header (or
 * Enter on it) copies that column's values, one per line. The table scrolls within 75vh with its
 * headers and time column kept in view.
 */
import { useT } from '../../../lib/i18n/use-t';
import { columnText, type PredictionTable as Table } from './prediction-model';

interface Props {
  table: Table;
  timeLabel: (ms: number) => string;
  onCopy: (label: string, text: string) => void;
}

export function PredictionTable({ table, timeLabel, onCopy }: Props) {
  const t = useT();
  const copy = (index: number, label: string) => onCopy(label, columnText(table, index));
  let index = 0;
  const subHeaders = table.groups.flatMap((g) =>
    g.columns.map((c) => {
      const i = index++;
      const label = `${g.sensor} ${c}`;
      return (
        <th
          key={label}
          scope="col"
          title={t('fieldwork.predictionCopyHint')}
          tabIndex={0}
          aria-label={t('fieldwork.predictionColumnOf', { column: c, sensor: g.sensor })}
          onDoubleClick={() => copy(i, label)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') copy(i, label);
          }}
        >
          {c}
        </th>
      );
    }),
  );
  return (
    <div className="prediction-scroll" tabIndex={0} role="region" aria-label={t('fieldwork.predictionTable')}>
      <table className="prediction-table">
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className="prediction-table__time">
              {t('fieldwork.predictionTime')}
            </th>
            {table.groups.map((g) => (
              <th key={g.sensor} scope="colgroup" colSpan={g.columns.length} className="prediction-table__group">
                <span>{g.sensor}</span>
              </th>
            ))}
          </tr>
          <tr className="prediction-table__columns">{subHeaders}</tr>
        </thead>
        <tbody>
          {table.rows.map((r) => (
            <tr key={r.time}>
              <th scope="row" className="prediction-table__time">
                {timeLabel(r.time)}
              </th>
              {r.cells.map((v, i) => (
                <td key={i}>{v === null ? '' : v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
