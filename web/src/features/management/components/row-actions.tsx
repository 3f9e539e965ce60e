/**
 * The Edit / Delete buttons of a table row, named for the row (screen readers hear which). A button
 * whose handler is absent is not drawn: the user's role on the farm does not allow it.
 */
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { useT } from '../../../lib/i18n/use-t';

export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      {children}
      {onEdit ? (
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t('management.editNamed', { name })}>
          {t('management.edit')}
        </Button>
      ) : null}
      {onDelete ? (
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t('management.deleteNamed', { name })}>
          {t('management.delete')}
        </Button>
      ) : null}
    </>
  );
}
