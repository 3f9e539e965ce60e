/**
 * The weather panel: the field's 5-day forecast (description, min/max, wind in km/h, humidity,
 * icon), the current temperature and the place. A spinner while loading; a failure is logged and
 * the spinner stops. Offline weather is labelled "Simulated weather" so nobody mistakes it for a
 * real forecast.
 */
import { format, parseISO } from 'date-fns';
import { DATE_FNS_LOCALES } from '@shared/i18n/dates';
import { useEffect } from 'react';
import { Card } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { useWeatherForecast } from '../../../api/weather';
import { SimulatedLabel } from '../../../components/simulated-label';
import { WeatherIcon, weatherIconOf } from './weather-icon';
import { useWords } from '../../../lib/words';
import './weather-panel.css';

export function WeatherPanel({ fieldId }: { fieldId: string | null }) {
  const { t, f } = useWords();
  const forecast = useWeatherForecast(fieldId);
  // Whole degrees and wind to one decimal, as the spec writes the forecast ("12° / 27°", "16.1 km/h").
  const whole = (v: number) => f.number(f.shown('temperature', v, 0), 0);
  const degrees = (v: number | null) => (v === null ? '–' : `${whole(v)}°`);
  const degreesWithUnit = (v: number | null) => (v === null ? '–' : `${whole(v)}${f.unit('temperature')}`);

  useEffect(() => {
    if (forecast.error) console.error('Weather forecast failed', forecast.error);
  }, [forecast.error]);

  const data = forecast.data;
  return (
    <Card title={t('dashboard.weather')} className="weather-panel">
      {forecast.isLoading ? (
        <div className="weather-panel__loading">
          <Spinner label={t('dashboard.loadingWeather')} />
        </div>
      ) : data ? (
        <>
          <div className="weather-panel__now">
            <span className="weather-panel__place">{data.location}</span>
            <span
              className="weather-panel__current"
              aria-label={t('dashboard.weatherNow', { temperature: degreesWithUnit(data.currentConditions.temp) })}
            >
              {degrees(data.currentConditions.temp)}
            </span>
            <SimulatedLabel source={data.source} />
          </div>
          <ul className="weather-panel__days" aria-label={t('dashboard.forecast5')}>
            {data.days.map((d) => (
              <li key={d.datetime} className="weather-panel__day">
                <span className="weather-panel__date">
                  {format(parseISO(d.datetime), 'EEE d MMM', { locale: DATE_FNS_LOCALES[f.locale] })}
                </span>
                <WeatherIcon name={d.icon} />
                {/* The provider describes the day in English: other languages read the icon's words. */}
                <span className="weather-panel__conditions">
                  {f.locale.startsWith('en') ? (d.conditions ?? '') : t(weatherIconOf(d.icon).label)}
                </span>
                <span className="weather-panel__temps">
                  {degrees(d.tempmin)} / {degrees(d.tempmax)}
                </span>
                <span className="weather-panel__wind">
                  {d.windspeed === null ? '–' : f.quantity('speed', d.windspeed, { decimals: 1 })}
                </span>
                <span className="weather-panel__humidity">
                  {d.humidity === null ? '–' : `${f.number(d.humidity, 0)}%`}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : forecast.error ? (
        <p className="weather-panel__message">{t('dashboard.weatherUnavailable')}</p>
      ) : (
        <p className="weather-panel__message">{t('dashboard.weatherChooseField')}</p>
      )}
    </Card>
  );
}
