/**
 * The report's data for a confirmed range (the chosen days fetched a day wider each side; the
 * report keeps the chosen days): every sensor's moisture in one
 * `GET /api/v2/moisture/{field}?start&end`, the evaporation, the rainfall and the wetting events
 * over the same range (the zones come from the dashboard's cached zone list), the field's notes, and each zone's
 * water budget over the chosen days and, when it has a planting date, over its season. Nothing
 * refetches while the dialog is open: the report shows what was loaded on Confirm.
 */
import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { MAX_RANGE_DAYS } from '@shared/readings/schemas';
import { addDays, localMidnightMs } from '@shared/time/local-dates';
import { evaporationQuery, rainfallQuery } from '../../../api/weather';
import { fieldEventsQuery } from '../../../api/events';
import { fieldMoistureQuery } from '../../../api/readings';
import { fieldZonesQuery } from '../../../api/zones';
import { waterBudgetQuery } from '../../../api/advice';
import { fieldNotesQueryOptions } from '../../../api/notes';
import type { EpochRange } from '../../../lib/epoch-range';
import type { ZoneBudgets } from '../rules/water-budget-rows';

/**
 * The chosen days (yyyy-mm-dd, the field's) as whole days in the field's time zone, epoch s: from
 * the first day's local midnight to the last day's end, or now when that is sooner.
 */
export function fieldDaysRange(days: readonly string[], timeZone: string, nowMs = Date.now()): EpochRange | undefined {
  if (!days.length) return undefined;
  const start = Math.floor(localMidnightMs(days[0]!, timeZone) / 1000);
  const end = Math.floor(Math.min(localMidnightMs(addDays(days[days.length - 1]!, 1), timeZone) - 1, nowMs) / 1000);
  return end >= start ? { start, end } : undefined;
}

/**
 * The season of a zone planted on `plantingDate` (yyyy-mm-dd) up to `end`: undefined when it is not in the range the
 * API answers.
 */
export function seasonRange(plantingDate: string | undefined, end: number, timeZone: string): EpochRange | undefined {
  if (!plantingDate) return undefined;
  const start = Math.floor(localMidnightMs(plantingDate, timeZone) / 1000);
  if (!Number.isFinite(start) || start >= end || end - start > (MAX_RANGE_DAYS - 1) * 86_400) return undefined;
  return { start, end };
}

export function useReportData(fieldId: string | null, range: EpochRange | null, days: readonly string[] | null = null) {
  const id = range ? fieldId : null;
  const r = range ?? undefined;
  const moisture = useQuery({
    ...fieldMoistureQuery(id, r),
    refetchInterval: false,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const zones = useQuery({ ...fieldZonesQuery(id), refetchOnWindowFocus: false, retry: false });
  const evaporation = useQuery({ ...evaporationQuery(id, r), refetchOnWindowFocus: false });
  const rainfall = useQuery({ ...rainfallQuery(id, r), refetchOnWindowFocus: false });
  // Each zone's water budget over the chosen days and its season, as whole days at the field: asked
  // once the rainfall has said the field's time zone (the browser's when it failed).
  const zoneList = zones.data ?? [];
  const fieldZone =
    rainfall.data?.timezone ?? (rainfall.isError ? Intl.DateTimeFormat().resolvedOptions().timeZone : null);
  // "Now" is taken once per Confirm: a range ending at the clock would be a new query key on every
  // render, and each new key reloads the budgets and hides the dialog's body while it does.
  const confirmedAt = useMemo(() => (r ? Date.now() : 0), [r]);
  const chosen = days && fieldZone ? fieldDaysRange(days, fieldZone, confirmedAt) : undefined;
  const budgetQueries = useQueries({
    queries: zoneList.flatMap((z) => {
      const season = chosen && fieldZone ? seasonRange(z.system?.planting_date, chosen.end, fieldZone) : undefined;
      return [
        { ...waterBudgetQuery(id && chosen ? z.id : null, chosen), refetchOnWindowFocus: false },
        { ...waterBudgetQuery(id && season ? z.id : null, season), refetchOnWindowFocus: false },
      ];
    }),
  });
  const budgets = new Map<string, ZoneBudgets>(
    zoneList.map((z, i) => [
      z.id,
      { range: budgetQueries[2 * i]?.data ?? null, season: budgetQueries[2 * i + 1]?.data ?? null },
    ]),
  );
  const events = useQuery({ ...fieldEventsQuery(id, r ?? { start: 0, end: 0 }), refetchOnWindowFocus: false });
  const notes = useQuery({ ...fieldNotesQueryOptions(id ?? ''), enabled: Boolean(id), refetchOnWindowFocus: false });
  const requested = Boolean(id);
  return {
    requested,
    /** Moisture and zones are needed; the weather and the events may fail (their figures then say so). */
    loading:
      requested &&
      (moisture.isPending ||
        zones.isPending ||
        evaporation.isPending ||
        rainfall.isPending ||
        events.isPending ||
        notes.isPending ||
        budgetQueries.some((q) => q.isLoading)),
    failed: requested && (moisture.isError || zones.isError),
    moisture: moisture.data ?? [],
    zones: zones.data ?? [],
    evaporation: evaporation.data?.data ?? null,
    rainfall: rainfall.data ?? null,
    /** Per zone id, its water budget over the chosen days and its season (null where it failed: the report says so). */
    budgets,
    /** null when the events could not be had (the report then says so). */
    events: events.data ?? null,
    /** The field's notes (every zone's), null when they could not be had (the report then says so). */
    notes: notes.data ?? null,
    /** Either weather answer came from the offline provider: the report says its figures are simulated. */
    simulatedWeather: evaporation.data?.source === 'simulated' || rainfall.data?.source === 'simulated',
  };
}
