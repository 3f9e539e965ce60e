/** The farm-year export (a zip of one readings CSV per sensor): its years and its file names. */

/** The first year the export offers: no farm has readings older than the product. */
export const EXPORT_FIRST_YEAR = 2020;

/** The zip's name: the farm and the year, with anything but letters, digits and dashes made a dash. */
export const farmExportFileName = (farmName: string, year: number): string =>
  `${farmName.replace(/[^A-Za-z0-9-]+/g, '-')}-${year}.zip`;

/** The years a grower may pick, newest first: from this year back to EXPORT_FIRST_YEAR. */
export function exportYears(now = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getUTCFullYear(); y >= EXPORT_FIRST_YEAR; y--) years.push(y);
  return years;
}
