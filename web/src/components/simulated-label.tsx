/**
 * "Simulated weather": shown wherever the app draws weather (the forecast panel, the
 * evaporation and rainfall charts) when it came from the offline provider, so nobody takes a
 * made-up forecast for a real one. Nothing for real weather.
 */
import type { WeatherSourceName } from '@shared/weather/schemas';
import { SIMULATED_WEATHER } from '@shared/weather/simulated';
import './simulated-label.css';

export function SimulatedLabel({ source }: { source: WeatherSourceName | undefined }) {
  if (source !== 'simulated') return null;
  return (
    <span className="simulated-label" title={SIMULATED_WEATHER.explanation}>
      {SIMULATED_WEATHER.label}
    </span>
  );
}
