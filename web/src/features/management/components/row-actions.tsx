/**
 * The Edit / Delete buttons of a table row, named for the row (screen readers hear which). A button
 * whose handler is absent is not drawn: the user's role on the farm does not allow it.
 */
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';

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
  return (
    <>
      {children}
      {onEdit ? (
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      ) : null}
      {onDelete ? (
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      ) : null}
    </>
  );
}
