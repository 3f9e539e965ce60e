/**
 * 'Generate a Report': choose the dates and Confirm (the data loads once), tick at most 2 zones
 * (besides 'Other Sensors'), choose at most 12 of their sensors, look at the map and charts, then
 * Generate → 'Confirm Selected Sensor Graphs' → Download, which makes the PDF in the browser with
 * a progress dialog (10, 40, 60, 80, 100 %) and a success message, or 'Report Unavailable'.
 * Closing forgets everything: data, selections and dates (back to 7 days ago to today).
 */
import { useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { FieldView } from '@shared/management/views';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useAuth } from '../../../lib/auth/auth-provider';
import { EvaporationChart } from '../../../components/charts/evaporation-chart';
import { SensorMap } from '../../../components/sensor-map/sensor-map';
import { ChartPreview } from './chart-preview';
import { DayField } from '../../../components/day-field';
import { offeredSensors, reportGroups, sensorLabel } from '../rules/groups';
import {
  bulkSelect,
  keepOffered,
  SENSOR_WARNING_MS,
  toggleSensor,
  toggleZone,
  ZONE_WARNING_MS,
  type BulkChoice,
} from '../rules/limits';
import { sensorChartConfig } from '../pdf/chart-configs';
import {
  chosenDays,
  datesProblem,
  defaultDates,
  epochRange,
  evaporationOnDays,
  fetchRange,
  formatDate,
  parseDate,
  type ReportDates,
} from '../rules/range';
import type { EpochRange } from '../../../lib/epoch-range';
import { ReportProgressDialog, type ReportRun } from './report-progress-dialog';
import { SensorPicker } from './sensor-picker';
import { useReportData } from './use-report-data';
import { useTimedMessage } from './use-timed-message';
import { ZoneTable } from './zone-table';
import { reportAdvice, summariseZone } from '../rules/zone-summary';
import { zoneNotes } from '../rules/zone-notes';
import { zoneRecommendationQuery } from '../../../api/advice';
import './report.css';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The field the report is about (the Home dashboard's chosen field). */
  field: FieldView | null;
}

/** Everything inside lives only while the dialog is open, so closing resets it. */
export function ReportDialog({ open, onClose, field }: ReportDialogProps) {
  return open ? <ReportDialogContent onClose={onClose} field={field} /> : null;
}
export default ReportDialog;

type Stage = 'select' | 'confirm' | 'progress';

