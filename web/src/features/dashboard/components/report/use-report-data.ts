/**
 * The report's data for a confirmed range (the chosen days fetched a day wider each side; the
 * report keeps the chosen days), in four requests: every sensor's moisture in one
 * `GET /api/v2/moisture/{field}?start&end`, the evaporation, the rainfall and the wetting events
 * over the same range (the zones come from the dashboard's cached zone list). Nothing refetches while the dialog is
 * open: the report shows what was loaded on Confirm.
 */
import { useQuery } from '@tanstack/react-query';
import { evaporationQuery } from '../../api/evaporation';
import { fieldEventsQuery } from '../../api/field-events';
import { fieldMoistureQuery } from '../../api/field-moisture';
import { fieldZonesQuery } from '../../api/field-zones';
import { rainfallQuery } from '../../api/rainfall';
import type { EpochRange } from './range';

export function useReportData(fieldId: string | null, range: EpochRange | null) {
  const id = range ? fieldId : null;
  const r = range ?? undefined;
  const moisture = useQuery({ ...fieldMoistureQuery(id, r), refetchInterval: false, refetchOnWindowFocus: false, retry: false });
  const zones = useQuery({ ...fieldZonesQuery(id), refetchOnWindowFocus: false, retry: false });
  const evaporation = useQuery({ ...evaporationQuery(id, r), refetchOnWindowFocus: false });
  const rainfall = useQuery({ ...rainfallQuery(id, r), refetchOnWindowFocus: false });
  const events = useQuery({ ...fieldEventsQuery(id, r ?? { start: 0, end: 0 }), refetchOnWindowFocus: false });
  const requested = Boolean(id);
  return {
    requested,
    /** Moisture and zones are needed; the weather and the events may fail (their figures then say so). */
    loading: requested && (moisture.isPending || zones.isPending || evaporation.isPending || rainfall.isPending || events.isPending),
    failed: requested && (moisture.isError || zones.isError),
    moisture: moisture.data ?? [],
    zones: zones.data ?? [],
    evaporation: evaporation.data?.data ?? null,
    rainfall: rainfall.data ?? null,
    /** null when the events could not be had (the report then says so). */
    events: events.data ?? null,
    /** Either weather answer came from the offline provider: the report says its figures are simulated. */
    simulatedWeather: evaporation.data?.source === 'simulated' || rainfall.data?.source === 'simulated',
  };
}
