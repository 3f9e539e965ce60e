/**
 * What a grower pastes into their network server to connect it to Fieldwise, per kind: the
 * endpoint (from the app's API address and the contract's path), the header carrying the
 * connection's credential, and the format. The web app shows these on My Gateways; the README
 * and the in-app pages say the same.
 */
import { contract } from '../contract';
import type { LorawanKind } from './kinds';

/** Shown where the credential goes when it is not at hand (it is shown once, at connection or rotation). */
export const CREDENTIAL_PLACEHOLDER = '<connection credential>';

/** The in-app page that walks through connecting each kind, step by step. */
export const CONNECT_DOCS_PATHS: Record<LorawanKind, string> = {
  tts: '/documentation/connect-your-sensors/the-things-stack',
  chirpstack: '/documentation/connect-your-sensors/chirpstack',
  'aws-iot': '/documentation/connect-your-sensors/aws-iot-core',
};

/** One thing to paste: the field's name as the network server's console labels it, and its value. */
export interface SettingRow {
  label: string;
  value: string;
  /** Holds the credential: shown masked, copied whole. */
  secret?: boolean;
  /** A word on the field, when its label is not enough. */
  hint?: string;
}

export interface ConnectionSettings {
  kind: LorawanKind;
  /** Where in the network server's console the rows go. */
  where: string;
  rows: SettingRow[];
  /** What to leave as it is there (settings that would break the connection). */
  leave: string[];
}

export interface SettingsInput {
  /** The API's absolute origin: the runtime config's `apiBaseUrl`, or the web app's own origin when that is ''. */
  apiOrigin: string;
  /** The credential just shown (connection or rotation); the placeholder otherwise. */
  credential?: string;
}

const origin = (url: string) => url.replace(/\/+$/, '');
const bearer = (credential?: string) => `Bearer ${credential || CREDENTIAL_PLACEHOLDER}`;

/** The Things Stack calls the base URL plus each message type's path: ours ends in /uplink. */
export function ttsEndpoint(apiOrigin: string): { baseUrl: string; uplinkPath: string } {
  const path = contract.lorawanTtsUplink.path;
  const cut = path.lastIndexOf('/');
  return { baseUrl: `${origin(apiOrigin)}${path.slice(0, cut)}`, uplinkPath: path.slice(cut) };
}

/** ChirpStack posts every event to one URL and adds `?event=…` itself. */
export const chirpstackEndpoint = (apiOrigin: string): string =>
  `${origin(apiOrigin)}${contract.lorawanChirpstack.path}`;

function ttsSettings({ apiOrigin, credential }: SettingsInput): ConnectionSettings {
  const { baseUrl, uplinkPath } = ttsEndpoint(apiOrigin);
  return {
    kind: 'tts',
    where: 'The Things Stack Console → your application → Integrations → Webhooks → Add webhook → Custom webhook',
    rows: [
      { label: 'Webhook ID', value: 'fieldwise', hint: 'Any name you like.' },
      { label: 'Webhook format', value: 'JSON' },
      { label: 'Base URL', value: baseUrl },
      { label: 'Additional headers', value: `Authorization: ${bearer(credential)}`, secret: true },
      {
        label: 'Enabled event types',
        value: `Uplink message: ${uplinkPath}`,
        hint: 'Only this one is needed; others may stay off (they are answered, not used).',
      },
    ],
    leave: [
      'Filter event data: leave it empty (Fieldwise needs the device identifiers of each message).',
      'Request authentication (Basic): leave it off; the Authorization header above is the credential.',
    ],
  };
}

function chirpstackSettings({ apiOrigin, credential }: SettingsInput): ConnectionSettings {
  return {
    kind: 'chirpstack',
    where: 'ChirpStack → Tenant → Applications → your application → Integrations → HTTP → Add',
    rows: [
      { label: 'Payload encoding', value: 'JSON' },
      { label: 'Event endpoint URL(s)', value: chirpstackEndpoint(apiOrigin) },
      { label: 'Headers: key', value: 'Authorization' },
      { label: 'Headers: value', value: bearer(credential), secret: true },
    ],
    leave: [
      'Payload encoding: not Protobuf (Fieldwise reads JSON).',
      'The device profile’s codec may stay as it is: decoded values are used when they are there.',
    ],
  };
}

/**
 * The settings to paste for a connection of this kind. AWS IoT Core for LoRaWAN is not pasted
 * into a console: its topic rule comes with the optional CDK construct (context `lorawanAwsIot`),
 * whose own settings fill this slot; until then it has none (null).
 */
export function connectionSettings(kind: LorawanKind, input: SettingsInput): ConnectionSettings | null {
  switch (kind) {
    case 'tts':
      return ttsSettings(input);
    case 'chirpstack':
      return chirpstackSettings(input);
    case 'aws-iot':
      return null;
  }
}
