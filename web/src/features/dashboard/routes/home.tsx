/**
 * /app/Home — the home dashboard: the farm and field chooser, the header's actions (the app puts
 * 'Download Report' there: see app/routes/home.tsx), the field map
 * as the spec draws it (the outline, a pushpin named after the field, the chosen sensor's circle),
 * a farm map of field pins for growers with more than one field, the selected sensor's panel and
 * Latest Record, the field's zones (system, irrigation log, advice), the field's unexplained wettings
 * asking "Was this an irrigation?", the weather, and the evaporation and precipitation charts of the field. The map
 * with modes and the time slider is on Sensor Details, one click away ('View Details').
 *
 * On a slow connection the field and its latest readings come first: the map's and the charts'
 * code loads once Latest Record has its answer (lib/defer-heavy.tsx, docs/benchmarks.md).
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { FieldView } from '@shared/management/views';
import { PageHeader } from '../../../components/page-header';
import { DataAge } from '../../../components/data-age';
import { CsvDownloadModal, type CsvTarget } from '../components/csv/csv-download-modal';
import { NoFarmsCard } from '../components/dashboard-card';
import { FieldChooser } from '../components/field-chooser';
import { LatestRecordCard } from '../components/latest-record-card';
import { EvaporationChart } from '../../../components/charts/evaporation-chart';
import { RainfallChart } from '../components/charts';
import { FarmMap } from '../components/farm-map';
import { PanelBoundary } from '../components/panel-boundary';
import { SensorMap } from '../../../components/sensor-map/sensor-map';
import { SensorPanel } from '../components/sensor-panel';
import { UnexplainedEventsCard } from '../components/unexplained-events-card';
import { WeatherPanel } from '../components/weather-panel';
import { ZoneCards } from '../components/zone-card/zone-cards';
import { SENSOR_PARAM } from './dashboard-params';
import { useDashboardSelection } from './use-dashboard-selection';
import { useT } from '../../../lib/i18n/use-t';
import { DeferHeavy } from '../../../lib/defer-heavy';
import { useLatestReading } from '../../../api/readings';
import '../components/dashboard.css';

const SENSOR_PARAMS = [SENSOR_PARAM] as const;

export interface HomeRouteProps {
  /**
   * What the page header offers about the chosen field (null until one is chosen). A slot, because
   * the dashboard may not import another feature: the app fills it (with the report's button).
   */
  headerActions?: (field: FieldView | null) => ReactNode;
}

export function HomeRoute({ headerActions }: HomeRouteProps) {
  const t = useT();
  const s = useDashboardSelection(SENSOR_PARAMS);
  const sensor = s.sensorFor(SENSOR_PARAM);
  const [csv, setCsv] = useState<CsvTarget | null>(null);
  const noFarms = s.fieldsQuery.isSuccess && s.fields.length === 0;
  const sensorNames = useMemo(() => new Map(s.sensors.map((x) => [x.sensor_id, x.alias || x.sensor_id])), [s.sensors]);
  // The same query as Latest Record's (one request): the map and the charts wait for it.
  const latest = useLatestReading(sensor?.sensor_id ?? null);
  const firstScreenDrawn =
    s.fieldsQuery.isError ||
    noFarms ||
    s.sensorsQuery.isError ||
    (s.sensorsQuery.isSuccess && (!sensor || !latest.isPending));

  return (
    <DeferHeavy until={firstScreenDrawn}>
      <div className="dashboard">
        <PageHeader title={t('home.title')} actions={headerActions?.(s.field)} />
        <DataAge />
        <div className="dashboard__toolbar">
          <FieldChooser fields={s.fields} chosen={s.field} onChoose={s.setField} loading={s.fieldsQuery.isPending} />
        </div>
        {s.fieldsQuery.isError ? (
          <p className="dash-error" role="alert">
            {t('dashboard.fieldsError', { error: s.fieldsQuery.error.message })}
          </p>
        ) : null}
        {noFarms ? <NoFarmsCard text={t('home.noFarmsText')} /> : null}
        <UnexplainedEventsCard fieldId={s.fieldId} sensorNames={sensorNames} />
        <div className="dashboard__grid dashboard__grid--home">
          <div className="dashboard__side">
            {/* The map is its own region, named 'Field map'. */}
            <div className="card dashboard__map">
              <PanelBoundary name="Field map" failed={t('home.fieldMapFailed')}>
                <SensorMap
                  variant="pushpin"
                  label={t('home.fieldMap')}
                  fieldName={s.field?.field_name ?? ''}
                  field={s.field?.points ?? null}
                  zones={[]}
                  sensors={s.sensors}
                  selectedSensorId={sensor?.sensor_id ?? null}
                  onSelectSensor={(id) => s.setSensor(SENSOR_PARAM, id)}
                  height={360}
                />
              </PanelBoundary>
            </div>
            {s.fields.length > 1 ? (
              <PanelBoundary name="Farm map" failed={t('home.farmMapFailed')}>
                <FarmMap fields={s.fields} chosen={s.field} onChoose={s.setField} />
              </PanelBoundary>
            ) : null}
          </div>
          <div className="dashboard__side">
            <SensorPanel
              sensors={s.sensors}
              sensor={sensor}
              loading={Boolean(s.fieldId) && s.sensorsQuery.isPending}
              error={s.sensorsQuery.isError ? s.sensorsQuery.error.message : null}
              onChoose={(id) => s.setSensor(SENSOR_PARAM, id)}
            />
            <LatestRecordCard
              field={s.field}
              sensor={sensor}
              sensorsLoading={Boolean(s.fieldId) && s.sensorsQuery.isPending}
              onDownloadCsv={() => setCsv({ sensor, fieldId: s.field?.field_id ?? null })}
            />
          </div>
        </div>
        <ZoneCards fieldId={s.fieldId} />
        <div className="dashboard__grid dashboard__grid--halves">
          <EvaporationChart fieldId={s.fieldId} height={300} />
          <RainfallChart fieldId={s.fieldId} height={300} />
        </div>
        <WeatherPanel fieldId={s.fieldId} />
        <CsvDownloadModal target={csv} onClose={() => setCsv(null)} />
      </div>
    </DeferHeavy>
  );
}
