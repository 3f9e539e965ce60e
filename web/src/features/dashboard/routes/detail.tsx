/**
 * /app/Home/Dashboard — the detailed dashboard of one field: moisture and temperature over time
 * for two independently chosen sensors (Chart A: `sensor`, Chart B: `compareSensor`), their
 * depth profiles, battery, the weather, evaporation and rainfall, a zone's weekly water budget,
 * the field's notes (and the form to add one, for a role that may); the
 * moisture charts mark the field's wetting events (rain, irrigation, unexplained) of the period; above them the
 * field map with its modes (kept in the URL as `mode`) and time slider, sensors A and B marked with their chart
 * letters (a click on a circle makes it sensor A). The period control sets the time-series
 * charts' range.
 */
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { PageHeader } from '../../../components/page-header';
import { DataAge } from '../../../components/data-age';
import { FieldNotesPanel } from '../../../components/field-notes/field-notes-panel';
import { useFieldEvents } from '../../../api/events';
import { useFieldMoisture } from '../../../api/readings';
import { useFieldZones } from '../../../api/zones';
import { CsvDownloadModal, type CsvTarget } from '../components/csv/csv-download-modal';
import { DashboardCard, NoFarmsCard } from '../components/dashboard-card';
import { FarmFieldSelects } from '../components/field-chooser';
import { PanelBoundary } from '../components/panel-boundary';
import { SensorMap } from '../../../components/sensor-map/sensor-map';
import { EvaporationChart } from '../../../components/charts/evaporation-chart';
import { BatteryChart, DepthChart, MoistureChart, RainfallChart, WaterBudgetChart } from '../components/charts';
import { RangeControl } from '../components/range-control';
import { SensorDropdown } from '../components/sensor-dropdown';
import { WeatherPanel } from '../components/weather-panel';
import { ZoneRefillList } from '../components/zone-card/zone-refill-list';
import { chooseSensor, COMPARE_SENSOR_PARAM, defaultWindow, rangeWindow, SENSOR_PARAM } from './dashboard-params';
import { useDashboardSelection } from './use-dashboard-selection';
import { useT } from '../../../lib/i18n/use-t';
import '../components/dashboard.css';

const SENSOR_PARAMS = [SENSOR_PARAM, COMPARE_SENSOR_PARAM] as const;

