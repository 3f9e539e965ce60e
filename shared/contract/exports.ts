/** Whole-farm downloads for their owner. */
import * as z from 'zod';
import { farmNameSchema } from '../management/rules';
import { EXPORT_FIRST_YEAR } from '../readings/farm-export';
import { farmIdSchema } from '../teams/schemas';
import { defineRoute } from './define';

export const exportsRoutes = {
  farmYearExport: defineRoute({
    method: 'GET',
    path: '/api/v2/farms/{farm_id}/export',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'farmId', in: 'params', name: 'farm_id' }] },
    resource: 'exports',
    apiKey: true,
    summary: "A farm's year in one zip: one CSV per sensor (the readings CSV's layout: depth rows by reading times).",
    params: z.object({
      // A farm id has an underscore, which no farm name may hold: either is read, never both.
      farm_id: z
        .union([farmIdSchema, farmNameSchema])
        .describe("The farm's id (GET /api/v2/farms), or the name of one of the caller's own farms."),
    }),
    query: z.object({
      year: z.coerce
        .number({ error: 'must be a year' })
        .int('must be a year')
        .min(EXPORT_FIRST_YEAR, `must be ${EXPORT_FIRST_YEAR} or later`)
        .max(9999, 'must be a year')
        .describe('The calendar year, in the time zone `tz`.'),
      tz: z.string().max(64).optional().describe('IANA time zone of the year and the CSV times; default UTC.'),
    }),
    raw: 'application/zip',
    answer: z.string().meta({
      format: 'binary',
      description: 'A zip holding `<sensor id>.csv` for each sensor of the farm (none: an empty zip).',
    }),
  }),
} as const;
