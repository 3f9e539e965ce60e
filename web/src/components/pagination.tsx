import { useT } from '../lib/i18n/use-t';
import './pagination.css';

/** Page through a list: previous / numbered pages / next, with the range shown. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="pagination" aria-label={label ?? t('components.pages')}>
      <span className="pagination__range">{t('components.pageRange', { first, last, total })}</span>
      <button
        type="button"
        className="pagination__btn"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label={t('components.previousPage')}
      >
        ‹
      </button>
      {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
        <button
          key={p}
          type="button"
          className="pagination__btn"
          aria-current={p === page ? 'page' : undefined}
          onClick={() => onPage(p)}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className="pagination__btn"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
        aria-label={t('components.nextPage')}
      >
        ›
      </button>
    </nav>
  );
}

/** The slice of `items` on `page` (1-based), clamping a page that no longer exists. */
export function pageOf<T>(items: T[], page: number, pageSize: number): { rows: T[]; page: number } {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const p = Math.min(Math.max(1, page), pages);
  return { rows: items.slice((p - 1) * pageSize, p * pageSize), page: p };
}
