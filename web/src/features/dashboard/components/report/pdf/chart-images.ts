/**
 * Draws a chart.js configuration off-screen, once, without animation, at `scale` device pixels
 * per CSS pixel (print resolution for the PDF, the screen's for the dialog's previews).
 */
import { BarController, BarElement, CategoryScale, Chart, Filler, Legend, LinearScale, LineController, LineElement, PointElement, TimeScale, type ChartConfiguration } from 'chart.js';
import annotationPlugin from 'chartjs-plugin-annotation';
import 'chartjs-adapter-date-fns';

Chart.register(LineController, LineElement, PointElement, BarController, BarElement, LinearScale, CategoryScale, TimeScale, Legend, Filler, annotationPlugin);

/** A canvas `width`×`height` CSS pixels with the chart drawn on a white ground. */
export function drawChart(config: ChartConfiguration<'line'> | ChartConfiguration<'bar'>, width: number, height: number, scale: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const white = { id: 'white-ground', beforeDraw: (c: Chart) => {
    const ctx = c.ctx;
    ctx.save();
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, c.width, c.height);
    ctx.restore();
  } };
  const chart = new Chart(canvas, { ...config, options: { ...config.options, devicePixelRatio: scale }, plugins: [...(config.plugins ?? []), white] } as ChartConfiguration);
  chart.destroy();
  return canvas;
}
