/**
 * "Simulated weather": shown wherever the dashboard draws weather (the forecast panel, the
 * evaporation and rainfall charts) when it came from the offline provider, so nobody takes a
 * made-up forecast for a real one. Nothing for real weather.
 */
import type { WeatherSourceName } from '@shared/weather/schemas';
import './simulated-label.css';

export function SimulatedLabel({ source }: { source: WeatherSourceName | undefined }) {
  if (source !== 'simulated') return null;
  return (
    <span className="simulated-label" title="Offline weather made up for this location and season, not a real forecast">
      Simulated weather
    </span>
  );
}