function ReportDialogContent({ onClose, field }: Omit<ReportDialogProps, 'open'>) {
  const userName = useAuth().auth.userName ?? '';
  const [initial] = useState(() => defaultDates());
  const [startText, setStartText] = useState(formatDate(initial.start));
  const [endText, setEndText] = useState(formatDate(initial.end));
  const [dateError, setDateError] = useState<string | null>(null);
  /** The chosen dates, their days (yyyy-MM-dd), the charts' range and the wider range fetched. */
  const [confirmed, setConfirmed] = useState<{
    dates: ReportDates;
    days: string[];
    range: EpochRange;
    fetched: EpochRange;
  } | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [stage, setStage] = useState<Stage>('select');
  const [run, setRun] = useState<ReportRun | null>(null);
  const [zoneWarning, showZoneWarning] = useTimedMessage();
  const [sensorWarning, showSensorWarning] = useTimedMessage();

  const data = useReportData(field?.field_id ?? null, confirmed?.fetched ?? null, confirmed?.days ?? null);
  const ready = Boolean(confirmed) && !data.loading && !data.failed;
  const groups = useMemo(
    () => (ready ? reportGroups(data.zones, data.moisture) : []),
    [ready, data.zones, data.moisture],
  );
  const offered = useMemo(() => offeredSensors(groups, ticked), [groups, ticked]);
  const zoneGroups = groups.filter((g) => g.zone);
  const adviceQueries = useQueries({
    queries: zoneGroups.map((g) => ({
      ...zoneRecommendationQuery(g.zone!.id),
      retry: false,
      refetchOnWindowFocus: false,
    })),
  });
  const adviceTimeZone = data.rainfall?.timezone;
  const advice = new Map(
    zoneGroups.flatMap((g, i) => {
      const q = adviceQueries[i];
      return !q || q.isPending ? [] : [[g.id, reportAdvice(q.data, adviceTimeZone)] as const];
    }),
  );
  const chosen = useMemo(() => offered.filter((s) => selected.includes(s.sensor_id)), [offered, selected]);
  const fromMs = (confirmed?.range.start ?? 0) * 1000;
  const toMs = (confirmed?.range.end ?? 0) * 1000;
  const mapDrawing = useMemo(
    () => ({
      field: field?.points ?? null,
      zones: data.zones.map((z) => ({ name: z.zonename, polygon: z.points })),
      sensors: data.moisture.map((s) => ({
        id: s.sensor_id,
        label: s.alias || s.sensor_id,
        position: s.points.coordinates,
        selected: selected.includes(s.sensor_id),
      })),
    }),
    [field, data.zones, data.moisture, selected],
  );
  const [mapPick, setMapPick] = useState<string | null>(null);
  const sensorConfigs = useMemo(
    () => new Map(chosen.map((s) => [s.sensor_id, sensorChartConfig(s, fromMs, toMs)])),
    [chosen, fromMs, toMs],
  );

  const today = new Date();
  const onConfirm = () => {
    const start = parseDate(startText);
    const end = parseDate(endText);
    const problem = datesProblem(start, end);
    setDateError(problem);
    if (problem || !start || !end || !field) return;
    const dates = { start, end };
    setConfirmed({ dates, days: chosenDays(dates), range: epochRange(dates), fetched: fetchRange(dates) });
    setTicked([]);
    setSelected([]);
  };
  const onToggleZone = (id: string) => {
    const r = toggleZone(ticked, id);
    if (r.warning) showZoneWarning(r.warning, ZONE_WARNING_MS);
    setTicked(r.selected);
    setSelected((s) =>
      keepOffered(
        s,
        offeredSensors(groups, r.selected).map((o) => o.sensor_id),
      ),
    );
  };
  const onToggleSensor = (id: string) => {
    const r = toggleSensor(selected, id);
    if (r.warning) showSensorWarning(r.warning, SENSOR_WARNING_MS);
    setSelected(r.selected);
  };
  const onBulk = (choice: BulkChoice) =>
    setSelected(
      bulkSelect(
        offered.map((s) => s.sensor_id),
        choice,
      ),
    );

  const onDownload = () => {
    if (!confirmed || !field) return;
    const timeZone = data.rainfall?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    const zones = groups
      .filter((g) => g.zone && ticked.includes(g.id))
      .map((g) => ({
        zone: g.zone!,
        summary: {
          ...summariseZone(
            g.zone!,
            g.sensors,
            { rain: data.rainfall?.data ?? null, evaporation: data.evaporation },
            timeZone,
            confirmed.days,
          ),
          advice: advice.get(g.id) ?? 'not available',
        },
        budgets: data.budgets.get(g.zone!.id) ?? { range: null, season: null },
        notes: data.notes ? zoneNotes(data.notes, g.zone!.id, confirmed.range) : null,
      }));
    setRun({
      input: {
        farmName: field.farm_name,
        fieldName: field.field_name,
        fieldOutline: field.points,
        startDate: confirmed.dates.start,
        endDate: confirmed.dates.end,
        fromMs,
        toMs,
        userName,
        generatedAt: new Date(),
        zones,
        mapZones: mapDrawing.zones,
        mapSensors: mapDrawing.sensors,
        evaporation: data.evaporation ? evaporationOnDays(data.evaporation, confirmed.days) : null,
        sensors: chosen,
        simulatedWeather: data.simulatedWeather,
        events: data.events
          ? data.events.filter((e) => e.onset >= confirmed.range.start && e.onset <= confirmed.range.end)
          : null,
      },
    });
    setStage('progress');
  };

  const backToSelect = () => setStage('select');

  return (
    <>
      <Modal open={stage === 'select'} title="Generate a Report" onClose={onClose} size="lg">
        <div className="report">
          <p className="report__field">
            {field ? (
              <>
                <strong>{field.farm_name}</strong> / {field.field_name}
              </>
            ) : (
              'Choose a field first.'
            )}
          </p>
          <div className="report__dates">
            <DayField
              label="Start Date"
              value={startText}
              onChange={setStartText}
              max={today}
              disabled={data.loading}
            />
            <DayField
              label="End Date"
              value={endText}
              onChange={setEndText}
              min={parseDate(startText)}
              max={today}
              disabled={data.loading}
            />
            <Button onClick={onConfirm} loading={data.loading} disabled={!field}>
              {data.loading ? 'Loading Data...' : 'Confirm'}
            </Button>
          </div>
          {dateError ? <Banner tone="error">{dateError}</Banner> : null}
          {data.failed ? <Banner tone="error">Report Unavailable</Banner> : null}
          {data.loading ? <Spinner label="Loading Data..." /> : null}
          {ready ? (
            <>
              <section className="report__section" aria-labelledby="report-map">
                <h3 id="report-map">Map</h3>
                <SensorMap
                  variant="static"
                  label="Report map"
                  fieldName={field?.field_name ?? ''}
                  field={field?.points ?? null}
                  zones={data.zones}
                  sensors={data.moisture}
                  selectedSensorId={mapPick}
                  onSelectSensor={setMapPick}
                  onClearSelection={() => setMapPick(null)}
                  height={320}
                />
              </section>
              <section className="report__section" aria-labelledby="report-zones">
                <h3 id="report-zones">Zones</h3>
                {zoneWarning ? <Banner tone="warning">{zoneWarning}</Banner> : null}
                <ZoneTable groups={groups} advice={advice} ticked={ticked} onToggle={onToggleZone} />
              </section>
              <section className="report__section" aria-label="Evaporation">
                <EvaporationChart
                  fieldId={field?.field_id ?? null}
                  range={confirmed?.fetched}
                  days={confirmed?.days}
                  height={300}
                  title="Evaporation (mm per day)"
                />
              </section>
              <section className="report__section" aria-labelledby="report-sensors">
                <h3 id="report-sensors">Sensors</h3>
                {sensorWarning ? <Banner tone="warning">{sensorWarning}</Banner> : null}
                <SensorPicker
                  sensors={offered}
                  selected={selected}
                  onToggle={onToggleSensor}
                  onBulk={onBulk}
                  onClear={() => setSelected([])}
                />
              </section>
              {chosen.length ? (
                <section className="report__section" aria-labelledby="report-charts">
                  <h3 id="report-charts">Sensor charts</h3>
                  {chosen.map((s) => (
                    <figure key={s.sensor_id} className="report__figure">
                      <figcaption>
                        {sensorLabel(s)} · {s.zone?.zonename ?? 'Other Sensors'}
                        {s.moisture.length ? '' : ' · No Sensor Data'}
                      </figcaption>
                      <ChartPreview config={sensorConfigs.get(s.sensor_id)!} label={`Moisture of ${sensorLabel(s)}`} />
                    </figure>
                  ))}
                </section>
              ) : null}
              <div className="report__actions">
                <Button onClick={() => setStage('confirm')} disabled={!chosen.length}>
                  Generate
                </Button>
              </div>
            </>
          ) : null}
        </div>
      </Modal>
      <Modal
        open={stage === 'confirm'}
        title="Confirm Selected Sensor Graphs"
        onClose={backToSelect}
        size="md"
        footer={
          <>
            <Button variant="secondary" onClick={backToSelect}>
              Back
            </Button>
            <Button onClick={onDownload}>Download</Button>
          </>
        }
      >
        <p>
          The report covers{' '}
          {confirmed ? `${formatDate(confirmed.dates.start)} to ${formatDate(confirmed.dates.end)}` : ''} with a chart
          for each of these {chosen.length} sensor{chosen.length === 1 ? '' : 's'}:
        </p>
        <ul className="report__confirm-list">
          {chosen.map((s) => (
            <li key={s.sensor_id}>{sensorLabel(s)}</li>
          ))}
        </ul>
      </Modal>
      <ReportProgressDialog open={stage === 'progress'} run={run} onClose={onClose} />
    </>
  );
}
