// @vitest-environment jsdom
/**
 * The moisture chart's key says the forecast was made with simulated weather when the stack's
 * weather is simulated (runtime config `simulatedWeather`), and nothing of the kind otherwise.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MoistureChart } from '../../../../web/src/features/dashboard/components/charts/moisture-chart';
import { provideRuntimeConfig } from '../../../../web/src/lib/runtime-config';
import { HOUR, predictionRow, reading, sensor, T0 } from './sensor-factory';
import { withIntl } from '../support/intl';

const base = {
  stage: 'test',
  region: 'ap-southeast-2',
  userPoolId: 'local_x',
  userPoolClientId: 'c',
  authFlowType: 'USER_PASSWORD_AUTH' as const,
  apiBaseUrl: '',
};
const withForecast = sensor({
  moisture: [reading(T0 - 2 * HOUR, 20, 22, 24), reading(T0, 19, 21, 23)],
  prediction: [predictionRow(T0 + HOUR, 18), predictionRow(T0 + 2 * HOUR, 17)],
});

beforeEach(() => {
  // jsdom draws no canvas; chart.js says so on the console, which is beside the point here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  provideRuntimeConfig(undefined);
});

describe('the moisture chart key', () => {
  it('names simulated weather beside the forecast when the stack has no weather key', () => {
    provideRuntimeConfig({ ...base, simulatedWeather: true });
    render(withIntl(<MoistureChart title="Sensor S1" sensor={withForecast} />));
    const key = screen.getByRole('list', { name: 'How the lines are drawn' });
    expect(key.textContent).toContain('Forecast made with simulated weather');
  });

  it('says nothing of it with real weather', () => {
    provideRuntimeConfig(base);
    render(withIntl(<MoistureChart title="Sensor S1" sensor={withForecast} />));
    const key = screen.getByRole('list', { name: 'How the lines are drawn' });
    expect(key.textContent).toContain('Forecast');
    expect(key.textContent).not.toMatch(/simulated/i);
  });
});
