/**
 * GET /api/v2/farms/{farmName}/export?year=: the caller's farm's year as a zip of one readings
 * CSV per sensor. API Gateway REST with a buffered Lambda proxy cannot stream an answer, so the
 * handler gathers the zip's pieces and sends them base64 (docs/benchmarks.md: a year of 12 sensors
 * is far below Lambda's 6 MB answer limit).
 */
import { farmExportFileName } from '@shared/readings/farm-export';
import { lambdaHandler, type Operations } from '../../http';
import { readingsStore } from '../../services/readings-store';
import { farmYearZip } from '../services/farm-export';

const store = readingsStore();

export const operations = {
  async farmYear(req) {
    const { farmName } = req.params;
    const { year } = req.query;
    const pieces: Uint8Array[] = [];
    for await (const piece of await farmYearZip(
      req.caller.userName,
      { farmName, year, timeZone: req.query.tz ?? 'UTC' },
      store,
    ))
      pieces.push(piece);
    return {
      status: 200,
      rawBytes: Buffer.concat(pieces),
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${farmExportFileName(farmName, year)}"`,
      },
    };
  },
} satisfies Operations<'farm-export'>;

export const handler = lambdaHandler(operations);
