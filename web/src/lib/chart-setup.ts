/**
 * Chart.js, set up once for the whole app: only the pieces the dashboards draw with are
 * registered (line and bar charts, linear, time and category axes, tooltips, legend, and the
 * annotation plugin for the soil bands), so the rest of chart.js is left out of the bundle. The
 * date-fns adapter gives the time axis its dates. Nothing imports this module statically but the
 * report's PDF code: pages draw through `ChartCanvas` (./charts.tsx), which loads it on first use,
 * so Chart.js (~65 kB compressed) never delays a page's first screen.
 *
 * Animation is off by default: charts appear drawn at once (a report can copy a canvas the moment
 * it is created) and nothing moves for people who prefer reduced motion.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  TimeScale,
  Tooltip,
} from 'chart.js';
import annotationPlugin from 'chartjs-plugin-annotation';
import 'chartjs-adapter-date-fns';

Chart.register(
  LineController,
  BarController,
  LineElement,
  PointElement,
  BarElement,
  LinearScale,
  TimeScale,
  CategoryScale,
  Tooltip,
  Legend,
  annotationPlugin,
);

Chart.defaults.animation = false;
Chart.defaults.font.family = "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif";
Chart.defaults.color = '#4d5e53';
Chart.defaults.maintainAspectRatio = false;
Chart.defaults.responsive = true;

export { Chart };
export { Chart as ReactChart } from 'react-chartjs-2';
