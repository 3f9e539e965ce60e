/**
 * The time-series chart of one sensor: moisture at 10, 50 and 100 cm and soil temperature,
 * measured (solid) and forecast (dashed), earlier forecasts as hollow points against what was
 * measured, the soil bands of its zone, its wetting events as marks (event-marks.tsx), and beside
 * it how good its forecasts have been. The key says when the forecasts were made with simulated weather.
 */
import { useId, useMemo, useState } from 'react';
import type { FieldEvent } from '@shared/events/schemas';
import type { SensorMoisture } from '@shared/readings/views';
import { runtimeConfig } from '../../../../lib/runtime-config';
import '../../../../components/simulated-label.css';
import { Card } from '../../../../components/card';
import { ChartCanvas, type ChartData, type ChartOptions } from '../../../../lib/charts';
import { ChartArea, ChartHeader, ChartMessage, ToggleButton } from '../../../../components/charts/chart-frame';
import { BAND_COLORS, SERIES_COLORS } from '../../../../lib/chart-style';
import { EventDetails, EventMarks, markGroups, useMarkPlaces } from './event-marks';
import { skillText } from './forecast-skill';
import {
  bandAnnotations,
  defaultToggles,
  describeMoisture,
  hasMoistureData,
  MOISTURE_TOGGLES,
  moistureAxisMax,
  moistureBands,
  moistureDatasets,
  timeSpan,
  toggleLabel,
  type MoistureToggle,
} from './moisture-series';
import { timeAxis } from './time-axis';
import { useWords } from '../../../../lib/words';
import './dashboard-charts.css';

export interface MoistureChartProps {
  title: string;
  sensor: SensorMoisture | null | undefined;
  loading?: boolean;
  /** Pixels; 400 on the dashboard. */
  height?: number;
  /** The field's wetting events in the range (this sensor's are marked). */
  events?: readonly FieldEvent[];
}

const NO_EVENTS: readonly FieldEvent[] = [];

const SWATCH: Record<MoistureToggle, { color: string; band?: boolean }> = {
  m10: { color: SERIES_COLORS.m10 },
  m50: { color: SERIES_COLORS.m50 },
  m100: { color: SERIES_COLORS.m100 },
  temp: { color: SERIES_COLORS.temp },
  wp: { color: BAND_COLORS.belowWp.edge, band: true },
  fc: { color: BAND_COLORS.wpFc.edge, band: true },
  sat: { color: BAND_COLORS.fcSat.edge, band: true },
};

