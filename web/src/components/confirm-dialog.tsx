import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t';
import { Button } from './button';
import { Modal } from './modal';

/** Asks before a destructive action; says what goes with it. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t('common.delete')}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
