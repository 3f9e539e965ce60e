/** A value to paste elsewhere, with its Copy button (says Copied once the clipboard took it). */
import { useState } from 'react';
import { Button } from '../../../../components/button';

export function CopyValue({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <code>{value}</code>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Copy ${label}`}
        onClick={() =>
          navigator.clipboard?.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </>
  );
}
