/**
 * The "Connect your sensors" documentation pages, by what they connect: the LoRaWAN network
 * servers' pages are the ones their settings and webhook template link to
 * (shared/lorawan/settings.ts); the vendor clouds' follow them.
 */
import { CONNECT_DOCS_PATHS } from '@shared/lorawan/settings';
import type { LorawanKind } from '@shared/lorawan/kinds';

export type ConnectSource = LorawanKind | 'irrimax' | 'zentra';

export const CONNECT_DOCS_PATH = '/documentation/connect-your-sensors';

export const connectDocPath = (source: ConnectSource): string =>
  source === 'irrimax'
    ? `${CONNECT_DOCS_PATH}/sentek-irrimax-live`
    : source === 'zentra'
      ? `${CONNECT_DOCS_PATH}/meter-zentra-cloud`
      : CONNECT_DOCS_PATHS[source];
