/** A chart of the report drawn on screen as it will be in the PDF (chart.js, no animation). */
import { useEffect, useRef } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { drawChart } from './pdf/chart-images';
import { REPORT_CHART_HEIGHT, REPORT_CHART_WIDTH } from './pdf/layout';

export function ChartPreview({ config, label }: { config: ChartConfiguration<'line'> | ChartConfiguration<'bar'>; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const canvas = drawChart(config, REPORT_CHART_WIDTH, REPORT_CHART_HEIGHT, Math.max(1, window.devicePixelRatio || 1));
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', label);
    canvas.className = 'report-chart__canvas';
    canvas.style.removeProperty('width');
    canvas.style.removeProperty('height');
    el.replaceChildren(canvas);
  }, [config, label]);
  return <div ref={host} className="report-chart" />;
}
