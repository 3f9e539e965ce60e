/**
 * The "Connect your sensors" documentation pages, by what they connect: the connection's page
 * links to its guide, and the documentation lists them in this order.
 */
import type { LorawanKind } from '@shared/lorawan/kinds';

export type ConnectSource = LorawanKind | 'irrimax' | 'zentra';

export const CONNECT_DOCS_PATH = '/documentation/connect-your-sensors';

export const CONNECT_DOC_SLUGS: Record<ConnectSource, string> = {
  tts: 'the-things-stack',
  chirpstack: 'chirpstack',
  'aws-iot': 'aws-iot-core-for-lorawan',
  irrimax: 'sentek-irrimax-live',
  zentra: 'meter-zentra-cloud',
};

export const connectDocPath = (source: ConnectSource) => `${CONNECT_DOCS_PATH}/${CONNECT_DOC_SLUGS[source]}`;
