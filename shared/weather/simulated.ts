/**
 * The words that mark simulated weather (the offline provider: no weather key configured), the
 * same on screen, in alerts and in the PDF report, so a grower never takes made-up rain or
 * evaporation, or a forecast made from them, for the real thing.
 */
export const SIMULATED_WEATHER = {
  /** The on-screen label beside weather figures. */
  label: 'Simulated weather',
  /** Its longer explanation (tooltip, report note). */
  explanation: 'Offline weather made up for this location and season, not a real forecast or measurement',
  /** Appended to an alert whose forecast rests on the weather (SMS, e-mail, in-app). */
  alertNote: 'This forecast used simulated weather, not a real weather forecast.',
  /** Above forecast tables and exports (the admin Prediction page and its Excel file). */
  forecastNote:
    'Simulated weather: these forecasts were made with offline weather made up for this location and season, not a ' +
    'real weather forecast.',
  /** Beside a report figure that comes from the weather. */
  figureSuffix: ' (simulated)',
} as const;
