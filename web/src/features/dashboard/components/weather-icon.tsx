/**
 * The weather provider's icon names (Visual Crossing's set) as small line drawings. Drawn, not
 * emoji: a browser without an emoji font (common on Linux desktops and kiosks) showed empty boxes.
 * Each name maps to a picture and the words a screen reader says for it.
 */
import type { ReactElement } from 'react';
import type { MessageKey } from '@shared/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import './weather-icon.css';

const SUN = (
  <g className="weather-icon__sun">
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </g>
);
const SMALL_SUN = (
  <g className="weather-icon__sun">
    <circle cx="7" cy="7" r="3" />
    <path d="M7 1v1.5M2.4 2.4l1.1 1.1M1 7h1.5M11.6 2.4l-1.1 1.1" />
  </g>
);
const MOON = <path className="weather-icon__moon" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />;
const SMALL_MOON = <path className="weather-icon__moon" d="M11 7.6A5 5 0 1 1 6.4 2a4 4 0 0 0 4.6 5.6z" />;
/** A cloud over the lower part of the box (leaves room for rain, snow or a bolt beneath it). */
const HIGH_CLOUD = (
  <path className="weather-icon__cloud" d="M17.5 16a4 4 0 0 0-.6-7.96A6 6 0 0 0 5.5 10.5 3 3 0 0 0 6 16.5h11.5z" />
);
/** A cloud filling the box. */
const CLOUD = (
  <path
    className="weather-icon__cloud"
    d="M17.5 19a4.5 4.5 0 0 0-.7-8.95A6.5 6.5 0 0 0 4.3 12.6 3.3 3.3 0 0 0 5 19.2h12.5z"
  />
);
const RAIN = <path className="weather-icon__rain" d="M8 18.5l-1 3M12 18.5l-1 3M16 18.5l-1 3" />;
const SHOWER = <path className="weather-icon__rain" d="M9 18.5l-1 3M14 18.5l-1 3" />;
const SNOW = <path className="weather-icon__snow" d="M8 19.5h.01M12 21h.01M16 19.5h.01M10 22.5h.01M14 22.5h.01" />;
const BOLT = <path className="weather-icon__bolt" d="M13 15l-3 4h4l-3 4" />;

interface Icon {
  /** The words a screen reader says for it. */
  label: MessageKey;
  parts: ReactElement[];
}

const ICONS: Record<string, Icon> = {
  'clear-day': { label: 'dashboard.weatherClear', parts: [SUN] },
  'clear-night': { label: 'dashboard.weatherClearNight', parts: [MOON] },
  'partly-cloudy-day': { label: 'dashboard.weatherPartlyCloudy', parts: [SMALL_SUN, CLOUD] },
  'partly-cloudy-night': { label: 'dashboard.weatherPartlyCloudyNight', parts: [SMALL_MOON, CLOUD] },
  cloudy: { label: 'dashboard.weatherCloudy', parts: [CLOUD] },
  fog: {
    label: 'dashboard.weatherFog',
    parts: [<path key="fog" className="weather-icon__line" d="M3 8h18M5 12h14M3 16h18M7 20h10" />],
  },
  wind: {
    label: 'dashboard.weatherWind',
    parts: [
      <path key="wind" className="weather-icon__line" d="M3 8h10a2.5 2.5 0 1 0-2.5-2.5M3 12h15a3 3 0 1 1-3 3M3 16h7" />,
    ],
  },
  rain: { label: 'dashboard.weatherRain', parts: [HIGH_CLOUD, RAIN] },
  'showers-day': { label: 'dashboard.weatherShowers', parts: [SMALL_SUN, HIGH_CLOUD, SHOWER] },
  'showers-night': { label: 'dashboard.weatherShowers', parts: [SMALL_MOON, HIGH_CLOUD, SHOWER] },
  snow: { label: 'dashboard.weatherSnow', parts: [HIGH_CLOUD, SNOW] },
  'snow-showers-day': { label: 'dashboard.weatherSnowShowers', parts: [SMALL_SUN, HIGH_CLOUD, SNOW] },
  'snow-showers-night': { label: 'dashboard.weatherSnowShowers', parts: [SMALL_MOON, HIGH_CLOUD, SNOW] },
  sleet: { label: 'dashboard.weatherSleet', parts: [HIGH_CLOUD, SHOWER, SNOW] },
  hail: { label: 'dashboard.weatherHail', parts: [HIGH_CLOUD, SNOW] },
  'rain-snow': { label: 'dashboard.weatherRainSnow', parts: [HIGH_CLOUD, SHOWER, SNOW] },
  'rain-snow-showers-day': { label: 'dashboard.weatherRainSnowShowers', parts: [SMALL_SUN, HIGH_CLOUD, SHOWER, SNOW] },
  'rain-snow-showers-night': {
    label: 'dashboard.weatherRainSnowShowers',
    parts: [SMALL_MOON, HIGH_CLOUD, SHOWER, SNOW],
  },
  thunder: { label: 'dashboard.weatherThunder', parts: [HIGH_CLOUD, BOLT] },
  'thunder-rain': { label: 'dashboard.weatherThunderstorm', parts: [HIGH_CLOUD, BOLT, SHOWER] },
  'thunder-showers-day': { label: 'dashboard.weatherThunderShowers', parts: [SMALL_SUN, HIGH_CLOUD, BOLT] },
  'thunder-showers-night': { label: 'dashboard.weatherThunderShowers', parts: [SMALL_MOON, HIGH_CLOUD, BOLT] },
};

/** A thermometer: a day whose icon the provider did not name, or named one we do not know. */
const UNKNOWN: Icon = {
  label: 'dashboard.weatherUnknown',
  parts: [<path key="t" className="weather-icon__line" d="M14 14.8V4.5a2 2 0 0 0-4 0v10.3a4 4 0 1 0 4 0z" />],
};

export const weatherIconOf = (name: string | null | undefined): Icon =>
  name && Object.hasOwn(ICONS, name) ? ICONS[name]! : UNKNOWN;

export function WeatherIcon({ name }: { name: string | null | undefined }) {
  const t = useT();
  const icon = weatherIconOf(name);
  return (
    <svg
      className="weather-icon"
      viewBox="0 0 24 24"
      width="40"
      height="40"
      role="img"
      aria-label={t(icon.label)}
      data-icon={name ?? ''}
    >
      {icon.parts.map((p, i) => (
        <g key={i}>{p}</g>
      ))}
    </svg>
  );
}
