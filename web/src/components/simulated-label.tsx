/**
 * "Simulated weather": shown wherever the app draws weather (the forecast panel, the
 * evaporation and rainfall charts) when it came from the offline provider, so nobody takes a
 * made-up forecast for a real one. Nothing for real weather.
 */
import type { WeatherSourceName } from '@shared/weather/schemas';
import { useT } from '../lib/i18n/use-t';
import './simulated-label.css';

export function SimulatedLabel({ source }: { source: WeatherSourceName | undefined }) {
  const t = useT();
  if (source !== 'simulated') return null;
  return (
    <span className="simulated-label" title={t('components.simulatedWeatherExplanation')}>
      {t('components.simulatedWeather')}
    </span>
  );
}
