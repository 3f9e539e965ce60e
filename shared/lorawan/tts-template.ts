/**
 * A The Things Stack webhook template for Fieldwise, in its template format (YAML): the service's
 * description, one secret field for the connection's credential, JSON format, the Authorization
 * header filled from that field, and the uplink message path. A template appears in the Console's
 * webhook list once the deployment loads it (`as.webhooks.templates.directory`, or a merged pull
 * request to TheThingsNetwork/lorawan-webhook-templates); the custom webhook settings
 * (settings.ts) work everywhere without one.
 */
import { CONNECT_DOCS_PATHS, ttsEndpoint } from './settings';

/** The template's field the grower fills in; the header refers to it as `{credential}`. */
export const TTS_TEMPLATE_FIELD = 'credential';
export const TTS_TEMPLATE_FILE_NAME = 'fieldwise-webhook-template.yml';

export interface TtsTemplateInput {
  /** The API's absolute origin (as for the settings). */
  apiOrigin: string;
  /** The web app's absolute origin (its logo and documentation). */
  appOrigin: string;
}

/**
 * Every scalar is written as a JSON string, which YAML reads as the same double-quoted string:
 * no value (a URL with `#`, a `{field}`, a colon) can change the document's structure.
 */
const q = (value: string) => JSON.stringify(value);

export function ttsWebhookTemplate({ apiOrigin, appOrigin }: TtsTemplateInput): string {
  const { baseUrl, uplinkPath } = ttsEndpoint(apiOrigin);
  const app = appOrigin.replace(/\/+$/, '');
  return [
    'template-id: fieldwise',
    'name: Fieldwise',
    `description: ${q('Soil moisture, irrigation advice and forecasts from your soil probes.')}`,
    `logo-url: ${q(`${app}/favicon.svg`)}`,
    `info-url: ${q(app)}`,
    `documentation-url: ${q(`${app}${CONNECT_DOCS_PATHS.tts}`)}`,
    `tts-documentation-url: ${q('https://www.thethingsindustries.com/docs/integrations/webhooks/')}`,
    'fields:',
    `  - id: ${TTS_TEMPLATE_FIELD}`,
    `    name: ${q('Connection credential')}`,
    `    description: ${q('The credential Fieldwise showed when you connected The Things Stack (My Gateways).')}`,
    '    secret: true',
    'format: json',
    'headers:',
    `  Authorization: ${q(`Bearer {${TTS_TEMPLATE_FIELD}}`)}`,
    'create-downlink-api-key: false',
    `base-url: ${q(baseUrl)}`,
    'paths:',
    `  uplink-message: ${q(uplinkPath)}`,
    '',
  ].join('\n');
}
