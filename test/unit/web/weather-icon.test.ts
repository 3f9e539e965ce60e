/** The weather provider's icon names as drawings: each known name its own words; anything else a thermometer. */
import { describe, expect, it } from 'vitest';
import { ENGLISH_MESSAGES } from '@shared/i18n/catalogue';
import { weatherIconOf as iconOf } from '../../../web/src/features/dashboard/components/weather-icon';

/** The icon with its words in English. */
const weatherIconOf = (name: string | null | undefined) => {
  const icon = iconOf(name);
  return { ...icon, label: ENGLISH_MESSAGES[icon.label] };
};

describe('weather icons', () => {
  it('names each of the provider’s icons in words', () => {
    expect(weatherIconOf('clear-day').label).toBe('Clear');
    expect(weatherIconOf('partly-cloudy-night').label).toBe('Partly cloudy night');
    expect(weatherIconOf('thunder-rain').label).toBe('Thunderstorm');
    expect(weatherIconOf('rain').parts.length).toBe(2);
  });

  it('draws a thermometer for no icon, an unknown one, or a name that is a property of every object', () => {
    for (const name of [null, undefined, '', 'tornado', '__proto__', 'constructor', 'toString']) {
      expect(weatherIconOf(name).label).toBe('Weather');
    }
  });
});
