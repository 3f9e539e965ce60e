/** English: components. */
export default {
  closeDialog: 'Close dialog',
  dismissNotification: 'Dismiss notification',
  actions: 'Actions',
  hideValue: 'Hide {label}',
  showValue: 'Show {label}',
  hide: 'Hide',
  show: 'Show',
  placeholderText: 'This page is being prepared and will arrive in an upcoming release.',
  roleCannotSee: 'Your role ({role}) on {farm} cannot see this.',
  roleAskOwner:
    '{owner} decides who sees what on {farm}: ask them for another role, or choose one of your own farms in the farm menu at the top.',
  backToDashboard: 'Back to the dashboard',
  simulatedWeather: 'Simulated weather',
  simulatedWeatherExplanation:
    'Offline weather made up for this location and season, not a real forecast or measurement',
  pages: 'Pages',
  pageRange: '{first}–{last} of {total}',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  patternDayFirst: 'dd/mm/yyyy',
  patternMonthFirst: 'mm/dd/yyyy',
  chooseFromCalendar: 'Choose {label} from a calendar',
  dayFieldFormat: 'Typed as {pattern}',
} as const satisfies Record<string, string>;
