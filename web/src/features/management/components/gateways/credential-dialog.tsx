/** A gateway's ingest credential, shown once, with a copy button. */
import { useState } from 'react';
import { Banner } from '../../../../components/banner';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { useT } from '../../../../lib/i18n/use-t';

export function CredentialDialog({
  gatewayId,
  credential,
  onClose,
}: {
  gatewayId: string;
  credential: string;
  onClose: () => void;
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <Modal
      open
      title={t('management.credentialTitle', { id: gatewayId })}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('management.credentialStored')}</Button>}
    >
      <Banner tone="warning">{t('management.credentialOnce')}</Banner>
      <p className="credential" data-testid="gateway-credential">
        <span style={{ flex: 1 }}>{credential}</span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            navigator.clipboard?.writeText(credential).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('management.copied') : t('management.copy')}
        </Button>
      </p>
    </Modal>
  );
}
