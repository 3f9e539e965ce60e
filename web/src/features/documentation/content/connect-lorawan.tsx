/**
 * The guides for the three LoRaWAN network servers: what the grower does in Fieldwise, what they
 * paste into their network server, and what they see when it works and when it does not. The
 * words on screen (buttons, card titles) are quoted as the app shows them; the values pasted into
 * a network server stay as they are in every language.
 */
import type { T } from '../../../lib/i18n/use-t';
import type { ConnectGuide } from './guide';
import { TAGS } from './rich';

/** The Authorization header's value, literal in every language. */
const BEARER = 'Bearer <credential>';

export function lorawanGuides(t: T): ConnectGuide[] {
  const connect = (server: string) => ({
    title: t('documentation.lwConnectTitle'),
    body: t.rich('documentation.lwConnectBody', { ...TAGS, server }),
  });
  const pair = { title: t('documentation.lwPairTitle'), body: t.rich('documentation.lwPairBody', TAGS) };
  const works = [
    t('documentation.lwWorksHealth'),
    t.rich('documentation.lwWorksSensors', TAGS),
    t('documentation.lwWorksDashboard'),
  ];
  const notStored = {
    sign: t('documentation.lwNotStoredSign'),
    fix: t.rich('documentation.lwNotStoredFix', TAGS),
  };
  return [
    {
      source: 'tts',
      title: 'The Things Stack',
      summary: t('documentation.ttsSummary'),
      before: t('documentation.ttsBefore'),
      steps: [
        connect('The Things Stack'),
        { title: t('documentation.ttsWebhookTitle'), body: t.rich('documentation.ttsWebhookBody', TAGS) },
        pair,
      ],
      works: [...works, t('documentation.ttsWorks')],
      fails: [
        { sign: t('documentation.tts401Sign'), fix: t('documentation.tts401Fix', { header: BEARER }) },
        { sign: t('documentation.nothingUnderDevices'), fix: t('documentation.ttsNothingFix') },
        notStored,
      ],
    },
    {
      source: 'chirpstack',
      title: 'ChirpStack',
      summary: t('documentation.csSummary'),
      before: t('documentation.csBefore'),
      steps: [
        connect('ChirpStack'),
        { title: t('documentation.csHttpTitle'), body: t.rich('documentation.csHttpBody', TAGS) },
        pair,
      ],
      works,
      fails: [
        { sign: t('documentation.cs401Sign'), fix: t('documentation.cs401Fix', { header: BEARER }) },
        { sign: t('documentation.nothingUnderDevices'), fix: t('documentation.csNothingFix') },
        notStored,
      ],
    },
    {
      source: 'aws-iot',
      title: 'AWS IoT Core for LoRaWAN',
      summary: t('documentation.awsSummary'),
      before: t('documentation.awsBefore'),
      steps: [
        { title: t('documentation.lwConnectTitle'), body: t.rich('documentation.awsConnectBody', TAGS) },
        { title: t('documentation.awsDestinationTitle'), body: t.rich('documentation.awsDestinationBody', TAGS) },
        pair,
      ],
      works,
      fails: [{ sign: t('documentation.nothingUnderDevices'), fix: t('documentation.awsNothingFix') }, notStored],
    },
  ];
}
