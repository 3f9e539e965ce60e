/** A gateway's ingest credential, shown once, with a copy button. */
import { useState } from 'react';
import { Banner } from '../../../../components/banner';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';

export function CredentialDialog({
  gatewayId,
  credential,
  onClose,
}: {
  gatewayId: string;
  credential: string;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Modal
      open
      title={`Ingest credential for ${gatewayId}`}
      onClose={onClose}
      footer={<Button onClick={onClose}>I have stored it</Button>}
    >
      <Banner tone="warning">
        This credential is shown only once. Store it in the gateway's configuration now; if it is lost, issue a new one.
      </Banner>
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
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </p>
    </Modal>
  );
}
