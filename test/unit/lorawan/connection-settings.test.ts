/** The settings a grower pastes per network server, and the The Things Stack webhook template (YAML). */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CREDENTIAL_PLACEHOLDER, chirpstackEndpoint, connectionSettings, ttsEndpoint } from '@shared/lorawan/settings';
import { TTS_TEMPLATE_FIELD, ttsWebhookTemplate } from '@shared/lorawan/tts-template';
import { contract } from '@shared/contract';

const API = 'https://api.fieldwise.example';
const CREDENTIAL = `gw.orchard-tts.${'A'.repeat(43)}`;

const row = (rows: { label: string; value: string }[], label: string) => rows.find((r) => r.label === label)?.value;

describe('connection settings', () => {
  it('The Things Stack: base URL plus the uplink path is the contract’s endpoint; JSON; the Bearer header', () => {
    const s = connectionSettings('tts', { apiOrigin: `${API}/`, credential: CREDENTIAL })!;
    const { baseUrl, uplinkPath } = ttsEndpoint(API);
    expect(`${baseUrl}${uplinkPath}`).toBe(`${API}${contract.lorawanTtsUplink.path}`);
    expect(row(s.rows, 'Base URL')).toBe(baseUrl);
    expect(row(s.rows, 'Webhook format')).toBe('JSON');
    expect(row(s.rows, 'Additional headers')).toBe(`Authorization: Bearer ${CREDENTIAL}`);
    expect(row(s.rows, 'Enabled event types')).toContain(uplinkPath);
    expect(s.leave.join(' ')).toMatch(/Filter event data/);
  });

  it('ChirpStack: one event URL (ChirpStack adds ?event=), JSON encoding, the Authorization header', () => {
    const s = connectionSettings('chirpstack', { apiOrigin: API })!;
    expect(row(s.rows, 'Event endpoint URL(s)')).toBe(`${API}${contract.lorawanChirpstack.path}`);
    expect(chirpstackEndpoint(API)).not.toContain('?');
    expect(row(s.rows, 'Payload encoding')).toBe('JSON');
    expect(row(s.rows, 'Headers: key')).toBe('Authorization');
    // Without the credential at hand, a placeholder says what goes there.
    expect(row(s.rows, 'Headers: value')).toBe(`Bearer ${CREDENTIAL_PLACEHOLDER}`);
  });

  it('marks the rows holding the credential secret', () => {
    for (const kind of ['tts', 'chirpstack'] as const) {
      const rows = connectionSettings(kind, { apiOrigin: API, credential: CREDENTIAL })!.rows;
      expect(rows.filter((r) => r.value.includes(CREDENTIAL)).every((r) => r.secret)).toBe(true);
      expect(rows.filter((r) => r.secret)).toHaveLength(1);
    }
  });

  it('AWS IoT Core for LoRaWAN has no settings to paste here (its construct brings them)', () => {
    expect(connectionSettings('aws-iot', { apiOrigin: API })).toBeNull();
  });
});

describe('The Things Stack webhook template', () => {
  it('is YAML in the template format: service fields, a secret credential field, json, header, paths', () => {
    const doc = parse(ttsWebhookTemplate({ apiOrigin: API, appOrigin: 'https://app.fieldwise.example/' })) as Record<
      string,
      unknown
    >;
    expect(doc).toMatchObject({
      'template-id': 'fieldwise',
      name: 'Fieldwise',
      'logo-url': 'https://app.fieldwise.example/favicon.svg',
      'info-url': 'https://app.fieldwise.example',
      'documentation-url': expect.stringMatching(/^https:\/\/app\.fieldwise\.example\/documentation\//) as string,
      format: 'json',
      'create-downlink-api-key': false,
      'base-url': ttsEndpoint(API).baseUrl,
      paths: { 'uplink-message': ttsEndpoint(API).uplinkPath },
      headers: { Authorization: `Bearer {${TTS_TEMPLATE_FIELD}}` },
    });
    expect(typeof doc.description).toBe('string');
    expect(doc.fields).toEqual([
      { id: TTS_TEMPLATE_FIELD, name: 'Connection credential', description: expect.any(String), secret: true },
    ]);
    // Only the uplink message is sent: no other message type is enabled.
    expect(Object.keys(doc.paths as object)).toEqual(['uplink-message']);
  });

  it('keeps its structure whatever the addresses hold (quoted scalars)', () => {
    const odd = 'https://h.example/a#b: c\n- x';
    const doc = parse(ttsWebhookTemplate({ apiOrigin: odd, appOrigin: odd })) as Record<string, unknown>;
    expect(doc['base-url']).toBe(`${odd}/api/v2/lorawan/tts`);
    expect(doc['template-id']).toBe('fieldwise');
  });
});
