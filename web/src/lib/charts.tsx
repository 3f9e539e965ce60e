/**
 * Charts for the pages: `ChartCanvas` is react-chartjs-2's chart, loaded with Chart.js
 * (./chart-setup.ts) the first time a chart is drawn, and on Home only once the latest readings
 * are (./defer-heavy.tsx). On a slow connection the first screen then does not wait for
 * ~65 kB of chart code; until it arrives the chart's place is kept, named as the chart will be.
 */
import { lazy, Suspense } from 'react';
import type { ChartType, DefaultDataPoint } from 'chart.js';
import type { ChartProps } from 'react-chartjs-2';
import { useHeavyReady } from './defer-heavy';

export type { ChartConfiguration, ChartData, ChartDataset, ChartOptions, ChartType, Plugin } from 'chart.js';
export type { Chart } from 'chart.js';
export type { AnnotationOptions } from 'chartjs-plugin-annotation';

const LazyChart = lazy(() => import('./chart-setup').then((m) => ({ default: m.ReactChart })));

export function ChartCanvas<TType extends ChartType = ChartType, TData = DefaultDataPoint<TType>, TLabel = unknown>(
  props: ChartProps<TType, TData, TLabel>,
) {
  const label = (props as { 'aria-label'?: string })['aria-label'];
  const pending = <div className="chart-canvas-pending" role="img" aria-label={label} aria-busy="true" />;
  // On Home the chart code waits for the latest readings (./defer-heavy.tsx).
  if (!useHeavyReady()) return pending;
  return (
    <Suspense fallback={pending}>
      <LazyChart {...(props as ChartProps)} />
    </Suspense>
  );
}
