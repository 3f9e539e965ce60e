/**
 * A zone's water budget week by week as grouped bars (rain, irrigation, crop water use, change in
 * stored water, mm), with the totals and the basis in words under it. The zone is chosen from the
 * field's zones; a spinner while loading; the error in words.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import type { ZoneParams } from '@shared/management/views';
import { Card } from '../../../../components/card';
import { ChartCanvas, type ChartData, type ChartOptions } from '../../../../lib/charts';
import type { EpochRange } from '../../../../lib/epoch-range';
import { useWaterBudget } from '../../../../api/advice';
import { SimulatedLabel } from '../../../../components/simulated-label';
import { ChartArea, ChartHeader, ChartMessage } from '../../../../components/charts/chart-frame';
import { budgetBars, budgetValue, budgetWindow, describeBudget, describeTotals } from './water-budget-series';
import { useWords } from '../../../../lib/words';
import { budgetNoteWords } from '../../../../lib/advice-words';
import './dashboard-charts.css';

export interface WaterBudgetChartProps {
  zones: readonly Pick<ZoneParams, 'id' | 'zonename'>[];
  /** The dashboard's period (epoch seconds): the budget covers whole weeks ending on its last day, 8 at least. */
  range?: EpochRange;
  /** The zones are still loading. */
  zonesLoading?: boolean;
  height?: number;
}

export function WaterBudgetChart({ zones, range, zonesLoading = false, height = 300 }: WaterBudgetChartProps) {
  const w = useWords();
  const { t, f } = w;
  const headingId = useId();
  const selectId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const zone = zones.find((z) => z.id === picked) ?? zones[0] ?? null;
  // Fixed when the period is chosen, so the request (and its cache entry) stays put.
  const span = useMemo(() => budgetWindow(range, Math.floor(Date.now() / 1000)), [range]);
  const query = useWaterBudget(zone?.id ?? null, { start: span.start, end: span.end });
  const notes = query.data ? budgetNoteWords(query.data.basis, w) : null;

  useEffect(() => {
    if (query.error) console.error('Water budget failed', query.error);
  }, [query.error]);

  const chart = useMemo(() => {
    if (!query.data || !zone || !query.data.weeks.length) return null;
    const bars = budgetBars(w, query.data);
    const data: ChartData<'bar', (number | null)[], string> = {
      labels: bars.labels,
      datasets: bars.series.map((s) => ({
        label: s.label,
        data: s.values,
        backgroundColor: s.color,
        borderRadius: 2,
        maxBarThickness: 22,
      })),
    };
    const options: ChartOptions<'bar'> = {
      plugins: {
        legend: { display: true, position: 'bottom', labels: { boxWidth: 12, boxHeight: 12 } },
        tooltip: {
          callbacks: {
            label: (ctx) =>
              t('dashboard.moistureTip', { label: ctx.dataset.label ?? '', value: budgetValue(w, ctx.parsed.y) }),
          },
        },
      },
      scales: {
        x: {
          type: 'category',
          title: { display: true, text: t('dashboard.weekStarting') },
          ticks: { maxRotation: 0, autoSkip: true },
          grid: { display: false },
        },
        y: {
          type: 'linear',
          title: { display: true, text: f.unit('water') },
          grid: { color: 'rgba(15, 42, 27, 0.06)' },
        },
      },
    };
    return { data, options, label: describeBudget(w, zone.zonename, query.data) };
  }, [query.data, zone, w, t, f]);

  const basis = query.data?.basis;
  return (
    <Card className="chart-card water-budget-chart">
      <ChartHeader title={t('dashboard.budgetTitle', { count: span.weeks })} headingId={headingId}>
        <SimulatedLabel source={basis?.weather_source} />
        {zones.length > 1 ? (
          <span className="water-budget-chart__zone">
            <label htmlFor={selectId}>{t('dashboard.zone')}</label>
            <select id={selectId} value={zone?.id ?? ''} onChange={(e) => setPicked(e.target.value)}>
              {zones.map((z) => (
                <option key={z.id} value={z.id}>
                  {z.zonename}
                </option>
              ))}
            </select>
          </span>
        ) : null}
      </ChartHeader>
      {zonesLoading ? (
        <ChartMessage height={height} loading loadingLabel={t('dashboard.loadingZones')} />
      ) : !zone ? (
        <ChartMessage height={height}>{t('dashboard.budgetNoZones')}</ChartMessage>
      ) : query.isLoading ? (
        <ChartMessage height={height} loading loadingLabel={t('dashboard.loadingBudget')} />
      ) : query.isError ? (
        <ChartMessage height={height}>{t('dashboard.budgetError', { error: query.error.message })}</ChartMessage>
      ) : chart && query.data && notes ? (
        <>
          <ChartArea height={height}>
            <ChartCanvas type="bar" data={chart.data} options={chart.options} role="img" aria-label={chart.label} />
          </ChartArea>
          <p className="water-budget-chart__summary">
            {t('dashboard.budgetInTotal', { zone: zone.zonename, totals: describeTotals(w, query.data.totals) })}
          </p>
          <p className="water-budget-chart__basis">
            {t('dashboard.budgetBasis', {
              kc: notes.kc,
              depth: f.quantity('depth', query.data.basis.root_depth_cm),
            })}
            {notes.storage ? ` ${notes.storage}` : ''}
          </p>
        </>
      ) : (
        <ChartMessage height={height}>{t('dashboard.budgetNoWeeksPeriod')}</ChartMessage>
      )}
    </Card>
  );
}
