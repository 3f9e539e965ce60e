/** A chart of the report drawn on screen as it will be in the PDF (chart.js, no animation). */
import { useEffect, useRef } from 'react';
import { drawChart, type ReportChartConfig } from '../pdf/chart-images';
import { REPORT_CHART_HEIGHT, REPORT_CHART_WIDTH } from '../pdf/layout';

export function ChartPreview({ config, label }: { config: ReportChartConfig; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = drawChart(
      config,
      REPORT_CHART_WIDTH,
      REPORT_CHART_HEIGHT,
      Math.max(1, window.devicePixelRatio || 1),
      canvas.current,
    );
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="report-chart">
      <canvas ref={canvas} role="img" aria-label={label} className="report-chart__canvas" />
    </div>
  );
}
