/**
 * Daily evaporation at a field in the person's units (mm or in), as bars (the Home dashboard and
 * the report both show it); a spinner while loading; a failure is logged and the spinner stops.
 */
import { useEffect, useId, useMemo } from 'react';
import { Card } from '../card';
import { ChartCanvas, type ChartData, type ChartOptions } from '../../lib/charts';
import type { EpochRange } from '../../lib/epoch-range';
import { useEvaporation } from '../../api/weather';
import { SimulatedLabel } from '../simulated-label';
import { ChartArea, ChartHeader, ChartMessage } from './chart-frame';
import { describeDays, evaporationBars, waterText } from './evaporation-series';
import { useWords } from '../../lib/words';

export interface EvaporationChartProps {
  fieldId: string | null;
  /** Epoch seconds; the last 14 days without one. */
  range?: EpochRange;
  /** Only these days (yyyy-MM-dd) when given: the range may be fetched wider than the days shown. */
  days?: readonly string[];
  /** Pixels; 300 unless told. */
  height?: number;
  title?: string;
}

export function EvaporationChart({ fieldId, range, days, height = 300, title: titleGiven }: EvaporationChartProps) {
  const w = useWords();
  const { t, f } = w;
  const title = titleGiven ?? t('dashboard.evaporation');
  const headingId = useId();
  const query = useEvaporation(fieldId, range);

  useEffect(() => {
    if (query.error) console.error('Evaporation failed', query.error);
  }, [query.error]);

  const chart = useMemo(() => {
    const wanted = days ? new Set(days) : null;
    const bars = evaporationBars(query.data?.data, f).filter((b) => !wanted || wanted.has(b.date));
    if (!bars.some((b) => b.value !== null)) return null;
    const axis = t('dashboard.evaporationAxis', { unit: f.unit('water') });
    const data: ChartData<'bar', (number | null)[], string> = {
      labels: bars.map((b) => b.label),
      datasets: [
        {
          label: axis,
          data: bars.map((b) => b.value),
          backgroundColor: '#d08a2c',
          borderRadius: 3,
          maxBarThickness: 36,
        },
      ],
    };
    const options: ChartOptions<'bar'> = {
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            label: (ctx) =>
              t('dashboard.evaporationTip', { value: ctx.parsed.y === null ? '–' : waterText(f, ctx.parsed.y) }),
          },
        },
      },
      scales: {
        x: {
          type: 'category',
          ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 8 },
          grid: { display: false },
        },
        y: {
          type: 'linear',
          beginAtZero: true,
          title: { display: true, text: axis },
          grid: { color: 'rgba(15, 42, 27, 0.06)' },
        },
      },
    };
    return { data, options, label: describeDays(w, title, bars) };
  }, [query.data, title, days, w, t, f]);

  return (
    <Card className="chart-card evaporation-chart">
      <ChartHeader title={title} headingId={headingId}>
        <SimulatedLabel source={query.data?.source} />
      </ChartHeader>
      {query.isLoading ? (
        <ChartMessage height={height} loading loadingLabel={t('dashboard.loadingEvaporation')} />
      ) : chart ? (
        <ChartArea height={height}>
          <ChartCanvas type="bar" data={chart.data} options={chart.options} role="img" aria-label={chart.label} />
        </ChartArea>
      ) : (
        <ChartMessage height={height}>{t('dashboard.noSensorDataChart')}</ChartMessage>
      )}
    </Card>
  );
}
