/**
 * The guides for probes that never touch LoRaWAN: Fieldwise pulls their readings from the
 * vendor's cloud on a schedule, with the grower's key (stored as a secret, never shown again).
 */
import type { T } from '../../../lib/i18n/use-t';
import type { ConnectGuide } from './guide';
import { TAGS } from './rich';

export function vendorGuides(t: T): ConnectGuide[] {
  const register = { title: t('documentation.vcRegisterTitle'), body: t.rich('documentation.vcRegisterBody', TAGS) };
  const pulled = [t.rich('documentation.vcPulledStatus', TAGS), t('documentation.vcPulledDashboard')];
  const revoked = { sign: t('documentation.vcRevokedSign'), fix: t('documentation.vcRevokedFix') };
  const failing = { sign: t('documentation.vcFailingSign'), fix: t('documentation.vcFailingFix') };
  /** The dialog's first fields, the same for both clouds, then the cloud's own. */
  const linkBody = (cloud: string, rest: ReturnType<T['rich']>) => (
    <>
      {t.rich('documentation.vcLinkDialog', { ...TAGS, cloud })} {rest}
    </>
  );
  return [
    {
      source: 'irrimax',
      title: 'Sentek IrriMAX Live',
      summary: t('documentation.irrSummary'),
      before: t('documentation.irrBefore'),
      steps: [
        register,
        {
          title: t('documentation.irrLinkTitle'),
          body: linkBody('Sentek IrriMAX Live', t.rich('documentation.irrLinkBody', TAGS)),
        },
      ],
      works: [...pulled, t.rich('documentation.irrColumns', TAGS)],
      fails: [
        revoked,
        failing,
        { sign: t('documentation.vcNoReadingsSign'), fix: t('documentation.irrNoReadingsFix') },
        { sign: t('documentation.irrHourOffSign'), fix: t('documentation.irrHourOffFix') },
      ],
    },
    {
      source: 'zentra',
      title: 'METER ZENTRA Cloud',
      summary: t('documentation.zenSummary'),
      before: t('documentation.zenBefore'),
      steps: [
        register,
        {
          title: t('documentation.zenLinkTitle'),
          body: linkBody('METER ZENTRA Cloud', t.rich('documentation.zenLinkBody', TAGS)),
        },
      ],
      works: pulled,
      fails: [
        revoked,
        failing,
        { sign: t('documentation.vcNoReadingsSign'), fix: t('documentation.zenNoReadingsFix') },
      ],
    },
  ];
}
