/**
 * Daily precipitation at a field in the person's units, from 12 days ago to 2 days ahead; today and the forecast
 * days are drawn differently from the past. A spinner while loading; a failure is logged and the
 * spinner stops.
 */
import { useEffect, useId, useMemo } from 'react';
import { Card } from '../../../../components/card';
import { ChartCanvas, type ChartData, type ChartOptions } from '../../../../lib/charts';
import { useRainfall } from '../../../../api/weather';
import { SimulatedLabel } from '../../../../components/simulated-label';
import { ChartArea, ChartHeader, ChartMessage } from '../../../../components/charts/chart-frame';
import { labelFits } from '../../../../lib/chart-style';
import { describeDays, waterText } from '../../../../components/charts/evaporation-series';
import { useWords } from '../../../../lib/words';
import { forecastSpan, RAIN_COLORS, rainfallBars } from './rainfall-series';

export interface RainfallChartProps {
  fieldId: string | null;
  /** Pixels; 300 on the dashboard. */
  height?: number;
  title?: string;
}

export function RainfallChart({ fieldId, height = 300, title: titleGiven }: RainfallChartProps) {
  const w = useWords();
  const { t, f } = w;
  const title = titleGiven ?? t('dashboard.precipitationTitle');
  const headingId = useId();
  const query = useRainfall(fieldId);

  useEffect(() => {
    if (query.error) console.error('Rainfall failed', query.error);
  }, [query.error]);

  const chart = useMemo(() => {
    const bars = rainfallBars(w, query.data, Date.now());
    const axis = t('dashboard.precipitationAxis', { unit: f.unit('water') });
    const forecastWord = t('dashboard.forecast');
    if (!bars.some((b) => b.value !== null)) return null;
    const data: ChartData<'bar', (number | null)[], string> = {
      labels: bars.map((b) => b.label),
      datasets: [
        {
          label: axis,
          data: bars.map((b) => b.value),
          backgroundColor: bars.map((b) => RAIN_COLORS[b.kind].fill),
          borderColor: bars.map((b) => RAIN_COLORS[b.kind].edge),
          borderWidth: bars.map((b) => (b.kind === 'forecast' ? 2 : 0)),
          borderRadius: 3,
          maxBarThickness: 36,
        },
      ],
    };
    const ahead = forecastSpan(bars);
    const options: ChartOptions<'bar'> = {
      plugins: {
        legend: { display: false },
        annotation: {
          annotations: ahead
            ? [
                {
                  type: 'box',
                  xScaleID: 'x',
                  xMin: ahead.from - 0.5,
                  xMax: ahead.to + 0.5,
                  backgroundColor: 'rgba(42, 111, 151, 0.08)',
                  borderWidth: 0,
                  drawTime: 'beforeDatasetsDraw',
                  label: {
                    display: (ctx) =>
                      labelFits(
                        ((ctx.chart.chartArea?.width ?? 0) * (ahead.to - ahead.from + 1)) / bars.length,
                        forecastWord,
                      ),
                    content: forecastWord,
                    position: { x: 'center', y: 'start' },
                    color: '#1f5f83',
                    font: { size: 11, weight: 'bold' },
                  },
                },
              ]
            : [],
        },
        tooltip: {
          callbacks: {
            label: (ctx) => {
              const value = ctx.parsed.y === null ? '–' : waterText(f, ctx.parsed.y);
              return bars[ctx.dataIndex]?.kind === 'forecast'
                ? t('dashboard.forecastTip', { value })
                : t('dashboard.precipitationTip', { value });
            },
          },
        },
      },
      scales: {
        x: {
          type: 'category',
          ticks: {
            maxRotation: 0,
            autoSkip: true,
            autoSkipPadding: 8,
            font: (ctx) => (bars[ctx.index]?.kind === 'today' ? { weight: 'bold' } : {}),
          },
          grid: { display: false },
        },
        y: {
          type: 'linear',
          beginAtZero: true,
          // A dry fortnight still shows a scale a grower reads at a glance: 5 mm, or 0.2 in.
          suggestedMax: f.units === 'us' ? 0.2 : 5,
          title: { display: true, text: axis },
          grid: { color: 'rgba(15, 42, 27, 0.06)' },
        },
      },
    };
    const forecastDays = bars.filter((b) => b.kind === 'forecast').length;
    return {
      data,
      options,
      label: `${describeDays(w, title, bars)} ${t('dashboard.forecastDays', { count: forecastDays })}`,
    };
  }, [query.data, title, w, t, f]);

  return (
    <Card className="chart-card rainfall-chart">
      <ChartHeader title={title} headingId={headingId}>
        <SimulatedLabel source={query.data?.source} />
      </ChartHeader>
      {query.isLoading ? (
        <ChartMessage height={height} loading loadingLabel={t('dashboard.loadingRainfall')} />
      ) : chart ? (
        <>
          <ChartArea height={height}>
            <ChartCanvas type="bar" data={chart.data} options={chart.options} role="img" aria-label={chart.label} />
          </ChartArea>
          <ul className="chart-key" aria-label={t('dashboard.barsKey')}>
            <li>
              <span
                className="chart-key__mark"
                style={{ borderTop: `8px solid ${RAIN_COLORS.past.fill}` }}
                aria-hidden="true"
              />
              {t('dashboard.measured')}
            </li>
            <li>
              <span
                className="chart-key__mark"
                style={{ borderTop: `8px solid ${RAIN_COLORS.today.fill}` }}
                aria-hidden="true"
              />
              {t('dashboard.today')}
            </li>
            <li>
              <span
                className="chart-key__mark"
                style={{
                  border: `2px solid ${RAIN_COLORS.forecast.edge}`,
                  background: RAIN_COLORS.forecast.fill,
                  height: 8,
                }}
                aria-hidden="true"
              />
              {t('dashboard.forecast')}
            </li>
          </ul>
        </>
      ) : (
        <ChartMessage height={height}>{t('dashboard.noRainfallData')}</ChartMessage>
      )}
    </Card>
  );
}
