/** The field's local dates live in shared/time/local-dates.ts (the web app's report needs them too). */
export {
  addDays,
  datesBetween,
  dayMonthYear,
  localDate,
  localHour,
  localMidnightMs,
  wallClockAt,
} from '@shared/time/local-dates';