export function DetailDashboardRoute() {
  const t = useT();
  const s = useDashboardSelection(SENSOR_PARAMS);
  // The window is fixed when the period is chosen, so the request (and its cache entry) stays put.
  const period = useMemo(() => rangeWindow(s.range, Date.now()), [s.range]);
  const series = useFieldMoisture(s.fieldId, period);
  // The default period is the server's (the last 3 days): the events are asked for the same span.
  const eventsRange = useMemo(() => period ?? defaultWindow(Date.now()), [period]);
  const events = useFieldEvents(s.fieldId, eventsRange);
  const a = s.sensorFor(SENSOR_PARAM);
  const b = s.sensorFor(COMPARE_SENSOR_PARAM);
  const zones = useFieldZones(s.fieldId);
  const marks = useMemo(() => chartMarks(a?.sensor_id ?? null, b?.sensor_id ?? null), [a?.sensor_id, b?.sensor_id]);
  const ofRange = (id: string | undefined) => (id ? (series.data?.find((x) => x.sensor_id === id) ?? null) : null);
  const [batteryPick, setBatteryPick] = useState<string | null>(null);
  const battery = chooseSensor(s.sensors, batteryPick ?? a?.sensor_id ?? null);
  const [csv, setCsv] = useState<CsvTarget | null>(null);
  const sensorsLoading = Boolean(s.fieldId) && s.sensorsQuery.isPending;
  const seriesLoading = Boolean(s.fieldId) && series.isPending;
  const noFarms = s.fieldsQuery.isSuccess && s.fields.length === 0;

  return (
    <div className="dashboard">
      <PageHeader
        title={t('dashboard.detailTitle')}
        description={s.field ? `${s.field.farm_name} · ${s.field.field_name}` : undefined}
        actions={
          <Button
            variant="secondary"
            onClick={() => setCsv({ sensor: a, fieldId: s.field?.field_id ?? null })}
            disabled={!a || !s.field}
          >
            {t('dashboard.downloadCsv')}
          </Button>
        }
      />
      <DataAge />
      <div className="dashboard__toolbar">
        <FarmFieldSelects fields={s.fields} chosen={s.field} onChoose={s.setField} loading={s.fieldsQuery.isPending} />
        {/* Chart A and depth chart A show `sensor`; chart B and depth chart B `compareSensor`. */}
        <div className="dashboard__sensors">
          <SensorDropdown
            label={t('dashboard.sensorA')}
            sensors={s.sensors}
            chosen={a}
            onChoose={(id) => s.setSensor(SENSOR_PARAM, id)}
            loading={sensorsLoading}
          />
          <SensorDropdown
            label={t('dashboard.sensorB')}
            sensors={s.sensors}
            chosen={b}
            onChoose={(id) => s.setSensor(COMPARE_SENSOR_PARAM, id)}
            loading={sensorsLoading}
          />
        </div>
        <RangeControl value={s.range} onChange={s.setRange} />
      </div>
      {s.fieldsQuery.isError ? (
        <p className="dash-error" role="alert">
          {t('dashboard.fieldsError', { error: s.fieldsQuery.error.message })}
        </p>
      ) : null}
      {s.sensorsQuery.isError || series.isError ? (
        <p className="dash-error" role="alert">
          {t('dashboard.readingsError', { error: (s.sensorsQuery.error ?? series.error)?.message ?? '' })}
        </p>
      ) : null}
      {noFarms ? <NoFarmsCard text={t('dashboard.noFarmsCharts')} /> : null}

      {noFarms ? null : (
        <div className="card dashboard__map">
          <PanelBoundary name="Field map" failed={t('home.fieldMapFailed')}>
            <SensorMap
              label={t('home.fieldMap')}
              fieldName={s.field?.field_name ?? ''}
              field={s.field?.points ?? null}
              zones={zones.data ?? []}
              sensors={s.sensors}
              selectedSensorId={a?.sensor_id ?? null}
              onSelectSensor={(id) => s.setSensor(SENSOR_PARAM, id)}
              marks={marks}
              dataType={s.mapMode}
              onDataTypeChange={s.setMapMode}
            />
          </PanelBoundary>
        </div>
      )}

      <ZoneRefillList fieldId={s.fieldId} />
      {noFarms ? null : <FieldNotesPanel fieldId={s.fieldId} zones={zones.data ?? []} />}

      <MoistureChart
        title={t('dashboard.moistureChartA')}
        sensor={ofRange(a?.sensor_id)}
        loading={seriesLoading}
        height={400}
        events={events.data}
      />
      <MoistureChart
        title={t('dashboard.moistureChartB')}
        sensor={ofRange(b?.sensor_id)}
        loading={seriesLoading}
        height={400}
        events={events.data}
      />

      <div className="dashboard__grid dashboard__grid--halves">
        <DepthChart title={t('dashboard.depthChartA')} sensor={a} />
        <DepthChart title={t('dashboard.depthChartB')} sensor={b} />
      </div>

      <div className="dashboard__grid dashboard__grid--halves">
        <DashboardCard
          title={t('dashboard.batteryLevel')}
          controls={
            <SensorDropdown
              label={t('dashboard.batterySensor')}
              sensors={s.sensors}
              chosen={battery}
              onChoose={setBatteryPick}
              loading={sensorsLoading}
            />
          }
        >
          <BatteryChart sensor={ofRange(battery?.sensor_id)} loading={seriesLoading} />
        </DashboardCard>
        <WeatherPanel fieldId={s.fieldId} />
      </div>

      <div className="dashboard__grid dashboard__grid--halves">
        <EvaporationChart fieldId={s.fieldId} range={period} height={300} />
        <RainfallChart fieldId={s.fieldId} height={300} />
      </div>
      {noFarms ? null : (
        <WaterBudgetChart
          zones={zones.data ?? []}
          zonesLoading={Boolean(s.fieldId) && zones.isPending}
          range={period}
        />
      )}
      <CsvDownloadModal target={csv} onClose={() => setCsv(null)} />
    </div>
  );
}

/** The chart letters on the map: sensor A's and sensor B's circles ('AB' when they are one sensor). */
function chartMarks(a: string | null, b: string | null): ReadonlyMap<string, string> {
  const marks = new Map<string, string>();
  if (a) marks.set(a, 'A');
  if (b) marks.set(b, (marks.get(b) ?? '') + 'B');
  return marks;
}
