/**
 * INTERIM, replaced at merge by shared/lorawan/settings.ts and shared/lorawan/tts-template.ts
 * (the network helper's builders): what a grower pastes into their network server for a
 * connection. Same shape as theirs so only the import changes.
 */
import type { LorawanKind } from '@shared/lorawan/kinds';

export interface SettingRow {
  label: string;
  value: string;
  /** Holds the credential: shown masked until asked. */
  secret?: boolean;
}

export interface ConnectionTarget {
  apiBaseUrl: string;
  gatewayId: string;
  /** The credential, when the page holds one just issued; else a placeholder. */
  credential?: string;
}

const CREDENTIAL_PLACEHOLDER = '<your credential>';
const base = (url: string) => `${url.replace(/\/+$/, '')}/api/v2/lorawan`;

export function connectionSettings(kind: LorawanKind, target: ConnectionTarget): SettingRow[] {
  const bearer = `Bearer ${target.credential ?? CREDENTIAL_PLACEHOLDER}`;
  switch (kind) {
    case 'tts':
      return [
        { label: 'Webhook format', value: 'JSON' },
        { label: 'Base URL', value: base(target.apiBaseUrl) },
        { label: 'Additional header name', value: 'Authorization' },
        { label: 'Additional header value', value: bearer, secret: true },
        { label: 'Enabled event types', value: 'Uplink message' },
        { label: 'Uplink message path', value: '/tts/uplink' },
      ];
    case 'chirpstack':
      return [
        { label: 'Integration', value: 'HTTP' },
        { label: 'Payload encoding', value: 'JSON' },
        { label: 'Event endpoint URL', value: `${base(target.apiBaseUrl)}/chirpstack` },
        { label: 'Header name', value: 'Authorization' },
        { label: 'Header value', value: bearer, secret: true },
      ];
    case 'aws-iot':
      return [
        { label: 'Destination rule topic', value: `fieldwise/lorawan/${target.gatewayId}/uplink` },
        {
          label: 'Message',
          value: 'The uplink as AWS IoT Core for LoRaWAN publishes it (PayloadData, WirelessMetadata)',
        },
      ];
  }
}

export function ttsWebhookTemplate(target: { apiBaseUrl: string; gatewayId: string }): string {
  return [
    'template-id: fieldwise',
    'name: Fieldwise',
    'description: Send soil-probe uplinks to Fieldwise',
    'info-url: https://fieldwise.example/documentation',
    'documentation-url: https://fieldwise.example/documentation',
    'fields:',
    '  - id: credential',
    '    name: Fieldwise credential',
    '    description: The credential Fieldwise showed when you connected',
    '    secret: true',
    'format: json',
    `base-url: ${base(target.apiBaseUrl)}`,
    'headers:',
    '  Authorization: Bearer {credential}',
    'paths:',
    '  uplink-message: /tts/uplink',
    'create-downlink-api-key: false',
    '',
  ].join('\n');
}
