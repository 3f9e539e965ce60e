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
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
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
  problemText,
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
import type { Words } from '../../../lib/words';

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
  const t = useT();
  const f = useFormat();
  const words: Words = useMemo(() => ({ t, f }), [t, f]);
  const [initial] = useState(() => defaultDates());
  const [startText, setStartText] = useState(f.day(initial.start));
  const [endText, setEndText] = useState(f.day(initial.end));
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
    () => (ready ? reportGroups(data.zones, data.moisture, t('report.otherSensors')) : []),
    [ready, data.zones, data.moisture, t],
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
      return !q || q.isPending ? [] : [[g.id, reportAdvice(q.data, words, adviceTimeZone)] as const];
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
    () => new Map(chosen.map((s) => [s.sensor_id, sensorChartConfig(s, fromMs, toMs, words)])),
    [chosen, fromMs, toMs, words],
  );

  const today = new Date();
  const onConfirm = () => {
    const start = f.parseDay(startText);
    const end = f.parseDay(endText);
    const problem = datesProblem(start, end, new Date(), f.locale);
    setDateError(problem ? problemText(problem, t) : null);
    if (problem || !start || !end || !field) return;
    const dates = { start, end };
    setConfirmed({ dates, days: chosenDays(dates), range: epochRange(dates), fetched: fetchRange(dates) });
    setTicked([]);
    setSelected([]);
  };
  const onToggleZone = (id: string) => {
    const r = toggleZone(ticked, id);
    if (r.warning) showZoneWarning(t(r.warning), ZONE_WARNING_MS);
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
    if (r.warning) showSensorWarning(t(r.warning), SENSOR_WARNING_MS);
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
          advice: advice.get(g.id) ?? t('report.notAvailable'),
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
        words,
      },
    });
    setStage('progress');
  };

  const backToSelect = () => setStage('select');

  return (
    <>
      <Modal open={stage === 'select'} title={t('report.dialogTitle')} onClose={onClose} size="lg">
        <div className="report">
          <p className="report__field">
            {field ? (
              <>
                <strong>{field.farm_name}</strong> / {field.field_name}
              </>
            ) : (
              t('report.chooseFieldFirst')
            )}
          </p>
          <div className="report__dates">
            <DayField
              label={t('report.startDate')}
              value={startText}
              onChange={setStartText}
              max={today}
              disabled={data.loading}
            />
            <DayField
              label={t('report.endDate')}
              value={endText}
              onChange={setEndText}
              min={f.parseDay(startText)}
              max={today}
              disabled={data.loading}
            />
            <Button onClick={onConfirm} loading={data.loading} disabled={!field}>
              {data.loading ? t('report.loadingData') : t('report.confirm')}
            </Button>
          </div>
          {dateError ? <Banner tone="error">{dateError}</Banner> : null}
          {data.failed ? <Banner tone="error">{t('report.unavailable')}</Banner> : null}
          {data.loading ? <Spinner label={t('report.loadingData')} /> : null}
          {ready ? (
            <>
              <section className="report__section" aria-labelledby="report-map">
                <h3 id="report-map">{t('report.map')}</h3>
                <SensorMap
                  variant="static"
                  label={t('report.mapLabel')}
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
                <h3 id="report-zones">{t('report.zones')}</h3>
                {zoneWarning ? <Banner tone="warning">{zoneWarning}</Banner> : null}
                <ZoneTable groups={groups} advice={advice} ticked={ticked} onToggle={onToggleZone} />
              </section>
              <section className="report__section" aria-label={t('report.evaporation')}>
                <EvaporationChart
                  fieldId={field?.field_id ?? null}
                  range={confirmed?.fetched}
                  days={confirmed?.days}
                  height={300}
                  title={t('report.evaporationPerDay', { unit: f.unit('water') })}
                />
              </section>
              <section className="report__section" aria-labelledby="report-sensors">
                <h3 id="report-sensors">{t('report.sensors')}</h3>
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
                  <h3 id="report-charts">{t('report.sensorCharts')}</h3>
                  {chosen.map((s) => (
                    <figure key={s.sensor_id} className="report__figure">
                      <figcaption>
                        {sensorLabel(s)} · {s.zone?.zonename ?? t('report.otherSensors')}
                        {s.moisture.length ? '' : ` · ${t('report.noSensorData')}`}
                      </figcaption>
                      <ChartPreview
                        config={sensorConfigs.get(s.sensor_id)!}
                        label={t('report.moistureOf', { sensor: sensorLabel(s) })}
                      />
                    </figure>
                  ))}
                </section>
              ) : null}
              <div className="report__actions">
                <Button onClick={() => setStage('confirm')} disabled={!chosen.length}>
                  {t('report.generate')}
                </Button>
              </div>
            </>
          ) : null}
        </div>
      </Modal>
      <Modal
        open={stage === 'confirm'}
        title={t('report.confirmTitle')}
        onClose={backToSelect}
        size="md"
        footer={
          <>
            <Button variant="secondary" onClick={backToSelect}>
              {t('report.back')}
            </Button>
            <Button onClick={onDownload}>{t('report.download')}</Button>
          </>
        }
      >
        <p>
          {confirmed
            ? t('report.confirmCovers', {
                start: f.day(confirmed.dates.start),
                end: f.day(confirmed.dates.end),
                count: chosen.length,
              })
            : null}
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
