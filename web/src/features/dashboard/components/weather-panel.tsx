/**
 * The weather panel: the field's 5-day forecast (description, min/max, wind in km/h, humidity,
 * icon), the current temperature and the place. A spinner while loading; a failure is logged and
 * the spinner stops. Offline weather is labelled "Simulated weather" so nobody mistakes it for a
 * real forecast.
 */
import { format, parseISO } from 'date-fns';
import { useEffect } from 'react';
import { Card } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { useWeatherForecast } from '../../../api/weather';
import { SimulatedLabel } from '../../../components/simulated-label';
import { WeatherIcon } from './weather-icon';
import './weather-panel.css';

const degrees = (t: number | null) => (t === null ? '–' : `${t}°`);

export function WeatherPanel({ fieldId }: { fieldId: string | null }) {
  const forecast = useWeatherForecast(fieldId);

  useEffect(() => {
    if (forecast.error) console.error('Weather forecast failed', forecast.error);
  }, [forecast.error]);

  const data = forecast.data;
  return (
    <Card title="Weather" className="weather-panel">
      {forecast.isLoading ? (
        <div className="weather-panel__loading">
          <Spinner label="Loading weather…" />
        </div>
      ) : data ? (
        <>
          <div className="weather-panel__now">
            <span className="weather-panel__place">{data.location}</span>
            <span className="weather-panel__current" aria-label={`Now ${degrees(data.currentConditions.temp)}C`}>
              {degrees(data.currentConditions.temp)}C
            </span>
            <SimulatedLabel source={data.source} />
          </div>
          <ul className="weather-panel__days" aria-label="5-day forecast">
            {data.days.map((d) => (
              <li key={d.datetime} className="weather-panel__day">
                <span className="weather-panel__date">{format(parseISO(d.datetime), 'EEE d MMM')}</span>
                <WeatherIcon name={d.icon} />
                <span className="weather-panel__conditions">{d.conditions ?? ''}</span>
                <span className="weather-panel__temps">
                  {degrees(d.tempmin)} / {degrees(d.tempmax)}
                </span>
                <span className="weather-panel__wind">{d.windspeed === null ? '–' : `${d.windspeed} km/h`}</span>
                <span className="weather-panel__humidity">{d.humidity === null ? '–' : `${d.humidity}%`}</span>
              </li>
            ))}
          </ul>
        </>
      ) : forecast.error ? (
        <p className="weather-panel__message">Weather is unavailable right now.</p>
      ) : (
        <p className="weather-panel__message">Choose a field to see its weather.</p>
      )}
    </Card>
  );
}
