/** A value to paste elsewhere, with its Copy button (says Copied once the clipboard took it). */
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { useT } from '../../../../lib/i18n/use-t';

export function CopyValue({ label, value }: { label: string; value: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <code>{value}</code>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('management.copyNamed', { name: label })}
        onClick={() =>
          navigator.clipboard?.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t('management.copied') : t('management.copy')}
      </Button>
    </>
  );
}
