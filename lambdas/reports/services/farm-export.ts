/**
 * A farm's year in one zip: `<sensor id>.csv` for each sensor in the farm's fields, in the
 * readings CSV's layout (lambdas/readings/rules/csv-export.ts), for the calendar year in `timeZone`.
 *
 * The zip is made as it goes (fflate's streaming Zip): a few sensors' readings are read ahead
 * while one is compressed, and each compressed piece is handed on as soon as it exists, so memory
 * holds the pieces not yet sent and a few CSVs, never every CSV at once.
 */
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { localMidnightMs } from '@shared/time/local-dates';
import type { UnitSystem } from '@shared/units/quantities';
import { refusal } from '../../platform/refusal';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { getFarm, listFields, listZones } from '../../farms';
import { csvOfSensor } from '../../forecasts';
import type { ReadingsStore } from '../../readings';
import { listOwnSensors, type SensorItem } from '../../sensors';

/** Sensors whose readings are read while an earlier one is compressed. */
const READ_AHEAD = 3;

export interface FarmYear {
  farmName: string;
  year: number;
  /** IANA time zone of the year's bounds and the CSV's times. */
  timeZone: string;
  /** The downloader's unit system (each CSV's depth column). */
  units?: UnitSystem;
}

function checkTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new BadRequestError(`tz: unknown time zone '${timeZone}'`);
  }
}

/** The farm's sensors, sorted by id (the zip's order); 404 when the caller has no such farm. */
async function farmSensors(userName: string, farmName: string): Promise<SensorItem[]> {
  if (!(await getFarm(userName, farmName))) throw new NotFoundError(refusal('refusals.farmNotFound'));
  const fieldIds = new Set((await listFields(userName)).filter((f) => f.farm_name === farmName).map((f) => f.field_id));
  const sensors = (await listOwnSensors(userName)).filter((s) => fieldIds.has(s.field_id));
  return sensors.sort((a, b) => a.sensor_id.localeCompare(b.sensor_id));
}

/**
 * The zip's bytes, piece by piece. Everything that can refuse the request (the time zone, the
 * farm) is checked before the first piece, so a refusal is still a whole JSON answer.
 */
export async function farmYearZip(
  userName: string,
  req: FarmYear,
  store: ReadingsStore,
): Promise<AsyncGenerator<Uint8Array>> {
  checkTimeZone(req.timeZone);
  const [sensors, zones] = await Promise.all([farmSensors(userName, req.farmName), listZones(userName)]);
  const range = {
    fromMs: localMidnightMs(`${String(req.year).padStart(4, '0')}-01-01`, req.timeZone),
    toMs: localMidnightMs(`${String(req.year + 1).padStart(4, '0')}-01-01`, req.timeZone) - 1,
    timeZone: req.timeZone,
    ...(req.units ? { units: req.units } : {}),
  };
  const csvOf = (sensor: SensorItem) => csvOfSensor(sensor, zones, range, store);
  return pieces(sensors, csvOf);
}

async function* pieces(
  sensors: SensorItem[],
  csvOf: (sensor: SensorItem) => Promise<string>,
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else ready.push(chunk);
  });
  const reads = sensors.slice(0, READ_AHEAD).map(csvOf);
  for (let i = 0; i < sensors.length; i++) {
    const csv = await reads[i]!;
    if (i + READ_AHEAD < sensors.length) reads.push(csvOf(sensors[i + READ_AHEAD]!));
    const file = new ZipDeflate(`${sensors[i]!.sensor_id}.csv`, { level: 6 });
    zip.add(file);
    file.push(strToU8(csv), true);
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  zip.end();
  if (failure) throw failure;
  yield* ready.splice(0);
}
