/** The battery voltage of one sensor over time in V, or 'No Battery Data'; the card around it is the page's. */
import { useMemo } from 'react';
import type { SensorMoisture } from '@shared/readings/views';
import { ChartCanvas, type ChartData, type ChartOptions } from '../../../../lib/charts';
import { ChartArea, ChartMessage } from '../../../../components/charts/chart-frame';
import { batteryAxisMax, batteryPoints, BATTERY_SCALE, describeBattery } from './battery-series';
import { SERIES_COLORS } from '../../../../lib/chart-style';
import { timeAxis } from './time-axis';
import { useWords } from '../../../../lib/words';

export interface BatteryChartProps {
  sensor: SensorMoisture | null | undefined;
  loading?: boolean;
  /** Pixels; 300 unless told. */
  height?: number;
}

export function BatteryChart({ sensor, loading = false, height = 300 }: BatteryChartProps) {
  const w = useWords();
  const { t, f } = w;
  const chart = useMemo(() => {
    const points = batteryPoints(sensor);
    if (!sensor || points.length === 0) return null;
    const data: ChartData<'line', { x: number; y: number }[]> = {
      datasets: [
        {
          label: t('dashboard.battery'),
          data: points,
          borderColor: SERIES_COLORS.m10,
          backgroundColor: SERIES_COLORS.m10,
          borderWidth: 2,
          pointRadius: points.length > 60 ? 0 : 2,
          pointHoverRadius: 4,
          tension: 0.2,
        },
      ],
    };
    // The points are already {x: epoch ms, y} in time order: chart.js can skip parsing and sorting them.
    const options: ChartOptions<'line'> = {
      parsing: false,
      normalized: true,
      interaction: { mode: 'nearest', axis: 'x', intersect: false },
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            label: (ctx) =>
              t('dashboard.batteryTip', {
                value: ctx.parsed.y === null ? '–' : `${f.number(ctx.parsed.y, 2, true)} V`,
              }),
          },
        },
      },
      scales: {
        x: timeAxis(points[0]!.x, points[points.length - 1]!.x, f.locale),
        y: {
          type: 'linear',
          min: BATTERY_SCALE.min,
          max: batteryAxisMax(points),
          title: { display: true, text: t('dashboard.batteryAxis') },
          grid: { color: 'rgba(15, 42, 27, 0.06)' },
        },
      },
    };
    return { data, options, label: describeBattery(w, sensor.alias || sensor.sensor_id, points) };
  }, [sensor, w, t, f]);

  if (loading) return <ChartMessage height={height} loading loadingLabel={t('dashboard.loadingBattery')} />;
  if (!chart) return <ChartMessage height={height}>{t('dashboard.noBatteryData')}</ChartMessage>;
  return (
    <ChartArea height={height}>
      <ChartCanvas type="line" data={chart.data} options={chart.options} role="img" aria-label={chart.label} />
    </ChartArea>
  );
}
