/** English: events (wetting events: their kinds, marks, Home's question). */
export default {
  kindRain: 'Rain',
  kindIrrigation: 'Irrigation',
  kindUnexplained: 'Unexplained wetting',
  label: '{kind}{confirmed, select, yes { (confirmed)} other {}}, {at}: {amount} arrived, down to {depth}',
  labelAt:
    '{kind}{confirmed, select, yes { (confirmed)} other {}} at {sensor}, {at}: {amount} arrived, down to {depth}',
  groupLabel: '{count} wetting events, {from} to {to}: {kinds}',
  kindCount: '{count} {kind}',
  marksOf: '{chart}: wetting events',
  detailsOne: 'Wetting event',
  detailsMany: 'Wetting events',
  close: 'Close',
  question: 'Was this an irrigation?',
  yes: 'Yes',
  no: 'No',
  loggedAs: 'Logged as an irrigation of {amount}.',
  markedRain: 'Marked as rain.',
  notSaved: 'Your answer was not saved: {error}',
  cardTitle: 'Was this an irrigation?',
  cardIntro:
    '{count, plural, one {A sensor saw the soil wet up} other {Sensors saw the soil wet up # ' +
    'times}} with no rain or logged irrigation to explain it. Your answer logs the irrigation ' +
    'or marks it as rain.',
  noteConfirmedFromWetting: 'Confirmed from a wetting the sensors recorded',
} as const satisfies Record<string, string>;
