/**
 * The depth chart of one sensor: moisture by depth (0 to -100 cm, or to -190 cm with 'Max
 * Depth') now, yesterday and two days ago, and forecast for 2 hours later and tomorrow, over the
 * soil bands of its zone; 'Download Data' saves what it shows as CSV.
 */
import { useId, useMemo, useState } from 'react';
import type { SensorMoisture } from '@shared/readings/views';
import { Button } from '../../../../components/button';
import { Card } from '../../../../components/card';
import { ChartCanvas, type ChartData, type ChartOptions } from '../../../../lib/charts';
import { ChartArea, ChartHeader, ChartMessage, downloadText } from '../../../../components/charts/chart-frame';
import { BAND_COLORS, type BandKey } from '../../../../lib/chart-style';
import { useWords } from '../../../../lib/words';
import { BAND_KEYS } from './moisture-series';
import {
  DEFAULT_LAYERS,
  DEPTH_SERIES_KEYS,
  depthAxisMax,
  depthBandAnnotations,
  depthBands,
  depthCsv,
  depthCsvName,
  depthSeries,
  depthsShown,
  describeDepth,
  MAX_LAYERS,
} from './depth-profile';

export interface DepthChartProps {
  title: string;
  sensor: SensorMoisture | null | undefined;
  /** Pixels; 400 unless told. */
  height?: number;
}

const BANDS = Object.keys(BAND_KEYS) as BandKey[];

export function DepthChart({ title, sensor, height = 400 }: DepthChartProps) {
  const w = useWords();
  const { t, f } = w;
  const bandNames = useMemo(
    () => Object.fromEntries(BANDS.map((b) => [b, t(BAND_KEYS[b])])) as Record<BandKey, string>,
    [t],
  );
  const headingId = useId();
  const [maxDepth, setMaxDepth] = useState(false);
  const layers = maxDepth ? MAX_LAYERS : DEFAULT_LAYERS;
  const series = useMemo(() => (sensor ? depthSeries(sensor) : []), [sensor]);

  const chart = useMemo(() => {
    if (!sensor || series.length === 0) return null;
    const depths = depthsShown(layers);
    const axisMax = depthAxisMax(series, layers, sensor.zone);
    const data: ChartData<'line', { x: number; y: number }[]> = {
      datasets: series.map((s) => ({
        label: t(DEPTH_SERIES_KEYS[s.key]),
        data: depths.flatMap((d, i) =>
          s.values[i] === null || s.values[i] === undefined ? [] : [{ x: s.values[i]!, y: -d }],
        ),
        borderColor: s.color,
        backgroundColor: s.color,
        borderWidth: s.key === 'now' ? 3 : 2,
        borderDash: s.forecast ? [6, 4] : undefined,
        pointRadius: 2.5,
        pointHoverRadius: 5,
        tension: 0.25,
      })),
    };
    const options: ChartOptions<'line'> = {
      indexAxis: 'y',
      normalized: true,
      interaction: { mode: 'index', axis: 'y', intersect: false },
      plugins: {
        legend: {
          position: 'bottom',
          labels: { usePointStyle: true, pointStyle: 'line', boxWidth: 24 },
          onClick: () => undefined,
        },
        tooltip: {
          callbacks: {
            title: (items) => {
              const y = items[0]?.parsed.y;
              return y === undefined || y === null ? '' : f.quantity('depth', y);
            },
            label: (ctx) =>
              t('dashboard.moistureTip', {
                label: ctx.dataset.label ?? '',
                value: ctx.parsed.x === null ? '–' : `${f.number(ctx.parsed.x, 1, true)} %`,
              }),
          },
        },
        annotation: { annotations: depthBandAnnotations(depthBands(sensor.zone, layers, axisMax), bandNames) },
      },
      scales: {
        x: {
          type: 'linear',
          position: 'bottom',
          min: 0,
          max: axisMax,
          title: { display: true, text: t('dashboard.moistureAxis') },
          grid: { color: 'rgba(15, 42, 27, 0.06)' },
        },
        y: {
          type: 'linear',
          min: -depths[depths.length - 1]!,
          max: 0,
          // The axis counts in cm (the model's layers are 10 cm apart); its labels are in the person's units.
          ticks: { stepSize: 10, callback: (v) => f.quantity('depth', Number(v)) },
          title: { display: true, text: t('dashboard.depthAxis', { unit: f.unit('depth') }) },
          grid: { color: 'rgba(15, 42, 27, 0.06)' },
        },
      },
    };
    return { data, options, label: describeDepth(w, title, series) };
  }, [sensor, series, layers, title, w, t, f, bandNames]);

  return (
    <Card className="chart-card depth-chart">
      <ChartHeader title={title} headingId={headingId}>
        <button type="button" className="chart-toggle" aria-pressed={maxDepth} onClick={() => setMaxDepth((m) => !m)}>
          {t('dashboard.maxDepth')}
        </button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!chart || !sensor}
          onClick={() => sensor && downloadText(depthCsvName(sensor.sensor_id), depthCsv(series, layers))}
        >
          {t('dashboard.downloadData')}
        </Button>
      </ChartHeader>
      {chart ? (
        <>
          <ChartArea height={height}>
            <ChartCanvas type="line" data={chart.data} options={chart.options} role="img" aria-label={chart.label} />
          </ChartArea>
          {sensor?.zone ? (
            <ul className="chart-key" aria-label={t('dashboard.soilBandsOf', { zone: sensor.zone.zonename })}>
              {BANDS.map((band) => (
                <li key={band}>
                  <span
                    className="chart-key__mark chart-key__mark--band"
                    style={{ background: BAND_COLORS[band].fill, borderColor: BAND_COLORS[band].edge }}
                    aria-hidden="true"
                  />
                  {bandNames[band]}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <ChartMessage height={height}>{t('dashboard.noSensorDataChart')}</ChartMessage>
      )}
    </Card>
  );
}
