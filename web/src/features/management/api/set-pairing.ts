/** POST /api/gateway/setup: pairing mode on (the wizard's Next from Searching) or off (Back, Cancel, Close, after Submit). */
import { apiRequest } from '../../../lib/api-client';

export const setPairing = (gatewayIds: string[], on: boolean) =>
  apiRequest<{ data: { pairing_until: string | null } }>('/api/gateway/setup', {
    json: { status: on ? 'on' : 'off', gatewayIds },
  }).then((r) => r.data);
