/**
 * GET /api/v2/farms/{farmName}/export?year=: the caller's farm's year as a zip of one readings
 * CSV per sensor. Served by the readings function (./readings.ts spreads this operation into its
 * own). API Gateway REST with a buffered Lambda proxy cannot stream an answer,
 * so the handler gathers the zip's pieces and sends them base64 (docs/api-keys.md: a year of 12
 * sensors is far below Lambda's 6 MB answer limit).
 */
import { farmExportFileName } from '@shared/readings/farm-export';
import { displaySettingsOf } from '../../accounts';
import type { Operations } from '../../platform/http';
import { farmYearZip } from '../../reports';
import type { readingsStore } from '../services/readings-store';

export const farmExportOperations = (store: ReturnType<typeof readingsStore>) =>
  ({
    async farmYearExport(req) {
      // A farm id names the farm the request acts in (its name from the membership);
      // otherwise the parameter is the name of one of the caller's own farms.
      const farmName = req.caller.farm?.farmName ?? req.params.farm_id;
      const { year } = req.query;
      const pieces: Uint8Array[] = [];
      // The downloader's units (a member's own, not the owner's).
      const { units } = await displaySettingsOf(req.caller.farm?.member ?? req.caller.userName);
      const zip = await farmYearZip(
        req.caller.userName,
        { farmName, year, timeZone: req.query.tz ?? 'UTC', units },
        store,
      );
      for await (const piece of zip) pieces.push(piece);
      return {
        status: 200,
        rawBytes: Buffer.concat(pieces),
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="${farmExportFileName(farmName, year)}"`,
        },
      };
    },
  }) satisfies Pick<Operations<'readings'>, 'farmYearExport'>;
