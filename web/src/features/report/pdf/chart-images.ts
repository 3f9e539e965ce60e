/**
 * Draws the report's chart.js configurations off-screen, without animation, at `scale` device
 * pixels per CSS pixel (print resolution for the PDF, the screen's for the dialog's previews), on
 * a white ground.
 */
import type { ChartConfiguration, Plugin } from 'chart.js';
import { Chart } from '../../../lib/chart-setup';

const whiteGround: Plugin = {
  id: 'white-ground',
  beforeDraw: (c) => {
    const ctx = c.ctx;
    ctx.save();
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, c.width, c.height);
    ctx.restore();
  },
};

export type ReportChartConfig = ChartConfiguration<'line'> | ChartConfiguration<'bar'>;

const withScale = (config: ReportChartConfig, scale: number) =>
  ({
    ...config,
    options: { ...config.options, devicePixelRatio: scale },
    plugins: [...(config.plugins ?? []), whiteGround],
  }) as ChartConfiguration;

/**
 * The chart drawn on `canvas` (or a new one) `width`×`height` CSS pixels; destroy it when done (that clears the
 * canvas).
 */
export function drawChart(
  config: ReportChartConfig,
  width: number,
  height: number,
  scale: number,
  canvas = document.createElement('canvas'),
): Chart {
  canvas.width = width;
  canvas.height = height;
  return new Chart(canvas, withScale(config, scale));
}

export interface EncodedImage {
  bytes: Uint8Array;
  widthPx: number;
  heightPx: number;
}

/**
 * The canvas as JPEG bytes. The browser copies the pixels when asked and encodes them off the
 * main thread, so the canvas may be drawn over at once. Charts are flat colour: at print
 * resolution JPEG stays sharp, and jsPDF embeds it as it is (a PNG it would decode and deflate).
 */
export function encodeJpeg(canvas: HTMLCanvasElement, quality: number): Promise<EncodedImage> {
  const { width, height } = canvas;
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('the canvas could not be encoded'))),
      'image/jpeg',
      quality,
    ),
  )
    .then((blob) => blob.arrayBuffer())
    .then((buffer) => ({ bytes: new Uint8Array(buffer), widthPx: width, heightPx: height }));
}

/**
 * Draws many charts one after another on one canvas per chart type (no chart is built twice),
 * handing each picture to the encoder before the next is drawn.
 */
export class ChartPainter {
  private readonly charts = new Map<string, Chart>();

  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly scale: number,
    private readonly quality: number,
  ) {}

  paint(config: ReportChartConfig): Promise<EncodedImage> {
    let chart = this.charts.get(config.type);
    if (chart) {
      chart.data = config.data as Chart['data'];
      chart.options = withScale(config, this.scale).options as Chart['options'];
      chart.update('none');
    } else {
      chart = drawChart(config, this.width, this.height, this.scale);
      this.charts.set(config.type, chart);
    }
    return encodeJpeg(chart.canvas, this.quality);
  }

  destroy(): void {
    for (const chart of this.charts.values()) chart.destroy();
    this.charts.clear();
  }
}
