import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t';
import { Banner } from './banner';
import { Button } from './button';
import { PageSpinner } from './spinner';
import './query-state.css';

/** What QueryState needs of a query (a TanStack Query result fits). */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  /** Ask again (a TanStack Query result has it): the error then offers Retry, handy when the signal comes back. */
  refetch?: () => unknown;
}

interface QueryStateProps {
  /** Every query the content needs: loading while any is pending, the error if any failed. */
  queries: QueryLike[];
  loadingLabel: string;
  errorText?: string;
  /** Shown instead of the content when the loaded data has nothing to list. */
  empty?: { when: boolean; content: ReactNode };
  /** Called only once every query has its data. */
  children: () => ReactNode;
}

/** One place for the four states of a list: loading, error, empty, data. */
export function QueryState({ queries, loadingLabel, errorText, empty, children }: QueryStateProps) {
  const t = useT();
  if (queries.some((q) => q.isPending)) return <PageSpinner label={loadingLabel} />;
  const failed = queries.filter((q) => q.isError);
  if (failed.length)
    return (
      <Banner tone="error">
        <span>{errorText ?? t('common.genericError')}</span>
        {failed.every((q) => q.refetch) ? (
          <Button
            size="sm"
            variant="secondary"
            className="query-state__retry"
            onClick={() => failed.forEach((q) => void q.refetch?.())}
          >
            {t('common.retry')}
          </Button>
        ) : null}
      </Banner>
    );

  if (empty?.when) return <>{empty.content}</>;
  return <>{children()}</>;
}

/** The message a list shows when it has nothing: a bold line, a hint, and maybe a button. */
export function EmptyState({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <strong>{title}</strong>
      {children}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
