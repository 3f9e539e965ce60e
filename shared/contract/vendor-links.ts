/** vendor-links: a grower's vendor-cloud accounts (IrriMAX Live, ZENTRA Cloud) feeding their sensors. */
import * as z from 'zod';
import { createVendorLinkSchema, LINK_ID_RE, vendorLinkView } from '../vendor-clouds/links';
import { defineRoute } from './define';

const linkParams = z.object({ linkId: z.string().regex(LINK_ID_RE, 'linkId: not a vendor link id') });

export const vendorLinksRoutes = {
  createVendorLink: defineRoute({
    method: 'POST',
    path: '/api/v2/vendor-links',
    access: 'subscriber',
    farm: { action: 'sensors.write', scope: [{ kind: 'sensor', in: 'body', name: 'sensorId' }] },
    resource: 'vendor-links',
    summary:
      'Link a vendor-cloud account to one of your sensors: its readings are pulled every 15 minutes. ' +
      'The key is kept encrypted and never shown again (one link per sensor).',
    body: createVendorLinkSchema,
    status: 201,
    answer: z.strictObject({ data: vendorLinkView }),
  }),
  listVendorLinks: defineRoute({
    method: 'GET',
    path: '/api/v2/vendor-links',
    access: 'subscriber',
    farm: { action: 'setup.read', scope: [{ kind: 'list' }] },
    resource: 'vendor-links',
    summary: 'Your vendor-cloud links and how their pulls went (never the keys: their last four characters).',
    answer: z.strictObject({ data: z.array(vendorLinkView) }),
  }),
  deleteVendorLink: defineRoute({
    method: 'DELETE',
    path: '/api/v2/vendor-links/{linkId}',
    // Open to a lapsed subscription too: unlinking (forgetting the key) must always be possible.
    access: 'user',
    farm: { action: 'sensors.write', scope: [{ kind: 'vendorLink', in: 'params', name: 'linkId' }] },
    resource: 'vendor-links',
    summary: 'Unlink: the key is forgotten and pulls stop; the readings already stored stay with the sensor.',
    params: linkParams,
    answer: z.strictObject({ data: z.strictObject({ deleted: z.string() }) }),
  }),
} as const;