function ForecastSkill({ sensor }: { sensor: SensorMoisture | null | undefined }) {
  const w = useWords();
  const text = skillText(w, sensor?.skill);
  return (
    <aside className="forecast-skill" aria-label={w.t('dashboard.skillTitle')}>
      <h3 className="forecast-skill__title">{w.t('dashboard.skillTitle')}</h3>
      {sensor ? (
        <>
          <p>{text.headline}</p>
          {text.verdict ? <p>{text.verdict}</p> : null}
          {text.others.length ? (
            <ul className="forecast-skill__others">
              {text.others.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p>{w.t('dashboard.skillChooseSensor')}</p>
      )}
    </aside>
  );
}

export function MoistureChart({
  title,
  sensor,
  loading = false,
  height = 400,
  events = NO_EVENTS,
}: MoistureChartProps) {
  const w = useWords();
  const { t, f } = w;
  const headingId = useId();
  const sensorId = sensor?.sensor_id;
  const own = useMemo(() => events.filter((e) => e.sensor_id === sensorId), [events, sensorId]);
  const { plugin, places } = useMarkPlaces();
  const [openId, setOpenId] = useState<string | null>(null);
  // The open mark's events: those sharing the mark named by `openId` (its first event).
  const openGroup = useMemo(
    () =>
      places && openId ? (markGroups(own, places.xs).find((g) => g.events[0]!.event_id === openId)?.events ?? []) : [],
    [own, places, openId],
  );
  const [chosen, setChosen] = useState<Set<MoistureToggle> | null>(null);
  const visible = useMemo(() => chosen ?? defaultToggles(Boolean(sensor)), [chosen, sensor]);
  const toggle = (key: MoistureToggle) =>
    setChosen(() => {
      const next = new Set(visible);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const chart = useMemo(() => {
    if (!hasMoistureData(sensor)) return null;
    const datasets = moistureDatasets(w, sensor, visible);
    const bands = moistureBands(w, sensor.zone, visible);
    const span = timeSpan(datasets) ?? timeSpan(moistureDatasets(w, sensor, new Set(['m10', 'm50', 'm100', 'temp'])));
    const data: ChartData<'line', { x: number; y: number }[]> = { datasets };
    // The points are already {x: epoch ms, y} in time order: chart.js can skip parsing and sorting them.
    const options: ChartOptions<'line'> = {
      parsing: false,
      normalized: true,
      interaction: { mode: 'nearest', axis: 'x', intersect: false },
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            label: (ctx) => {
              const unit = ctx.dataset.yAxisID === 'temperature' ? f.unit('temperature') : '%';
              const value = ctx.parsed.y === null ? '–' : `${f.number(ctx.parsed.y, 1, true)} ${unit}`;
              return t('dashboard.moistureTip', { label: ctx.dataset.label ?? '', value });
            },
          },
        },
        annotation: { annotations: bandAnnotations(bands) },
        eventMarks: { marks: own },
      },
      scales: {
        x: span ? timeAxis(span.from, span.to, f.locale) : { type: 'time' },
        moisture: {
          type: 'linear',
          position: 'left',
          min: 0,
          max: moistureAxisMax(datasets, bands),
          title: { display: true, text: t('dashboard.moistureAxis') },
          grid: { color: 'rgba(15, 42, 27, 0.06)' },
        },
        temperature: {
          type: 'linear',
          position: 'right',
          display: visible.has('temp'),
          title: { display: true, text: t('dashboard.temperatureAxis', { unit: f.unit('temperature') }) },
          grid: { drawOnChartArea: false },
        },
      },
    };
    return { data, options, label: describeMoisture(w, title, datasets, bands) };
  }, [sensor, visible, title, own, w, t, f]);

  // Forecasts are made with the place's weather; when the stack's weather is made up, say so here.
  const simulatedWeather = runtimeConfig().simulatedWeather === true;
  return (
    <Card className="chart-card moisture-chart">
      <ChartHeader title={title} headingId={headingId} />
      <div className="chart-toggles" role="group" aria-label={t('dashboard.togglesOf', { title })}>
        {MOISTURE_TOGGLES.map((key) => (
          <ToggleButton
            key={key}
            pressed={visible.has(key)}
            color={SWATCH[key].color}
            dashed={SWATCH[key].band}
            onToggle={() => toggle(key)}
          >
            {toggleLabel(w, key)}
          </ToggleButton>
        ))}
      </div>
      <div className="moisture-chart__body">
        <div>
          {loading ? (
            <ChartMessage height={height} loading loadingLabel={t('dashboard.loadingSensorData')} />
          ) : chart ? (
            <>
              <ChartArea height={height}>
                <ChartCanvas
                  type="line"
                  data={chart.data}
                  options={chart.options}
                  plugins={[plugin]}
                  role="img"
                  aria-label={chart.label}
                />
                <EventMarks
                  events={own}
                  places={places}
                  openId={openId}
                  onToggle={(id) => setOpenId((open) => (open === id ? null : id))}
                  chartTitle={title}
                />
              </ChartArea>
              <EventDetails events={openGroup} onClose={() => setOpenId(null)} />
              <ul className="chart-key" aria-label={t('dashboard.linesKey')}>
                <li>
                  <span className="chart-key__mark" aria-hidden="true" />
                  {t('dashboard.measured')}
                </li>
                <li>
                  <span className="chart-key__mark chart-key__mark--dashed" aria-hidden="true" />
                  {t('dashboard.forecast')}
                  {simulatedWeather ? (
                    <>
                      {' '}
                      <span className="simulated-label" title={t('components.simulatedWeatherExplanation')}>
                        {t('dashboard.madeWithSimulated')}
                      </span>
                    </>
                  ) : null}
                </li>
                <li>
                  <span className="chart-key__mark chart-key__mark--hollow" aria-hidden="true" />
                  {t('dashboard.earlierForecast')}
                </li>
              </ul>
            </>
          ) : (
            <ChartMessage height={height}>{t('dashboard.noSensorDataChart')}</ChartMessage>
          )}
        </div>
        <ForecastSkill sensor={loading ? undefined : sensor} />
      </div>
    </Card>
  );
}
